/**
 * The shop details form (/supplier/user/basicinfo): its values, the rules they are checked with
 * (core/validate, spec section 5: the contact-phone pattern) and the mappings from the shop's
 * detail and to supplier/update.
 */
import type { SupplierDetail, SupplierUpdatePayload } from '@/contract/types'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { Rule } from '@/core/validate'

export const SHOP_TEXT_LIMITS = { shopName: 50, contactName: 20, contactPhone: 20, intro: 500, address: 200 } as const

export type ShopFormValues = {
  shopName: string
  contactName: string
  contactPhone: string
  boothAssetId: string
  intro: string
  address: string
}

export const SHOP_RULES: readonly Rule[] = [
  { name: 'shopName', checkType: 'string', checkRule: `2,${SHOP_TEXT_LIMITS.shopName}`, emptyMsg: '请输入店铺名称', errorMsg: '店铺名称需为2-50个字符' },
  { name: 'contactName', checkType: 'string', checkRule: `1,${SHOP_TEXT_LIMITS.contactName}`, emptyMsg: '请输入联系人', errorMsg: '联系人不能超过20个字符' },
  { name: 'contactPhone', checkType: 'reg', checkRule: PATTERNS.contactPhone, emptyMsg: '请输入联系电话', errorMsg: PATTERN_MESSAGES.contactPhone },
]

/** The optional fields' rules, checked only when given. */
const OPTIONAL_RULES: Readonly<Record<'intro' | 'address', Rule>> = {
  intro: { name: 'intro', checkType: 'string', checkRule: `1,${SHOP_TEXT_LIMITS.intro}`, errorMsg: '店铺简介不能超过500个字符' },
  address: { name: 'address', checkType: 'string', checkRule: `1,${SHOP_TEXT_LIMITS.address}`, errorMsg: '地址不能超过200个字符' },
}

export const rulesFor = (v: ShopFormValues): readonly Rule[] => [...SHOP_RULES, ...(['intro', 'address'] as const).filter((k) => v[k]).map((k) => OPTIONAL_RULES[k])]

export const fromDetail = (d: SupplierDetail): ShopFormValues => ({
  shopName: d.shopName,
  contactName: d.contactName ?? '',
  contactPhone: d.contactPhone ?? '',
  boothAssetId: d.booth?.assetId ?? '',
  intro: d.intro ?? '',
  address: d.address ?? '',
})

/** Surrounding spaces dropped, as they are checked and sent. */
export const trimmed = (v: ShopFormValues): ShopFormValues => Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as ShopFormValues

/** The changes to send: every text field, the booth when one is chosen, the licence photo when there is one. */
export function toPayload(v: ShopFormValues, licenseImage: string | null): SupplierUpdatePayload {
  return {
    shopName: v.shopName,
    contactName: v.contactName,
    contactPhone: v.contactPhone,
    intro: v.intro,
    address: v.address,
    ...(v.boothAssetId ? { boothAssetId: v.boothAssetId } : {}),
    ...(licenseImage ? { licenseImage } : {}),
  }
}
