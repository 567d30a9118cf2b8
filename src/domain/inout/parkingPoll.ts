/**
 * After the pay sheet (or the simulator's checkout, which comes back to the result screen), the
 * parking fee is read again until no online payment of the stay is in progress, through the one
 * payment poller (domain/payment/poll: every 2 s for up to 60 s): paid when nothing is due.
 */
import type { ParkingFee } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { pollPayment, type PollOutcome } from '@/domain/payment/poll'

const QUIET = { loading: false, silent: true } as const

/** The fee as it stands once settled (or at the time-out), and how the poll ended. */
export async function waitForParking(plate: string, cancelled: () => boolean): Promise<{ fee: ParkingFee | null; outcome: PollOutcome }> {
  const last: { fee: ParkingFee | null } = { fee: null }
  const outcome = await pollPayment(async () => {
    const fee = await gateApi.parkingFee(plate, QUIET)
    last.fee = fee
    if (fee.paying) return 'open'
    return fee.dueFen === 0 ? 'paid' : 'closed'
  }, { cancelled })
  return { fee: last.fee, outcome }
}
