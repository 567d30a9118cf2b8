import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { Envelope } from '@/contract'
import { UNIQUE_MESSAGES } from '../db/constraints'
import { BizError, fail, MSG } from '../lib/envelope'

/** The database's own error (drizzle wraps it in `cause`): its SQLSTATE code and constraint. */
interface PgError {
  code: string
  constraint?: string
}

export function pgErrorOf(err: unknown): PgError | null {
  let e = err as { code?: unknown; cause?: unknown } | null | undefined
  for (let depth = 0; e && depth < 4; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as PgError
  }
  return null
}

export const DUPLICATE_MSG = '记录已存在，请勿重复提交'
export const BAD_VALUE_MSG = '参数格式不正确'

/**
 * A database refusal caused by the request rather than by the server: a unique index (23505,
 * worded per index in db/constraints.ts), a value PostgreSQL cannot take (class 22: data
 * exception), a reference to a missing row (23503), a failed check (23514). Null otherwise.
 */
export function clientDbError(err: unknown): BizError | null {
  const pg = pgErrorOf(err)
  if (!pg) return null
  if (pg.code === '23505') return new BizError((pg.constraint && UNIQUE_MESSAGES[pg.constraint]) || DUPLICATE_MSG)
  if (pg.code === '23503') return new BizError(MSG.NOT_FOUND)
  if (pg.code === '23514' || pg.code.startsWith('22')) return new BizError(BAD_VALUE_MSG)
  return null
}

/**
 * What may be logged of an unexpected error: never the SQL parameters (drizzle puts them in its
 * message and in `params`) nor the database's `detail` (which quotes the values).
 */
export function loggable(err: unknown): Record<string, unknown> {
  const e = err as { name?: string; message?: string; stack?: string; query?: string; cause?: unknown }
  const pg = pgErrorOf(err)
  const cause = e?.cause as { message?: string } | undefined
  return {
    type: (e as object | null)?.constructor?.name ?? typeof err,
    message: String(e?.message ?? err).split('\nparams:')[0],
    ...(e?.query ? { query: e.query } : {}),
    ...(pg ? { code: pg.code, constraint: pg.constraint, dbMessage: cause?.message } : {}),
    // The frames only: the stack's first lines repeat the message (and drizzle's parameters).
    stack: e?.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 8)
      .join('\n'),
  }
}

/**
 * The database could not be reached or dropped the connection under the request: PostgreSQL's
 * connection exceptions (class 08), its shutdown and start-up refusals (57P01-57P03), too many
 * connections (53300); the driver's lost or refused sockets and connect time-out; a closed PGlite.
 * Nothing the request did is to blame and nothing of it was committed by the statement that
 * failed: the answer is HTTP 503 '服务不可用' (spec section 8), and a retry may succeed.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++, e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code)) return true
    const message = typeof e.message === 'string' ? e.message : ''
    if (/^Connection terminated|not queryable|timeout exceeded when trying to connect|^PGlite is closed/.test(message)) return true
  }
  return false
}
export const UNAVAILABLE_MSG = '服务不可用'

/** PostgreSQL's query_canceled: the statement time-out (server/db/client.ts) stopped a query. */
const isStatementTimeout = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '57014' || e?.cause?.code === '57014'
}
export const TIMEOUT_MSG = '查询超时，请缩小查询范围后重试'

/**
 * The envelope (and HTTP status) an error answers; also used by the idempotency store, so a
 * repeated request gets exactly the first answer.
 */
export function answerFor(err: unknown, req: FastifyRequest): { status: number; body: Envelope<null> } {
  if (err instanceof BizError) return { status: 200, body: fail(err.message, err.state) }
  if (isStatementTimeout(err)) {
    req.log.warn('statement time-out')
    return { status: 200, body: fail(TIMEOUT_MSG) }
  }
  const status = (err as FastifyError).statusCode
  if (status && status >= 400 && status < 500) {
    req.log.warn({ code: (err as FastifyError).code }, 'rejected malformed request')
    return { status: 200, body: fail(status === 413 ? MSG.TOO_LARGE : MSG.BAD_REQUEST) }
  }
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err: loggable(err) }, 'database unavailable')
    return { status: 503, body: fail(UNAVAILABLE_MSG, 503) }
  }
  const refused = clientDbError(err)
  if (refused) {
    const pg = pgErrorOf(err)
    req.log.warn({ code: pg?.code, constraint: pg?.constraint, url: req.routeOptions.url }, 'database refused the request')
    return { status: 200, body: fail(refused.message, refused.state) }
  }
  req.log.error({ err: loggable(err) }, 'unexpected error')
  return { status: 500, body: fail(MSG.BUSY) }
}

/**
 * Every failure still answers the envelope and never a stack trace: business errors as HTTP
 * 200 with their state, malformed requests as state 1 '请求格式不正确', values the database
 * refuses as state 1 with a message, a database that cannot be reached HTTP 503 '服务不可用',
 * anything unexpected is logged (without SQL parameters) and answered HTTP 500 '服务器繁忙，请稍后再试'.
 * Unknown paths: HTTP 404 '请求地址出错'.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | BizError, req, reply) => {
    const { status, body } = answerFor(err, req)
    return reply.code(status).send(body)
  })
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(fail(MSG.BAD_PATH, 404)))
}
