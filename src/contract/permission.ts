// Endpoint descriptors of the permission service (spec section 7: Permission).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { ExistsResult, IdPayload, PageQuery, PageResult } from './types/common'
import type {
  RoleCreatePayload,
  RoleIdPayload,
  RoleModuleTogglePayload,
  RoleModules,
  RoleModulesPayload,
  RoleNamePayload,
  RolePagePayload,
  RoleUpdatePayload,
  RoleUser,
  RoleUserBindPayload,
  RoleUserPagePayload,
  SysModule,
  SysRole,
} from './types/permission'

export const permission = {
  sysRole: {
    page: endpoint<RolePagePayload, PageResult<SysRole>>({ path: '/api/permission/sysRole/page', method: 'POST', body: 'form' }),
    update: endpoint<RoleUpdatePayload, SysRole>({ path: '/api/permission/sysRole/update', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, SysRole>({ path: '/api/permission/sysRole/queryById', method: 'POST', body: 'form' }),
    create: endpoint<RoleCreatePayload, SysRole>({ path: '/api/permission/sysRole/create', method: 'POST', body: 'form' }),
    delete: endpoint<IdPayload, null>({ path: '/api/permission/sysRole/delete', method: 'POST', body: 'form' }),
    checkRoleName: endpoint<RoleNamePayload, ExistsResult>({ path: '/api/permission/sysRole/checkRoleName', method: 'POST', body: 'form' }),
  },
  sysModule: {
    page: endpoint<PageQuery, PageResult<SysModule>>({ path: '/api/permission/sysModule/page', method: 'POST', body: 'form' }),
  },
  sysRoleModlePermission: {
    listByRole: endpoint<RoleIdPayload, SysModule[]>({ path: '/api/permission/sysRoleModlePermission/listByRole', method: 'POST', body: 'form' }),
    batchSaveModulePermission: endpoint<RoleModulesPayload, SysModule[]>({ path: '/api/permission/sysRoleModlePermission/batchSaveModulePermission', method: 'POST', body: 'json' }),
    updateModlePermission: endpoint<RoleModuleTogglePayload, SysModule[]>({ path: '/api/permission/sysRoleModlePermission/updateModlePermission', method: 'POST', body: 'form' }),
  },
  permission: {
    getRoleModulListAndButtonList: endpoint<Record<string, never>, RoleModules>({ path: '/api/permission/permission/getRoleModulListAndButtonList', method: 'POST', body: 'form' }),
  },
  sysRoleUser: {
    binDing: endpoint<RoleUserBindPayload, { roleId: string; userIds: string[] }>({ path: '/api/permission/sysRoleUser/binDing', method: 'POST', body: 'form' }),
    page: endpoint<RoleUserPagePayload, PageResult<RoleUser>>({ path: '/api/permission/sysRoleUser/page', method: 'POST', body: 'form' }),
  },
}
