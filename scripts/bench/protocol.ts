import type { PriceBenchFigures } from './prices'

/** What the bench's server process tells the runner once it listens. */
export interface BenchRequest {
  name: string
  method: string
  /** With the query string for GET endpoints. */
  path: string
  body?: string
  contentType?: string
  /** The caller's token (the list's user); none for a public call. */
  token?: string
  /**
   * A write: the body holds SERIES_PLACEHOLDER, which each call replaces with the next subject
   * (1..series), and each call sends an Idempotency-Key of its own (as the app does).
   */
  series?: number
}

export const SERIES_PLACEHOLDER = '__bench_n__'

export interface ServerReady {
  kind: string
  rows: number
  seedMs: number
  appPort: number
  barePort: number
  requests: BenchRequest[]
  /** A slow query for the contention row: a search that matches nothing scans every row of the user. */
  slow: BenchRequest
  /** The price board's day drafted from trade, published and read (prices.ts). */
  prices: PriceBenchFigures
}
