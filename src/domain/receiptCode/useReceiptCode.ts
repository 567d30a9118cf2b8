/**
 * The maintainer's receipt code for one bill (docs/estate.md section 6): made on mount (and again
 * with `renew`), then its state polled with the payment poller (domain/payment/poll.ts, every 2 s)
 * until the bill is paid, the code expires or is replaced, or the screen closes. Only a paid bill ends the
 * wait: a payment the merchant cancelled or that failed leaves the code open for another try.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReceiptCodeCreated, ReceiptCodeState } from '@/contract/types'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { mutate } from '@/api/mutate'
import { pollPayment } from '@/domain/payment/poll'

export interface ReceiptCode {
  /** The text to draw (shown once by the server), null until made or when making it failed. */
  code: string | null
  state: ReceiptCodeState | null
  failed: boolean
  renew: () => Promise<void>
}

export function useReceiptCode(billId: string): ReceiptCode {
  const [made, setMade] = useState<ReceiptCodeCreated | null>(null)
  const [state, setState] = useState<ReceiptCodeState | null>(null)
  const [failed, setFailed] = useState(false)
  const current = useRef<ReceiptCodeState | null>(null)

  const renew = useCallback(async () => {
    const r = await mutate(estate.receiptCode.create, { billId }, { successText: false, back: false })
    setFailed(!r.ok)
    if (!r.ok) return
    current.current = r.result
    setMade(r.result)
    setState(r.result)
  }, [billId])

  useEffect(() => {
    void renew()
  }, [renew])

  useEffect(() => {
    if (!made) return undefined
    let closed = false
    const read = async () => {
      const s = await estateApi.receiptCodeState(made.id)
      current.current = s
      setState(s)
      // Only the bill's own state settles the wait (see above).
      return s.payStatus === 'paid' ? 'paid' : 'open'
    }
    const over = () => closed || current.current?.status !== 'waiting'
    void pollPayment(read, { timeoutMs: Math.max(0, new Date(made.expiresAt).getTime() - Date.now()), cancelled: over })
    return () => {
      closed = true
    }
  }, [made])

  return { code: made?.code ?? null, state, failed, renew }
}
