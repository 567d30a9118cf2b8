import { taroMock } from '../mocks/taro'
import { buildUrl, go, goBack, isNavigating, navigateBack, navigateTo, reLaunch, redirectTo, screenUrl, switchTab, watchPageNotFound } from '@/core/navigate'

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

describe('named screens (go, screenUrl, goBack)', () => {
  test('screenUrl: the route path with its parameters, empty ones dropped', () => {
    expect(screenUrl('navi')).toBe('/pages/navi')
    expect(screenUrl('complaintDetail', { id: 'c 1' })).toBe('/pages/complaint/detail?id=c%201')
    expect(screenUrl('trainExamination', { examId: 'e1', trainId: 't1' })).toBe('/knowledge/trainExamination?examId=e1&trainId=t1')
    expect(screenUrl('trainExamination', { examId: 7, trainId: null })).toBe('/knowledge/trainExamination?examId=7')
    expect(screenUrl('complaintCreate', {})).toBe('/pages/complaint/create')
  })

  test('go pushes by default, replaces or starts over when asked', async () => {
    await expect(go('knowledgeDetail', { id: 'k1' })).resolves.toEqual({ ok: true })
    await go('supplierLogin', { username: 'new_shop1' }, { replace: true })
    await go('navi', {}, { relaunch: true })
    await go('about')
    expect(taroMock.navigations).toEqual([
      { kind: 'navigateTo', url: '/knowledge/knowledgeDetail?id=k1' },
      { kind: 'redirectTo', url: '/supplier/login?username=new_shop1' },
      { kind: 'reLaunch', url: '/pages/navi' },
      { kind: 'navigateTo', url: '/pages/about' },
    ])
  })

  test('go keeps the lock and its refusals', async () => {
    taroMock.pages = [{ route: 'pages/about', options: {} }]
    await expect(go('about')).resolves.toEqual({ ok: false, reason: 'same-page' })
    taroMock.navigationDelay = 20
    const first = go('setting')
    await expect(go('parkPlan')).resolves.toEqual({ ok: false, reason: 'navigating' })
    await first
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/setting' }])
  })

  test('goBack: back one page, or the named fallback (default the navigation page) on a deep link', async () => {
    taroMock.pages = [{ route: 'pages/navi', options: {} }, { route: 'pages/about', options: {} }]
    await goBack('setting')
    taroMock.pages = [{ route: 'pages/about', options: {} }]
    await goBack('setting')
    taroMock.pages = [{ route: 'pages/about', options: {} }]
    await goBack()
    expect(taroMock.navigations).toEqual([
      { kind: 'navigateBack', url: 'delta:1' },
      { kind: 'reLaunch', url: '/pages/setting' },
      { kind: 'reLaunch', url: '/pages/navi' },
    ])
  })

  test('names and parameters are checked by the compiler (tsc)', () => {
    // Only the compile-time checks matter here: nothing is opened.
    const typed = (): unknown[] => [
      go('complaintDetail', { id: 'c1' }),
      go('complaintCreate'),
      go('trainExamination', { examId: 'e1' }),
      // @ts-expect-error a required parameter is missing
      go('complaintDetail', {}),
      // @ts-expect-error a screen with a required parameter needs its parameters
      go('complaintDetail'),
      // @ts-expect-error the exam number is required, the training number is not enough
      go('trainExamination', { trainId: 't1' }),
      // @ts-expect-error an unknown screen name
      go('complaintDetails', { id: 'c1' }),
      // @ts-expect-error an unknown screen name
      screenUrl('/pages/about'),
      // @ts-expect-error an unknown fallback name
      goBack('home'),
    ]
    expect(typeof typed).toBe('function')
  })
})

test('a link to a page that does not exist opens the 页面不存在 screen', async () => {
  watchPageNotFound()
  expect(taroMock.pageNotFoundListeners).toHaveLength(1)
  taroMock.pageNotFoundListeners[0]({ path: '/no/such/page', isEntryPage: true })
  await new Promise((r) => setTimeout(r, 0))
  expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/notFound' }])
})
