/**
 * Customers as the other side of a trade: the brief view, identity codes, a buyer registered at
 * the stall, buyer lookup, and the buyer's own profile (docs/trade.md).
 */
import type { PageQuery, Role } from '@/contract/types/common'
import type { IdentityCode } from '@/contract/types/settle'
import type { IdCodeKind } from '@/contract/types/trade'

/** A customer (shop or buyer) as the other side of a trade sees it. */
export interface CustomerBrief {
  id: string
  name: string
  customerType: Role
  contactName: string | null
  /**
   * Masked (138****5678) unless the caller is that customer. A buyer found by a typed mobile
   * (customer/pageListAll) shows that mobile, masked: its own or the one of its accounts that matched.
   */
  mobile: string | null
}

/** customer/queryDetail: resolves a scanned identity code ('身份码无效' / '身份码已过期，请让对方刷新后重新扫描'). */
export interface IdCodePayload {
  code: string
}

export interface IdCodeOwner extends CustomerBrief {
  kind: IdCodeKind
  /** When the scanned code stops being accepted (createOrder and donateCoupon check it again). */
  expiresAt: string
}

/** customer/update (json): the caller's own customer (a buyer, or a merchant admin). */
export interface CustomerUpdatePayload {
  name?: string
  contactName?: string
  mobile?: string
}

/**
 * customer/registered (supplier): registers a buyer at the stall. Creates the buyer's customer and
 * a purchaser account (user name = the mobile) with a one-time password texted to that mobile,
 * never told to the shop; 10 a day per shop; a mobile already registered answers
 * '该手机号已注册，请直接查找' (its owner may claim it: user.claim).
 */
export interface CustomerRegisterPayload {
  /** The buyer's business or person name, 2-50 characters. */
  name: string
  mobile: string
  /** A Chinese name; default: the name. */
  contactName?: string
}

/** customer/pageListAll: a supplier looks up buyers (an 11-digit keyword matches the mobile exactly). */
export interface CustomerPagePayload extends PageQuery {
  keyword?: string
}

/**
 * purchase/queryDetail: the caller's own buyer profile; `withIdCode` adds a fresh identity code.
 * `idCodeLimitFen`: what a shop may take at once with that code from the balance or on credit
 * (0 or absent: nothing, every such charge waits for the buyer to confirm it in the app; at most
 * ID_CODE_LIMIT_MAX_FEN).
 */
export interface PurchaserQueryPayload {
  withIdCode?: boolean
  idCodeLimitFen?: number
}

export interface PurchaserDetail {
  id: string
  name: string
  contactName: string | null
  /** Contact-phone pattern. */
  contactPhone: string | null
  /** The login mobile of the customer. */
  mobile: string | null
  address: string | null
  /** What the buyer mainly purchases (free text). */
  businessScope: string | null
  idCode?: IdentityCode
  /**
   * With `withIdCode`: the next codes of the same batch (ID_CODE_BATCH_SIZE - 1), each single use
   * and expiring ID_CODE_REFRESH_SECONDS after the one before: shown in turn while a refresh gets
   * no answer (hooks/useIdentityCode).
   */
  idCodesAhead?: IdentityCode[]
}

/** purchase/update (json): the caller's own buyer profile. */
export interface PurchaserUpdatePayload {
  name?: string
  contactName?: string
  contactPhone?: string
  address?: string
  businessScope?: string
}
