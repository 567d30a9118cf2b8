/** The sub-account form (/supplier/user-admin/create): the spec's patterns for user name, password, Chinese name, mobile and e-mail. */
import type { UserCreatePayload } from '@/contract/types'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { Rule } from '@/core/validate'
import { statusMap } from '@/components/StatusTag'

export type SubAccountValues = { username: string; password: string; realName: string; mobile: string; email: string }

export const SUB_ACCOUNT_RULES: readonly Rule[] = [
  { name: 'username', checkType: 'reg', checkRule: PATTERNS.username, emptyMsg: '请输入用户名', errorMsg: PATTERN_MESSAGES.username },
  { name: 'password', checkType: 'reg', checkRule: PATTERNS.password, emptyMsg: '请输入登录密码', errorMsg: PATTERN_MESSAGES.password },
  { name: 'realName', checkType: 'reg', checkRule: PATTERNS.chineseName, emptyMsg: '请输入姓名', errorMsg: PATTERN_MESSAGES.chineseName },
  { name: 'realName', checkType: 'string', checkRule: '2,20', errorMsg: '姓名不能超过20个字符' },
  { name: 'mobile', checkType: 'phoneno', emptyMsg: '请输入手机号', errorMsg: PATTERN_MESSAGES.mobile },
]
const EMAIL_RULE: Rule = { name: 'email', checkType: 'email', errorMsg: PATTERN_MESSAGES.email }

export const newSubAccount = (): SubAccountValues => ({ username: '', password: '', realName: '', mobile: '', email: '' })

/** Spaces dropped around everything but the password (checked as typed: it may not contain spaces). */
export const trimmedAccount = (v: SubAccountValues): SubAccountValues => ({
  username: v.username.trim(),
  password: v.password,
  realName: v.realName.trim(),
  mobile: v.mobile.trim(),
  email: v.email.trim(),
})

export const accountRulesFor = (v: SubAccountValues): readonly Rule[] => (v.email ? [...SUB_ACCOUNT_RULES, EMAIL_RULE] : SUB_ACCOUNT_RULES)

export function toAccountPayload(v: SubAccountValues, roleIds: readonly string[]): UserCreatePayload {
  return { username: v.username, password: v.password, realName: v.realName, mobile: v.mobile, ...(v.email ? { email: v.email } : {}), roleIds: [...roleIds] }
}

export const ACCOUNT_STATUS = statusMap({ on: '启用', off: '已停用' }, { on: 'success', off: 'danger' })
export const accountKey = (u: { enabled?: boolean }) => (u.enabled === false ? 'off' : 'on')
