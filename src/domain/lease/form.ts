/**
 * The lease forms' values and rules (core/validate), from the contract's LEASE_LIMITS and
 * LEASE_MESSAGES the server refuses with: contact, business scope and remark (apply, sign-up,
 * take-over, publish), the term (apply), months (renew) and the quit day.
 */
import { LEASE_LIMITS, LEASE_MESSAGES, LEASE_PAY_CYCLE_LABELS, LEASE_PAY_CYCLES, type LeaseMerchantData } from '@/contract/types'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { marketNow } from '@/core/marketTime'
import type { Rule } from '@/core/validate'

export type ContactValues = { contactName: string; contactPhone: string; businessScope: string; remark: string }

const CONTACT_RULES: readonly Rule[] = [
  { name: 'contactName', checkType: 'string', checkRule: `1,${LEASE_LIMITS.contactName}`, emptyMsg: '请输入联系人', errorMsg: LEASE_MESSAGES.contactName },
  { name: 'contactPhone', checkType: 'reg', checkRule: PATTERNS.contactPhone, emptyMsg: '请输入联系电话', errorMsg: PATTERN_MESSAGES.contactPhone },
]
const OPTIONAL_RULES: readonly Rule[] = [
  { name: 'businessScope', checkType: 'string', checkRule: `1,${LEASE_LIMITS.businessScope}`, errorMsg: LEASE_MESSAGES.businessScope },
  { name: 'remark', checkType: 'string', checkRule: `1,${LEASE_LIMITS.remark}`, errorMsg: LEASE_MESSAGES.remark },
]

/** The contact's rules for these (trimmed) values: scope and remark only when given. */
export const contactRules = (v: Partial<ContactValues>): Rule[] => [...CONTACT_RULES, ...OPTIONAL_RULES.filter((r) => v[r.name as keyof ContactValues])]

/** Contact prefilled from the shop (getMerchantData). */
export const newContact = (m: Pick<LeaseMerchantData, 'contactName' | 'contactPhone'> | null | undefined): ContactValues => ({
  contactName: m?.contactName ?? '',
  contactPhone: m?.contactPhone ?? '',
  businessScope: '',
  remark: '',
})

/** Surrounding spaces dropped, as they are checked and sent. */
export function trimmed<T extends Record<string, string>>(v: T): T {
  return Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as T
}

export const MONTHS_RULE: Rule = { name: 'months', checkType: 'betweenD', checkRule: `${LEASE_LIMITS.minMonths},${LEASE_LIMITS.maxMonths}`, emptyMsg: '请输入租期', errorMsg: LEASE_MESSAGES.months }
export const PAY_CYCLE_RULE: Rule = { name: 'payCycleMonths', checkType: 'in', checkRule: LEASE_PAY_CYCLES.map(String), errorMsg: LEASE_MESSAGES.payCycle }
export const START_RULE: Rule = { name: 'startDate', checkType: 'notnull', errorMsg: '请选择起租日期' }

export const PAY_CYCLE_OPTIONS = LEASE_PAY_CYCLES.map((m) => ({ value: String(m), label: LEASE_PAY_CYCLE_LABELS[m] }))

/** A term starts on the first of next month unless the shop picks another day. */
export const firstOfNextMonth = (): string => marketNow().add(1, 'month').startOf('month').format('YYYY-MM-DD')
/** The days a term may start on: today to LEASE_LIMITS.startWithinDays ahead. */
export const START_BOUNDS = { min: () => marketNow().startOf('day').toDate(), max: () => marketNow().add(LEASE_LIMITS.startWithinDays, 'day').toDate() }
