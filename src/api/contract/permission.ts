// Endpoint descriptors of the permission service (spec section 7: Permission).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { RoleModules } from './types'

export const permission = {
  sysRole: {
    page: endpoint({ path: '/api/permission/sysRole/page', method: 'POST', body: 'form' }),
    update: endpoint({ path: '/api/permission/sysRole/update', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/permission/sysRole/queryById', method: 'POST', body: 'form' }),
    create: endpoint({ path: '/api/permission/sysRole/create', method: 'POST', body: 'form' }),
    delete: endpoint({ path: '/api/permission/sysRole/delete', method: 'POST', body: 'form' }),
    checkRoleName: endpoint({ path: '/api/permission/sysRole/checkRoleName', method: 'POST', body: 'form' }),
  },
  sysModule: {
    page: endpoint({ path: '/api/permission/sysModule/page', method: 'POST', body: 'form' }),
  },
  sysRoleModlePermission: {
    listByRole: endpoint({ path: '/api/permission/sysRoleModlePermission/listByRole', method: 'POST', body: 'form' }),
    batchSaveModulePermission: endpoint({ path: '/api/permission/sysRoleModlePermission/batchSaveModulePermission', method: 'POST', body: 'json' }),
    updateModlePermission: endpoint({ path: '/api/permission/sysRoleModlePermission/updateModlePermission', method: 'POST', body: 'form' }),
  },
  permission: {
    getRoleModulListAndButtonList: endpoint<Record<string, never>, RoleModules>({ path: '/api/permission/permission/getRoleModulListAndButtonList', method: 'POST', body: 'form' }),
  },
  sysRoleUser: {
    binDing: endpoint({ path: '/api/permission/sysRoleUser/binDing', method: 'POST', body: 'form' }),
    page: endpoint({ path: '/api/permission/sysRoleUser/page', method: 'POST', body: 'form' }),
  },
}
