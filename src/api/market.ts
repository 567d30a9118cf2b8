/** Typed reads of the market office's own calls (contract `market`, module-gated): staff health. */
import { request, type RequestOptions } from '@/core/request'
import { market } from '@/contract/market'
import type { MarketCheckInPagePayload } from '@/contract/types'

export const marketApi = {
  health: {
    /** A day's check-in rate, who has not checked in, risk counts by level (default today). */
    statistics: (day?: string) => request(market.health.statistics, day ? { day } : {}),
    /** Everybody's check-ins. */
    checkins: (q: MarketCheckInPagePayload, options?: RequestOptions) => request(market.health.checkins, q, options),
  },
}
