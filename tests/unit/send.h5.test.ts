/**
 * H5's one HTTP exchange (core/request/send.h5.ts) against a real HTTP server through Node's
 * fetch, as the browser's: bodies as request() builds them, answers parsed as Taro's H5 request
 * did, no answer and our own deadline as the errors request() turns into its messages.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/core/request'
import { send } from '@/core/request/send.h5'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

let server: http.Server
let base = ''
const seen: Seen[] = []
let reply: (req: Seen, res: http.ServerResponse) => void = (_req, res) => res.end()
let stalled: http.ServerResponse[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }
      seen.push(s)
      reply(s, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => {
  seen.length = 0
  for (const res of stalled) res.destroy()
  stalled = []
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const json = (status: number, value: unknown) => (_req: Seen, res: http.ServerResponse) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))
const silenced = () => jest.spyOn(console, 'warn').mockImplementation(() => undefined)

test('a JSON body is sent as JSON with the headers given, and the answer parsed', async () => {
  reply = json(200, { state: 0, msg: '', result: { ok: true } })
  const res = await send({ url: `${base}/api/x`, method: 'POST', data: { list: [1, 2] }, header: { 'Content-Type': 'application/json', Authorization: 'tok' } }, 5000)
  expect(res).toEqual({ statusCode: 200, data: { state: 0, msg: '', result: { ok: true } } })
  expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/x', body: '{"list":[1,2]}' })
  expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'tok' })
})

test('a form body goes as the string request() encoded; a GET sends none', async () => {
  reply = json(200, { state: 0 })
  await send({ url: `${base}/api/form`, method: 'POST', data: 'id=7&name=%E5%BC%A0', header: { 'Content-Type': 'application/x-www-form-urlencoded' } }, 5000)
  await send({ url: `${base}/api/get?a=1`, method: 'GET', header: {} }, 5000)
  expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
    ['POST', '/api/form', 'id=7&name=%E5%BC%A0'],
    ['GET', '/api/get?a=1', ''],
  ])
})

test('an HTTP error keeps its status; a body that is not JSON, or none, is null', async () => {
  reply = (_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<html>Bad gateway</html>')
  await expect(send({ url: `${base}/a`, method: 'GET', header: {} }, 5000)).resolves.toEqual({ statusCode: 502, data: null })
  reply = (_req, res) => res.writeHead(204).end()
  await expect(send({ url: `${base}/b`, method: 'POST', data: 'x=1', header: {} }, 5000)).resolves.toEqual({ statusCode: 204, data: null })
})

test('no answer (nothing listening) is the network error', async () => {
  const warn = silenced()
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/x`
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  const error = await send({ url, method: 'GET', header: {} }, 5000).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})

test('past the deadline it is 请求超时, and the request is aborted', async () => {
  reply = (_req, res) => stalled.push(res)
  const aborted = new Promise<void>((resolve) => server.once('request', (req: http.IncomingMessage) => req.socket.once('close', () => resolve())))
  const error = await send({ url: `${base}/slow`, method: 'GET', header: {} }, 50).catch((e: unknown) => e)
  expect(error).toMatchObject({ kind: 'timeout', message: '请求超时' })
  await aborted
})
