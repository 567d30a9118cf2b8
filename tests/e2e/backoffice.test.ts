/**
 * Real browser, the supplier back office (issue 12): supplier01 edits the shop's details (a bad
 * phone first); creates a SKU from the market catalogue, reorders the shelf (↓ and a drag) and
 * takes the SKU off the shelf; files a loss report (more than the stock first) and deletes it;
 * gifts a coupon to the demo buyer, who then holds it; pays a bill with WeChat Pay through the
 * simulator's checkout page; creates a role with two modules and a sub-account with it, which sees
 * only those two menu items and the account items, and is refused a screen it is not granted
 * (by the screen shell, with no call).
 */
import type { Locator, Page } from 'playwright-core'
import { contract, type Endpoint } from '@/contract'
import { PATTERN_MESSAGES } from '@/contract/patterns'
import { expectAccessible } from './axe'
import { button, expectPath, login, loginAs, modal, open, phonePage, setupBrowserRig, storedToken, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

/** A suffix that keeps this run's records apart from the seed's. */
const RUN = String(Date.now() % 100000).padStart(5, '0')

const visible = (page: Page, selector: string): Locator => page.locator(selector).filter({ visible: true })
const field = (page: Page, name: string): Locator => visible(page, `[data-field="${name}"] input`).first()
const cards = (page: Page): Locator => visible(page, '[data-testid="list-card"]')

/** Drags with real touch events (Chromium's input domain): from `from` by `dy` pixels, slowly (no fling). */
async function touchDrag(page: Page, from: Locator, dy: number): Promise<void> {
  const box = await from.boundingBox()
  if (!box) throw new Error('nothing to drag')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  const point = (py: number) => [{ x, y: py, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(y) })
  const steps = 12
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y + (dy * i) / steps) })
    await page.waitForTimeout(40)
  }
  await page.waitForTimeout(150)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** Calls an endpoint with the token `page` logged in with; the envelope as the server answered it. */
async function call<P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<{ state: number; msg: string; result: R }> {
  const headers = { Authorization: await storedToken(page) }
  const url = `${rig.server.url}${ep.path}`
  const res =
    ep.body === 'json'
      ? await page.request.post(url, { headers, data: payload as object })
      : await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, data: new URLSearchParams(payload as Record<string, string>).toString() })
  return (await res.json()) as { state: number; msg: string; result: R }
}

/** Opens a screen by a fresh load, as typed into the address bar (a hash change alone keeps the running app and its page stack). */
async function load(page: Page, hashPath: string): Promise<void> {
  await page.goto('about:blank')
  await open(page, rig.server, hashPath)
}

/** Taps `buttonText` and expects the 提示 modal saying `text`; dismisses it. */
async function refused(page: Page, buttonText: string, text: string): Promise<void> {
  await button(page, buttonText).click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text })
  await modal.confirm(page)
}

async function supplierHome(page: Page): Promise<void> {
  await loginAs(page, rig.server, 'supplier')
  await visibleText(page, '商品管理').waitFor()
}

test('shop details: a bad phone is refused and keeps what was typed; the saved contact shows after a reload', async () => {
  const page = rig.page
  await supplierHome(page)
  await visibleText(page, '商户中心').click()
  await expectPath(page, '/supplier/user/index')
  await visibleText(page, '绿源果蔬商行').waitFor()
  await visibleText(page, '编辑').click()
  await expectPath(page, '/supplier/user/basicinfo')
  await expect(field(page, 'shopName').inputValue()).resolves.toBe('绿源果蔬商行')

  const contact = '周明远'
  await field(page, 'contactName').fill(contact)
  await field(page, 'contactPhone').fill('0571-8600')
  await button(page, '保存').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: PATTERN_MESSAGES.contactPhone })
  await expectAccessible(page, 'the bad phone message')
  await modal.confirm(page)
  await expectPath(page, '/supplier/user/basicinfo', { a11y: false })
  await expect(field(page, 'contactPhone').inputValue()).resolves.toBe('0571-8600')
  await expect(field(page, 'contactName').inputValue()).resolves.toBe(contact)

  const phone = '0571-86009988'
  await field(page, 'contactPhone').fill(phone)
  await button(page, '保存').click()
  await expectPath(page, '/supplier/user/index')

  await page.reload()
  await expectPath(page, '/supplier/user/index', { a11y: false })
  await visibleText(page, '编辑').click()
  await expectPath(page, '/supplier/user/basicinfo')
  await expect(field(page, 'contactName').inputValue()).resolves.toBe(contact)
  await expect(field(page, 'contactPhone').inputValue()).resolves.toBe(phone)
  // A fresh load of the screen itself reads the same.
  await page.reload()
  await expectPath(page, '/supplier/user/basicinfo')
  await expect(field(page, 'contactPhone').inputValue()).resolves.toBe(phone)
})

test('products: create a SKU from the catalogue, find it in the list, reorder the shelf (↓ and a drag), take it off the shelf', async () => {
  const page = rig.page
  const name = `e2e精品番茄${RUN}`
  const code = `E2E${RUN}`
  await supplierHome(page)
  await visibleText(page, '商品管理').click()
  await expectPath(page, '/supplier/product/index')
  await cards(page).first().waitFor()
  await visibleText(page, /^已下架\(\d+\)$/).waitFor()
  const offBefore = Number((await visibleText(page, /^已下架\(\d+\)$/).innerText()).match(/\d+/)![0])

  await button(page, '新增商品').click()
  await expectPath(page, '/supplier/product/create')
  await visible(page, '[data-testid="choose-product"]').click()
  const picker = visible(page, '[data-testid="product-picker"]')
  await picker.locator('[data-testid="list-card"]').first().waitFor()
  await expectAccessible(page, 'the catalogue picker')
  await picker.locator('input').first().fill('西红柿')
  await picker.locator('input').first().press('Enter')
  const product = picker.locator('[data-testid="list-card"]', { hasText: '西红柿' }).first()
  await product.waitFor()
  await product.click()
  await picker.waitFor({ state: 'hidden' })
  await visibleText(page, /西红柿（.+）/).waitFor()
  await expect(field(page, 'name').inputValue()).resolves.toBe('西红柿')

  await field(page, 'name').fill(name)
  // The unit comes with the catalogue product.
  await expect(visible(page, '[data-field="unit"] .app-picker-field__value').first().innerText()).resolves.toBe('公斤')
  await field(page, 'spec').fill('精选大果')
  await field(page, 'price').fill('6.888')
  await field(page, 'productCode').fill(code)
  await field(page, 'stockQty').fill('20')
  await field(page, 'shelfLifeDays').fill('7')
  await refused(page, '保存', PATTERN_MESSAGES.price)
  await field(page, 'price').fill('68.5')
  await button(page, '保存').click()
  await expectPath(page, '/supplier/product/index')

  await visible(page, 'input[placeholder="搜索商品名称或编码"]').first().fill(code)
  await visible(page, 'input[placeholder="搜索商品名称或编码"]').first().press('Enter')
  const card = cards(page).filter({ hasText: name }).first()
  await card.waitFor()
  await expect(cards(page).count()).resolves.toBe(1)
  const text = await card.innerText()
  expect(text).toContain('¥68.50/公斤 · 精选大果')
  expect(text).toContain('库存：20公斤')
  expect(text).toContain(`编码 ${code}`)
  expect(text).toContain('在售')

  // The shelf order: 菠菜 one down with ↓, 油麦菜 dragged from the 4th place to the top.
  await button(page, '商品排序').click()
  await expectPath(page, '/supplier/product/sort')
  const rows = visible(page, '[data-testid="sort-row"]')
  const names = async (n: number) => (await rows.locator('.sort-row__name').allInnerTexts()).slice(0, n)
  await rows.nth(3).waitFor()
  const before = await names(4)
  expect(before).toEqual(['菠菜', '小白菜', '生菜', '油麦菜'])
  await expect(rows.last().innerText()).resolves.toContain(name)
  await rows.first().getByRole('button', { name: '下移菠菜' }).click()
  expect(await names(4)).toEqual(['小白菜', '菠菜', '生菜', '油麦菜'])
  const rowHeight = (await rows.nth(1).boundingBox())!.y - (await rows.nth(0).boundingBox())!.y
  await touchDrag(page, rows.nth(3).locator('.sort-row__handle'), -3 * rowHeight)
  expect(await names(4)).toEqual(['油麦菜', '小白菜', '菠菜', '生菜'])
  await button(page, '保存排序').click()
  await expectPath(page, '/supplier/product/index')

  await load(page, '/supplier/product/sort')
  await expectPath(page, '/supplier/product/sort')
  await rows.first().waitFor()
  expect(await names(4)).toEqual(['油麦菜', '小白菜', '菠菜', '生菜'])

  // Off the shelf: 下架 on its card; it shows under 已下架.
  await load(page, '/supplier/product/index')
  await expectPath(page, '/supplier/product/index')
  await expect(cards(page).first().innerText()).resolves.toContain('油麦菜')
  await visible(page, 'input[placeholder="搜索商品名称或编码"]').first().fill(code)
  await visible(page, 'input[placeholder="搜索商品名称或编码"]').first().press('Enter')
  await cards(page).filter({ hasText: name }).first().waitFor()
  await expect(cards(page).count()).resolves.toBe(1)
  await cards(page).first().locator('.nut-button', { hasText: '下架' }).click()
  await cards(page).first().locator('.nut-button', { hasText: '上架' }).waitFor()
  await visibleText(page, `已下架(${offBefore + 1})`).click()
  await cards(page).first().waitFor()
  const off = cards(page).filter({ hasText: name }).first()
  await off.waitFor()
  await expect(off.innerText()).resolves.toContain('已下架')
  await visibleText(page, /^在售\(\d+\)$/).click()
  await visibleText(page, '没有找到商品').waitFor()
})

test('inventory: a loss report above the stock is refused; a valid one shows as 待审核 and is deleted after confirming', async () => {
  const page = rig.page
  const remark = `e2e报损${RUN}`
  await supplierHome(page)
  await load(page, '/supplier/inventory/breakage')
  await expectPath(page, '/supplier/inventory/breakage')
  await cards(page).first().waitFor()
  await button(page, '新建报损').click()
  await visibleText(page, '报损批次（0/20）').waitFor()
  await expectAccessible(page, 'the loss report form')

  await visible(page, '[data-field="reasonType"] .app-picker-field__value').first().click()
  await visible(page, '.nut-picker-confirm-btn').first().click()
  await visible(page, '.nut-picker-confirm-btn').first().waitFor({ state: 'hidden' })
  await visible(page, '[data-field="addBatch"] .app-picker-field__value').first().click()
  await visible(page, '.nut-picker-confirm-btn').first().click()
  await visible(page, '.nut-picker-confirm-btn').first().waitFor({ state: 'hidden' })
  const line = visible(page, '[data-testid="loss-line"]').first()
  await line.waitFor()
  const stockText = await line.locator('.loss-line__stock').innerText()
  const stock = Number(stockText.match(/库存 ([\d.]+)/)?.[1])
  expect(stock).toBeGreaterThan(1)
  const what = (await line.locator('.loss-line__what > *').first().innerText()).trim()
  const skuName = what.split(' ')[0]

  await line.locator('input').fill(String(stock + 1))
  await visible(page, '[data-field="remark"] textarea').first().fill(remark)
  await refused(page, '提交报损', '报损数量不能超过库存')
  await expect(line.locator('input').inputValue()).resolves.toBe(String(stock + 1))

  await line.locator('input').fill('1')
  await button(page, '提交报损').click()
  const report = cards(page).filter({ hasText: remark }).first()
  await report.waitFor({ timeout: 15_000 })
  const reportText = await report.innerText()
  expect(reportText).toContain('待审核')
  expect(reportText).toContain(`${skuName}（`)
  expect(reportText).toMatch(/报损 1\D/)
  await expectAccessible(page, 'the loss report list with the new report')
  const reportNo = (await report.locator('.app-list-card__title, [class*="title"]').first().innerText()).trim()

  await report.locator('.nut-button', { hasText: '删除' }).click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: `确定删除报损单${reportNo}吗？` })
  await modal.cancel(page)
  await expect(report.isVisible()).resolves.toBe(true)
  await report.locator('.nut-button', { hasText: '删除' }).click()
  await modal.confirm(page)
  await page.waitForFunction((r) => ![...document.querySelectorAll('[data-testid="list-card"]')].some((c) => (c as HTMLElement).offsetParent !== null && c.textContent?.includes(r)), remark, { timeout: 15_000 })
  await cards(page).first().waitFor()
})

test('coupons: gift an unused coupon to the buyer found by phone; it leaves the shop and the buyer holds it, once', async () => {
  const page = rig.page
  await supplierHome(page)
  await load(page, '/supplier/user/coupon')
  await expectPath(page, '/supplier/user/coupon')
  const coupons = visible(page, '[data-testid="coupon-card"]')
  await coupons.first().waitFor()
  const giftable = coupons.filter({ has: page.locator('.nut-button', { hasText: '赠送' }) }).first()
  await giftable.waitFor()
  const couponNo = (await giftable.innerText()).match(/编号：(\S+)/)![1]
  const couponName = (await giftable.locator('.coupon-card__name').innerText()).trim()
  await giftable.locator('.nut-button', { hasText: '赠送' }).click()
  await expectPath(page, '/supplier/user/couponChange')
  const couponId = new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1]).get('couponId')!
  await visibleText(page, `编号：${couponNo}`).waitFor()

  // The one buyer picker (scan or search by mobile or name), as in quick order.
  await refused(page, '查找', '请输入买家手机号或名称')
  await field(page, 'buyerKeyword').fill('13900000003')
  await button(page, '查找').click()
  const buyer = visible(page, '[data-testid="buyer-option"]').filter({ hasText: '城南生鲜采购中心' }).first()
  await buyer.waitFor()
  await expect(buyer.innerText()).resolves.toContain('联系人：赵采买')
  await buyer.click()
  await visible(page, '[data-testid="chosen-buyer"]').filter({ hasText: '城南生鲜采购中心' }).waitFor()
  await button(page, '确认赠送').click()
  const ask = await modal.read(page)
  expect(ask.text).toContain(couponNo)
  expect(ask.text).toContain('赠送给「城南生鲜采购中心」吗？赠送后不可撤回。')
  await modal.confirm(page)
  await expectPath(page, '/supplier/user/coupon')
  await coupons.first().waitFor()
  await page.waitForFunction((no) => ![...document.querySelectorAll('[data-testid="coupon-card"]')].some((c) => (c as HTMLElement).offsetParent !== null && c.textContent?.includes(no)), couponNo, { timeout: 15_000 })
  await visibleText(page, '使用记录').click()
  await cards(page).filter({ hasText: couponNo }).first().waitFor()
  await expect(cards(page).filter({ hasText: couponNo }).first().innerText()).resolves.toContain('赠送给 城南生鲜采购中心')

  // The same gift again (a second tap, a stale screen) is refused.
  const found = await call(page, contract.member.customer.pageListAll, { keyword: '13900000003', current: 1, size: 20 })
  const buyerId = found.result.records.find((c) => c.name === '城南生鲜采购中心')!.id
  const again = await call(page, contract.member.couponInfo.donateCoupon, { couponId, toCustomerId: buyerId })
  expect(again.state).not.toBe(0)
  expect(again.msg).toBe('该优惠券已赠送或不可用')

  // The buyer holds it, unused, from 绿源果蔬商行.
  const buyerPage = await phonePage(rig.browser)
  try {
    await loginAs(buyerPage, rig.server, 'purchaser')
    const held = await call(buyerPage, contract.member.couponInfo.queryByMemberId, { state: 'unused', current: 1, size: 50 })
    expect(held.state).toBe(0)
    const mine = held.result.records.filter((c) => c.couponNo === couponNo)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ name: couponName, state: 'unused', giftedFromName: '绿源果蔬商行' })
  } finally {
    await buyerPage.context().close()
  }
})

test('bills: an unpaid bill paid with WeChat Pay through the simulator checkout shows as 已支付', async () => {
  const page = rig.page
  await supplierHome(page)
  await visibleText(page, '账单服务').click()
  await expectPath(page, '/supplier/bill/index')
  await page.waitForFunction(() => document.title === '账单服务')
  await visibleText(page, /^未支付\(\d+\)$/).click()
  const bill = cards(page).filter({ hasText: '未支付' }).first()
  await bill.waitFor()
  const billNo = (await bill.innerText()).match(/账单编号：(\S+)/)![1]
  await bill.click()
  await expectPath(page, '/supplier/bill/details')
  await page.waitForFunction(() => document.title === '账单详情')
  await visibleText(page, billNo).waitFor()

  await visible(page, '[data-testid="pay-method"][data-value="wechat"]').click()
  await expect(visible(page, '[data-testid="pay-method"][data-value="wechat"]').getAttribute('aria-checked')).resolves.toBe('true')
  const payButton = button(page, '确认支付')
  const amount = (await payButton.innerText()).match(/¥[\d,]+\.\d{2}/)![0]
  await payButton.click()

  await page.waitForURL(/\/pay-simulator\/checkout\?payNo=/, { timeout: 15_000 })
  await page.getByRole('button', { name: '确认支付' }).waitFor()
  await expectAccessible(page, 'the simulator checkout')
  await expect(page.locator('body').innerText()).resolves.toContain(amount.replace(/,/g, ''))
  await page.getByRole('button', { name: '确认支付' }).click()

  // Back on the bill: the pay status is polled until the callback settled it.
  await page.waitForURL(/\/mp\/#\/supplier\/bill\/details\?id=/, { timeout: 15_000 })
  await expectPath(page, '/supplier/bill/details', { a11y: false })
  await visible(page, '.bill-head').filter({ hasText: '已支付' }).first().waitFor({ timeout: 30_000 })
  await expect(button(page, '确认支付').count()).resolves.toBe(0)
  await visibleText(page, '支付记录').waitFor()
  await expect(visible(page, '.bill-payment').first().innerText()).resolves.toMatch(/微信支付[\s\S]*成功|已支付|支付成功/)
  await expectAccessible(page, 'the paid bill')

  await load(page, '/supplier/bill/index')
  await expectPath(page, '/supplier/bill/index')
  await visibleText(page, /^已支付\(\d+\)$/).click()
  await cards(page).filter({ hasText: billNo }).first().waitFor()
})

test('roles: a role with two modules, a sub-account with it sees only those menu items (and the account items) and is refused another screen', async () => {
  const page = rig.page
  const roleName = `e2e质检${RUN}`
  const username = `e2eqc${RUN}`
  const password = 'Check2026'
  await supplierHome(page)
  await visibleText(page, '角色管理').click()
  await expectPath(page, '/supplier/role-admin/index')
  await button(page, '新增角色').click()
  await expectPath(page, '/supplier/role-admin/create')
  await field(page, 'name').fill(roleName)
  const check = (caption: string) => visible(page, '[data-testid="check-row"]').filter({ has: page.locator('.check-row__label', { hasText: new RegExp(`^${caption}$`) }) }).first()
  await check('商品管理').click()
  await check('账单服务').click()
  await expect(check('商品管理').getAttribute('aria-checked')).resolves.toBe('true')
  await expect(check('商品库存').getAttribute('aria-checked')).resolves.toBe('mixed')
  await visibleText(page, '功能权限（已选2项）').waitFor()
  await expectAccessible(page, 'the module tree with two modules checked')
  await button(page, '保存').click()
  await expectPath(page, '/supplier/role-admin/index')
  await visibleText(page, roleName).waitFor()

  await load(page, '/supplier/user-admin/create')
  await expectPath(page, '/supplier/user-admin/create')
  await field(page, 'username').fill(username)
  await field(page, 'password').fill(password)
  await field(page, 'realName').fill('钱质检')
  await field(page, 'mobile').fill(`137${RUN}123`.slice(0, 11))
  await visible(page, '[data-testid="check-row"]').filter({ hasText: roleName }).first().click()
  await button(page, '创建子账号').click()
  await expectPath(page, '/supplier/user-admin/index')
  await visibleText(page, username).waitFor()

  const sub = await phonePage(rig.browser)
  try {
    await open(sub, rig.server, '/supplier/login')
    await login(sub, username, password)
    await expectPath(sub, '/supplier/index')
    await visible(sub, '[data-testid="menu-item"]').first().waitFor()
    await expect(visible(sub, '[data-testid="menu-item"] .app-menu-grid__caption').allInnerTexts()).resolves.toEqual(['商品管理', '账单服务', '设置', '修改密码', '关于我们'])

    await visibleText(sub, '商品管理').click()
    await expectPath(sub, '/supplier/product/index')
    await cards(sub).first().waitFor()

    // Not granted: the screen shell refuses the stock list without calling the server (which would
    // refuse it with the same message).
    const calls: string[] = []
    sub.on('request', (req) => {
      const { pathname } = new URL(req.url())
      if (pathname.startsWith('/api/warehouse/')) calls.push(pathname)
    })
    await load(sub, '/supplier/inventory/index')
    await expectPath(sub, '/supplier/inventory/index', { a11y: false })
    await visibleText(sub, '暂无权限').waitFor()
    await visibleText(sub, '当前账号没有该功能的权限').waitFor()
    await expect(cards(sub).count()).resolves.toBe(0)
    await expectAccessible(sub, 'the refused screen')
    expect(calls).toEqual([])
    // 修改密码 stays open to it.
    await load(sub, '/supplier/index')
    await visibleText(sub, '修改密码').click()
    await expectPath(sub, '/pages/updatePSW')
  } finally {
    await sub.context().close()
  }
})
