/**
 * Real browser, leases (issue 19, docs/lease.md): supplier01 signs up for a released booth and
 * applies for it; applies for a booth on its own, office01 approves it in the app (市场办公 ›
 * 租赁审批, assigning a booth), and the shop confirms and pays the first bill with WeChat Pay
 * through the simulator's checkout; renews its lease ending soon; quits a lease with the
 * withdrawal shown before confirming; publishes a booth for take-over; reads a contract's text;
 * proprietor01 sees its booth let to 绿源果蔬商行.
 */
import type { Locator, Page } from 'playwright-core'
import { expectAccessible } from './axe'
import { button, expectPath, login, loginAs, modal, open, setupBrowserRig, tapTo, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 240_000 })

const visible = (page: Page, selector: string): Locator => page.locator(selector).filter({ visible: true })
const cards = (page: Page): Locator => visible(page, '[data-testid="list-card"]')
const field = (page: Page, name: string): Locator => visible(page, `[data-field="${name}"] input`).first()
const detailText = (page: Page): Promise<string> => visible(page, '[data-testid="lease-detail"]').first().innerText()

/** The supplier's lease list, from its home menu. */
async function leaseList(page: Page): Promise<void> {
  await loginAs(page, rig.server, 'supplier')
  await tapTo(page, visibleText(page, '租赁管理'), '/supplier/lease/index')
  await cards(page).first().waitFor()
}

/** Opens the first lease card of the list showing `state` that has `text`. */
async function openLease(page: Page, tab: string, text: string | RegExp = /ZL\d+/): Promise<void> {
  await visible(page, '[role="tab"]').filter({ hasText: new RegExp(`^${tab}`) }).first().click()
  const card = cards(page).filter({ hasText: text }).first()
  await card.waitFor()
  await card.click()
  await expectPath(page, '/supplier/lease/detail')
  await visible(page, '[data-testid="lease-detail"]').first().waitFor()
}

test('sign up for a released booth, then apply for it: the new lease waits for review', async () => {
  const page = rig.page
  await leaseList(page)
  await tapTo(page, visible(page, '.nut-cell').filter({ hasText: '招租公告' }).first(), '/supplier/lease/intention')
  await tapTo(page, cards(page).filter({ hasText: '报名审核' }).first(), '/supplier/lease/intentionDetail')
  await visibleText(page, '未报名').waitFor()
  await tapTo(page, button(page, '意向报名'), '/supplier/lease/intention-apply')

  // Contact prefilled from the shop; none chosen yet is refused with the contract's words.
  await expect(field(page, 'contactName').inputValue()).resolves.not.toBe('')
  await button(page, '提交报名').click()
  await visibleText(page, '请选择1-3个意向摊位').waitFor()
  const booth = cards(page).filter({ hasText: '可选' }).first()
  const code = (await booth.innerText()).match(/[A-Z]{2}-[A-Z]-\d{2}/)![0]
  await booth.click()
  await visibleText(page, '已选择').waitFor()
  await button(page, '提交报名').click()
  await expectPath(page, '/supplier/lease/intentionDetail')
  await visibleText(page, code).waitFor()
  await visible(page, '[data-testid="detail-row"]').filter({ hasText: '我的报名' }).filter({ hasText: code }).first().waitFor()

  await tapTo(page, button(page, '申请摊位'), '/supplier/lease/applyAT')
  await visibleText(page, '租金测算').waitFor()
  await visibleText(page, '首期应缴（首期租金+押金）').waitFor()
  await button(page, '提交申请').click()
  await expectPath(page, '/supplier/lease/detail')
  const text = await detailText(page)
  expect(text).toContain(code)
  expect(text).toContain('待审核')
  expect(text).toContain('招租报名')
})

test('apply for a booth; office01 approves it in 市场办公 assigning a booth; the shop confirms and pays with WeChat Pay', async () => {
  const page = rig.page
  await leaseList(page)
  await tapTo(page, button(page, '我要租赁'), '/supplier/lease/apply')
  // No zone and no booth: refused with the server's words, nothing sent.
  await button(page, '提交申请').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '请选择区域或摊位' })
  await modal.confirm(page)
  await visible(page, '[data-field="areaId"] [data-testid="picker-value"]').first().click()
  await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().click()
  await visibleText(page, '预计分配').waitFor()
  await button(page, '提交申请').click()
  await expectPath(page, '/supplier/lease/detail')
  const leaseNo = (await detailText(page)).match(/ZL\d{12}/)![0]
  expect(await detailText(page)).toContain('待审核')

  // The market office, in the app.
  const office = await page.context().browser()!.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const staff = await office.newPage()
  try {
    await open(staff, rig.server, '/staff/login')
    await login(staff, 'office01')
    await expectPath(staff, '/staff/index')
    await visibleText(staff, '市场办公').waitFor()
    await tapTo(staff, visibleText(staff, '租赁审批'), '/staff/office/lease/index')
    await tapTo(staff, cards(staff).filter({ hasText: leaseNo }).first(), '/staff/office/lease/detail')
    await visibleText(staff, '绿源果蔬商行').waitFor()
    await visible(staff, '[data-field="assetId"] [data-testid="picker-value"]').first().click()
    await staff.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().click()
    await button(staff, '审核通过').click()
    await expect(modal.read(staff)).resolves.toEqual({ title: '提示', text: '确定审核通过并分配该摊位吗？' })
    await modal.confirm(staff)
    await expectPath(staff, '/staff/office/lease/index')
  } finally {
    await office.close()
  }

  await page.reload()
  await expectPath(page, '/supplier/lease/detail', { a11y: false })
  await page.waitForFunction(() => document.body.innerText.includes('待缴费'), null, { timeout: 15_000 })
  await tapTo(page, button(page, '确认缴费'), '/supplier/lease/applyConfirm')
  await visibleText(page, '首期缴费').waitFor()
  await visible(page, '[data-testid="pay-method"][data-value="wechat"]').click()
  await button(page, '确认支付').click()
  await page.waitForURL(/\/pay-simulator\/checkout\?payNo=/, { timeout: 15_000 })
  await page.getByRole('button', { name: '确认支付' }).click()

  // Back on the confirm screen: the attempt is awaited, then the lease opens confirmed.
  await page.waitForURL(/\/mp\/#\/supplier\/lease\/(applyConfirm|detail)\?id=/, { timeout: 15_000 })
  await expectPath(page, '/supplier/lease/detail', { a11y: false })
  await page.waitForFunction((no) => document.body.innerText.includes(no) && /待起租|租赁中/.test(document.body.innerText), leaseNo, { timeout: 40_000 })
  const text = await detailText(page)
  expect(text).toMatch(/待起租|租赁中/)
  expect(text).toContain('已签署')
  await expectAccessible(page, 'the paid lease')
})

test('renew the lease ending soon: its term ends months later', async () => {
  const page = rig.page
  await leaseList(page)
  await openLease(page, '租赁中', '即将到期')
  const before = (await detailText(page)).match(/(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/)!
  await button(page, '续租').click()
  await expectPath(page, '/supplier/lease/relet')
  await field(page, 'months').fill('6')
  await visibleText(page, '续租后到期').waitFor()
  await button(page, '确认续租').click()
  await expectPath(page, '/supplier/lease/detail')
  await page.waitForFunction((end) => !document.querySelector('[data-testid="lease-detail"]')?.textContent?.includes(`至 ${end}（`), before[2], { timeout: 15_000 })
  const after = (await detailText(page)).match(/(\d{4}-\d{2}-\d{2}) 至 (\d{4}-\d{2}-\d{2})/)!
  expect(after[1]).toBe(before[1])
  expect(after[2] > before[2]).toBe(true)
  await visibleText(page, '续租合同').waitFor()
})

test('quit an active lease: the withdrawal is shown first, then confirmed; the lease is 已退租 with the amount returned', async () => {
  const page = rig.page
  await leaseList(page)
  // A lease neither renewed nor published by the other tests.
  await visible(page, '[role="tab"]').filter({ hasText: /^租赁中/ }).first().click()
  const card = cards(page).filter({ hasNotText: '即将到期' }).filter({ hasNotText: '转让中' }).filter({ hasNotText: 'GT-A-01' }).first()
  await card.click()
  await expectPath(page, '/supplier/lease/detail')
  await button(page, '退租').click()
  await expectPath(page, '/supplier/lease/quit')
  await button(page, '计算退款').click()
  const withdrawal = visible(page, '[data-testid="withdrawal"]').first()
  await withdrawal.waitFor()
  const total = (await visible(page, '[data-testid="withdrawal-total"]').first().innerText()).trim()
  expect(total).toMatch(/^¥[\d,]+\.\d{2}$/)
  expect(await withdrawal.innerText()).toContain('退还押金')
  await expectAccessible(page, 'the computed withdrawal')
  await button(page, '确认退租').click()
  const asked = await modal.read(page)
  expect(asked.text).toContain(total)
  await modal.confirm(page)
  await expectPath(page, '/supplier/lease/detail')
  await page.waitForFunction(() => document.querySelector('[data-testid="lease-detail"]')?.textContent?.includes('已退租'), null, { timeout: 15_000 })
  expect(await detailText(page)).toContain(total)
})

test('publish the booth of an active lease for take-over: it shows under 我的发布 as 转让中', async () => {
  const page = rig.page
  await leaseList(page)
  await openLease(page, '租赁中', 'GT-A-01')
  await button(page, '发布转让').click()
  await expectPath(page, '/supplier/lease/leaseRelease')
  await visibleText(page, '发布转让：GT-A-01').waitFor()
  await button(page, '发布转让').click()
  await visible(page, '[data-testid="list-card"]').filter({ hasText: 'GT-A-01' }).filter({ hasText: '转让中' }).first().waitFor({ timeout: 15_000 })
  // The form goes once the lease's detail has reloaded (it can no longer be published), which may answer after the list.
  await visibleText(page, '发布转让：GT-A-01').waitFor({ state: 'hidden', timeout: 15_000 })
})

test('read a contract: its fields and its full text as plain text', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'supplier')
  await visibleText(page, '合同管理').click()
  await expectPath(page, '/supplier/contract/index')
  await cards(page).filter({ hasText: '已签署' }).first().click()
  await expectPath(page, '/supplier/contract/detail')
  const text = visible(page, '[data-testid="contract-text"]').first()
  await text.waitFor()
  const body = await text.innerText()
  expect(body).toContain('绿源果蔬商行')
  expect(body).toMatch(/ZL\d{12}/)
  await expect(text.locator('b, script, a').count()).resolves.toBe(0)
  await visibleText(page, '承租方（乙方）').waitFor()
})

test('proprietor01 sees its booths, one let to 绿源果蔬商行 with rent and term', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'proprietor')
  await visibleText(page, '我的资产').click()
  await expectPath(page, '/proprietor/assets')
  await visible(page, '[data-testid="owner-summary"]').first().waitFor()
  const let_ = cards(page).filter({ hasText: '租户：绿源果蔬商行' }).first()
  await let_.waitFor()
  const text = await let_.innerText()
  expect(text).toContain('已出租')
  expect(text).toMatch(/月租金：¥[\d,]+\.\d{2}/)
  expect(text).toMatch(/租期：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/)
  // The 已出租 tab keeps it; every card there is let.
  await visible(page, '[role="tab"]').filter({ hasText: /^已出租/ }).first().click()
  await cards(page).filter({ hasText: '租户：绿源果蔬商行' }).first().waitFor()
  for (const card of await cards(page).all()) expect(await card.innerText()).toContain('已出租')
})
