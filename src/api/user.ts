/**
 * Typed calls of the login, user and registration endpoints. API modules import the contract's
 * service tables one by one (not the contract index), so a bundle carries only the tables it calls.
 */
import { request, type RequestOptions } from '@/core/request'
import { login } from '@/contract/login'
import { member } from '@/contract/member'
import { user } from '@/contract/user'
import type { DictQuery, LoginPayload, SupplierRegisterPayload, UpdatePasswordPayload, UserProfileUpdate } from '@/contract/types'

export const userApi = {
  login: (p: LoginPayload) => request(login.login, p),
  logout: () => request(login.logout, {}, { silent: true }),
  registerSupplier: (p: SupplierRegisterPayload) => request(member.supplier.registered, p, { loading: '提交中...' }),
  profile: (id: string, options?: RequestOptions) => request(user.user.queryById, { id }, options),
  updateProfile: (p: UserProfileUpdate) => request(user.user.update, p, { loading: true }),
  updatePassword: (p: UpdatePasswordPayload) => request(user.user.updatePassword, p, { loading: true }),
  dictionary: (q: DictQuery) => request(user.dataDictionary.page, q, { silent: true }),
  centreInfo: () => request(user.sysLogoConf.queryByParam, {}, { silent: true }),
  newestVersion: () => request(user.versionManage.getNewestVersion, {}, { silent: true }),
}
