/**
 * Typed reads of the user service (writes go through api/mutate). API modules import the contract's
 * service tables one by one (not the contract index), so a bundle carries only the tables it calls.
 */
import { request, type RequestOptions } from '@/core/request'
import { user } from '@/contract/user'
import type { DictQuery, UserPagePayload } from '@/contract/types'

export const userApi = {
  profile: (id: string, options?: RequestOptions) => request(user.user.queryById, { id }, options),
  dictionary: (q: DictQuery) => request(user.dataDictionary.page, q, { silent: true }),
  centreInfo: () => request(user.sysLogoConf.queryByParam, {}, { silent: true }),
  newestVersion: () => request(user.versionManage.getNewestVersion, {}, { silent: true }),
  /** A merchant admin's sub-accounts (with their roles and whether they are enabled). */
  subAccountPage: (q: UserPagePayload) => request(user.user.page, q),
}
