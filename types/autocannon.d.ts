/** The part of autocannon 9's programmatic API that scripts/bench uses (it ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
      path: string
      headers?: Record<string, string>
      body?: string
      /** Called before each request: answers the request to send (a changed copy). */
      setupRequest?: (req: Request) => Request
      /** Called with each response. */
      onResponse?: (status: number, body: string | Buffer) => void
    }
    interface Options {
      url: string
      connections?: number
      duration?: number
      warmup?: { connections?: number; duration?: number }
      requests?: Request[]
    }
    interface Histogram {
      average: number
      p50: number
      p99: number
    }
    interface Result {
      requests: Histogram
      latency: Histogram & { totalCount: number }
      non2xx: number
      errors: number
      timeouts: number
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>
  export = autocannon
}
