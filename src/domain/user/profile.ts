/**
 * The user's own account: the profile fields edited one at a time (settings, then the edit
 * screen), with their checks, and the general password rule in words (password change and
 * supplier registration).
 */
import { PATTERNS } from '@/contract/patterns'
import type { Rule } from '@/core/validate'

/** The general password rule in words (spec section 5). */
export const PASSWORD_MESSAGE = '密码为6-16位，不能是纯数字、纯字母或纯符号，不能含空格和中文'

export type ProfileField = 'realName' | 'mobile' | 'email'

export interface ProfileFieldDef {
  label: string
  /** Input type for the keyboard. */
  type: string
  maxLength: number
  rule: Omit<Rule, 'name'>
}

export const PROFILE_FIELDS: Record<ProfileField, ProfileFieldDef> = {
  realName: {
    label: '真实姓名',
    type: 'text',
    maxLength: 20,
    rule: { checkType: 'reg', checkRule: PATTERNS.chineseName, emptyMsg: '请输入真实姓名', errorMsg: '真实姓名须为至少2个汉字' },
  },
  mobile: {
    label: '手机号',
    type: 'number',
    maxLength: 11,
    rule: { checkType: 'reg', checkRule: PATTERNS.mobile, emptyMsg: '请输入手机号', errorMsg: '请输入正确的手机号' },
  },
  email: {
    label: '邮箱',
    type: 'text',
    maxLength: 60,
    rule: { checkType: 'reg', checkRule: PATTERNS.email, emptyMsg: '请输入邮箱', errorMsg: '请输入正确的邮箱地址' },
  },
}

export const isProfileField = (v: unknown): v is ProfileField => typeof v === 'string' && Object.prototype.hasOwnProperty.call(PROFILE_FIELDS, v)
