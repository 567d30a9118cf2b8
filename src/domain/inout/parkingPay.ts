/**
 * Paying a parking fee by plate (docs/gate.md "Paying by plate"): payImmediately with the plate and
 * the amount the payer saw, then the pay adapter. The server decides: the screen shown after the
 * pay sheet (or the checkout page, which comes back to it) reads the fee again until no payment is
 * in progress (`waitForParking`). A double tap pays once (the hook ignores a tap while one runs).
 */
import { useCallback } from 'react'
import { gate } from '@/contract/gate'
import type { ParkingFee } from '@/contract/types'
import { mutate, type MutationResult } from '@/api/mutate'
import { toast } from '@/core/dialog'
import { payChannel, requestPay, type PayOutcome } from '@/core/wechat/pay'
import { UNPAID_OUTCOME_TEXT } from '@/core/wechat/payOutcomeText'
import { useAction } from '@/hooks/useAction'

export interface ParkingPayOptions {
  /** Called once the server started the payment, before the pay sheet: e.g. move to the result screen, where the checkout comes back to. */
  beforePay?: () => Promise<unknown>
}

export function useParkingPay() {
  const { busy, run: submit } = useAction()
  const pay = useCallback(
    (fee: Pick<ParkingFee, 'plateNumber' | 'dueFen'>, options: ParkingPayOptions = {}) =>
      submit(async (action): Promise<PayOutcome | MutationResult<unknown>> => {
        const r = await mutate(
          gate.outmarketMain.payImmediately,
          { plateNumber: fee.plateNumber, amountFen: fee.dueFen, payChannel: payChannel() },
          { back: false, successText: false, refresh: [gate.inmarketMain], ...action },
        )
        // A refusal or no answer: the answer is kept, so a retry of an unanswered tap keeps its key.
        if (!r.ok) return r
        await options.beforePay?.()
        const outcome = await requestPay(r.result.request, { amountFen: fee.dueFen, title: `停车费 ${fee.plateNumber}` })
        if (outcome === 'cancelled' || outcome === 'failed') toast(UNPAID_OUTCOME_TEXT[outcome])
        return outcome
      }),
    [submit],
  )
  return { busy, pay }
}
