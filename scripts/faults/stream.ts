/**
 * A stream of writes through several API processes, as the app's users make them: each action
 * carries its Idempotency-Key, and an action that got no answer (a dropped connection, HTTP 5xx,
 * a time-out, '上一次提交仍在处理中') is sent again with the same key, to the next process,
 * until it gets one. The shop creates orders of 0.01 kg for the buyer (the key in the remark);
 * the buyer pays some with the balance (one transaction with the stored answer) and starts an
 * online payment of others (commits of its own, then the provider).
 */
import { contract, type Endpoint } from '@/contract'
import { STILL_RUNNING_MSG } from '../../server/http/idempotency'
import { apiCall, type Answer, type ApiProcess } from '../apiProcess'

/** One call's wait for an answer before it counts as lost and is sent again. */
const CALL_TIMEOUT_MS = 20_000
/** An action still unanswered after this long is given up (counted as unresolved). */
const ACTION_DEADLINE_MS = 120_000
const RETRY_PAUSE_MS = 100

export interface StreamContext {
  shopToken: string
  buyerToken: string
  buyerId: string
  /** SKUs of the shop: worker w orders skuIds[w % length]. */
  skuIds: string[]
  /** Prefix of this stream's keys (and order remarks). */
  run: string
}

export interface Tally {
  actions: number
  attempts: number
  /** Answers other than a final one, by kind. */
  http503: number
  http5xx: number
  lost: number
  stillRunning: number
  /** Keys answered state 0, with their results; refusals with their messages. */
  acknowledged: Map<string, unknown>
  refused: Map<string, string>
  /** Actions that never got an answer before ACTION_DEADLINE_MS. */
  unresolved: string[]
  /** Process index → calls it answered with a final answer. */
  answeredBy: number[]
}

export interface Stream {
  tally: Tally
  /** Acknowledged actions so far. */
  acknowledged(): number
  /** Stops starting actions, lets the running ones finish (with their retries). */
  stop(): Promise<Tally>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const newTally = (): Tally => ({ actions: 0, attempts: 0, http503: 0, http5xx: 0, lost: 0, stillRunning: 0, acknowledged: new Map(), refused: new Map(), unresolved: [], answeredBy: [] })

export interface Action {
  ep: Pick<Endpoint, 'path' | 'method' | 'body'>
  token: string
  key: string
  data: Record<string, unknown>
}

/**
 * Sends one action until it is answered, to process `start` first and to the next one after each
 * failure, as a client retries a call that got no answer: with the same key.
 */
export async function untilAnswered(apis: () => ApiProcess[], a: Action, tally: Tally, start = 0): Promise<Answer | null> {
  const deadline = Date.now() + ACTION_DEADLINE_MS
  tally.actions++
  for (let i = start; Date.now() < deadline; i++) {
    const list = apis()
    const at = i % list.length
    tally.attempts++
    let answer: Answer
    try {
      answer = await apiCall(list[at]!.url, a.ep, a.data, { token: a.token, headers: { 'idempotency-key': a.key }, timeoutMs: CALL_TIMEOUT_MS })
    } catch {
      tally.lost++
      await sleep(RETRY_PAUSE_MS)
      continue
    }
    if (answer.status === 503) tally.http503++
    else if (answer.status >= 500) tally.http5xx++
    else if (answer.status === 200 && answer.msg === STILL_RUNNING_MSG) tally.stillRunning++
    else if (answer.status === 200) {
      tally.answeredBy[at] = (tally.answeredBy[at] ?? 0) + 1
      if (answer.state === 0) tally.acknowledged.set(a.key, answer.result)
      else tally.refused.set(a.key, answer.msg ?? '')
      return answer
    }
    await sleep(RETRY_PAUSE_MS)
  }
  tally.unresolved.push(a.key)
  return null
}

/** The shop's order of 0.01 of a SKU for the buyer, its key in the remark. */
export const createAction = (ctx: StreamContext, key: string, skuId: string): Action => ({
  ep: contract.settle.orderInfo.create,
  token: ctx.shopToken,
  key,
  data: { purchaserId: ctx.buyerId, lines: [{ skuId, quantity: 0.01 }], payMethod: 'balance', remark: key },
})

/** The buyer pays an order with the balance, or starts an online payment of it. */
export const payAction = (ctx: StreamContext, key: string, id: string, online: boolean): Action => ({
  ep: contract.settle.orderInfo.pay,
  token: ctx.buyerToken,
  key,
  data: online ? { id, payMethod: 'wechat', payChannel: 'web' } : { id, payMethod: 'balance' },
})

/**
 * The shop closes an order its buyer did not pay (left unpaid, or its online payment left open):
 * a shop's open unpaid orders for one buyer are capped (issue 17: 50 for a regular buyer), so the
 * stream leaves none behind, and closing is one more write that must happen once.
 */
export const closeAction = (ctx: StreamContext, key: string, id: string): Action => ({
  ep: contract.settle.orderInfo.closeOrder,
  token: ctx.shopToken,
  key,
  data: { id },
})

export function startStream(apis: () => ApiProcess[], ctx: StreamContext, opts: { workers: number; onlineEvery?: number }): Stream {
  const tally = newTally()
  let stopping = false

  async function worker(w: number): Promise<void> {
    for (let n = 0; !stopping; n++) {
      const key = `${ctx.run}-${w}-${n}`
      const created = await untilAnswered(apis, createAction(ctx, key, ctx.skuIds[w % ctx.skuIds.length]!), tally, w + n)
      const id = created?.state === 0 ? (created.result as { id: string }).id : null
      if (!id) continue
      if (n % 2 === 0) {
        const online = opts.onlineEvery !== undefined && n % opts.onlineEvery === 0
        const paid = await untilAnswered(apis, payAction(ctx, `${key}-pay`, id, online), tally, w + n + 1)
        if (paid?.state === 0 && (paid.result as { settled?: boolean }).settled !== false) continue
      }
      await untilAnswered(apis, closeAction(ctx, `${key}-close`, id), tally, w + n + 2)
    }
  }

  const running = Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w)))
  return {
    tally,
    acknowledged: () => tally.acknowledged.size,
    async stop() {
      stopping = true
      await running
      return tally
    },
  }
}

/** Waits until `ok()` holds, checking every `everyMs`; throws after `timeoutMs` with `what`. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 120_000, everyMs = 50): Promise<number> {
  const start = Date.now()
  while (!(await ok())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(everyMs)
  }
  return Date.now() - start
}
