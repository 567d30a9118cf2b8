/** Every write carries an Idempotency-Key (issue 10): one per action, reused when the caller asks. */
import { member } from '@/contract/member'
import { mutate, unanswered } from '@/api/mutate'
import { setApiRoot } from '@/core/apiRoot'
import { ApiError, newIdempotencyKey, request } from '@/core/request'
import { taroMock } from '../mocks/taro'

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
  taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 0, msg: '', result: { id: '7' } } })
})

const headerOf = (i: number) => (taroMock.requests[i] as { header: Record<string, string> }).header

test('each mutate call sends a fresh 128-bit key; a given key is sent as it is', async () => {
  const del = member.complaintComplaint.delete
  await mutate(del, { id: '7' }, { back: false, successText: false })
  await mutate(del, { id: '7' }, { back: false, successText: false })
  await mutate(del, { id: '7' }, { back: false, successText: false, idempotencyKey: 'the-action-key-0001' })
  const keys = [0, 1, 2].map((i) => headerOf(i)['Idempotency-Key'])
  expect(keys[0]).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/)
  expect(keys[1]).not.toBe(keys[0])
  expect(keys[2]).toBe('the-action-key-0001')
  // The token header is still there, and reads (request) carry no key.
  await request(member.complaintComplaint.queryById, { id: '7' })
  expect(headerOf(3)['Idempotency-Key']).toBeUndefined()
})

test('keys are unique and fit the server pattern', () => {
  const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey))
  expect(keys.size).toBe(1000)
  for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
})

test('an engine without Web Crypto (a mini-program) still gets unique keys', () => {
  const g = globalThis as { crypto?: unknown }
  const saved = Object.getOwnPropertyDescriptor(g, 'crypto')
  delete g.crypto
  try {
    expect(typeof g.crypto).toBe('undefined')
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey))
    expect(keys.size).toBe(1000)
    for (const k of keys) expect(k).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/)
  } finally {
    if (saved) Object.defineProperty(g, 'crypto', saved)
  }
})

test('unanswered: no answer or a gateway failure keeps the action open; any answer ends it', () => {
  expect(unanswered({ ok: false, error: new ApiError('timeout', '请求超时') })).toBe(true)
  expect(unanswered({ ok: false, error: new ApiError('network', '网络连接失败') })).toBe(true)
  expect(unanswered(new ApiError('http', '网关超时', { status: 504 }))).toBe(true)
  expect(unanswered({ ok: false, error: new ApiError('business', '投诉类型不正确', { state: 1 }) })).toBe(false)
  expect(unanswered({ ok: false, error: new ApiError('http', '拒绝访问', { status: 403 }) })).toBe(false)
  expect(unanswered({ ok: true, result: {} })).toBe(false)
  expect(unanswered(undefined)).toBe(false)
})
