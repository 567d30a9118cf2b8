/**
 * The buyer's own profile form (purchaserBasicInfo): values as typed, the rules (spec section 5
 * patterns; optional fields only when given) and the purchase/update payload.
 */
import { TEXT_LIMITS } from '@/contract/limits'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { PurchaserDetail, PurchaserUpdatePayload } from '@/contract/types'
import { textRule, type Rule } from '@/core/validate'

export type PurchaserFormValues = {
  name: string
  contactName: string
  contactPhone: string
  address: string
  businessScope: string
}

export const fromPurchaser = (p: PurchaserDetail): PurchaserFormValues => ({
  name: p.name,
  contactName: p.contactName ?? '',
  contactPhone: p.contactPhone ?? '',
  address: p.address ?? '',
  businessScope: p.businessScope ?? '',
})

/** The rules of the (trimmed) values: the name always, the others when given. */
export const PURCHASER_RULES: readonly Rule[] = [
  textRule('name', TEXT_LIMITS.customerName, '请输入名称'),
  { name: 'contactName', checkType: 'reg', checkRule: PATTERNS.chineseName, errorMsg: PATTERN_MESSAGES.chineseName, optional: true },
  { name: 'contactPhone', checkType: 'reg', checkRule: PATTERNS.contactPhone, errorMsg: PATTERN_MESSAGES.contactPhone, optional: true },
  textRule('address', TEXT_LIMITS.buyerAddress),
  textRule('businessScope', TEXT_LIMITS.businessScope),
]

/** The fields given (the server keeps a field sent empty as it was, so empty ones are left out). */
export const toPurchaserPayload = (v: PurchaserFormValues): PurchaserUpdatePayload =>
  Object.fromEntries(Object.entries(v).filter(([, s]) => s !== '')) as PurchaserUpdatePayload
