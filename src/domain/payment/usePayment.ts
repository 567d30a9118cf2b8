/**
 * The one payment hook (docs/trade.md section 17): `usePayment(subject, target)` pays an order,
 * an owed amount, a bill (and later a lease, a meter reading, parking, scan-to-order) by naming
 * its subject (subjects.ts). From the tap, under the one action guard (a double tap pays once, a
 * tap that got no answer is retried with the same idempotency key): the subscribe message is asked
 * for first (WeChat accepts it only inside the tap; a refusal never blocks the payment), then the
 * subject's pay call through the mutation helper. A balance or credit payment is settled by its
 * answer; an online one goes to the pay adapter and is then confirmed by polling the subject's
 * progress (the adapter's 'paid' is never trusted). Every outcome announces the subject's
 * resources through core/refresh, so the screens showing them reload. Opened while an attempt is
 * pending (back from the H5 simulator's checkout page), it confirms that attempt at once.
 */
import { useCallback, useEffect, useState } from 'react'
import type { PayMethod } from '@/contract/types'
import { successToast, toast } from '@/core/dialog'
import { announceChange } from '@/core/refresh'
import { payChannel, requestPay } from '@/core/wechat/pay'
import { UNPAID_OUTCOME_TEXT } from '@/core/wechat/payOutcomeText'
import { requestSubscribe } from '@/core/wechat/subscribe'
import { useAction } from '@/hooks/useAction'
import { useAlive } from '@/hooks/useAlive'
import { pollPayment, POLL_MESSAGES } from './poll'
import { PAY_SUBJECTS, type PayFlow, type PaySubject, type PayTargets } from './subjects'

export interface PayRequest {
  method: PayMethod
  couponId?: string
  /** What the pay sheet shows (after the coupon). */
  amountFen: number
  /**
   * Called once the server started an online payment, before the pay sheet: e.g. move to a result
   * screen, where the checkout page comes back to and which then confirms the payment itself
   * (this screen, gone, stops confirming).
   */
  beforeSheet?: () => Promise<unknown>
}

export function usePayment<S extends PayFlow>(subject: S, target: PayTargets[S]) {
  // The descriptor of this subject, for this subject's target.
  const d = PAY_SUBJECTS[subject] as PaySubject<PayTargets[S]>
  const { busy, run } = useAction()
  const [polling, setPolling] = useState(false)
  const alive = useAlive()

  /** Polls until the callback decided; tells the outcome and announces the subject's resources. */
  const confirm = useCallback(async () => {
    setPolling(true)
    const outcome = await pollPayment(() => d.progress(target), { cancelled: () => !alive.current })
    if (!alive.current || outcome === 'cancelled') return
    setPolling(false)
    if (outcome === 'paid') successToast(d.successText)
    else toast(POLL_MESSAGES[outcome])
    announceChange(d.refresh)
  }, [alive, d, target])

  const pay = useCallback(
    (req: PayRequest) =>
      run(async (action) => {
        // First, inside the tap: WeChat refuses the request once anything was awaited.
        if (d.subscribe) await requestSubscribe([d.subscribe])
        const online = req.method === 'wechat'
        const choice = { method: req.method, ...(req.couponId ? { couponId: req.couponId } : {}), ...(online ? { payChannel: payChannel() } : {}) }
        const r = await d.start(target, choice, { back: false, successText: false, refresh: d.refresh, ...action })
        if (!r.ok) return r
        if (r.result.settled) {
          successToast(d.successText)
          return r
        }
        await req.beforeSheet?.()
        const outcome = await requestPay(r.result.request, { amountFen: req.amountFen, title: d.title(target) })
        if (outcome === 'redirected') return r
        if (outcome === 'paid') await confirm()
        else {
          toast(UNPAID_OUTCOME_TEXT[outcome])
          announceChange(d.refresh)
        }
        return r
      }),
    [run, d, target, confirm],
  )

  // Back from a checkout page, or opened while an attempt is pending: wait for its outcome.
  const pendingOnOpen = d.pending?.(target) ?? false
  useEffect(() => {
    if (pendingOnOpen) void run(confirm)
    // Once per shown target: the mount decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return { busy, polling, pay }
}
