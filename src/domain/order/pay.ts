/**
 * Paying an order or its owed amount from a tap (docs/trade.md section 17): ask for the order
 * subscribe message first (WeChat accepts it only inside the tap, and a refusal never blocks the
 * payment), then the pay action through the mutation helper; a balance or credit payment is
 * settled by its answer, an online one goes to the pay adapter and the order is then read again
 * until the provider's callback has moved it (a screen never trusts the adapter's 'paid'). The
 * action is ignored while one runs, so a double tap pays once; a tap that got no answer is retried
 * with the same idempotency key.
 */
import { useCallback } from 'react'
import { settle } from '@/contract/settle'
import type { OrderDetail, OrderStatus, PayMethod, PayStart, RepayMethod } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { successToast, toast } from '@/core/dialog'
import { announceChange } from '@/core/refresh'
import { payChannel, requestPay } from '@/core/wechat/pay'
import { UNPAID_OUTCOME_TEXT } from '@/core/wechat/payOutcomeText'
import { requestSubscribe } from '@/core/wechat/subscribe'
import { useAction } from '@/hooks/useAction'

export const PAY_POLL_MS = 2000
export const PAY_POLL_TRIES = 15

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Reads the order until its status leaves `from` (the callback arrived) or the tries run out. */
export async function waitForStatusChange(id: string, from: OrderStatus, tries = PAY_POLL_TRIES, everyMs = PAY_POLL_MS): Promise<OrderStatus | null> {
  for (let i = 0; i < tries; i++) {
    if (i > 0) await sleep(everyMs)
    try {
      const o = await settleApi.orderDetail(id, { loading: false, silent: true })
      if (o.status !== from) return o.status
    } catch {
      // A failed read is retried like an unchanged one.
    }
  }
  return null
}

export interface PayRequest {
  kind: 'pay' | 'repay'
  method: PayMethod
  couponId?: string
}

export function useOrderPayment(order: Pick<OrderDetail, 'id' | 'status' | 'supplierName' | 'payableFen' | 'owedFen'>) {
  const { busy, run: submit } = useAction()

  const run = useCallback(
    (req: PayRequest) =>
      submit(async (action) => {
        // First, inside the tap: WeChat refuses the request once anything was awaited.
        const asked = requestSubscribe(['order'])
        await asked
        const online = req.method === 'wechat'
        const channel = online ? { payChannel: payChannel() } : {}
        const options = { back: false, successText: false as const, refresh: [settle.predepositAccount], ...action }
        const r =
          req.kind === 'pay'
            ? await mutate(settle.orderInfo.pay, { id: order.id, payMethod: req.method, ...channel, ...(req.couponId ? { couponId: req.couponId } : {}) }, options)
            : await mutate(settle.orderInfo.oweRepay, { id: order.id, payMethod: req.method as RepayMethod, ...channel }, options)
        if (!r.ok) return r
        const start: PayStart<OrderStatus> = r.result
        if (start.settled) {
          successToast(req.kind === 'pay' ? '支付成功' : '还款成功')
          return r
        }
        const fen = req.kind === 'pay' ? order.payableFen : order.owedFen
        const outcome = await requestPay(start.request, { amountFen: fen, title: order.supplierName })
        if (outcome === 'redirected') return r
        if (outcome !== 'paid') {
          toast(UNPAID_OUTCOME_TEXT[outcome])
          announceChange([settle.orderInfo])
          return r
        }
        const now = await waitForStatusChange(order.id, order.status)
        if (now) successToast(req.kind === 'pay' ? '支付成功' : '还款成功')
        else toast('支付结果确认中，请稍后刷新查看')
        announceChange([settle.orderInfo, settle.predepositAccount])
        return r
      }),
    [submit, order.id, order.status, order.supplierName, order.payableFen, order.owedFen],
  )

  return { busy, run }
}
