/**
 * The one poller of a payment after the pay adapter returned (docs/trade.md sections 7, 13, 17):
 * a screen never trusts the adapter's 'paid', the provider's callback decides. The subject's
 * progress is read every 2 s (no loading text) for up to 60 s, until it is paid or its attempt was
 * closed or failed.
 */

/** Where a payment stands, as one read of its subject says. */
export type PayProgress = 'paid' | 'open' | 'closed' | 'failed'

export const PAY_POLL = { intervalMs: 2000, timeoutMs: 60_000 } as const

export type PollOutcome = 'paid' | 'closed' | 'failed' | 'timeout' | 'cancelled'

export interface PollOptions {
  intervalMs?: number
  timeoutMs?: number
  /** Checked before each read: true stops the poll ('cancelled'). */
  cancelled?: () => boolean
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Reads the progress until it is decided or the time is up; a failed read counts as "not yet". */
export async function pollPayment(read: () => Promise<PayProgress>, o: PollOptions = {}): Promise<PollOutcome> {
  const interval = o.intervalMs ?? PAY_POLL.intervalMs
  const limit = o.timeoutMs ?? PAY_POLL.timeoutMs
  const sleep = o.sleep ?? defaultSleep
  const now = o.now ?? Date.now
  const start = now()
  for (;;) {
    if (o.cancelled?.()) return 'cancelled'
    try {
      const progress = await read()
      if (progress !== 'open') return progress
    } catch {
      // A lost answer: read again on the next tick.
    }
    if (now() - start + interval > limit) return 'timeout'
    await sleep(interval)
  }
}

/** What the user is told when the poll ends without a payment. */
export const POLL_MESSAGES: Readonly<Record<Exclude<PollOutcome, 'paid' | 'cancelled'>, string>> = {
  closed: '支付已关闭，请重新支付',
  failed: '支付失败，请重新支付',
  timeout: '暂未查询到支付结果，请稍后刷新查看',
}
