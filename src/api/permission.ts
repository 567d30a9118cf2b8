/** Typed reads of the permission service: the caller's menu, and a merchant admin's roles and modules. */
import { request } from '@/core/request'
import { permission } from '@/contract/permission'
import type { RolePagePayload } from '@/contract/types'
import { readAll } from './paging'

export const permissionApi = {
  myModules: () => request(permission.permission.getRoleModulListAndButtonList, {}, { silent: true }),
  /** The shop's roles, newest first. */
  rolePage: (q: RolePagePayload) => request(permission.sysRole.page, q),
  /** Every role of the shop (the sub-account forms' choices). */
  allRoles: () => readAll((q) => permissionApi.rolePage(q)),
  role: (id: string) => request(permission.sysRole.queryById, { id }),
  /** Whether another role of the shop has this name (`id`: the role being edited). */
  roleNameTaken: async (name: string, id?: string) => (await request(permission.sysRole.checkRoleName, id ? { name, id } : { name }, { silent: true })).exists,
  /** The modules a merchant admin may grant, with their tree group. */
  grantableModules: () => readAll((q) => request(permission.sysModule.page, q)),
  /** The modules a role grants. */
  roleModules: (roleId: string) => request(permission.sysRoleModlePermission.listByRole, { roleId }),
}
