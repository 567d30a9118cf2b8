/**
 * Real browser: supplier01 reports a vehicle entering the market: an invalid plate first (the 提示
 * modal, typed values kept), then a valid one with two goods chosen on the goods chooser; lands on
 * the success page, finds the report in the records as 待审核, opens it and revokes it.
 */
import { DEMO, button, expectPath, login, loginAs, modal, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

const visible = (selector: string) => rig.page.locator(selector).filter({ visible: true })

async function confirmPicker(field: string) {
  await visible(`[data-field="${field}"] .app-picker-field__value`).first().click()
  const confirm = visible('.nut-picker-confirm-btn').first()
  await confirm.waitFor()
  await confirm.click()
  await confirm.waitFor({ state: 'hidden' })
}

test('report an entry (invalid plate first), see it as 待审核 in the records, revoke it', async () => {
  const plate = '浙AE2E19'
  await open(rig.page, rig.server, '/supplier/login')
  await login(rig.page, DEMO.supplier)
  await expectPath(rig.page, '/supplier/index')
  await visibleText(rig.page, '进场报备').click()
  await expectPath(rig.page, '/pages/inmarket/index')
  await button(rig.page, '我要报备').click()
  await expectPath(rig.page, '/pages/inmarket/create')

  // An invalid plate: refused on blur.
  const plateInput = visible('[data-field="plateNumber"] input').first()
  await plateInput.fill('浙A123')
  await plateInput.blur()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '车牌号格式不正确' })
  await modal.confirm(rig.page)

  await confirmPicker('vehicleTypeId')
  await visible('[data-field="driverName"] input').first().fill('赵师傅')
  await visible('[data-field="driverPhone"] input').first().fill('13700000009')
  await confirmPicker('expectedTime')

  // Two goods from the chooser.
  await button(rig.page, '添加货品').click()
  await expectPath(rig.page, '/pages/inmarket/product')
  const cards = visible('[data-testid="product-row"] .app-list-card')
  await cards.nth(1).waitFor()
  await cards.nth(0).click()
  await cards.nth(1).click()
  await visibleText(rig.page, '已选 2').waitFor()
  await button(rig.page, '确定').click()
  await expectPath(rig.page, '/pages/inmarket/create')
  const amounts = visible('.inmarket-goods__amount input')
  await amounts.nth(3).waitFor()
  await expect(amounts.count()).resolves.toBe(4)
  for (const [i, v] of ['10', '100', '20.5', '205.25'].entries()) await amounts.nth(i).fill(v)

  // Submitting with the invalid plate: refused, everything typed is kept.
  await button(rig.page, '提交报备').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '车牌号格式不正确' })
  await modal.confirm(rig.page)
  await expect(visible('[data-field="driverName"] input').first().inputValue()).resolves.toBe('赵师傅')
  await expect(amounts.nth(3).inputValue()).resolves.toBe('205.25')
  await expect(plateInput.inputValue()).resolves.toBe('浙A123')

  // A valid plate: submitted, the success page replaces the form.
  await plateInput.fill(plate)
  await button(rig.page, '提交报备').click()
  await expectPath(rig.page, '/pages/inmarket/success')
  await visibleText(rig.page, '报备已提交').waitFor()
  await visibleText(rig.page, plate).waitFor()
  await expect(visibleText(rig.page, /^BB\d{12}$/).innerText()).resolves.toMatch(/^BB\d{12}$/)

  // In the records as 待审核; revoke it.
  await open(rig.page, rig.server, '/pages/inmarket/record')
  const card = visible('.app-list-card').filter({ hasText: plate }).first()
  await card.waitFor()
  await expect(card.locator('[data-testid="status-tag"]').innerText()).resolves.toBe('待审核')
  await card.click()
  await expectPath(rig.page, '/pages/inmarket/recordDetail')
  await visibleText(rig.page, '205.25').waitFor()
  await button(rig.page, '撤销报备').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '确定要撤销该报备吗？' })
  await modal.confirm(rig.page)
  await rig.page.waitForFunction(() => [...document.querySelectorAll('[data-testid="status-tag"]')].some((t) => (t as HTMLElement).offsetParent !== null && t.textContent === '已撤销'))
  await expect(button(rig.page, '撤销报备').count()).resolves.toBe(0)
})

test('a report whose driver phone is unknown: tapping 司机电话 says 未查询到司机电话', async () => {
  // The reference backend requires a driver phone on every report; a backend that has none answers
  // an empty one, which this rewrites into the real answer of the report's detail.
  await rig.page.route('**/api/gate/inmarketPrefillMain/queryById*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { result?: { driverPhone?: string } }
    if (body.result) body.result.driverPhone = ''
    await route.fulfill({ response, json: body })
  })
  await loginAs(rig.page, rig.server, 'supplier')
  await open(rig.page, rig.server, '/pages/inmarket/record')
  const card = visible('.app-list-card').first()
  await card.waitFor()
  await card.click()
  await expectPath(rig.page, '/pages/inmarket/recordDetail')
  const row = visible('[data-testid="detail-phone"]').first()
  await row.waitFor()
  await expect(row.innerText()).resolves.toBe('—')
  await row.click()
  await visibleText(rig.page, '未查询到司机电话').waitFor()
})
