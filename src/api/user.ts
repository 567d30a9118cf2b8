/** Typed calls of the login, user and registration endpoints. */
import { request, type RequestOptions } from '../core/request'
import { contract } from './contract'
import type { DictQuery, LoginPayload, SupplierRegisterPayload, UpdatePasswordPayload, UserProfileUpdate } from './contract'

export const userApi = {
  login: (p: LoginPayload) => request(contract.login.login, p),
  logout: () => request(contract.login.logout, {}, { silent: true }),
  registerSupplier: (p: SupplierRegisterPayload) => request(contract.member.supplier.registered, p, { loading: '提交中...' }),
  profile: (id: string, options?: RequestOptions) => request(contract.user.user.queryById, { id }, options),
  updateProfile: (p: UserProfileUpdate) => request(contract.user.user.update, p, { loading: true }),
  updatePassword: (p: UpdatePasswordPayload) => request(contract.user.user.updatePassword, p, { loading: true }),
  dictionary: (q: DictQuery) => request(contract.user.dataDictionary.page, q, { silent: true }),
  centreInfo: () => request(contract.user.sysLogoConf.queryByParam, {}, { silent: true }),
  newestVersion: () => request(contract.user.versionManage.getNewestVersion, {}, { silent: true }),
}
