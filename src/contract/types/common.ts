/**
 * Types every service shares: the answer envelope, the business states, the roles, paging and
 * record ids. The spec shows few field names (section 3); the ones in src/contract/types are the
 * ones our screens and the reference backend (server/) agreed on.
 */

/** Spec section 7: every answer is this envelope; state 0 means success. */
export interface Envelope<R = unknown> {
  state: number
  msg: string
  result: R
}

/** Business states the client reacts to (spec section 8). */
/**
 * Envelope states (spec section 8): 0 success, 97 not logged in, 71 fail silently, any other a
 * failure shown with its msg. NOT_FOUND (记录不存在: no such record, or not the caller's) is one of
 * those: the app knows from it that loading again cannot help and offers the way back instead.
 */
export const STATE = { OK: 0, NOT_LOGGED_IN: 97, SILENT: 71, FAIL: 1, NOT_FOUND: 4 } as const

/** The six audiences, each with its own login and home (spec section 6). */
export const ROLES = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** A route parameter or stored value that names one of the roles. */
export const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v)

export const ROLE_NAMES: Record<Role, string> = {
  supplier: '商户',
  purchaser: '采购商',
  maintainer: '物业维修',
  proprietor: '业主',
  dc: '配送中心',
  staff: '市场员工',
}

/**
 * A page request and its answer. Page 1: `current` 1 (or nothing). The next page: pass back the
 * previous answer's `cursor` (keyset paging: as fast deep in a list as on page 1, and rows added
 * meanwhile neither repeat nor go missing); `current` then only numbers the page. `current` alone
 * skips rows by offset, refused past the server's limit (2000 rows). `total` costs a count of every
 * matching row: ask for it (`withTotal`) only where a screen shows it.
 */
export interface PageQuery {
  current?: number
  size?: number
  /** The `cursor` of the previous page's answer. */
  cursor?: string
  /** Also answer `total`. */
  withTotal?: boolean
}

export interface PageResult<T> {
  records: T[]
  current: number
  size: number
  /** Another page follows. */
  hasMore: boolean
  /** Pass it back as `cursor` for the next page; null on the last page. */
  cursor: string | null
  /** Every matching row: only when asked with `withTotal`. */
  total?: number
}

/** A single record by id. */
export interface IdPayload {
  id: string
}

/** Several records (a form body carries them comma-separated). */
export interface IdsPayload {
  ids: string[]
}

export interface ExistsResult {
  exists: boolean
}
