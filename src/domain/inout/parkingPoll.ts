/**
 * After the pay sheet (or the simulator's checkout, which comes back to the result screen), the
 * parking fee is read again until no online payment of the stay is in progress, through the one
 * payment poller (domain/bill/payPoll: every 2 s for up to 60 s): paid when nothing is due.
 */
import type { ParkingFee } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { pollBillPayStatus, type PollOutcome } from '@/domain/bill/payPoll'

const QUIET = { loading: false, silent: true } as const

/** The fee as it stands once settled (or at the time-out), and how the poll ended. */
export async function waitForParking(plate: string, cancelled: () => boolean): Promise<{ fee: ParkingFee | null; outcome: PollOutcome }> {
  const last: { fee: ParkingFee | null } = { fee: null }
  const outcome = await pollBillPayStatus(
    async () => {
      const fee = await gateApi.parkingFee(plate, QUIET)
      last.fee = fee
      // The poller's words: paid once nothing is due; a payment running is "not yet"; else it ended unpaid.
      const settled = !fee.paying
      return { id: plate, amountFen: fee.feeFen, paidFen: fee.paidFen, payStatus: settled && fee.dueFen === 0 ? 'paid' : 'unpaid', latestPayment: settled && fee.dueFen > 0 ? { paymentId: '', status: 'closed' } : null }
    },
    { cancelled },
  )
  return { fee: last.fee, outcome }
}
