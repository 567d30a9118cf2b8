/** The role form: a name unique in the shop (checked with sysRole/checkRoleName), a remark, and at least one module. */
import { TEXT_LIMITS } from '@/contract/limits'
import { textRule, type FormRule } from '@/core/validate'
import { statusMap } from '@/components/StatusTag'

export type RoleFormValues = { name: string; remark: string }

/** What is checked before saving: the (trimmed) values and the module ids chosen. */
export type RoleDraft = RoleFormValues & { moduleIds: readonly string[] }

export const ROLE_NAME_TAKEN = '角色名称已存在'
export const NO_MODULE_CHOSEN = '请至少选择一个功能模块'

export const ROLE_RULES: readonly FormRule<RoleDraft>[] = [
  textRule('name', TEXT_LIMITS.roleName, '请输入角色名称'),
  textRule('remark', TEXT_LIMITS.remark),
  (d) => (d.moduleIds.length ? null : NO_MODULE_CHOSEN),
]

/** Checked once the rules passed, with sysRole/checkRoleName's answer. */
export const ROLE_NAME_FREE: readonly FormRule<{ taken: boolean }>[] = [(d) => (d.taken ? ROLE_NAME_TAKEN : null)]

export const ROLE_ENABLED_STATUS = statusMap({ on: '启用', off: '停用' }, { on: 'success', off: 'default' })
