import { taroMock, type FakeResponse } from '../mocks/taro'
import { endpoint } from '@/contract'
import { collectOffline, NETWORK_ERROR_MESSAGE, OFFLINE_WRITE_MESSAGE, request } from '@/core/request'
import { clearOffline, keepOffline, keptOffline, offlinePlace, OFFLINE_LIMITS } from '@/core/request/offline'
import { uploadImage } from '@/core/request/upload'
import { isOffline } from '@/core/network'
import { clearUser, saveUser } from '@/core/session'
import { setApiRoot } from '@/core/apiRoot'
import { STORAGE_KEYS } from '@/core/storageKeys'

const readEp = endpoint<{ current?: number; size?: number; cursor?: string; q?: string }, { n: number }>({ path: '/api/test/notice/page', method: 'POST', body: 'form' })
const writeEp = endpoint<{ id: string }, null>({ path: '/api/test/notice/save', method: 'POST', body: 'form' })
const ok = (result: unknown): FakeResponse => ({ statusCode: 200, data: { state: 0, msg: '', result } })
const down: FakeResponse = { fail: 'request:fail net::ERR_INTERNET_DISCONNECTED' }
const user = (id: string) => ({ token: `tok-${id}`, id, username: 'u', realName: '张三', mobile: '13800000000', userType: 'purchaser' as const })
const DAY = 24 * 3600 * 1000

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
})

describe('the offline cache', () => {
  test('keeps an answer per user, endpoint and payload (key order aside)', () => {
    const a = offlinePlace('1', '/p', { a: 1, b: 2 })!
    keepOffline(a, { n: 1 }, 1000)
    expect(keptOffline(offlinePlace('1', '/p', { b: 2, a: 1 })!, 2000)).toEqual({ data: { n: 1 }, savedAt: 1000 })
    expect(keptOffline(offlinePlace('2', '/p', { a: 1, b: 2 })!, 2000)).toBeNull()
    expect(keptOffline(offlinePlace('1', '/q', { a: 1, b: 2 })!, 2000)).toBeNull()
    expect(keptOffline(offlinePlace('1', '/p', { a: 1, b: 3 })!, 2000)).toBeNull()
  })

  test('keeps first pages only', () => {
    expect(offlinePlace('1', '/p', { current: 1, size: 20 })).not.toBeNull()
    expect(offlinePlace('1', '/p', { current: 2, size: 20 })).toBeNull()
    expect(offlinePlace('1', '/p', { current: 1, cursor: 'abc' })).toBeNull()
  })

  test(`an entry lasts ${OFFLINE_LIMITS.days} days`, () => {
    const p = offlinePlace('1', '/p', {})!
    keepOffline(p, 'v', 0)
    expect(keptOffline(p, OFFLINE_LIMITS.days * DAY - 1)).toEqual({ data: 'v', savedAt: 0 })
    expect(keptOffline(p, OFFLINE_LIMITS.days * DAY)).toBeNull()
  })

  test(`at most ${OFFLINE_LIMITS.entries} entries: the oldest go first, expired ones when the next is kept`, () => {
    const places = Array.from({ length: OFFLINE_LIMITS.entries + 2 }, (_, i) => offlinePlace('1', '/p', { i })!)
    places.forEach((p, i) => keepOffline(p, i, 1000 + i))
    expect(keptOffline(places[0], 5000)).toBeNull()
    expect(keptOffline(places[1], 5000)).toBeNull()
    expect(keptOffline(places[2], 5000)).toEqual({ data: 2, savedAt: 1002 })
    expect(taroMock.storage.has(places[0].key)).toBe(false)
    expect((taroMock.storage.get(STORAGE_KEYS.offlineIndex) as unknown[]).length).toBe(OFFLINE_LIMITS.entries)
    keepOffline(offlinePlace('1', '/new', {})!, 'x', 1100 + OFFLINE_LIMITS.days * DAY)
    expect(taroMock.storage.get(STORAGE_KEYS.offlineIndex)).toHaveLength(1)
  })

  test(`an answer over ${OFFLINE_LIMITS.chars} characters is not kept, and drops the older one`, () => {
    const p = offlinePlace('1', '/p', {})!
    keepOffline(p, 'small', 0)
    keepOffline(p, 'x'.repeat(OFFLINE_LIMITS.chars), 1)
    expect(keptOffline(p, 2)).toBeNull()
  })

  test('logout forgets every kept answer', () => {
    saveUser(user('1'))
    keepOffline(offlinePlace('1', '/p', {})!, 'v', Date.now())
    clearUser()
    expect(keptOffline(offlinePlace('1', '/p', {})!)).toBeNull()
    expect([...taroMock.storage.keys()].filter((k) => k.startsWith('_offline'))).toEqual([])
    keepOffline(offlinePlace('1', '/p', {})!, 'v', Date.now())
    clearOffline()
    expect([...taroMock.storage.keys()].filter((k) => k.startsWith('_offline'))).toEqual([])
  })
})

describe('requests on a weak network', () => {
  test('an offline read answers its kept answer on a network failure and reports when it was loaded', async () => {
    saveUser(user('1'))
    taroMock.requestHandler = () => ok({ n: 1 })
    await request(readEp, { current: 1, size: 20 }, { offline: true })
    taroMock.requestHandler = () => down
    const seen: number[] = []
    await expect(collectOffline(() => request(readEp, { current: 1, size: 20 }, { offline: true }), (at) => seen.push(at))).resolves.toEqual({ n: 1 })
    expect(seen).toHaveLength(1)
    expect(Math.abs(seen[0] - Date.now())).toBeLessThan(5000)
    expect(taroMock.modals).toEqual([])
  })

  test('a read without the flag, another user, a later page, or a server error answer gets no kept answer', async () => {
    saveUser(user('1'))
    taroMock.requestHandler = () => ok({ n: 1 })
    await request(readEp, { current: 1 }, { offline: true })
    await request(readEp, { current: 2 }, { offline: true })
    taroMock.requestHandler = () => down
    await expect(request(readEp, { current: 1 }, { silent: true })).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
    await expect(request(readEp, { current: 2 }, { offline: true, silent: true })).rejects.toMatchObject({ kind: 'network' })
    taroMock.requestHandler = () => ({ statusCode: 500, data: '' })
    await expect(request(readEp, { current: 1 }, { offline: true, silent: true })).rejects.toMatchObject({ kind: 'http' })
    saveUser(user('2'))
    taroMock.requestHandler = () => down
    await expect(request(readEp, { current: 1 }, { offline: true, silent: true })).rejects.toMatchObject({ kind: 'network' })
  })

  test('known offline: a kept read answers without a call', async () => {
    saveUser(user('1'))
    taroMock.requestHandler = () => ok({ n: 1 })
    await request(readEp, {}, { offline: true })
    taroMock.setNetwork(false)
    expect(isOffline()).toBe(true)
    await expect(request(readEp, {}, { offline: true })).resolves.toEqual({ n: 1 })
    expect(taroMock.requests).toHaveLength(1)
  })

  test('a write with the network known down is refused at once with the message, nothing sent or queued', async () => {
    taroMock.setNetwork(false)
    await expect(request(writeEp, { id: '1' }, { write: true })).rejects.toMatchObject({ kind: 'network', message: OFFLINE_WRITE_MESSAGE })
    expect(taroMock.requests).toHaveLength(0)
    expect(taroMock.modals.map((m) => m.content)).toEqual([OFFLINE_WRITE_MESSAGE])
    await expect(uploadImage('/tmp/a.png', { silent: true })).rejects.toMatchObject({ message: OFFLINE_WRITE_MESSAGE })
    expect(taroMock.uploads).toHaveLength(0)
    taroMock.setNetwork(true)
    taroMock.requestHandler = () => ok(null)
    await expect(request(writeEp, { id: '1' }, { write: true })).resolves.toBeNull()
    expect(taroMock.requests).toHaveLength(1)
  })

  test('a write that fails for the network says the network is needed', async () => {
    taroMock.requestHandler = () => down
    await expect(request(writeEp, { id: '1' }, { write: true })).rejects.toMatchObject({ kind: 'network', message: OFFLINE_WRITE_MESSAGE })
    expect(taroMock.modals.map((m) => m.content)).toEqual([OFFLINE_WRITE_MESSAGE])
  })
})

describe('the network state (weapp)', () => {
  test('follows getNetworkType and onNetworkStatusChange', () => {
    expect(isOffline()).toBe(false)
    taroMock.setNetwork(false)
    expect(isOffline()).toBe(true)
    taroMock.setNetwork(true)
    expect(isOffline()).toBe(false)
  })
})
