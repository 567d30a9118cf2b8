/** Typed calls of the permission service. */
import { request } from '@/core/request'
import { permission } from '@/contract/permission'

export const permissionApi = {
  myModules: () => request(permission.permission.getRoleModulListAndButtonList, {}, { silent: true }),
}
