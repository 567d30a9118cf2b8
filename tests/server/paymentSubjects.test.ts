/**
 * The payment subjects are one typed table keyed by the contract's PaymentSubject
 * (server/modules/settle/payment/subjects.ts), not registrations made as an import side effect:
 * these are compile-time checks (`npm run typecheck` includes tests/). Each `@ts-expect-error`
 * marks a table that must not compile; were the table's type loosened, the directive would be
 * unused and the type check would fail.
 */
import { PAYMENT_SUBJECTS } from '@/contract'
import { parkingSubject } from '../../server/modules/gate/parkingSubject'
import { billSubject } from '../../server/modules/settle/bill'
import { orderPaySubject, orderRepaySubject } from '../../server/modules/settle/orderWorkflow'
import { PAYMENT_SUBJECT_HANDLERS, subjectHandler, type PaymentSubjectTable } from '../../server/modules/settle/payment/subjects'

const tables: PaymentSubjectTable[] = [
  { order: orderPaySubject, orderRepay: orderRepaySubject, bill: billSubject, parking: parkingSubject },
  // @ts-expect-error a contract subject without its handler (parking) does not compile
  { order: orderPaySubject, orderRepay: orderRepaySubject, bill: billSubject },
  // @ts-expect-error a handler under another subject's name does not compile
  { order: orderRepaySubject, orderRepay: orderPaySubject, bill: billSubject, parking: parkingSubject },
  // @ts-expect-error a subject the contract does not list does not compile
  { order: orderPaySubject, orderRepay: orderRepaySubject, bill: billSubject, parking: parkingSubject, lease: billSubject },
]

test('every contract subject has its handler, under its own name', () => {
  expect(tables).toHaveLength(4)
  expect(Object.keys(PAYMENT_SUBJECT_HANDLERS).sort()).toEqual([...PAYMENT_SUBJECTS].sort())
  for (const s of PAYMENT_SUBJECTS) {
    expect(subjectHandler(s)).toBe(PAYMENT_SUBJECT_HANDLERS[s])
    expect(subjectHandler(s).subject).toBe(s)
  }
})

test('a stored subject type without a handler is a programming error', () => {
  expect(() => subjectHandler('lease')).toThrow('no payment subject handler for lease')
})
