/**
 * Real browser: choosing a role, logging in with its demo account, its home and menu, logging out;
 * a refused password; a token revoked on the server (state 97).
 */
import type { Browser, Page } from 'playwright-core'
import { ROLE_NAMES, ROLES } from '@/api/contract/types'
import { DEMO, button, expectPath, launchBrowser, login, modal, navTitle, open, phonePage, startServer, storedToken, visibleText, type Server } from './harness'

jest.setTimeout(120_000)

let server: Server
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})
beforeEach(async () => {
  page = await phonePage(browser)
})
afterEach(async () => {
  await page.context().close()
})

describe.each(ROLES.map((r) => [r]))('%s', (role) => {
  test('chooses the role on the navigation page, logs in, sees its home and menu, logs out', async () => {
    await open(page, server, '/')
    const card = page.getByText(ROLE_NAMES[role], { exact: true }).filter({ visible: true }).first()
    await card.waitFor()
    await card.click()
    await expectPath(page, `/${role}/login`)
    await login(page, DEMO[role])
    await expectPath(page, `/${role}/index`)
    for (const item of ['设置', '修改密码', '关于我们', ROLE_NAMES[role]]) await visibleText(page, item).waitFor()

    await button(page, '退出登录').click()
    await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '确定要退出登录吗？' })
    await modal.confirm(page)
    await expectPath(page, '/pages/navi')
    await visibleText(page, '市场员工').waitFor()
    await expect(page.evaluate(() => window.localStorage.getItem('_user'))).resolves.toBeNull()
  })
})

test('a wrong password shows the server message in a 提示 modal and stays on the login page', async () => {
  await open(page, server, '/supplier/login')
  await login(page, DEMO.supplier, 'Wrong@2026')
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '用户名或密码错误' })
  await modal.confirm(page)
  await expectPath(page, '/supplier/login')
  await expect(page.locator('input[placeholder="请输入用户名"]').filter({ visible: true }).inputValue()).resolves.toBe(DEMO.supplier)
})

test('a token revoked on the server: the next call offers 去登录 / 稍后, and 去登录 opens the login page', async () => {
  await open(page, server, '/staff/login')
  await login(page, DEMO.staff)
  await expectPath(page, '/staff/index')
  const token = await storedToken(page)
  expect(token).not.toBe('')
  const res = await page.request.post(`${server.url}/login/logout`, { headers: { Authorization: token } })
  expect((await res.json()).state).toBe(0)

  await page.reload()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '登录已失效，请重新登录' })
  await expect(modal.buttons(page)).resolves.toEqual({ confirm: '去登录', cancel: '稍后' })
  await modal.confirm(page)
  await expectPath(page, '/staff/login')
  await expect(navTitle(page).innerText()).resolves.toBe('员工登录')
  await expect(page.evaluate(() => window.localStorage.getItem('_user'))).resolves.toBeNull()
})
