/**
 * After the pay adapter returns, the bill screen polls billInfo/queryBillPayStatus (docs/trade.md
 * section 13): every 2 s for up to 60 s, stopping when the bill is paid or its newest payment
 * attempt was closed or failed. The screen never trusts the adapter's 'paid': the callback decides.
 */
import type { BillPayState } from '@/contract/types'

export const BILL_POLL = { intervalMs: 2000, timeoutMs: 60_000 } as const

export type PollOutcome = 'paid' | 'closed' | 'failed' | 'timeout' | 'cancelled'

/** What one answer says: done (paid / closed / failed) or keep polling (null). */
export function payOutcome(s: BillPayState): Exclude<PollOutcome, 'timeout' | 'cancelled'> | null {
  if (s.payStatus === 'paid') return 'paid'
  if (s.latestPayment?.status === 'closed') return 'closed'
  if (s.latestPayment?.status === 'failed') return 'failed'
  return null
}

export interface PollOptions {
  intervalMs?: number
  timeoutMs?: number
  /** Checked before each read: true stops the poll ('cancelled'). */
  cancelled?: () => boolean
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Reads the pay state until it settles or the time is up; a failed read counts as "not yet". */
export async function pollBillPayStatus(read: () => Promise<BillPayState>, o: PollOptions = {}): Promise<PollOutcome> {
  const interval = o.intervalMs ?? BILL_POLL.intervalMs
  const limit = o.timeoutMs ?? BILL_POLL.timeoutMs
  const sleep = o.sleep ?? defaultSleep
  const now = o.now ?? Date.now
  const start = now()
  for (;;) {
    if (o.cancelled?.()) return 'cancelled'
    try {
      const outcome = payOutcome(await read())
      if (outcome) return outcome
    } catch {
      // A lost answer: read again on the next tick.
    }
    if (now() - start + interval > limit) return 'timeout'
    await sleep(interval)
  }
}

export const POLL_MESSAGES: Readonly<Record<Exclude<PollOutcome, 'cancelled'>, string>> = {
  paid: '支付成功',
  closed: '支付已关闭，请重新支付',
  failed: '支付失败，请重新支付',
  timeout: '暂未查询到支付结果，请稍后刷新查看',
}
