/**
 * The user's own account: the profile fields edited one at a time (settings, then the edit
 * screen), with their checks (also used by supplier registration).
 */
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { Rule } from '@/core/validate'
import type { FieldType } from '@/components/FormField'

export type ProfileField = 'realName' | 'mobile' | 'email'

export interface ProfileFieldDef {
  label: string
  /** Input type for the keyboard. */
  type: FieldType
  maxLength: number
  rule: Omit<Rule, 'name'>
}

export const PROFILE_FIELDS: Record<ProfileField, ProfileFieldDef> = {
  realName: {
    label: '真实姓名',
    type: 'text',
    maxLength: 20,
    rule: { checkType: 'reg', checkRule: PATTERNS.chineseName, emptyMsg: '请输入真实姓名', errorMsg: PATTERN_MESSAGES.chineseName },
  },
  mobile: {
    label: '手机号',
    type: 'mobile',
    maxLength: 11,
    rule: { checkType: 'reg', checkRule: PATTERNS.mobile, emptyMsg: '请输入手机号', errorMsg: PATTERN_MESSAGES.mobile },
  },
  email: {
    label: '邮箱',
    type: 'text',
    maxLength: 60,
    rule: { checkType: 'reg', checkRule: PATTERNS.email, emptyMsg: '请输入邮箱', errorMsg: PATTERN_MESSAGES.email },
  },
}

export const isProfileField = (v: unknown): v is ProfileField => typeof v === 'string' && Object.prototype.hasOwnProperty.call(PROFILE_FIELDS, v)
