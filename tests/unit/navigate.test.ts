import { taroMock } from '../mocks/taro'
import { buildUrl, isNavigating, navigateBack, navigateTo, reLaunch, redirectTo, switchTab } from '@/core/navigate'

beforeEach(() => {
  taroMock.reset()
  jest.useRealTimers()
})

describe('navigation lock (spec section 4)', () => {
  test('a jump pushes the page and releases the lock on completion', async () => {
    await expect(navigateTo('/pages/about')).resolves.toEqual({ ok: true })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/about' }])
    expect(isNavigating()).toBe(false)
  })

  test('a new jump is refused while one runs (a page is mid-navigation)', async () => {
    taroMock.navigationDelay = 20
    const first = navigateTo('/pages/about')
    await expect(navigateTo('/pages/setting')).resolves.toEqual({ ok: false, reason: 'navigating' })
    await expect(redirectTo('/pages/setting')).resolves.toEqual({ ok: false, reason: 'navigating' })
    await expect(navigateBack('/pages/navi')).resolves.toEqual({ ok: false, reason: 'navigating' })
    await first
    expect(taroMock.navigations).toHaveLength(1)
    await expect(navigateTo('/pages/setting')).resolves.toEqual({ ok: true })
  })

  test('switching a tab while the guard is busy is refused', async () => {
    taroMock.navigationDelay = 20
    const first = navigateTo('/pages/about')
    await expect(switchTab('/pages/navi')).resolves.toEqual({ ok: false, reason: 'tab-busy' })
    await first
  })

  test('already on the target page is refused', async () => {
    taroMock.pages = [{ route: 'pages/login', options: {} }]
    await expect(navigateTo('/pages/login')).resolves.toEqual({ ok: false, reason: 'same-page' })
    expect(taroMock.navigations).toHaveLength(0)
  })

  test('the same page with other parameters is not the same page', async () => {
    taroMock.pages = [{ route: 'pages/updateUserItem', options: { field: 'mobile' } }]
    await expect(navigateTo('/pages/updateUserItem?field=email')).resolves.toEqual({ ok: true })
    taroMock.pages = [{ route: 'pages/updateUserItem', options: { field: 'email' } }]
    await expect(navigateTo('/pages/updateUserItem?field=email')).resolves.toEqual({ ok: false, reason: 'same-page' })
  })

  test('the lock is released after the switch-page time-out when a jump never completes', async () => {
    jest.useFakeTimers()
    taroMock.navigationDelay = 10_000_000
    void navigateTo('/pages/about')
    expect(isNavigating()).toBe(true)
    await jest.advanceTimersByTimeAsync(1500)
    expect(isNavigating()).toBe(false)
  })

  test('reLaunch is never refused by the lock', async () => {
    taroMock.navigationDelay = 20
    const first = navigateTo('/pages/about')
    await expect(reLaunch('/pages/login')).resolves.toEqual({ ok: true })
    await first
  })
})

describe('page stack', () => {
  test('past 9 pages a push becomes a redirect', async () => {
    taroMock.pages = Array.from({ length: 9 }, (_, i) => ({ route: `pages/p${i}`, options: {} }))
    await expect(navigateTo('/pages/about')).resolves.toEqual({ ok: true, redirected: true })
    expect(taroMock.navigations[0].kind).toBe('redirectTo')
    expect(taroMock.pages).toHaveLength(9)
  })

  test('below that a push is a push', async () => {
    taroMock.pages = Array.from({ length: 8 }, (_, i) => ({ route: `pages/p${i}`, options: {} }))
    await navigateTo('/pages/about')
    expect(taroMock.navigations[0].kind).toBe('navigateTo')
    expect(taroMock.pages).toHaveLength(9)
  })

  test('back with a page below goes back; with none it opens the fallback', async () => {
    taroMock.pages = [{ route: 'pages/navi', options: {} }, { route: 'pages/about', options: {} }]
    await navigateBack('/pages/navi')
    expect(taroMock.navigations[0].kind).toBe('navigateBack')
    taroMock.pages = [{ route: 'pages/about', options: {} }]
    await navigateBack('/supplier/index')
    expect(taroMock.navigations[1]).toEqual({ kind: 'reLaunch', url: '/supplier/index' })
  })
})

test('buildUrl encodes parameters and drops empty ones', () => {
  expect(buildUrl('/pages/login', { username: 'a b', x: undefined, y: null })).toBe('/pages/login?username=a%20b')
  expect(buildUrl('/pages/login')).toBe('/pages/login')
})
