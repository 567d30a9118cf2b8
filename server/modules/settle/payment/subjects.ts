/**
 * The payable subjects, one typed table keyed by the contract's `PaymentSubject`: a subject added
 * to the contract without its handler here fails `npm run typecheck`, and a callback or a
 * lost-callback query finds every handler without depending on which modules were loaded.
 * Adding a payable thing (a lease, a meter reading, parking, scan-to-order): its name in
 * `PAYMENT_SUBJECTS` (src/contract), its handler in its module and an entry here, and its client
 * descriptor in src/domain/payment/subjects.ts.
 */
import type { PaymentSubject } from '@/contract'
import { parkingSubject } from '../../gate/parkingSubject'
import { billSubject } from '../bill'
import { orderPaySubject, orderRepaySubject } from '../orderWorkflow'
import type { PaymentSubjectHandler } from './provider'

/** One handler per contract subject, each under its own name. */
export type PaymentSubjectTable = { readonly [S in PaymentSubject]: PaymentSubjectHandler<S> }

export const PAYMENT_SUBJECT_HANDLERS: PaymentSubjectTable = {
  order: orderPaySubject,
  orderRepay: orderRepaySubject,
  bill: billSubject,
  parking: parkingSubject,
}

/** The handler of a stored payment's subject type. */
export function subjectHandler(subject: string): PaymentSubjectHandler {
  const handler: PaymentSubjectHandler | undefined = (PAYMENT_SUBJECT_HANDLERS as Partial<Record<string, PaymentSubjectHandler>>)[subject]
  if (!handler) throw new Error(`no payment subject handler for ${subject}`)
  return handler
}
