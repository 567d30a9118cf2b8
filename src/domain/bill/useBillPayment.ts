/**
 * Paying a bill from a tap (docs/trade.md sections 7, 13 and 17): ask for the bill subscribe
 * message first (WeChat accepts it only inside the tap; a refusal never blocks the payment), then
 * billInfo/payBill through the mutation helper. A balance payment (or a coupon covering all) is
 * settled by its answer; an online one goes to the pay adapter, then billInfo/queryBillPayStatus is
 * polled (no loading text) every 2 s for up to 60 s until the bill is paid or the attempt closed or
 * failed. The screen never trusts the adapter's 'paid'. While any of it runs, `busy` is true and a
 * second tap is ignored, so a double tap pays once. After the H5 simulator's checkout page the
 * screen is loaded again: `resume` polls a pending attempt then. `start` replaces payBill by
 * another call that starts a bill's payment and names the bill (a lease's first bill: createBillAndPay).
 */
import { useCallback, useRef, useState } from 'react'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import type { BillDetail, BillPayStatus, PayChannel, PayStart, RepayMethod } from '@/contract/types'
import type { UserAction } from '@/core/request'
import { financeApi } from '@/api/finance'
import { mutate, type MutateOptions, type MutationResult } from '@/api/mutate'
import { successToast, toast } from '@/core/dialog'
import { payChannel, requestPay } from '@/core/wechat/pay'
import { UNPAID_OUTCOME_TEXT } from '@/core/wechat/payOutcomeText'
import { requestSubscribe } from '@/core/wechat/subscribe'
import { useAlive } from '@/hooks/useAlive'
import { pollBillPayStatus, POLL_MESSAGES } from './payPoll'


export interface BillPayChoice {
  method: RepayMethod
  couponId?: string
}

/** What starting a payment sends besides the choice, and the mutation options it runs with. */
export type BillPayStarter = (
  pay: BillPayChoice & { payChannel?: PayChannel },
  options: MutateOptions,
) => Promise<MutationResult<PayStart<BillPayStatus> & { billId?: string }>>

/** The refreshes every bill payment announces. */
const PAID_REFRESH = [settle.billInfo, settle.billStatistics, settle.predepositRecord, settle.predepositAccount, member.couponInfo, member.couponUseRecord]

export function useBillPayment(bill: Pick<BillDetail, 'id' | 'title'>, payableFen: number, onSettled: () => void, start?: BillPayStarter) {
  const [busy, setBusy] = useState(false)
  const [polling, setPolling] = useState(false)
  const busyRef = useRef(false)
  const alive = useAlive()

  /** Polls until the callback decided; tells the outcome and reloads the bill. */
  const confirm = useCallback(async (billId: string = bill.id) => {
    if (alive.current) setPolling(true)
    const outcome = await pollBillPayStatus(() => financeApi.billPayStatus(billId), { cancelled: () => !alive.current })
    if (!alive.current) return
    setPolling(false)
    if (outcome === 'cancelled') return
    if (outcome === 'paid') successToast(POLL_MESSAGES.paid)
    else toast(POLL_MESSAGES[outcome])
    onSettled()
  }, [alive, bill.id, onSettled])

  const guard = useCallback(
    async (work: () => Promise<unknown>): Promise<unknown> => {
      if (busyRef.current) return undefined
      busyRef.current = true
      setBusy(true)
      try {
        return await work()
      } finally {
        busyRef.current = false
        if (alive.current) setBusy(false)
      }
    },
    [alive],
  )

  const pay = useCallback(
    (choice: BillPayChoice, action?: UserAction) => {
      // First, inside the tap: WeChat refuses the request once anything was awaited.
      const asked = requestSubscribe(['bill'])
      return guard(async () => {
        await asked
        const online = choice.method === 'wechat'
        const send = { ...choice, ...(online ? { payChannel: payChannel() } : {}) }
        const options: MutateOptions = { back: false, successText: false, refresh: PAID_REFRESH, ...action }
        const r = start
          ? await start(send, options)
          : await mutate(settle.billInfo.payBill, { id: bill.id, payMethod: send.method, ...(send.payChannel ? { payChannel: send.payChannel } : {}), ...(send.couponId ? { couponId: send.couponId } : {}) }, options)
        // The pay action's answer: a retry after no answer keeps its idempotency key.
        if (!r.ok) return r
        if (r.result.settled) {
          successToast('支付成功')
          onSettled()
          return r
        }
        const outcome = await requestPay(r.result.request, { amountFen: payableFen, title: bill.title })
        if (outcome === 'redirected') return r
        if (outcome !== 'paid') {
          toast(UNPAID_OUTCOME_TEXT[outcome])
          onSettled()
          return r
        }
        await confirm('billId' in r.result && typeof r.result.billId === 'string' ? r.result.billId : bill.id)
        return r
      })
    },
    [bill.id, bill.title, payableFen, confirm, guard, onSettled, start],
  )

  /** After returning from a checkout page: wait for the pending attempt's outcome. */
  const resume = useCallback(() => guard(() => confirm()), [guard, confirm])

  return { busy, polling, pay, resume }
}
