/**
 * The complaint form: its values, the rules they are checked with (core/validate, spec section 5)
 * and the mappings to the create/update payload and from a loaded complaint.
 */
import type { ComplaintDetail, ComplaintPayload, LoginUser } from '@/contract'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { Rule } from '@/core/validate'

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
  { name: 'title', checkType: 'string', checkRule: '1,50', emptyMsg: '请输入标题', errorMsg: '标题不能超过50个字符' },
  { name: 'content', checkType: 'string', checkRule: '10,500', emptyMsg: '请输入投诉内容', errorMsg: '投诉内容需为10-500个字符' },
  { name: 'contactName', checkType: 'string', checkRule: '1,20', emptyMsg: '请输入联系人', errorMsg: '联系人不能超过20个字符' },
  {
    name: 'contactPhone',
    checkType: 'reg',
    checkRule: PATTERNS.contactPhone,
    emptyMsg: '请输入联系电话',
    errorMsg: PATTERN_MESSAGES.contactPhone,
  },
]
/** The optional complaint target, checked only when given. */
export const TARGET_RULE: Rule = { name: 'targetName', checkType: 'string', checkRule: '1,50', errorMsg: '投诉对象不能超过50个字符' }

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

/** Surrounding spaces dropped, as they are checked and sent. */
export function trimmed(v: ComplaintFormValues): ComplaintFormValues {
  return Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as unknown as ComplaintFormValues
}

/** The rules for these (trimmed) values: the target's only when there is one. */
export const rulesFor = (v: ComplaintFormValues): readonly Rule[] => (v.targetName ? [...COMPLAINT_RULES, TARGET_RULE] : COMPLAINT_RULES)

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
