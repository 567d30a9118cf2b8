/**
 * A buyer picked at the stall or for a gift (BuyerPicker): found by phone or name
 * (customer/pageListAll), registered by its mobile (customer/registered), or identified by a
 * scanned identity code (customer/queryDetail), which is kept: orderInfo/create and
 * couponInfo/donateCoupon verify it again.
 */
import { TEXT_LIMITS } from '@/contract/limits'
import type { CustomerBrief, IdCodeOwner } from '@/contract/types'
import { textRule, type FormRule, type Rule } from '@/core/validate'

export interface PickedBuyer {
  id: string
  name: string
  /** Masked by the server. */
  mobile: string | null
  contactName: string | null
  /** The scanned identity code, and when it stops being accepted. */
  idCode?: string
  idCodeExpiresAt?: string
}

export const fromCustomer = (c: CustomerBrief): PickedBuyer => ({ id: c.id, name: c.name, mobile: c.mobile, contactName: c.contactName })

export const fromIdCode = (owner: IdCodeOwner, code: string): PickedBuyer => ({ ...fromCustomer(owner), idCode: code, idCodeExpiresAt: owner.expiresAt })

/** The search box: a mobile number or a name. */
export const BUYER_SEARCH_RULES: readonly Rule[] = [{ name: 'keyword', checkType: 'notnull', errorMsg: '请输入买家手机号或名称' }]

/** A scanned code must be a buyer's. */
export const BUYER_CODE_RULES: readonly FormRule<IdCodeOwner>[] = [(o) => (o.kind === 'buyer' ? null : '请扫描买家的身份码')]

/** A buyer registered at the stall: its name (the server's customer/registered refuses in the same words). */
export const BUYER_NAME_RULES: readonly Rule[] = [textRule('name', TEXT_LIMITS.customerName, '请输入买家名称')]

/** A scanned code past its time: the order or gift would be refused. */
export const idCodeExpired = (b: Pick<PickedBuyer, 'idCodeExpiresAt'> | null, now = Date.now()): boolean => Boolean(b?.idCodeExpiresAt && Date.parse(b.idCodeExpiresAt) <= now)
