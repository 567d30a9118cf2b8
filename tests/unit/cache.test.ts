import { taroMock } from '../mocks/taro'
import { getCache, removeCache, setCache } from '@/core/cache'

beforeEach(() => taroMock.reset())

describe('cache with timeout (spec sections 3 and 9)', () => {
  test('entries are stored as {data, timeout, createTime}', () => {
    setCache('k', { a: 1 }, 60, 1000)
    expect(taroMock.storage.get('k')).toEqual({ data: { a: 1 }, timeout: 60, createTime: 1000 })
  })

  test('the default lifetime is 1200 seconds', () => {
    setCache('k', 'v', undefined, 0)
    expect((taroMock.storage.get('k') as { timeout: number }).timeout).toBe(1200)
    expect(getCache('k', 1199_999)).toBe('v')
    expect(getCache('k', 1200_000)).toBeNull()
  })

  test('an expired entry is removed', () => {
    setCache('k', 'v', 1, 0)
    expect(getCache('k', 1000)).toBeNull()
    expect(taroMock.storage.has('k')).toBe(false)
  })

  test('timeout 0 never expires', () => {
    setCache('k', 'v', 0, 0)
    expect(getCache('k', Number.MAX_SAFE_INTEGER)).toBe('v')
  })

  test('absent keys and foreign values read as null', () => {
    expect(getCache('missing')).toBeNull()
    taroMock.storage.set('raw', 'not an entry')
    expect(getCache('raw')).toBeNull()
  })

  test('falsy data survives', () => {
    setCache('zero', 0, 0)
    setCache('empty', '', 0)
    expect(getCache('zero')).toBe(0)
    expect(getCache('empty')).toBe('')
  })

  test('removeCache forgets the entry', () => {
    setCache('k', 1)
    removeCache('k')
    expect(getCache('k')).toBeNull()
  })
})
