/**
 * Credit (docs/trade.md, "Credit"): member/creditDetail/customerPage and getCredidTotal, and
 * member/creditBillPeriod/page. A credit account lets one buyer owe one shop up to its limit; its
 * monthly bill periods are settled (repaid in full), overdue (past the due date, not settled) or
 * open, derived when read. Either side of an account sees it; nobody else.
 */
import { and, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import { contract, CREDIT_PERIOD_STATES, type CreditAccountItem, type CreditPeriodItem, type CreditPeriodStatus } from '@/contract'
import type { Db } from '../../db/client'
import { creditAccounts, creditBillPeriods, customers } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { chinaDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, fetchPage, keyset, pageArgs, pageResult, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { id, oneOf, opt } from '../../lib/validate'

const shop = alias(customers, 'credit_shop')
const buyer = alias(customers, 'credit_buyer')

/** The caller's side of credit accounts, and the column of the other side. */
function sides(u: AuthUser): { own: SQL; other: PgColumn; otherName: PgColumn } {
  if (!u.customerId) throw new BizError('当前账号未关联商户')
  return u.userType === 'supplier'
    ? { own: eq(creditAccounts.supplierId, u.customerId), other: creditAccounts.purchaserId, otherName: buyer.name }
    : { own: eq(creditAccounts.purchaserId, u.customerId), other: creditAccounts.supplierId, otherName: shop.name }
}

const outstanding = sql`(${creditBillPeriods.owedFen} - ${creditBillPeriods.repaidFen})`

/** Status filter of a period on `today` (China time). */
function periodStatus(status: CreditPeriodStatus, today: string): SQL {
  if (status === 'settled') return sql`${creditBillPeriods.repaidFen} >= ${creditBillPeriods.owedFen}`
  if (status === 'overdue') return and(sql`${creditBillPeriods.repaidFen} < ${creditBillPeriods.owedFen}`, lt(creditBillPeriods.dueDate, today))!
  return and(sql`${creditBillPeriods.repaidFen} < ${creditBillPeriods.owedFen}`, gte(creditBillPeriods.dueDate, today))!
}

const statusOf = (p: { owedFen: number; repaidFen: number; dueDate: string }, today: string): CreditPeriodStatus =>
  p.repaidFen >= p.owedFen ? 'settled' : p.dueDate < today ? 'overdue' : 'open'

/** Outstanding in periods past their due date, per account. */
async function overdueByAccount(db: Db, accountIds: string[], today: string): Promise<Map<string, number>> {
  if (!accountIds.length) return new Map()
  const rows = await db
    .select({ accountId: creditBillPeriods.accountId, overdue: sql<string>`sum(${outstanding})::text` })
    .from(creditBillPeriods)
    .where(and(inArray(creditBillPeriods.accountId, accountIds), periodStatus('overdue', today)))
    .groupBy(creditBillPeriods.accountId)
  return new Map(rows.map((r) => [r.accountId, Number(r.overdue)]))
}

/** Accounts most recently moved first; periods newest month first. */
const ACCOUNT_ORDER = keyset('credit_accounts', [by.desc(creditAccounts.updatedAt), by.desc(creditAccounts.id)])
const PERIOD_ORDER = keyset('credit_bill_periods', [by.desc(creditBillPeriods.period), by.asc(creditBillPeriods.id)])

const accountRows = (db: Db, keys: Record<string, SQL<string>> = {}) =>
  db
    .select({ a: creditAccounts, supplierName: shop.name, purchaserName: buyer.name, ...keys })
    .from(creditAccounts)
    .innerJoin(shop, eq(shop.id, creditAccounts.supplierId))
    .innerJoin(buyer, eq(buyer.id, creditAccounts.purchaserId))

export const creditHandlers = [
  handler({
    endpoint: contract.member.creditDetail.customerPage,
    access: ['supplier', 'purchaser'],
    input: { ...pageShape, keyword: fields.keyword() },
    async handle({ db, user }, input) {
      const args = pageArgs(input)
      const s = sides(user)
      const where = and(s.own, input.keyword ? ilike(s.otherName, containsPattern(input.keyword)) : undefined)
      const page = await fetchPage(
        args,
        ACCOUNT_ORDER,
        (q) => accountRows(db, q.keys).where(and(where, q.after)).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
        async () => (await db.select({ n: sql<number>`count(*)::int` }).from(creditAccounts).innerJoin(shop, eq(shop.id, creditAccounts.supplierId)).innerJoin(buyer, eq(buyer.id, creditAccounts.purchaserId)).where(where))[0]?.n ?? 0,
      )
      const today = chinaDay()
      const overdue = await overdueByAccount(db, page.rows.map((r) => r.a.id), today)
      const records = page.rows.map(
        ({ a, supplierName, purchaserName }): CreditAccountItem => ({
          id: a.id,
          supplierId: a.supplierId,
          supplierName,
          purchaserId: a.purchaserId,
          purchaserName,
          limitFen: a.limitFen,
          usedFen: a.usedFen,
          availableFen: a.limitFen - a.usedFen,
          overdueFen: overdue.get(a.id) ?? 0,
          updateTime: a.updatedAt.toISOString(),
        }),
      )
      return pageResult(records, page, args)
    },
  }),
  handler({
    endpoint: contract.member.creditDetail.getCredidTotal,
    access: ['supplier', 'purchaser'],
    input: { counterpartyId: opt(id()) },
    async handle({ db, user }, input) {
      const s = sides(user)
      const accounts = await db
        .select({ id: creditAccounts.id, limitFen: creditAccounts.limitFen, usedFen: creditAccounts.usedFen })
        .from(creditAccounts)
        .where(and(s.own, input.counterpartyId ? eq(s.other, input.counterpartyId) : undefined))
      const overdue = await overdueByAccount(db, accounts.map((a) => a.id), chinaDay())
      const limitFen = accounts.reduce((n, a) => n + a.limitFen, 0)
      const usedFen = accounts.reduce((n, a) => n + a.usedFen, 0)
      return { accountCount: accounts.length, limitFen, usedFen, availableFen: limitFen - usedFen, overdueFen: [...overdue.values()].reduce((n, v) => n + v, 0) }
    },
  }),
  handler({
    endpoint: contract.member.creditBillPeriod.page,
    access: ['supplier', 'purchaser'],
    input: { ...pageShape, status: opt(oneOf(CREDIT_PERIOD_STATES, '账期状态不正确')), counterpartyId: opt(id()) },
    async handle({ db, user }, input) {
      const args = pageArgs(input)
      const s = sides(user)
      const today = chinaDay()
      const where = and(s.own, input.counterpartyId ? eq(s.other, input.counterpartyId) : undefined, input.status ? periodStatus(input.status, today) : undefined)
      const page = await fetchPage(
        args,
        PERIOD_ORDER,
        (q) =>
          db
            .select({ p: creditBillPeriods, a: creditAccounts, supplierName: shop.name, purchaserName: buyer.name, ...q.keys })
            .from(creditBillPeriods)
            .innerJoin(creditAccounts, eq(creditAccounts.id, creditBillPeriods.accountId))
            .innerJoin(shop, eq(shop.id, creditAccounts.supplierId))
            .innerJoin(buyer, eq(buyer.id, creditAccounts.purchaserId))
            .where(and(where, q.after))
            .orderBy(...q.orderBy)
            .limit(q.limit)
            .offset(q.offset),
        async () => (await db.select({ n: sql<number>`count(*)::int` }).from(creditBillPeriods).innerJoin(creditAccounts, eq(creditAccounts.id, creditBillPeriods.accountId)).where(where))[0]?.n ?? 0,
      )
      const records = page.rows.map(
        ({ p, a, supplierName, purchaserName }): CreditPeriodItem => ({
          id: p.id,
          accountId: a.id,
          supplierId: a.supplierId,
          supplierName,
          purchaserId: a.purchaserId,
          purchaserName,
          period: p.period,
          startDate: p.startDate,
          endDate: p.endDate,
          dueDate: p.dueDate,
          owedFen: p.owedFen,
          repaidFen: p.repaidFen,
          outstandingFen: p.owedFen - p.repaidFen,
          status: statusOf(p, today),
        }),
      )
      return pageResult(records, page, args)
    },
  }),
]
