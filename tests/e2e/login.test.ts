/**
 * Real browser: choosing a role, logging in with its demo account, its home and menu, logging out;
 * a refused password; a token revoked on the server (state 97).
 */
import { ROLE_NAMES, ROLES } from '@/contract/types'
import { DEMO, button, expectPath, login, modal, navTitle, open, storedToken, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 120_000 })

describe.each(ROLES.map((r) => [r]))('%s', (role) => {
  test('chooses the role on the navigation page, logs in, sees its home and menu, logs out', async () => {
    await open(rig.page, rig.server, '/')
    const card = rig.page.getByText(ROLE_NAMES[role], { exact: true }).filter({ visible: true }).first()
    await card.waitFor()
    await card.click()
    await expectPath(rig.page, `/${role}/login`)
    await login(rig.page, DEMO[role])
    await expectPath(rig.page, `/${role}/index`)
    for (const item of ['设置', '修改密码', '关于我们', ROLE_NAMES[role]]) await visibleText(rig.page, item).waitFor()

    await button(rig.page, '退出登录').click()
    await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '确定要退出登录吗？' })
    await modal.confirm(rig.page)
    await expectPath(rig.page, '/pages/navi')
    await visibleText(rig.page, '市场员工').waitFor()
    await expect(rig.page.evaluate(() => window.localStorage.getItem('_user'))).resolves.toBeNull()
  })
})

test('a wrong password shows the server message in a 提示 modal and stays on the login page', async () => {
  await open(rig.page, rig.server, '/supplier/login')
  await login(rig.page, DEMO.supplier, 'Wrong@2026')
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '用户名或密码错误' })
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/supplier/login')
  await expect(rig.page.locator('input[placeholder="请输入用户名"]').filter({ visible: true }).inputValue()).resolves.toBe(DEMO.supplier)
})

test('a token revoked on the server: the next call offers 去登录 / 稍后, and 去登录 opens the login page', async () => {
  await open(rig.page, rig.server, '/staff/login')
  await login(rig.page, DEMO.staff)
  await expectPath(rig.page, '/staff/index')
  const token = await storedToken(rig.page)
  expect(token).not.toBe('')
  const res = await rig.page.request.post(`${rig.server.url}/login/logout`, { headers: { Authorization: token } })
  expect((await res.json()).state).toBe(0)

  await rig.page.reload()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '登录已失效，请重新登录' })
  await expect(modal.buttons(rig.page)).resolves.toEqual({ confirm: '去登录', cancel: '稍后' })
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/staff/login')
  await expect(navTitle(rig.page).innerText()).resolves.toBe('员工登录')
  await expect(rig.page.evaluate(() => window.localStorage.getItem('_user'))).resolves.toBeNull()
})
