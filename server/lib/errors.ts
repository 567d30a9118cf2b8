import type { FastifyError, FastifyInstance } from 'fastify'
import { BizError, fail, MSG } from './envelope'

/**
 * Every failure still answers the envelope and never a stack trace: business errors as HTTP
 * 200 with their state, malformed requests as state 1 '请求格式不正确', anything unexpected is
 * logged and answered HTTP 500 '服务器繁忙，请稍后再试'. Unknown paths: HTTP 404 '请求地址出错'.
 */
/** PostgreSQL's query_canceled: the statement time-out (server/db/client.ts) stopped a query. */
const isStatementTimeout = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '57014' || e?.cause?.code === '57014'
}
export const TIMEOUT_MSG = '查询超时，请缩小查询范围后重试'

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | BizError, req, reply) => {
    if (err instanceof BizError) return reply.code(200).send(fail(err.message, err.state))
    if (isStatementTimeout(err)) {
      req.log.warn('statement time-out')
      return reply.code(200).send(fail(TIMEOUT_MSG))
    }
    const status = (err as FastifyError).statusCode
    if (status && status >= 400 && status < 500) {
      req.log.warn({ code: (err as FastifyError).code }, 'rejected malformed request')
      return reply.code(200).send(fail(MSG.BAD_REQUEST))
    }
    req.log.error(err, 'unexpected error')
    return reply.code(500).send(fail(MSG.BUSY))
  })
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(fail(MSG.BAD_PATH, 404)))
}
