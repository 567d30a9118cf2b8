/** Real browser: supplier self-registration with invalid, then valid input, then the first login. */
import { button, expectPath, fill, modal, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'file', timeoutMs: 120_000 })

test('invalid input is refused with the rule message and keeps what was typed; valid input registers', async () => {
  await open(rig.page, rig.server, '/register')
  await fill(rig.page, '4-20位字母、数字或下划线', 'fresh_merchant')
  await fill(rig.page, '6-16位字母、数字、符号组合', 'Fresh2026')
  await fill(rig.page, '请再次输入密码', 'Fresh2026')
  await fill(rig.page, '请输入真实姓名', '王新鲜')
  await fill(rig.page, '请输入手机号', '12345')
  await fill(rig.page, '请输入商户名称', '新鲜果蔬店')
  await button(rig.page, '注册').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '手机号格式不正确' })
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/pages/register')
  await expect(rig.page.locator('input[placeholder="请输入真实姓名"]').filter({ visible: true }).inputValue()).resolves.toBe('王新鲜')

  await fill(rig.page, '请输入手机号', '13812345678')
  await fill(rig.page, '请再次输入密码', 'Other2026')
  await button(rig.page, '注册').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '两次输入的密码不一致' })
  await modal.confirm(rig.page)

  await fill(rig.page, '请再次输入密码', 'Fresh2026')
  await button(rig.page, '注册').click()
  await expectPath(rig.page, '/supplier/login')
  await expect(rig.page.locator('input[placeholder="请输入用户名"]').filter({ visible: true }).inputValue()).resolves.toBe('fresh_merchant')

  await fill(rig.page, '请输入密码', 'Fresh2026')
  await button(rig.page, '登录').click()
  await expectPath(rig.page, '/supplier/index')
  await visibleText(rig.page, '王新鲜').waitFor()
})

test('a taken user name is refused by the server', async () => {
  await open(rig.page, rig.server, '/register')
  await rig.page.reload()
  await fill(rig.page, '4-20位字母、数字或下划线', 'supplier01')
  await fill(rig.page, '6-16位字母、数字、符号组合', 'Fresh2026')
  await fill(rig.page, '请再次输入密码', 'Fresh2026')
  await fill(rig.page, '请输入真实姓名', '赵重名')
  await fill(rig.page, '请输入手机号', '13812345679')
  await fill(rig.page, '请输入商户名称', '重名商行')
  await button(rig.page, '注册').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '用户名已存在' })
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/pages/register')
})
