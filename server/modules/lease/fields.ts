/** Field parsers of the lease calls: the contract's LEASE_LIMITS refused in LEASE_MESSAGES' words. */
import { LEASE_LIMITS, LEASE_MESSAGES, LEASE_PAY_CYCLES } from '@/contract'
import { isDay } from '../../lib/dates'
import { fields } from '../../lib/fields'
import { int, intOneOf, opt, str } from '../../lib/validate'

export const leaseFields = {
  months: () => int({ min: LEASE_LIMITS.minMonths, max: LEASE_LIMITS.maxMonths, msg: LEASE_MESSAGES.months }),
  payCycle: () => intOneOf(LEASE_PAY_CYCLES, LEASE_MESSAGES.payCycle),
  day: () => str({ check: isDay, msg: LEASE_MESSAGES.day }),
  contactName: () => str({ min: 1, max: LEASE_LIMITS.contactName, msg: LEASE_MESSAGES.contactName }),
  contactPhone: () => fields.contactPhone(),
  businessScope: () => opt(str({ max: LEASE_LIMITS.businessScope, msg: LEASE_MESSAGES.businessScope })),
  remark: () => opt(str({ max: LEASE_LIMITS.remark, multiline: true, msg: LEASE_MESSAGES.remark })),
  reason: () => str({ min: 1, max: LEASE_LIMITS.reason, multiline: true, msg: LEASE_MESSAGES.reason }),
}
