/**
 * The one way a screen writes (create, update, delete, pay, confirm, audit, revoke...): the
 * spec's generic save helper (section 8) over a typed endpoint. Without an endpoint it toasts
 * 缺少提交api; an endpoint whose name is not `resource.action` is a format error. On success it
 * toasts, goes back (unless `back: false`) and then announces the touched resources (the
 * endpoint's own and `refresh`), so the lists and details still open that show them reload, and
 * a screen just left (a deleted record's detail) does not. On failure the error is logged (the
 * request layer has shown the server's message) and the result says so.
 *
 * Every write carries an `Idempotency-Key`: the user action's (`idempotencyKey`, which `useForm`
 * and `useConfirmAction` keep while a retry of the same action is possible), or a fresh one. The
 * server runs a key once and answers a repeat with the first answer, so a retried submission on a
 * weak network creates one record. Nothing is queued: with the network known to be down a write is
 * refused at once, and a write the network failed says so (网络不可用，请联网后再试, core/request `write`).
 */
import type { Endpoint } from '@/contract'
import { LIMITS } from '@/config'
import { successToast, toast } from '@/core/dialog'
import { goBack, topPageKey } from '@/core/navigate'
import { announceChange, type ResourceRef } from '@/core/refresh'
import { IDEMPOTENCY_HEADER, isApiError, newIdempotencyKey, request } from '@/core/request'
import type { RouteName } from '@/routes'

export class ApiNameFormatError extends Error {
  constructor(api: string) {
    super(`api 名称格式错误：“${api}”，应为“资源.方法”两段`)
    this.name = 'ApiNameFormatError'
  }
}

/** An endpoint's name as the spec's save helper knows it: `resource.action` from its path. */
export function apiName(ep: Pick<Endpoint, 'path'>): string {
  const [resource = '', action = ''] = ep.path.split('/').slice(-2)
  const part = /^[A-Za-z][\w-]*$/
  if (!part.test(resource) || !part.test(action)) throw new ApiNameFormatError(ep.path)
  return `${resource}.${action}`
}

export interface MutateOptions {
  /** Success toast; false: none. Default 操作成功. */
  successText?: string | false
  /** Go back after the toast (default true, as the spec's save helper); false: stay. */
  back?: boolean
  /** Where to go when there is no page to go back to (an H5 deep link). */
  fallback?: RouteName
  /** Other resources the write changes besides its own (e.g. a payment touches the balance). */
  refresh?: readonly ResourceRef[]
  /** Loading text while the call runs; default the request layer's 请稍后... */
  loading?: string | boolean
  /** No modal for a refusal (the caller shows it its own way); the error is still logged. */
  silent?: boolean
  /** The user action's key (see `UserAction`); default: a new key for this call. */
  idempotencyKey?: string
}

export type MutationResult<R> = { ok: true; result: R } | { ok: false; error: unknown }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function mutate<P, R>(ep: Endpoint<P, R> | undefined, payload: P, options: MutateOptions = {}): Promise<MutationResult<R>> {
  if (!ep) {
    toast('缺少提交api')
    return { ok: false, error: new Error('缺少提交api') }
  }
  const name = apiName(ep)
  let result: R
  try {
    const headers = { [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() }
    result = await request(ep, payload, { loading: options.loading ?? true, silent: options.silent, headers, write: true })
  } catch (error) {
    console.error(`[mutate] ${name} failed`, error)
    return { ok: false, error }
  }
  if (options.successText !== false) successToast(options.successText ?? '操作成功')
  if (options.back !== false) {
    const from = topPageKey()
    await sleep(LIMITS.successToastMs)
    // Only from the page that saved: a user who went elsewhere meanwhile stays there.
    if (topPageKey() === from) await goBack(options.fallback)
  }
  announceChange([ep, ...(options.refresh ?? [])])
  return { ok: true, result }
}

/**
 * Whether an action's outcome (a `MutationResult`, or what it threw) got no answer from the server
 * itself: a time-out, a network failure, a gateway's 5xx. The server may or may not have run it,
 * so a retry must reuse the action's key. Any answer, success or refusal, ends the action: the
 * next attempt is a new one.
 */
export function unanswered(outcome: unknown): boolean {
  const failed = outcome !== null && typeof outcome === 'object' && (outcome as { ok?: unknown }).ok === false
  const error = failed ? (outcome as unknown as { error: unknown }).error : outcome
  if (!isApiError(error)) return false
  return error.kind === 'timeout' || error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500)
}
