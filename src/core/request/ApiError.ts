/**
 * Why a call failed. `kind`:
 * - http: the server answered a non-2xx status (`status` set);
 * - business: the envelope's state was neither 0, 71 nor 97 (`state` set, `message` is the server's);
 * - auth: the session is not valid (state 97, HTTP 400/401);
 * - silent: state 71, no prompt was shown;
 * - timeout / network: no answer.
 */
export type ApiErrorKind = 'http' | 'business' | 'auth' | 'silent' | 'timeout' | 'network'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly state?: number
  readonly status?: number
  readonly result?: unknown
  /**
   * timeout / network: the platform's own text (`request:fail errcode:-102 ... ERR_CONNECTION_REFUSED`),
   * kept for the log; `message` is what the user is told.
   */
  readonly detail?: string

  constructor(kind: ApiErrorKind, message: string, extra: { state?: number; status?: number; result?: unknown; detail?: string } = {}) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.state = extra.state
    this.status = extra.status
    this.result = extra.result
    this.detail = extra.detail
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
