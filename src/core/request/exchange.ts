/**
 * One HTTP exchange with the backend, below `request`: what both platforms' `send` answer, the
 * error for a call that got no answer, and the time-out we enforce ourselves so H5 and the mini
 * program behave the same.
 */
import { ApiError } from './ApiError'
import { messageForStatus } from './httpStatus'

export interface RawResponse {
  statusCode: number
  /** The parsed JSON body (null when it is not JSON). */
  data: unknown
}

export interface SendOptions {
  url: string
  method: 'GET' | 'POST'
  /** A form-encoded string, or an object sent as JSON. */
  data?: unknown
  header: Record<string, string>
}

export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试'

/**
 * A call that got no answer: the user is told in Chinese (请求超时, or the network message); the
 * platform's raw text (`request:fail errcode:-102 ... ERR_CONNECTION_REFUSED`) goes to the log and
 * stays on the error as `detail`.
 */
export function noAnswerError(raw: string, what: string): ApiError {
  console.warn(`[request] ${what} failed: ${raw}`)
  return /timeout/i.test(raw)
    ? new ApiError('timeout', messageForStatus(408), { detail: raw })
    : new ApiError('network', NETWORK_ERROR_MESSAGE, { detail: raw })
}

/**
 * Runs `start` (which answers through `answer` or `fail`, once) and rejects with 请求超时 after
 * `timeout` ms, calling `abort` then; whichever comes first wins.
 */
export function withDeadline(
  timeout: number,
  start: (answer: (res: RawResponse) => void, fail: (raw: string) => void) => void,
  abort: () => void,
  what: string,
): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    let finished = false
    const finish = (fn: () => void) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      fn()
    }
    const timer = setTimeout(() => {
      finish(() => reject(new ApiError('timeout', messageForStatus(408))))
      abort()
    }, timeout)
    start(
      (res) => finish(() => resolve(res)),
      (raw) => finish(() => reject(noAnswerError(raw, what))),
    )
  })
}
