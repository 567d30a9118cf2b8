/**
 * A market day reconciled against the payment provider's trade bill (module 财务对账; docs/trade.md,
 * "Finance exports and reconciliation"). Each side's entries are payments (by out_trade_no) and
 * refunds (by out_refund_no) of the day in China time:
 * - ours: online payments of this provider that succeeded that day; refunds through it paid out
 *   that day; automatic refunds of a payment the subject could not take (out_refund_no 'R' + pay no);
 * - the provider's: the trade bill's SUCCESS and REFUND rows.
 * Matched: both have it with the same amount; 金额不符: both, amounts differ; 本地缺失: only the
 * provider (a notification we never got); 平台缺失: only ours.
 */
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm'
import { RECON_GROUPS, type ReconEntryKind, type ReconGroup, type ReconItem, type Reconciliation } from '@/contract'
import type { Db } from '../../db/client'
import { payments, refunds } from '../../db/schema'
import { addDays, marketDayStart } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { marketSecond } from '../../lib/table'
import { parseTradeBill, type TradeBill } from '../settle/payment/tradeBill'
import { providerError } from '../settle/payment/wechatpay'
import { payLog, paymentRuntime } from '../settle/payment/runtime'

export const NO_ONLINE_PAY = '未开通在线支付，没有可核对的对账单'
export const STATEMENT_UNAVAILABLE = '暂时无法获取支付平台对账单，请稍后重试'

interface Entry {
  kind: ReconEntryKind
  no: string
  fen: number
  at: string
  providerId?: string
}

const keyOf = (e: Pick<Entry, 'kind' | 'no'>): string => `${e.kind}:${e.no}`

/** Our own online payments and refunds of the day through `provider`. */
async function localEntries(db: Db, provider: string, day: string): Promise<Entry[]> {
  const from = marketDayStart(day)
  const to = marketDayStart(addDays(day, 1))
  const [paid, refunded, autoRefunded] = await Promise.all([
    db
      .select({ no: payments.payNo, fen: payments.amountFen, at: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.status, 'succeeded'), gte(payments.paidAt, from), lt(payments.paidAt, to))),
    db
      .select({ no: refunds.refundNo, fen: refunds.amountFen, at: refunds.refundedAt })
      .from(refunds)
      .where(and(eq(refunds.refundProvider, provider), eq(refunds.status, 'refunded'), gte(refunds.refundedAt, from), lt(refunds.refundedAt, to))),
    db
      .select({ no: payments.payNo, fen: payments.amountFen, at: payments.autoRefundedAt })
      .from(payments)
      .where(and(eq(payments.provider, provider), isNotNull(payments.autoRefundedAt), gte(payments.autoRefundedAt, from), lt(payments.autoRefundedAt, to))),
  ])
  return [
    ...paid.map((p) => ({ kind: 'payment' as const, no: p.no, fen: p.fen, at: marketSecond(p.at!) })),
    ...refunded.map((r) => ({ kind: 'refund' as const, no: r.no, fen: r.fen, at: marketSecond(r.at!) })),
    ...autoRefunded.map((p) => ({ kind: 'refund' as const, no: `R${p.no}`, fen: p.fen, at: marketSecond(p.at!) })),
  ]
}

function providerEntries(bill: TradeBill): Entry[] {
  return bill.entries.map((e) =>
    e.state === 'SUCCESS'
      ? { kind: 'payment' as const, no: e.payNo, fen: e.totalFen, at: e.time, providerId: e.transactionId }
      : { kind: 'refund' as const, no: e.refundNo, fen: e.refundFen, at: e.time, providerId: e.refundId },
  )
}

/** Money in (payments) is positive, money out (refunds) negative. */
const signed = (kind: ReconEntryKind, fen: number): number => (kind === 'refund' ? -fen : fen)

/** Sorts both sides' entries into the four groups. */
export function reconcile(day: string, bill: TradeBill, local: Entry[]): Reconciliation {
  const groups = Object.fromEntries(RECON_GROUPS.map((g) => [g, { count: 0, amountFen: 0, items: [] as ReconItem[] }])) as Reconciliation['groups']
  const add = (g: ReconGroup, item: ReconItem, fen: number) => {
    groups[g].count += 1
    groups[g].amountFen += signed(item.kind, fen)
    groups[g].items.push(item)
  }
  const ours = new Map(local.map((e) => [keyOf(e), e]))
  for (const p of providerEntries(bill)) {
    const l = ours.get(keyOf(p))
    ours.delete(keyOf(p))
    const item: ReconItem = { kind: p.kind, no: p.no, providerId: p.providerId ?? null, providerFen: p.fen, localFen: l?.fen ?? null, time: p.at }
    if (!l) add('missingLocal', item, p.fen)
    else if (l.fen !== p.fen) add('amountDiffers', item, p.fen - l.fen)
    else add('matched', item, p.fen)
  }
  for (const l of ours.values()) add('missingProvider', { kind: l.kind, no: l.no, providerId: null, providerFen: null, localFen: l.fen, time: l.at }, l.fen)
  for (const g of RECON_GROUPS) groups[g].items.sort((a, b) => a.time.localeCompare(b.time) || a.no.localeCompare(b.no))
  return { day, statement: bill.summary, groups }
}

/** Fetches the provider's bill of `day` (outside any transaction) and reconciles our records against it. */
export async function reconcileDay(db: Db, day: string): Promise<Reconciliation> {
  const rt = paymentRuntime()
  if (rt.name === 'off') throw new BizError(NO_ONLINE_PAY)
  const provider = await rt.provider(db)
  let text: string | null
  try {
    text = await provider.tradeBill(day)
  } catch (err) {
    if (err instanceof BizError) throw err
    payLog.error({ day, err: providerError(err) }, 'trade bill download failed')
    throw new BizError(STATEMENT_UNAVAILABLE)
  }
  const bill: TradeBill = text === null ? { entries: [], summary: { count: 0, paidFen: 0, refundedFen: 0 } } : parseTradeBill(text)
  return reconcile(day, bill, await localEntries(db, provider.name, day))
}
