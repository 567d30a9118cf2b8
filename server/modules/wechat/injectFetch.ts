/**
 * `fetch` over this app's own routes (no socket): how the WeChat client reaches the stand-in, so
 * the demo and the tests run the same client code as production (as the payment simulator does
 * with its axios adapter).
 */
import type { FastifyInstance } from 'fastify'

export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET' | 'POST', url: url.pathname + url.search, headers, payload: typeof init?.body === 'string' ? init.body : undefined })
    const answerHeaders = new Headers()
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) answerHeaders.set(k, Array.isArray(v) ? v.join(', ') : String(v))
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers: answerHeaders })
  }) as typeof fetch
}
