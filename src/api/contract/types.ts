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
  /** A merchant's administrator (manages its roles and sub-accounts). */
  isAdmin?: boolean
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
  customerId?: string | null
  isAdmin?: boolean
  createTime?: string
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

// ---------------------------------------------------------------------------------------------
// Payloads and results agreed with the reference backend (server/).

/** A single record by id. */
export interface IdPayload {
  id: string
}
/** Several records: ids comma-separated (form) or an array (json). */
export interface IdsPayload {
  ids: string
}

export interface MobilePayload {
  mobile: string
}
export interface ExistsResult {
  exists: boolean
}

/** user/update: the caller's own profile, or (merchant admin) one of its sub-accounts by id. */
export interface UserUpdatePayload {
  id?: string
  realName?: string
  mobile?: string
  email?: string
  avatar?: string
}
/** user/create: a sub-account of the caller's merchant. */
export interface UserCreatePayload {
  username: string
  password: string
  realName: string
  mobile: string
  email?: string
}
export interface UserPagePayload extends PageQuery {
  keyword?: string
}

/** A WeChat code (stand-in for WeChat's code exchange, see server/README.md). */
export interface WxCodePayload {
  code: string
}
/** weChat/getQrcode: a one-time code another device exchanges for a login (getTokenByCode). */
export interface ScanLoginCode {
  code: string
  expiresAt: string
}
export interface WxLoginInfo {
  confirmed: boolean
}
export interface WxPhoneInfo {
  phoneNumber: string
}
export interface OpenIdUser {
  bound: boolean
  userType?: Role
}

export interface DictPagePayload extends PageQuery {
  dataType?: string
  /** true: dataType matches as a prefix. */
  autoLike?: boolean | string
  enabled?: boolean | string
}

export interface UploadResult {
  url: string
}

export interface SysRole {
  id: string
  name: string
  userType: Role
  remark?: string | null
  enabled: boolean
  createTime: string
}
export interface RolePagePayload extends PageQuery {
  name?: string
}
export interface RoleCreatePayload {
  name: string
  remark?: string
}
export interface RoleUpdatePayload {
  id: string
  name?: string
  remark?: string
  enabled?: boolean | string
}
export interface RoleNamePayload {
  name: string
  /** The role being edited (its own name does not count as taken). */
  id?: string
}
export interface RoleIdPayload {
  roleId: string
}
export interface RoleModulesPayload {
  roleId: string
  moduleIds: string[]
}
export interface RoleModuleTogglePayload {
  roleId: string
  moduleId: string
  granted: boolean | string
}
export interface RoleUserBindPayload {
  roleId: string
  /** Comma-separated; the role's users become exactly these (empty clears). */
  userIds: string
}
export interface RoleUserPagePayload extends PageQuery {
  roleId?: string
  userId?: string
}
export interface RoleUser {
  roleId: string
  roleName: string
  userId: string
  username: string
  realName: string
}

export interface MessageItem {
  id: string
  title: string
  content: string
  msgType: string
  isRead: boolean
  createTime: string
}
export interface MessagePagePayload extends PageQuery {
  isRead?: boolean | string
}
export interface UpdatedCount {
  updated: number
}

export type AnnouncementCategory = 'general' | 'vehicleType' | 'overseasProduct'
export interface Announcement {
  id: string
  title: string
  /** HTML as written by the back office: render only after sanitising. */
  content: string
  category: AnnouncementCategory
  publishTime: string
  read: boolean
}
export interface AnnouncementPagePayload extends PageQuery {
  title?: string
}
export interface AnnouncementIdPayload {
  announcementId: string
}
export interface AnnouncementRead {
  announcementId: string
  read: boolean
  readTime: string | null
}

export interface AreaNode {
  id: string
  name: string
  level: number
  children: AreaNode[]
}

export type AssetState = 'forSale' | 'forLease' | 'leased' | 'arrival'
export interface Asset {
  id: string
  code: string
  name: string
  typeId: string
  typeName: string
  areaId: string
  areaName: string
  state: AssetState
  size: number
  price: number
  customerId: string | null
}
export interface AssetPagePayload extends PageQuery {
  state?: AssetState
  areaId?: string
  typeId?: string
  keyword?: string
}
export interface AssetType {
  id: string
  name: string
  code: string
}
export interface AssetHydropower {
  id: string
  assetId: string
  assetName: string
  meterType: 'water' | 'electric'
  meterNo: string
  lastReading: number
  lastReadingTime: string | null
  unitPrice: number
}
export interface HydropowerPagePayload extends PageQuery {
  meterType?: 'water' | 'electric'
  assetId?: string
}
export interface MeasureMethod {
  id: string
  name: string
  unit: string
  remark?: string | null
}
