/**
 * The buyer's own profile form (purchaserBasicInfo): values as typed, the rules (spec section 5
 * patterns; optional fields only when given) and the purchase/update payload.
 */
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { PurchaserDetail, PurchaserUpdatePayload } from '@/contract/types'
import type { Rule } from '@/core/validate'

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

export const trimPurchaser = (v: PurchaserFormValues): PurchaserFormValues =>
  Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as unknown as PurchaserFormValues

const NAME_RULE: Rule = { name: 'name', checkType: 'string', checkRule: '2,50', emptyMsg: '请输入名称', errorMsg: '名称需为2-50个字符' }
const OPTIONAL_RULES: Readonly<Record<Exclude<keyof PurchaserFormValues, 'name'>, Rule>> = {
  contactName: { name: 'contactName', checkType: 'reg', checkRule: PATTERNS.chineseName, errorMsg: PATTERN_MESSAGES.chineseName },
  contactPhone: { name: 'contactPhone', checkType: 'reg', checkRule: PATTERNS.contactPhone, errorMsg: PATTERN_MESSAGES.contactPhone },
  address: { name: 'address', checkType: 'string', checkRule: '1,100', errorMsg: '地址不能超过100个字符' },
  businessScope: { name: 'businessScope', checkType: 'string', checkRule: '1,200', errorMsg: '经营范围不能超过200个字符' },
}

/** The rules for these (trimmed) values: the name always, the others when given. */
export const rulesForPurchaser = (v: PurchaserFormValues): readonly Rule[] => [
  NAME_RULE,
  ...(Object.keys(OPTIONAL_RULES) as Array<keyof typeof OPTIONAL_RULES>).filter((k) => v[k]).map((k) => OPTIONAL_RULES[k]),
]

/** The fields given (the server keeps a field sent empty as it was, so empty ones are left out). */
export const toPurchaserPayload = (v: PurchaserFormValues): PurchaserUpdatePayload =>
  Object.fromEntries(Object.entries(v).filter(([, s]) => s !== '')) as PurchaserUpdatePayload
