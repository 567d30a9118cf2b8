/**
 * Calling the API from a browser test as the user a page is logged in with (its stored token):
 * GET as a query string, JSON or form bodies as the endpoint says. The result of a call that must
 * succeed; a refusal throws with the endpoint's path and the message.
 */
import type { Page } from 'playwright-core'
import type { Endpoint } from '@/contract'
import { encodeForm } from '@/core/request/encode'
import { storedToken, type Server } from './harness'

export async function apiCall<P, R>(page: Page, server: Server, ep: Endpoint<P, R>, payload: P): Promise<R> {
  const headers = { Authorization: await storedToken(page) }
  const url = `${server.url}${ep.path}`
  const body = payload as unknown as Record<string, unknown>
  const res =
    ep.method === 'GET'
      ? await page.request.get(`${url}?${encodeForm(body)}`, { headers })
      : ep.body === 'json'
        ? await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/json' }, data: body })
        : await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, data: encodeForm(body) })
  const envelope = (await res.json()) as { state: number; msg: string; result: R }
  if (envelope.state !== 0) throw new Error(`${ep.path}: ${envelope.msg}`)
  return envelope.result
}
