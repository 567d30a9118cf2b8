/**
 * Real browser, the screen shell: an auth screen opened logged out shows 您还未登录 and makes no API
 * call (its body is never mounted); another role's screen shows 暂无权限 with the way home and makes
 * no API call; a screen opened without its required parameter says which one is missing; a
 * supplier screen wears the supplier blue and a general one the green.
 */
import type { Page } from 'playwright-core'
import { contract } from '@/contract'
import { THEME } from '@/config'
import { DEMO, button, expectPath, login, loginAs, navTitle, open, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test' })

/** The app's own start-up call (src/app.tsx loads the centre's public information), not a screen's. */
const APP_START_CALL = contract.user.sysLogoConf.queryByParam.path

/** Every call to the backend's API the page makes from now on, but the app's start-up call. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (req) => {
    const { pathname } = new URL(req.url())
    if ((pathname.startsWith('/api/') || pathname.startsWith('/login/')) && pathname !== APP_START_CALL) calls.push(pathname)
  })
  return calls
}

/** '#0958d9' -> 'rgb(9, 88, 217)', as getComputedStyle answers. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

test.each([
  ['/pages/complaint/detail?id=1', '投诉详情'],
  ['/pages/complaint/index', '在线投诉'],
  ['/pages/inmarket/record', '报备记录'],
  ['/pages/msg/index', '消息中心'],
  ['/knowledge/trainList', '培训考试'],
])('logged out, %s shows the login state and calls no API', async (hash, title) => {
  const { page, server } = rig
  const calls = recordApiCalls(page)
  await open(page, server, hash)
  await visibleText(page, '您还未登录').waitFor()
  await expect(navTitle(page).innerText()).resolves.toBe(title)
  // Give a mounted body time to fire its first request: none may come.
  await page.waitForTimeout(800)
  expect(calls).toEqual([])
})

test('a missing required parameter is named; a supplier screen wears the supplier blue', async () => {
  const { page, server } = rig
  await open(page, server, '/supplier/login')
  await login(page, DEMO.supplier)
  await expectPath(page, '/supplier/index')
  // The page being left may still be in the DOM for a moment: wait for the visible bar's colour.
  const barColour = (colour: string) =>
    page.waitForFunction(
      (c) => [...document.querySelectorAll<HTMLElement>('.app-navbar')].some((el) => el.offsetParent !== null && getComputedStyle(el).backgroundColor === c),
      colour,
      { timeout: 10_000 },
    )
  // The supplier blue, dark enough for the white title (THEME.supplierAccent, #0958d9).
  expect(rgb(THEME.supplierAccent)).toBe('rgb(9, 88, 217)')
  await barColour(rgb(THEME.supplierAccent))
  await open(page, server, '/pages/complaint/detail')
  await visibleText(page, '页面参数缺失').waitFor()
  await visibleText(page, '缺少投诉编号，请返回后重新进入').waitFor()
  await barColour(rgb(THEME.primary))
})

test("logged in as supplier01, the buyer's 我的订单 (#/purchaser/order) is refused with the way home, and calls no API", async () => {
  const { page, server } = rig
  await loginAs(page, server, 'supplier')
  const calls = recordApiCalls(page)
  await page.goto('about:blank')
  await open(page, server, '/purchaser/order')
  await visibleText(page, '暂无权限').waitFor()
  await visibleText(page, '该页面供采购商使用，您当前以商户身份登录').waitFor()
  await expect(navTitle(page).innerText()).resolves.toBe('我的订单')
  // Give a mounted body time to fire its first request: none may come (the shop's own sales above all).
  await page.waitForTimeout(800)
  expect(calls).toEqual([])
  await expect(page.locator('[data-testid="list-card"]').filter({ visible: true }).count()).resolves.toBe(0)
  await button(page, '进入商户首页').click()
  await expectPath(page, '/supplier/index')
  await visibleText(page, '订单管理').waitFor()
})
