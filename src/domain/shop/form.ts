/**
 * The shop details form (/supplier/user/basicinfo): its values, the rules they are checked with
 * (core/validate, spec section 5: the contact-phone pattern) and the mappings from the shop's
 * detail and to supplier/update.
 */
import type { SupplierDetail, SupplierUpdatePayload } from '@/contract/types'
import { TEXT_LIMITS } from '@/contract/limits'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { textRule, type Rule } from '@/core/validate'

export type ShopFormValues = {
  shopName: string
  contactName: string
  contactPhone: string
  boothAssetId: string
  intro: string
  address: string
}

/** The rules of the (trimmed) values, in screen order; address and intro only when given. */
export const SHOP_RULES: readonly Rule[] = [
  textRule('shopName', TEXT_LIMITS.shopName, '请输入店铺名称'),
  textRule('address', TEXT_LIMITS.shopAddress),
  textRule('intro', TEXT_LIMITS.shopIntro),
  textRule('contactName', TEXT_LIMITS.contactName, '请输入联系人'),
  { name: 'contactPhone', checkType: 'reg', checkRule: PATTERNS.contactPhone, emptyMsg: '请输入联系电话', errorMsg: PATTERN_MESSAGES.contactPhone },
]

export const fromDetail = (d: SupplierDetail): ShopFormValues => ({
  shopName: d.shopName,
  contactName: d.contactName ?? '',
  contactPhone: d.contactPhone ?? '',
  boothAssetId: d.booth?.assetId ?? '',
  intro: d.intro ?? '',
  address: d.address ?? '',
})

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
