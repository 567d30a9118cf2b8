/**
 * The prepaid balance (docs/trade.md, "Prepaid balance"): settle/predepositAccount/
 * getAccountInfoByCustomerId and settle/predepositRecord/page, for the caller's own customer only
 * (a shop's users with the 预存款 module, or a buyer). The balance moves only through
 * movePredeposit (server/data/ledger.ts); these read the account and its ledger.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { contract, PREDEPOSIT_DIRECTIONS, type PredepositBizType, type PredepositDirection, type PredepositRecord } from '@/contract'
import { predepositAccounts, predepositRecords } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { monthRange, nextMonth } from '../../lib/dates'
import { BizError, notFound } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str } from '../../lib/validate'

const MODULES = { supplier: 'prestore' } as const

/** The caller's customer; another customer's id answers '记录不存在'. */
function ownCustomer(u: AuthUser, asked?: string): string {
  if (!u.customerId) throw new BizError('当前账号未关联商户')
  if (asked && asked !== u.customerId) throw notFound()
  return u.customerId
}

const recordResource = resource({
  table: predepositRecords,
  id: predepositRecords.id,
  scope: (u) => (u?.customerId ? eq(predepositRecords.customerId, u.customerId) : sql`false`),
  // The order the moves were applied in (the balances read down the page chain), not their request times.
  order: [by.desc(predepositRecords.seq), by.desc(predepositRecords.id)],
  present: (_db, rows): PredepositRecord[] =>
    rows.map((r) => ({
      id: r.id,
      direction: r.direction as PredepositDirection,
      bizType: r.bizType as PredepositBizType,
      amountFen: r.amountFen,
      balanceAfterFen: r.balanceAfterFen,
      bizNo: r.bizNo,
      remark: r.remark,
      createTime: r.createdAt.toISOString(),
    })),
})

/** The UTC instant a China-time day starts. */
const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`)

export const predepositHandlers = [
  handler({
    endpoint: contract.settle.predepositAccount.getAccountInfoByCustomerId,
    access: ['supplier', 'purchaser'],
    module: MODULES,
    input: { customerId: opt(id()) },
    async handle({ db, user }, input) {
      const customerId = ownCustomer(user, input.customerId)
      const [account] = await db.select().from(predepositAccounts).where(eq(predepositAccounts.customerId, customerId))
      const sums = await db
        .select({ direction: predepositRecords.direction, total: sql<string>`sum(${predepositRecords.amountFen})::text` })
        .from(predepositRecords)
        .where(eq(predepositRecords.customerId, customerId))
        .groupBy(predepositRecords.direction)
      const sum = (d: PredepositDirection) => Number(sums.find((s) => s.direction === d)?.total ?? 0)
      return {
        customerId,
        balanceFen: account?.balanceFen ?? 0,
        totalInFen: sum('in'),
        totalOutFen: sum('out'),
        totalRefundFen: sum('refund'),
        updateTime: account && sums.length ? account.updatedAt.toISOString() : null,
      }
    },
  }),
  handler({
    endpoint: contract.settle.predepositRecord.page,
    access: ['supplier', 'purchaser'],
    module: MODULES,
    input: {
      ...pageShape,
      month: opt(str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, msg: '月份格式不正确' })),
      direction: opt(oneOf(PREDEPOSIT_DIRECTIONS, '收支类型不正确')),
    },
    handle: ({ db, user }, input) => {
      ownCustomer(user)
      const inMonth = input.month ? and(gte(predepositRecords.createdAt, dayStart(monthRange(input.month).start)), lt(predepositRecords.createdAt, dayStart(`${nextMonth(input.month)}-01`))) : undefined
      return recordResource.page(db, user, pageArgs(input), [inMonth, input.direction ? eq(predepositRecords.direction, input.direction) : undefined])
    },
  }),
]
