/**
 * Ledgers (docs/trade.md, "Money and stock movements"). A running value (a prepaid balance, the
 * credit a buyer uses at a shop, a stock batch's quantity) changes only through `appendLedger`:
 * ONE statement that moves the value, checks its bound in the same WHERE clause and inserts the
 * ledger row carrying the value after the move:
 *
 *   with moved as (
 *     update <account> set <value> = <value> + $delta
 *     where <account row> and <value> + $delta >= 0 [and <value> + $delta <= <limit>]
 *     returning <value>)
 *   insert into <records> (..., <after>) select ..., moved.<value> from moved returning id, <after>
 *
 * Concurrency: the UPDATE takes the account row's lock; a concurrent move of the same row waits,
 * then PostgreSQL re-evaluates the WHERE clause on the row as the first move left it (READ
 * COMMITTED), so two moves can never both pass a bound that only one fits. No row updated means
 * the bound refused: nothing was written and the caller gets its refusal message. The check
 * constraints on the tables (balance >= 0, used <= limit, quantity >= 0) are the last line.
 *
 * Idempotency: each ledger table has a unique key over the business event (e.g. the payment id);
 * repeating an event fails the whole statement (the value is not moved) with '重复的操作，已忽略'.
 */
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CreditRecordKind, PredepositBizType, PredepositDirection, StockMoveKind } from '@/contract'
import type { Db } from '../db/client'
import { creditAccounts, creditBillPeriods, creditRecords, predepositAccounts, predepositRecords, stockBatches, stockRecords } from '../db/schema'
import { chinaMonth, monthRange, nextMonth } from '../lib/dates'
import { BizError } from '../lib/envelope'
import { toNumeric } from '../lib/money'

export interface LedgerDef {
  /** The table holding the running value, and its column. */
  account: PgTable
  value: PgColumn
  /** The upper bound's column (a credit limit); the lower bound is always 0. */
  max?: PgColumn
  /** An updated-at column of the account, set to now() by each move. */
  touched?: PgColumn
  /** The ledger table, its id column and the column receiving the value after the move. */
  records: PgTable
  recordId: PgColumn
  after: PgColumn
  /** bigint: whole fen (delta a safe integer); numeric: quantities (delta in hundredths). */
  kind: 'bigint' | 'numeric'
}

export interface LedgerMove {
  /** Picks the one account row, e.g. eq(predepositAccounts.customerId, id). */
  where: SQL
  /** Signed change: fen for bigint ledgers, hundredths for numeric ones. Never 0. */
  delta: number
  /** The ledger row's values by property name, without the `after` column. */
  record: Record<string, unknown>
  /** What the caller is told when the bound refuses ('预存款余额不足', '超出赊账额度', '库存不足'). */
  refusal: string
}

export interface LedgerResult {
  recordId: string
  /** The value after the move: fen, or hundredths for numeric ledgers. */
  after: number
}

export const DUPLICATE_MOVE = '重复的操作，已忽略'

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } }
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined
  return code
}

function propertyOf(table: PgTable, column: PgColumn): string {
  const hit = Object.entries(getTableColumns(table)).find(([, c]) => c === column)
  if (!hit) throw new Error(`column ${column.name} is not in the table`)
  return hit[0]
}

/** Moves a running value and appends its ledger row in one statement (see the file comment). */
export async function appendLedger(db: Db, def: LedgerDef, move: LedgerMove): Promise<LedgerResult> {
  if (!Number.isSafeInteger(move.delta) || move.delta === 0) throw new RangeError(`bad ledger delta: ${move.delta}`)
  const delta = def.kind === 'bigint' ? sql`${move.delta}::bigint` : sql`${toNumeric(move.delta)}::numeric`
  const moved = sql`(${def.value} + ${delta})`
  const bound = def.max ? sql` and ${moved} <= ${def.max}` : sql``
  const touch = def.touched ? sql`, ${sql.identifier(def.touched.name)} = now()` : sql``

  const afterKey = propertyOf(def.records, def.after)
  const names: SQL[] = []
  const values: SQL[] = []
  for (const [key, col] of Object.entries(getTableColumns(def.records))) {
    if (key === afterKey) continue
    let v = move.record[key]
    if (v === undefined && col.defaultFn) v = col.defaultFn()
    if (v === undefined) continue
    names.push(sql`${sql.identifier(col.name)}`)
    values.push(sql`${sql.param(v, col)}`)
  }
  names.push(sql`${sql.identifier(def.after.name)}`)
  values.push(sql`moved.value_after`)

  const statement = sql`
    with moved as (
      update ${def.account} set ${sql.identifier(def.value.name)} = ${moved}${touch}
      where ${move.where} and ${moved} >= 0${bound}
      returning ${def.value} as value_after)
    insert into ${def.records} (${sql.join(names, sql`, `)})
    select ${sql.join(values, sql`, `)} from moved
    returning ${sql.identifier(def.recordId.name)} as record_id, ${sql.identifier(def.after.name)}::text as after`
  let rows: Array<{ record_id: string; after: string }>
  try {
    const res = (await db.execute(statement)) as { rows?: Array<{ record_id: string; after: string }> }
    rows = res.rows ?? []
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new BizError(DUPLICATE_MOVE)
    throw err
  }
  const row = rows[0]
  if (!row) throw new BizError(move.refusal)
  const after = def.kind === 'bigint' ? Number(row.after) : Math.round(Number(row.after) * 100)
  return { recordId: row.record_id, after }
}

// ---- The three ledgers --------------------------------------------------------------------------

export const PREDEPOSIT_LEDGER: LedgerDef = {
  account: predepositAccounts,
  value: predepositAccounts.balanceFen,
  touched: predepositAccounts.updatedAt,
  records: predepositRecords,
  recordId: predepositRecords.id,
  after: predepositRecords.balanceAfterFen,
  kind: 'bigint',
}

export const CREDIT_LEDGER: LedgerDef = {
  account: creditAccounts,
  value: creditAccounts.usedFen,
  max: creditAccounts.limitFen,
  touched: creditAccounts.updatedAt,
  records: creditRecords,
  recordId: creditRecords.id,
  after: creditRecords.usedAfterFen,
  kind: 'bigint',
}

export const STOCK_LEDGER: LedgerDef = {
  account: stockBatches,
  value: stockBatches.quantity,
  touched: stockBatches.updatedAt,
  records: stockRecords,
  recordId: stockRecords.id,
  after: stockRecords.quantityAfter,
  kind: 'numeric',
}

export const INSUFFICIENT_BALANCE = '预存款余额不足'
export const OVER_CREDIT_LIMIT = '超出赊账额度'
export const OVER_OWED = '还款金额超出欠款'
export const INSUFFICIENT_STOCK = '库存不足'

/** Sign of a balance movement: in and refund add, out takes. */
const DIRECTION_SIGN: Record<PredepositDirection, 1 | -1> = { in: 1, refund: 1, out: -1 }

export interface PredepositMove {
  customerId: string
  direction: PredepositDirection
  bizType: PredepositBizType
  /** > 0. */
  amountFen: number
  /** The payment, refund or top-up id: one movement per (bizType, bizId, direction). */
  bizId: string
  bizNo?: string | null
  remark?: string | null
  userId?: string | null
  /** The ledger row's time (default now): the seed writes a past season. */
  at?: Date
}

/** Moves a customer's prepaid balance (creating the account at 0 on first use); never below zero. */
export async function movePredeposit(db: Db, m: PredepositMove): Promise<LedgerResult> {
  if (!Number.isSafeInteger(m.amountFen) || m.amountFen <= 0) throw new RangeError(`bad amount: ${m.amountFen}`)
  await db.insert(predepositAccounts).values({ customerId: m.customerId }).onConflictDoNothing()
  const { customerId, direction, bizType, amountFen, bizId } = m
  return appendLedger(db, PREDEPOSIT_LEDGER, {
    where: eq(predepositAccounts.customerId, customerId),
    delta: DIRECTION_SIGN[direction] * amountFen,
    record: { customerId, direction, bizType, amountFen, bizId, bizNo: m.bizNo ?? null, remark: m.remark ?? null, userId: m.userId ?? null, createdAt: m.at },
    refusal: INSUFFICIENT_BALANCE,
  })
}

/** The credit bill period of `at` (China-time month) for an account, created on first use. */
export async function creditPeriodFor(db: Db, accountId: string, dueDay: number, at: Date = new Date()): Promise<string> {
  const period = chinaMonth(at)
  const { start, end } = monthRange(period)
  const dueDate = `${nextMonth(period)}-${String(dueDay).padStart(2, '0')}`
  // DO NOTHING takes no lock on an existing period: moves lock the account row first, then the period.
  await db.insert(creditBillPeriods).values({ accountId, period, startDate: start, endDate: end, dueDate }).onConflictDoNothing()
  const [row] = await db
    .select({ id: creditBillPeriods.id })
    .from(creditBillPeriods)
    .where(and(eq(creditBillPeriods.accountId, accountId), eq(creditBillPeriods.period, period)))
  return row!.id
}

export interface CreditMove {
  accountId: string
  kind: CreditRecordKind
  amountFen: number
  orderId: string
  userId?: string | null
  /** When it happens (default now): a use lands in this month's period; also the ledger row's time. */
  at?: Date
}

/**
 * Uses or repays credit for one order: the account's used amount (never past its limit, never
 * below zero), the ledger row and the bill period's owed / repaid amount, in one transaction
 * (a savepoint inside the caller's). A use lands in the period of `at`; a repayment in the period
 * its order's use landed in.
 */
export async function moveCredit(db: Db, m: CreditMove): Promise<LedgerResult & { periodId: string }> {
  if (!Number.isSafeInteger(m.amountFen) || m.amountFen <= 0) throw new RangeError(`bad amount: ${m.amountFen}`)
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ dueDay: creditAccounts.dueDay, enabled: creditAccounts.enabled }).from(creditAccounts).where(eq(creditAccounts.id, m.accountId))
    if (!account || (m.kind === 'use' && !account.enabled)) throw new BizError('未开通赊账')
    let periodId: string
    if (m.kind === 'use') periodId = await creditPeriodFor(tx, m.accountId, account.dueDay, m.at)
    else {
      const [use] = await tx
        .select({ periodId: creditRecords.periodId })
        .from(creditRecords)
        .where(sql`${creditRecords.orderId} = ${m.orderId} and ${creditRecords.kind} = 'use'`)
      if (!use) throw new BizError('该订单没有赊账记录')
      periodId = use.periodId
    }
    const moved = await appendLedger(tx, CREDIT_LEDGER, {
      where: eq(creditAccounts.id, m.accountId),
      delta: m.kind === 'use' ? m.amountFen : -m.amountFen,
      record: { accountId: m.accountId, kind: m.kind, amountFen: m.amountFen, orderId: m.orderId, periodId, userId: m.userId ?? null, createdAt: m.at },
      refusal: m.kind === 'use' ? OVER_CREDIT_LIMIT : OVER_OWED,
    })
    const column = m.kind === 'use' ? creditBillPeriods.owedFen : creditBillPeriods.repaidFen
    await tx
      .update(creditBillPeriods)
      .set({ [m.kind === 'use' ? 'owedFen' : 'repaidFen']: sql`${column} + ${m.amountFen}`, updatedAt: sql`now()` })
      .where(eq(creditBillPeriods.id, periodId))
    return { ...moved, periodId }
  })
}

export interface StockMove {
  batchId: string
  shopId: string
  skuId: string
  kind: StockMoveKind
  /** Signed, in hundredths of the SKU's unit (-250 takes 2.5). */
  deltaHundredths: number
  /** The order line, loss line or SKU the move belongs to: one move per (batch, kind, bizId). */
  bizId: string
  remark?: string | null
  userId?: string | null
  /** The ledger row's time (default now). */
  at?: Date
}

/** Moves a stock batch's quantity; never below zero ('库存不足'). */
export function moveStock(db: Db, m: StockMove): Promise<LedgerResult> {
  return appendLedger(db, STOCK_LEDGER, {
    where: eq(stockBatches.id, m.batchId),
    delta: m.deltaHundredths,
    record: {
      shopId: m.shopId,
      skuId: m.skuId,
      batchId: m.batchId,
      kind: m.kind,
      delta: toNumeric(m.deltaHundredths),
      bizId: m.bizId,
      remark: m.remark ?? null,
      userId: m.userId ?? null,
      createdAt: m.at,
    },
    refusal: INSUFFICIENT_STOCK,
  })
}
