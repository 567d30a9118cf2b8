/**
 * Payload and entity types shared by the app and the reference backend. The spec shows few field
 * names (section 3); the ones here are the ones our screens and handlers agreed on.
 */

/** Spec section 7: every answer is this envelope; state 0 means success. */
export interface Envelope<R = unknown> {
  state: number
  msg: string
  result: R
}

/** Business states the client reacts to (spec section 8). */
export const STATE = { OK: 0, NOT_LOGGED_IN: 97, SILENT: 71, FAIL: 1 } as const

/** The six audiences, each with its own login and home (spec section 6). */
export const ROLES = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_NAMES: Record<Role, string> = {
  supplier: '商户',
  purchaser: '采购商',
  maintainer: '物业维修',
  proprietor: '业主',
  dc: '配送中心',
  staff: '市场员工',
}

/** A page request and its answer. */
export interface PageQuery {
  current?: number
  size?: number
}
export interface PageResult<T> {
  records: T[]
  total: number
  current: number
  size: number
}

export interface LoginPayload {
  username: string
  password: string
  userType: Role
}

/** The logged-in user, cached under `_user` (spec section 3). */
export interface LoginUser {
  token: string
  id: string
  username: string
  realName: string
  mobile: string
  userType: Role
  /** The customer (merchant or buyer) the user belongs to, when there is one. */
  customerId?: string | null
  avatar?: string | null
}

export interface SupplierRegisterPayload {
  username: string
  password: string
  realName: string
  mobile: string
  companyName: string
  idCard?: string
}

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
}

/** user/update: the fields a user may change on their own profile. */
export interface UserProfileUpdate {
  realName?: string
  mobile?: string
  email?: string
  avatar?: string
}

export interface DictQuery extends PageQuery {
  dataType?: string
  /** 1: `dataType` matches as a prefix. */
  autoLike?: 0 | 1
  enabled?: 0 | 1
}

/** Data dictionary entry (spec section 3). */
export interface DictEntry {
  dataKey: string
  dataValue: string
  dataType: string
}

/** System module (spec section 3): menus show items whose caption matches a module's. */
export interface SysModule {
  id: string
  caption: string
}

export interface SysLogoConf {
  name: string
  logo?: string | null
  phone?: string | null
  address?: string | null
}

export interface AppVersion {
  version: string
  versionCode: number
  content?: string | null
  releaseDate?: string | null
}

/** permission/getRoleModulListAndButtonList: the caller's modules (menu captions) and button keys. */
export interface RoleModules {
  modules: SysModule[]
  buttons: string[]
}
