/** What the bench's server process tells the runner once it listens. */
export interface BenchRequest {
  name: string
  method: string
  /** With the query string for GET endpoints. */
  path: string
  body?: string
  contentType?: string
  /** Send the bench user's token. */
  auth: boolean
}

export interface ServerReady {
  kind: string
  rows: number
  seedMs: number
  appPort: number
  barePort: number
  token: string
  requests: BenchRequest[]
  /** A slow query for the contention row: a search that matches nothing scans every row of the user. */
  slow: BenchRequest
}
