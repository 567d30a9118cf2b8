/** Typed reads of the market office's calls (src/contract/market.ts); writes go through `mutate`. */
import { request } from '@/core/request'
import { market } from '@/contract/market'
import type { BoothLeasePagePayload, LeasePagePayload, ReleasePagePayload, ReleaseRegistrationPagePayload } from '@/contract/types'

export const marketApi = {
  lease: {
    /** Every merchant's applications, oldest first. */
    page: (q: LeasePagePayload) => request(market.leaseApplication.page, q),
    detail: (id: string) => request(market.leaseApplication.queryById, { id }),
  },
  release: {
    page: (q: ReleasePagePayload) => request(market.leaseReleaseNotice.page, q),
    detail: (id: string) => request(market.leaseReleaseNotice.queryById, { id }),
    registrations: (q: ReleaseRegistrationPagePayload) => request(market.leaseReleaseNotice.registrations, q),
  },
  /** Every leasable booth with its lease state today. */
  booths: (q: BoothLeasePagePayload) => request(market.boothLease.page, q),
}
