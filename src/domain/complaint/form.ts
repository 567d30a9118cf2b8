/**
 * The complaint form: its values, the rules they are checked with (core/validate, spec section 5)
 * and the mappings to the create/update payload and from a loaded complaint.
 */
import type { ComplaintDetail, ComplaintPayload, LoginUser } from '@/contract'
import { TEXT_LIMITS } from '@/contract/limits'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { textRule, type Rule } from '@/core/validate'

export const MAX_COMPLAINT_IMAGES = 6

export type ComplaintFormValues = {
  complaintType: string
  title: string
  targetName: string
  content: string
  contactName: string
  contactPhone: string
}

export const COMPLAINT_RULES: readonly Rule[] = [
  { name: 'complaintType', checkType: 'notnull', errorMsg: '请选择投诉类型' },
  textRule('title', TEXT_LIMITS.complaintTitle, '请输入标题'),
  textRule('targetName', TEXT_LIMITS.complaintTarget),
  textRule('content', TEXT_LIMITS.complaintContent, '请输入投诉内容'),
  textRule('contactName', TEXT_LIMITS.contactName, '请输入联系人'),
  {
    name: 'contactPhone',
    checkType: 'reg',
    checkRule: PATTERNS.contactPhone,
    emptyMsg: '请输入联系电话',
    errorMsg: PATTERN_MESSAGES.contactPhone,
  },
]

/** A new complaint: contact name and phone start as the session user's. */
export const newComplaint = (user: Pick<LoginUser, 'realName' | 'mobile'> | null): ComplaintFormValues => ({
  complaintType: '',
  title: '',
  targetName: '',
  content: '',
  contactName: user?.realName ?? '',
  contactPhone: user?.mobile ?? '',
})

export const fromDetail = (d: ComplaintDetail): ComplaintFormValues => ({
  complaintType: d.complaintType,
  title: d.title,
  targetName: d.targetName ?? '',
  content: d.content,
  contactName: d.contactName,
  contactPhone: d.contactPhone,
})

export function toPayload(v: ComplaintFormValues, images: readonly string[]): ComplaintPayload {
  return {
    complaintType: v.complaintType,
    title: v.title,
    content: v.content,
    contactName: v.contactName,
    contactPhone: v.contactPhone,
    ...(v.targetName ? { targetName: v.targetName } : {}),
    // Left out when there is none: the server then keeps no photos (also after an edit).
    ...(images.length ? { images: [...images] } : {}),
  }
}
