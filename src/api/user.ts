/**
 * Typed reads of the login and user endpoints (writes go through api/mutate). API modules import the contract's
 * service tables one by one (not the contract index), so a bundle carries only the tables it calls.
 */
import { request, type RequestOptions } from '@/core/request'
import { login } from '@/contract/login'
import { user } from '@/contract/user'
import type { DictQuery, LoginPayload, UserPagePayload } from '@/contract/types'

export const userApi = {
  login: (p: LoginPayload) => request(login.login, p),
  logout: () => request(login.logout, {}, { silent: true }),
  profile: (id: string, options?: RequestOptions) => request(user.user.queryById, { id }, options),
  dictionary: (q: DictQuery) => request(user.dataDictionary.page, q, { silent: true }),
  centreInfo: () => request(user.sysLogoConf.queryByParam, {}, { silent: true }),
  newestVersion: () => request(user.versionManage.getNewestVersion, {}, { silent: true }),
  /** A merchant admin's sub-accounts (with their roles and whether they are enabled). */
  subAccountPage: (q: UserPagePayload) => request(user.user.page, q),
}
