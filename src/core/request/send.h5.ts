/**
 * One HTTP exchange through the browser's fetch (H5; the mini program has send.ts). Not
 * Taro.request: Taro's H5 request brings polyfills of fetch and AbortController and a JSONP
 * client (28 KB of the start page's script before compression) for browsers older than the app's
 * targets; Chrome 64 and iOS 12 have fetch. AbortController (iOS 12.1) is used where present: our
 * own deadline answers 请求超时 either way.
 */
import { withDeadline, type RawResponse, type SendOptions } from './exchange'

export function send(opts: SendOptions, timeout: number): Promise<RawResponse> {
  const controller = typeof AbortController === 'function' ? new AbortController() : null
  const body = opts.data === undefined || typeof opts.data === 'string' ? opts.data : JSON.stringify(opts.data)
  return withDeadline(
    timeout,
    (answer, fail) => {
      fetch(opts.url, { method: opts.method, headers: opts.header, body, signal: controller?.signal })
        .then(async (res) => answer({ statusCode: res.status, data: res.status === 204 ? null : await res.json().catch(() => null) }))
        .catch((err: unknown) => fail(String((err as Error | null)?.message ?? err)))
    },
    () => controller?.abort(),
    `${opts.method} ${opts.url}`,
  )
}
