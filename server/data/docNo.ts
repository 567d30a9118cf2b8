/**
 * Document numbers: a prefix, the China-time day and a daily sequence ('DD20260314000123'). One
 * upsert statement per number (no lock held across statements), so concurrent orders never get
 * the same number; the tables' unique number columns are the backstop.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { docCounters } from '../db/schema'
import { besideRequestTransaction } from './afterCommit'
import { chinaDay } from '../lib/dates'
import { BizError } from '../lib/envelope'

/**
 * The prefixes in use and their sequence widths (docs/trade.md lists what each numbers). Payment
 * numbers are not among them: they must not be guessable (settle/payment/payNo.ts).
 */
export const DOC_PREFIXES = {
  order: { prefix: 'DD', digits: 6 },
  refund: { prefix: 'TK', digits: 6 },
  bill: { prefix: 'ZD', digits: 6 },
  lossReport: { prefix: 'BS', digits: 4 },
  batch: { prefix: 'PC', digits: 4 },
  coupon: { prefix: 'YH', digits: 6 },
  // Gate and quality (docs/gate.md): exit applications, parking charges, inspections.
  exit: { prefix: 'CC', digits: 6 },
  parking: { prefix: 'TC', digits: 6 },
  detection: { prefix: 'JC', digits: 4 },
  lease: { prefix: 'ZL', digits: 4 },
  contract: { prefix: 'HT', digits: 4 },
  repair: { prefix: 'BX', digits: 4 },
} as const
export type DocKind = keyof typeof DOC_PREFIXES

export async function nextDocNo(db: Db, kind: DocKind, now: Date = new Date()): Promise<string> {
  const { prefix, digits } = DOC_PREFIXES[kind]
  const day = chinaDay(now).replace(/-/g, '')
  // Committed at once, beside an idempotent request's transaction: the counter row's lock is not held until it commits.
  const [row] = await besideRequestTransaction(db)
    .insert(docCounters)
    .values({ prefix, day, value: 1 })
    .onConflictDoUpdate({ target: [docCounters.prefix, docCounters.day], set: { value: sql`${docCounters.value} + 1` } })
    .returning({ value: docCounters.value })
  const n = row!.value
  if (String(n).length > digits) throw new BizError('今日单据数量已达上限')
  return `${prefix}${day}${String(n).padStart(digits, '0')}`
}
