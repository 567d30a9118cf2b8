/** Typed calls of the permission service. */
import { request } from '../core/request'
import { contract } from './contract'

export const permissionApi = {
  myModules: () => request(contract.permission.permission.getRoleModulListAndButtonList, {}, { silent: true }),
}
