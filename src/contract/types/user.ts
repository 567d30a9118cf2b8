/** Payload and result types of the user service: profile, accounts, dictionary, WeChat stand-in, upload. */
import type { PageQuery, Role } from './common'

export interface UpdatePasswordPayload {
  oldPassword: string
  newPassword: string
}

export interface UserProfile {
  id: string
  username: string
  realName: string
  mobile: string
  email?: string | null
  userType: Role
  avatar?: string | null
  customerId?: string | null
  isAdmin?: boolean
  createTime?: string
  /** A disabled account cannot log in (its sessions end when it is disabled). Sub-account answers carry it. */
  enabled?: boolean
  /** The account's roles in its shop: user/page and user/queryById answers to a merchant admin carry them. */
  roles?: RoleRef[]
}

/** A role named on a sub-account. */
export interface RoleRef {
  id: string
  name: string
}

/** The fields a user may change on their own profile (user/update without an id). */
export interface UserProfileUpdate {
  realName?: string
  mobile?: string
  email?: string
  avatar?: string
}

export interface DictQuery extends PageQuery {
  dataType?: string
  /** true: `dataType` matches as a prefix. */
  autoLike?: boolean
  /** Only enabled (true) or disabled (false) entries; absent: both. */
  enabled?: boolean
}

/** Data dictionary entry (spec section 3). */
export interface DictEntry {
  dataKey: string
  dataValue: string
  dataType: string
}

export interface SysLogoConf {
  name: string
  logo?: string | null
  phone?: string | null
  address?: string | null
  /** Opening hours ('每日 02:00-18:00'), for the public market page. */
  openHours?: string | null
}

export interface AppVersion {
  version: string
  versionCode: number
  content?: string | null
  releaseDate?: string | null
}

export interface MobilePayload {
  mobile: string
}

/**
 * user.claim.confirm: the owner of `mobile` sets a new password for the buyer account a
 * stall registered with it, proving the number with the code sent to it (claimCode).
 */
export interface ClaimPayload {
  mobile: string
  code: string
  newPassword: string
}

export interface ClaimResult {
  /** The account's user name, to log in with the new password. */
  username: string
}

/**
 * user/update: the caller's own profile, or (merchant admin) one of its sub-accounts by id. Only
 * for a sub-account: `enabled` (false ends its sessions; the admin cannot disable itself) and
 * `roleIds` (its roles become exactly these roles of the shop; empty: none, so the supplier's
 * default modules).
 */
export interface UserUpdatePayload extends UserProfileUpdate {
  id?: string
  enabled?: boolean
  roleIds?: string[]
}

/** user/create: a sub-account of the caller's merchant, with its roles (roles of the same shop). */
export interface UserCreatePayload {
  username: string
  password: string
  realName: string
  mobile: string
  email?: string
  roleIds?: string[]
}

export interface UserPagePayload extends PageQuery {
  keyword?: string
}

export interface UploadResult {
  url: string
}
