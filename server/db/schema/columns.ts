import { bigint, date, numeric, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core'
import { sql, type SQL } from 'drizzle-orm'
import { newId } from '../../lib/ids'

/** Shared column builders: string primary key and creation time. */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId)
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const at = (name: string) => timestamp(name, { withTimezone: true })
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A ledger row's place in the order the moves were applied: an identity (a sequence without a
 * cache), drawn by the statement that moves the account, after it took the account row's lock, so
 * a later move of the same account always gets a higher number. `created_at` is the business time
 * (the request's, or a seeded past), which concurrent requests can interleave: statements read by
 * this column (server/data/ledger.ts).
 */
export const ledgerSeq = () => bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity()

/** Money: whole fen in a bigint, read as a JavaScript number (safe to 2^53 fen). */
export const fen = (name: string) => bigint(name, { mode: 'number' })
/** A quantity (weight or count) with 2 decimals, read as a string: parse with quantityToHundredths. */
export const qty = (name: string) => numeric(name, { precision: 14, scale: 2 })
/** A calendar date (China time), read as 'YYYY-MM-DD'. */
export const day = (name: string) => date(name, { mode: 'string' })

/** `col in ('a', 'b', ...)` for a check constraint, from one of the contract's value lists. */
export function inList(col: PgColumn, values: readonly string[]): SQL {
  for (const v of values) if (!/^[A-Za-z0-9_]+$/.test(v)) throw new Error(`unsafe check value: ${v}`)
  return sql`${col} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`
}
