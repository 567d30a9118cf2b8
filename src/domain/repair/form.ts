/**
 * The repair forms (the merchant's request, the maintainer's worksheet on its round): their values, the rules they are checked with (the contract's
 * REPAIR_LIMITS words, spec section 5) and the mapping to the create payload.
 */
import { REPAIR_LIMITS, type LoginUser, type RepairCreatePayload, type RepairType } from '@/contract'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { parseDate } from '@/core/format'
import type { Rule } from '@/core/validate'

export type RepairFormValues = {
  assetId: string
  repairType: string
  description: string
  preferredTime: string
  contactName: string
  contactPhone: string
}

const { description, contactName } = REPAIR_LIMITS

/** The fault itself: the merchant's request and the maintainer's worksheet made on its round. */
export const FAULT_RULES: readonly Rule[] = [
  { name: 'assetId', checkType: 'notnull', errorMsg: '请选择摊位' },
  { name: 'repairType', checkType: 'notnull', errorMsg: '请选择报修类型' },
  { name: 'description', checkType: 'string', checkRule: `${description.min},${description.max}`, emptyMsg: '请输入故障描述', errorMsg: description.msg },
]

export const REPAIR_RULES: readonly Rule[] = [
  ...FAULT_RULES,
  { name: 'contactName', checkType: 'string', checkRule: `1,${contactName.max}`, emptyMsg: '请输入联系人', errorMsg: contactName.msg },
  { name: 'contactPhone', checkType: 'reg', checkRule: PATTERNS.contactPhone, emptyMsg: '请输入联系电话', errorMsg: PATTERN_MESSAGES.contactPhone },
]

/** A new request: contact name and phone start as the session user's. */
export const newRepair = (user: Pick<LoginUser, 'realName' | 'mobile'> | null): RepairFormValues => ({
  assetId: '',
  repairType: '',
  description: '',
  preferredTime: '',
  contactName: user?.realName ?? '',
  contactPhone: user?.mobile ?? '',
})

export function toPayload(v: RepairFormValues, images: readonly string[]): RepairCreatePayload {
  return {
    assetId: v.assetId,
    repairType: v.repairType as RepairType,
    description: v.description.trim(),
    contactName: v.contactName.trim(),
    contactPhone: v.contactPhone.trim(),
    ...(v.preferredTime ? { preferredTime: parseDate(v.preferredTime)?.toISOString() } : {}),
    ...(images.length ? { images: [...images] } : {}),
  }
}
