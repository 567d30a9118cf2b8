/**
 * Requests Node refuses before Fastify routes them (the HTTP parser's `clientError`): headers
 * over Node's limit (a 100 KB query string: 431), a request that timed out (408), anything else
 * malformed (400). Answered like every other refusal: the envelope with a Chinese message (the
 * status code kept), then the socket is closed, as Node itself does.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { fail, MSG } from '../lib/envelope'

const ANSWERS: Record<string, { status: number; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, msg: MSG.TOO_LARGE },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, msg: '请求超时，请重试' },
}

/** The raw HTTP answer for a client error with this code. */
export function clientErrorAnswer(code: string | undefined): string {
  const { status, msg } = (code && ANSWERS[code]) || { status: 400, msg: MSG.BAD_REQUEST }
  const body = JSON.stringify(fail(msg))
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`
}

/** Fastify's `clientErrorHandler` option: the envelope instead of Node's English JSON. */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  this.log.debug({ code: err.code }, 'client error')
  if (socket.writable) socket.write(clientErrorAnswer(err.code))
  socket.destroy(err)
}
