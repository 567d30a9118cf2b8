/** The role form: a name unique in the shop (checked with sysRole/checkRoleName), a remark, and at least one module. */
import type { Rule } from '@/core/validate'

export const ROLE_TEXT_LIMITS = { name: 20, remark: 200 } as const

export type RoleFormValues = { name: string; remark: string }

export const ROLE_RULES: readonly Rule[] = [
  { name: 'name', checkType: 'string', checkRule: `1,${ROLE_TEXT_LIMITS.name}`, emptyMsg: '请输入角色名称', errorMsg: '角色名称不能超过20个字符' },
  { name: 'remark', checkType: 'string', checkRule: `0,${ROLE_TEXT_LIMITS.remark}`, errorMsg: '备注不能超过200个字符' },
]

export const ROLE_NAME_TAKEN = '角色名称已存在'
export const NO_MODULE_CHOSEN = '请至少选择一个功能模块'

export const trimmedRole = (v: RoleFormValues): RoleFormValues => ({ name: v.name.trim(), remark: v.remark.trim() })

/** The rules for these (trimmed) values: the remark's only when there is one. */
export const roleRulesFor = (v: RoleFormValues): readonly Rule[] => (v.remark ? ROLE_RULES : ROLE_RULES.slice(0, 1))

export const ROLE_ENABLED_STATUS = { on: { text: '启用', tone: 'success' }, off: { text: '停用', tone: 'default' } } as const
