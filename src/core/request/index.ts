/**
 * The one way the app talks to its backend (spec sections 7 and 8). An endpoint descriptor says
 * how to call; `options` carries per-call UI flags, never the payload.
 */
import { DEFAULT_LOADING, type Endpoint } from '@/contract/endpoint'
import { STATE, type Envelope } from '@/contract/types'
import { LIMITS } from '@/config'
import { apiUrl } from '@/core/apiRoot'
import { alertModal, showBusy } from '@/core/dialog'
import { isOffline } from '@/core/network'
import { getToken, getUser } from '@/core/session'
import { ApiError } from './ApiError'
import { promptLogin, redirectToLogin } from './authPrompt'
import { encodeForm, withQuery } from './encode'
import type { RawResponse } from './exchange'
import { isAuthStatus, messageForStatus } from './httpStatus'
import { keepOffline, keptOffline, offlinePlace, offlineReporter, OFFLINE_WRITE_MESSAGE, type OfflinePlace } from './offline'
import { createQueue } from './queue'
import { send } from './send'

export { ApiError, isApiError } from './ApiError'
export { NETWORK_ERROR_MESSAGE, noAnswerError } from './exchange'
export { IDEMPOTENCY_HEADER, newIdempotencyKey, type UserAction } from './idempotency'
export { collectOffline, OFFLINE_WRITE_MESSAGE } from './offline'
export { HTTP_STATUS_MESSAGES, OTHER_STATUS_MESSAGE, messageForStatus } from './httpStatus'

export interface RequestOptions {
  /**
   * No modal for business errors and HTTP errors (the call still rejects). Default: false, or true
   * for a call a screen's load starts (see `shownByScreen`).
   */
  silent?: boolean
  /** true: the default text; a string: that text; false: none. Default: the endpoint's own. */
  loading?: boolean | string
  /** Milliseconds; default 60000 (spec section 9). */
  timeout?: number
  /** Extra request headers (e.g. `Idempotency-Key` from `mutate`). */
  headers?: Record<string, string>
  /**
   * A read a weak network may answer from its last answer (core/request/offline): notices, the
   * price board, my orders, an order's detail.
   */
  offline?: boolean
  /**
   * A write (`mutate`): refused at once when the network is known to be down, and a network
   * failure says OFFLINE_WRITE_MESSAGE. Nothing is queued.
   */
  write?: boolean
}

const run = createQueue(LIMITS.maxRequestsInFlight)

/** How many screen loads are starting right now (see `shownByScreen`). */
let screenLoads = 0

/**
 * Starts a screen's load (useAsyncData, the first page of usePagedList): the calls it makes as it
 * starts, before its first `await`, are silent by default, because the screen shows their failure
 * in its error state; a 提示 modal as well would report it twice (记录不存在, then the same words
 * on the screen). A call the load makes after an await keeps the modal.
 */
export function shownByScreen<T>(start: () => Promise<T>): Promise<T> {
  screenLoads++
  try {
    return start()
  } finally {
    screenLoads--
  }
}

function loadingText(ep: Endpoint<never, unknown>, option: RequestOptions['loading']): string | null {
  if (option === true) return DEFAULT_LOADING
  if (typeof option === 'string') return option
  if (option === false) return null
  return ep.loading || null
}

export function authHeader(isPublic?: boolean): Record<string, string> {
  const token = isPublic ? '' : getToken()
  return token ? { Authorization: token } : {}
}

/** Turns an HTTP answer into the result, or an ApiError after the spec's prompt. */
export async function settle<R>(statusCode: number, body: unknown, options: RequestOptions = {}): Promise<R> {
  if (statusCode < 200 || statusCode >= 300) {
    if (isAuthStatus(statusCode)) {
      if (statusCode === 400) await alertModal(messageForStatus(400))
      await redirectToLogin()
      throw new ApiError('auth', messageForStatus(statusCode), { status: statusCode })
    }
    const message = messageForStatus(statusCode)
    if (!options.silent) await alertModal(message)
    throw new ApiError('http', message, { status: statusCode })
  }
  const envelope = parseEnvelope(body)
  if (!envelope) {
    if (!options.silent) await alertModal(messageForStatus(-1))
    throw new ApiError('http', messageForStatus(-1), { status: statusCode })
  }
  const { state, msg, result } = envelope
  if (state === STATE.OK) return result as R
  if (state === STATE.NOT_LOGGED_IN) {
    await promptLogin(msg)
    throw new ApiError('auth', msg, { state })
  }
  if (state === STATE.SILENT) throw new ApiError('silent', msg, { state, result })
  if (!options.silent && msg) await alertModal(msg)
  throw new ApiError('business', msg || messageForStatus(-1), { state, result })
}

function parseEnvelope(body: unknown): Envelope | null {
  let value = body
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (typeof value !== 'object' || value === null || typeof (value as Envelope).state !== 'number') return null
  return value as Envelope
}

/** The kept answer of an offline read after it got no answer, reported to the screen's load. */
function fromKept<R>(place: OfflinePlace | null, report: ((at: number) => void) | null): R | undefined {
  const kept = place ? keptOffline<R>(place) : null
  if (!kept) return undefined
  report?.(kept.savedAt)
  return kept.data
}

const noAnswer = (e: unknown): e is ApiError => e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout')

export async function request<P, R>(ep: Endpoint<P, R>, data?: P, given: RequestOptions = {}): Promise<R> {
  // Read before the first await: a screen's load is starting this call (shownByScreen, collectOffline).
  const options: RequestOptions = { ...given, silent: given.silent ?? screenLoads > 0 }
  const report = offlineReporter()
  const payload = (data ?? {}) as Record<string, unknown>
  if (options.write && isOffline()) {
    if (!options.silent) await alertModal(OFFLINE_WRITE_MESSAGE)
    throw new ApiError('network', OFFLINE_WRITE_MESSAGE)
  }
  const place = options.offline ? offlinePlace(getUser()?.id ?? '', ep.path, payload) : null
  if (place && isOffline()) {
    const kept = fromKept<R>(place, report)
    if (kept !== undefined) return kept
  }
  const header: Record<string, string> = { ...options.headers, ...authHeader(ep.public) }
  let url = apiUrl(ep.path)
  let body: unknown
  if (ep.body === 'query') url = withQuery(url, payload)
  else if (ep.body === 'json') {
    header['Content-Type'] = 'application/json'
    body = payload
  } else {
    header['Content-Type'] = 'application/x-www-form-urlencoded'
    body = encodeForm(payload)
  }
  const hide = showBusy(loadingText(ep as Endpoint<never, unknown>, options.loading))
  let res: RawResponse
  try {
    res = await run(() => send({ url, method: ep.method, data: body, header }, options.timeout ?? LIMITS.requestTimeoutMs))
  } catch (e) {
    hide()
    const kept = noAnswer(e) ? fromKept<R>(place, report) : undefined
    if (kept !== undefined) return kept
    const error = options.write && e instanceof ApiError && e.kind === 'network' ? new ApiError('network', OFFLINE_WRITE_MESSAGE, { detail: e.detail }) : e
    if (!options.silent && error instanceof ApiError) await alertModal(error.message)
    throw error
  }
  hide()
  const result = await settle<R>(res.statusCode, res.data, options)
  if (place) keepOffline(place, result)
  return result
}
