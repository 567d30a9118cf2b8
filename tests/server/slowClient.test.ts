/**
 * Slow clients (issue 10, finding 5): a request that sends its headers and 3 of 100 body bytes, or
 * drips its body, or never finishes its headers, is closed within the time-out instead of holding
 * its socket forever. The time-outs are made short here; production defaults are in server/app.ts.
 */
import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { setup, type TestEnv } from './helpers'

let env: TestEnv
let app: FastifyInstance
let port: number
const TIMEOUTS = { requestMs: 1500, headersMs: 800, idleMs: 1000, keepAliveMs: 500 }

beforeAll(async () => {
  env = await setup()
  app = await buildApp({ db: env.db, uploadDir: env.uploadDir, timeouts: TIMEOUTS })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
}, 600_000)
afterAll(async () => {
  await app?.close()
  await env?.close()
})

interface Outcome {
  closedAfterMs: number
  response: string
}

/** Opens a socket, lets `talk` write to it, and resolves when the server closes it (or after `giveUpMs`). */
function session(talk: (s: Socket) => void, giveUpMs: number): Promise<Outcome | null> {
  return new Promise((resolve) => {
    const started = Date.now()
    const s = connect(port, '127.0.0.1')
    let response = ''
    const timer = setTimeout(() => {
      s.destroy()
      resolve(null)
    }, giveUpMs)
    s.on('data', (d) => (response += String(d)))
    s.on('error', () => undefined)
    s.on('close', () => {
      clearTimeout(timer)
      resolve({ closedAfterMs: Date.now() - started, response })
    })
    s.on('connect', () => talk(s))
  })
}

const head = (length: number) =>
  `POST ${contract.login.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`

test('headers and 3 of 100 body bytes, then silence: closed within the time-out', async () => {
  const out = await session((s) => s.write(head(100) + 'use'), 6000)
  expect(out).not.toBeNull()
  expect(out!.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1500)
})

test('a body dripped one byte at a time (never idle) is cut at the request time-out with 408', async () => {
  let drip: NodeJS.Timeout | undefined
  const out = await session((s) => {
    s.write(head(100))
    drip = setInterval(() => s.writable && s.write('a'), 150)
  }, 8000)
  clearInterval(drip)
  expect(out).not.toBeNull()
  expect(out!.closedAfterMs).toBeLessThan(TIMEOUTS.requestMs + 1500)
  expect(out!.response).toMatch(/^HTTP\/1\.1 408/)
  expect(out!.response).toContain(JSON.stringify({ state: 1, msg: '请求超时，请重试', result: null }))
})

test('headers that never end are cut at the header time-out', async () => {
  let drip: NodeJS.Timeout | undefined
  const out = await session((s) => {
    s.write(`GET /api/user/sysLogoConf/queryByParam HTTP/1.1\r\nHost: 127.0.0.1\r\n`)
    drip = setInterval(() => s.writable && s.write('X-Slow: 1\r\n'), 150)
  }, 8000)
  clearInterval(drip)
  expect(out).not.toBeNull()
  expect(out!.closedAfterMs).toBeLessThan(TIMEOUTS.headersMs + 1500)
})

test('a normal request on the same server still works', async () => {
  const out = await session((s) => s.write(`GET ${contract.user.sysLogoConf.queryByParam.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`), 5000)
  expect(out!.response).toMatch(/^HTTP\/1\.1 200/)
})

describe('oversize requests answer the envelope in Chinese (issue 17, item 11)', () => {
  test('a 100 KB query string: HTTP 431 with 请求内容过长, not Node\'s English', async () => {
    const query = `keyword=${'a'.repeat(100 * 1024)}`
    const out = await session((s) => s.write(`GET ${contract.user.dataDictionary.page.path}?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`), 5000)
    expect(out).not.toBeNull()
    expect(out!.response).toMatch(/^HTTP\/1\.1 431/)
    const body = out!.response.slice(out!.response.indexOf('\r\n\r\n') + 4)
    expect(JSON.parse(body)).toEqual({ state: 1, msg: '请求内容过长', result: null })
    expect(out!.response).not.toMatch(/Exceeded maximum/)
  })

  test('a 2 MB body: 请求内容过长 in the envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${contract.login.login.path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${'a'.repeat(2 * 1024 * 1024)}` })
    expect(await res.json()).toEqual({ state: 1, msg: '请求内容过长', result: null })
  })
})
