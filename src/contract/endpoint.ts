/**
 * An endpoint is data, not code: the request layer reads how to call it from here, and the
 * reference backend (server/) registers its route from the same object. `P` and `R` are the
 * payload and result types; they are phantom (never present at run time).
 *
 * `P` describes the logical values the app passes to `request()` (strings, numbers, booleans,
 * string arrays); a form body or query string carries them as text (arrays comma-separated) and
 * the server's field parsers read them back. `R` is what the screens read; the server's handler
 * for the endpoint must answer it (server/http/handler.ts checks that at compile time).
 */
export type HttpMethod = 'GET' | 'POST'
/** form: POST x-www-form-urlencoded; json: POST application/json; query: GET query string. */
export type BodyKind = 'form' | 'json' | 'query'

/** Spec section 9: the request loading text when a call shows one without its own. */
export const DEFAULT_LOADING = '请稍后...'

export interface Endpoint<P = Record<string, unknown>, R = unknown> {
  readonly path: string
  readonly method: HttpMethod
  readonly body: BodyKind
  /** Public calls carry no Authorization token. */
  readonly public?: boolean
  /** Loading text shown while the call runs; absent or false: none (a caller may still ask for one). */
  readonly loading?: string | false
  /**
   * A call the spec's list (section 7, docs/apis.json) does not have: the market office's side and
   * other product features beyond the spec. The contract test holds every other endpoint to the list.
   */
  readonly beyondSpec?: true
  readonly __payload?: P
  readonly __result?: R
}

export type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never
export type ResultOf<E> = E extends { readonly __result?: infer R } ? R : never

/** Declares an endpoint; give `P` and `R` once a screen and its backend handler agree on them. */
export function endpoint<P = Record<string, unknown>, R = unknown>(
  d: Omit<Endpoint<P, R>, '__payload' | '__result'>,
): Endpoint<P, R> {
  return d as Endpoint<P, R>
}
