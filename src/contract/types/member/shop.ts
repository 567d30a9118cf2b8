/**
 * A supplier's shop: self-registration, its details and booths, the shop list buyers browse and
 * the credit-sale password (docs/trade.md). Money is integer fen (fields named ...Fen).
 */
import type { PageQuery } from '@/contract/types/common'
import type { IdentityCode, RatingSummary } from '@/contract/types/settle'

export interface SupplierRegisterPayload {
  username: string
  password: string
  realName: string
  mobile: string
  companyName: string
  idCard?: string
}

/** A booth (asset) the shop holds. */
export interface BoothRef {
  assetId: string
  code: string
  name: string
}

/**
 * supplier/queryDetail: `id` absent = the caller's own shop (then `withIdCode` adds a fresh shop
 * identity code); another shop's id answers its public view (own: false, no code, no owe-password
 * flag).
 */
export interface SupplierQueryPayload {
  id?: string
  withIdCode?: boolean
}

export interface SupplierDetail {
  /** The shop's customer id. */
  id: string
  shopName: string
  contactName: string
  /** Mobile or landline with a hyphen (the contact-phone pattern). */
  contactPhone: string
  /** The booth shown as the shop's main one (one of `booths`). */
  booth: BoothRef | null
  /** Every booth the shop holds. */
  booths: BoothRef[]
  /** Business licence photo (our own upload path). */
  licenseImage: string | null
  intro: string | null
  address: string | null
  rating: RatingSummary
  /** The caller's own shop. */
  own: boolean
  /** Own shop only: a credit-sale password is set (createOrder with credit then asks for it). */
  hasOwePassword?: boolean
  /** Own shop with withIdCode only. */
  idCode?: IdentityCode
}

/** supplier/update (json): the caller's own shop (merchant admin, or a role granting 店铺资料). */
export interface SupplierUpdatePayload {
  /** 2-50 characters; the shop's customer name. */
  shopName?: string
  contactName?: string
  contactPhone?: string
  /** One of the shop's own booths. */
  boothAssetId?: string
  licenseImage?: string
  intro?: string
  address?: string
}

/** supplier/page: shops for buyers to browse (any logged-in user). */
export interface SupplierPagePayload extends PageQuery {
  /** Shop name or booth code. */
  keyword?: string
}

export interface SupplierCard {
  id: string
  shopName: string
  boothCodes: string[]
  contactPhone: string
  rating: RatingSummary
}

/** supplier/updateOwePassword (merchant admin): sets the credit-sale password, confirmed with the admin's login password. */
export interface OwePasswordPayload {
  loginPassword: string
  /** 6 digits (OWE_PASSWORD_PATTERN). */
  owePassword: string
}
