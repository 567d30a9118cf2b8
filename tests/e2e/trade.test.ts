/**
 * Real browser, the trade journeys of issue 11 between supplier01 (绿源果蔬商行) and purchaser01
 * (城南生鲜采购中心), each in its own phone-sized browser context:
 *
 * 1. the shop makes a quick order for the buyer found by phone, the buyer pays it with WeChat Pay
 *    through the server's simulator checkout page and comes back to the app; both sides see it paid;
 * 2. the buyer pays an unpaid order on credit (赊账待还) and repays it from the balance (已还款);
 * 3. the buyer asks for a partial refund (an amount over the paid one refused first), the shop
 *    agrees, and the buyer sees 退款成功 in the after-sales timeline;
 * 4. the buyer confirms receipt, rates the order, and the shop sees the rating on 评价管理;
 * 5. a double tap on pay makes one payment: the balance ledger has one row for the order; two
 *    pay calls at once (no client guard) settle it once; 确认支付 sent twice to the simulator
 *    settles one payment;
 * 6. a balance sale the shop makes with the buyer's identity code (每笔确认, the default limit)
 *    takes nothing until the buyer confirms it on 我的身份码; the code is good for that one sale.
 *
 * Orders other than the first are made through the API as the shop (the first journey covers the
 * form), each for a small amount under every coupon threshold, so nothing depends on what another
 * test or the seed left behind.
 */
import type { Page } from 'playwright-core'
import { contract } from '@/contract'
import type { Endpoint } from '@/contract/endpoint'
import { encodeForm } from '@/core/request/encode'
import { expectAccessible } from './axe'
import { button, expectPath, fill, loginAs, modal, open, phonePage, setupBrowserRig, storedToken, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'none', timeoutMs: 180_000 })

const { settle, member } = contract
const BUYER = { name: '城南生鲜采购中心', mobile: '13900000003' }

/** One logged-in page per side for the whole file (a login each). */
let shopPage: Page
let buyerPage: Page
beforeAll(async () => {
  ;[shopPage, buyerPage] = await Promise.all([phonePage(rig.browser), phonePage(rig.browser)])
  await Promise.all([loginAs(shopPage, rig.server, 'supplier'), loginAs(buyerPage, rig.server, 'purchaser')])
})
afterAll(async () => {
  await shopPage?.context().close()
  await buyerPage?.context().close()
})
afterEach(async () => {
  for (const p of [shopPage, buyerPage]) if (p && !p.isClosed() && p.url().startsWith(`${rig.server.url}/mp/`)) await expectAccessible(p, 'the end of the test')
})

/** Calls an endpoint with the token `page` logged in with; the envelope as answered. */
async function callRaw<P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<{ state: number; msg: string; result: R }> {
  const headers = { Authorization: await storedToken(page) }
  const url = `${rig.server.url}${ep.path}`
  const body = payload as unknown as Record<string, unknown>
  const res =
    ep.body === 'json'
      ? await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/json' }, data: body })
      : await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, data: encodeForm(body) })
  return (await res.json()) as { state: number; msg: string; result: R }
}

/** The result of a call that must succeed. */
async function call<P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<R> {
  const envelope = await callRaw(page, ep, payload)
  if (envelope.state !== 0) throw new Error(`${ep.path}: ${envelope.msg}`)
  return envelope.result
}

/** The shop's on-shelf SKU of this product (by the product's or SKU's name). */
async function skuId(name: string): Promise<string> {
  const page = await call(shopPage, member.sku.proAndSkuPage, { current: 1, size: 20, keyword: name })
  const sku = page.records.flatMap((p) => p.skus).find((s) => s.productName === name || s.name === name)
  if (!sku) throw new Error(`supplier01 sells no ${name}`)
  return sku.id
}

let buyerIdCache: string | undefined
async function buyerId(): Promise<string> {
  if (!buyerIdCache) {
    const found = await call(shopPage, member.customer.pageListAll, { current: 1, size: 5, keyword: BUYER.mobile })
    buyerIdCache = found.records.find((c) => c.name === BUYER.name)?.id
    if (!buyerIdCache) throw new Error('supplier01 cannot find the demo buyer by phone')
  }
  return buyerIdCache
}

/** An unpaid order of `quantity` kg of 土豆 at `priceFen` made by the shop through the API. */
async function unpaidOrder(quantity: number, priceFen: number): Promise<{ id: string; orderNo: string; payableFen: number }> {
  const created = await call(shopPage, settle.orderInfo.create, { purchaserId: await buyerId(), lines: [{ skuId: await skuId('土豆'), quantity, priceFen }], payMethod: 'wechat' })
  expect(created.status).toBe('unpaid')
  return created
}

const orderDetail = (page: Page, id: string) => call(page, settle.orderInfo.queryById, { id })

/** The buyer's balance ledger rows of one order (newest first), as predepositRecord/page answers them. */
async function ledgerRows(orderNo: string) {
  const page = await call(buyerPage, settle.predepositRecord.page, { current: 1, size: 50 })
  return page.records.filter((r) => r.bizNo === orderNo)
}

const balanceFen = async () => (await call(buyerPage, settle.predepositAccount.getAccountInfoByCustomerId, {})).balanceFen

const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true })
const statusTag = (page: Page, text: string) => visible(page, '.app-status-tag').filter({ hasText: text }).first()
const payMethod = (page: Page, value: string) => visible(page, `[data-testid="pay-method"][data-value="${value}"]`).first()

/** Opens a screen by its hash path and waits for it (checked by axe once settled). */
async function show(page: Page, hashPath: string): Promise<void> {
  await open(page, rig.server, hashPath)
  await expectPath(page, hashPath.split('?')[0]!)
}

/** The buyer's order detail, opened by its id. */
const openBuyerOrder = (id: string) => show(buyerPage, `/purchaser/orderDetail?id=${id}`)

test('supplier01 makes a quick order for the buyer found by phone; purchaser01 pays it with WeChat Pay on the simulator and both see it paid', async () => {
  const shop = shopPage
  await show(shop, '/supplier/order/createOrder')

  // The buyer, by phone.
  await fill(shop, '手机号或名称', BUYER.mobile)
  await button(shop, '查找').click()
  const option = visible(shop, '[data-testid="buyer-option"]').filter({ hasText: BUYER.name })
  await option.waitFor()
  // Found by purchaser01's phone: the number typed shows, masked.
  await expect(option.innerText()).resolves.toContain('139****0003')
  await option.click()
  await expect(visible(shop, '[data-testid="chosen-buyer"]').innerText()).resolves.toContain(BUYER.name)

  // Two products from the shop's catalogue; quantities typed, one price changed.
  const total = visible(shop, '[data-testid="order-total"]')
  await expect(total.innerText()).resolves.toContain('¥0.00')
  for (const name of ['土豆', '黄瓜']) {
    await visibleText(shop, /^(点击添加商品|添加商品)$/).click()
    await visibleText(shop, '选择商品').waitFor()
    const sku = visible(shop, '[data-testid="sku-option"]').filter({ hasText: name }).first()
    await sku.waitFor()
    if (name === '土豆') await expectAccessible(shop, 'the SKU picker')
    await sku.click()
    await expect(sku.innerText()).resolves.toContain('已添加')
    await button(shop, '完成').click()
    await visible(shop, '[data-testid="sku-option"]').first().waitFor({ state: 'hidden' })
  }
  const lines = visible(shop, '[data-testid="draft-line"]')
  await expect(lines.count()).resolves.toBe(2)
  // 土豆 5 kg at its price ¥3.20, then the price agreed at the stall: ¥3.60 -> ¥18.00.
  const potato = lines.filter({ hasText: '土豆' })
  await potato.locator('input[placeholder="数量或重量"]').fill('5')
  await expect(total.innerText()).resolves.toContain('¥16.00')
  await potato.locator('input[placeholder="单价"]').fill('3.6')
  await expect(potato.innerText()).resolves.toContain('¥18.00')
  // 黄瓜 2.5 kg at ¥4.80 -> ¥12.00; the total follows as typed.
  await lines.filter({ hasText: '黄瓜' }).locator('input[placeholder="数量或重量"]').fill('2.5')
  await expect(total.innerText()).resolves.toContain('¥30.00')

  // The buyer pays online: 微信支付 (a tap on 预存款支付 first, then back).
  await payMethod(shop, 'balance').click()
  await expect(payMethod(shop, 'balance').getAttribute('aria-checked')).resolves.toBe('true')
  await payMethod(shop, 'wechat').click()
  await expect(payMethod(shop, 'wechat').getAttribute('aria-checked')).resolves.toBe('true')
  await expect(payMethod(shop, 'balance').getAttribute('aria-checked')).resolves.toBe('false')
  await button(shop, '确认开单').click()
  await expectPath(shop, '/supplier/order/detail')
  await statusTag(shop, '待支付').waitFor()
  await visibleText(shop, '等待买家支付').waitFor()
  const id = new URL(shop.url().replace('/#/', '/')).searchParams.get('id') ?? ''
  const created = await orderDetail(shop, id)
  expect(created).toMatchObject({ status: 'unpaid', payMethod: 'wechat', payableFen: 3000, purchaserName: BUYER.name, lineCount: 2 })

  // The buyer finds it under 我的订单 and pays with WeChat Pay: the simulator's checkout page.
  const buyer = buyerPage
  await show(buyer, '/purchaser/index')
  await visibleText(buyer, '我的订单').click()
  await expectPath(buyer, '/purchaser/order')
  await fill(buyer, '订单号 / 商户名称', created.orderNo)
  const card = visible(buyer, '[data-testid="list-card"]').filter({ hasText: created.orderNo })
  await card.waitFor()
  await expect(card.innerText()).resolves.toMatch(/绿源果蔬商行[\s\S]*待支付[\s\S]*¥30\.00/)
  await card.click()
  await expectPath(buyer, '/purchaser/orderDetail')
  await statusTag(buyer, '待支付').waitFor()
  await expect(payMethod(buyer, 'wechat').getAttribute('aria-checked')).resolves.toBe('true')
  await button(buyer, '支付 ¥30.00').click()
  await buyer.waitForURL(/\/pay-simulator\/checkout\?/)
  await buyer.getByText('¥30.00').waitFor()
  await expect(buyer.getByText('模拟支付 · 非真实扣款').isVisible()).resolves.toBe(true)
  await expectAccessible(buyer, 'the simulator checkout page')
  await buyer.getByRole('button', { name: '确认支付' }).click()

  // Back in the app on the order: paid by the provider's callback.
  await buyer.waitForURL(/\/mp\/#\/purchaser\/orderDetail\?/)
  await expectPath(buyer, '/purchaser/orderDetail')
  await statusTag(buyer, '已支付').waitFor()
  await visibleText(buyer, '收到货品后请确认收货').waitFor()
  await visibleText(buyer, '模拟支付').waitFor()
  await visibleText(buyer, '支付成功').waitFor()
  const paid = await orderDetail(buyer, id)
  expect(paid).toMatchObject({ status: 'paid', paidFen: 3000 })
  expect(paid.payment).toMatchObject({ provider: 'simulator', status: 'succeeded', amountFen: 3000 })
  // The checkout came back as a fresh page: still a back arrow (not home), and it leads to 我的订单.
  await visible(buyer, '[data-testid="navbar-back"]').click()
  await expectPath(buyer, '/purchaser/order')

  // The shop's list and detail say so too.
  await show(shop, '/supplier/order/index')
  await fill(shop, '订单号 / 买家名称或手机号', created.orderNo)
  const shopCard = visible(shop, '[data-testid="list-card"]').filter({ hasText: created.orderNo })
  await shopCard.filter({ hasText: '已支付' }).waitFor()
  await shopCard.click()
  await expectPath(shop, '/supplier/order/detail')
  await statusTag(shop, '已支付').waitFor()
  await visibleText(shop, '等待买家确认收货').waitFor()
  await visibleText(shop, '支付成功').waitFor()
})

test('purchaser01 pays an unpaid order on credit (赊账待还) and repays it from the balance (已还款)', async () => {
  const order = await unpaidOrder(4, 350) // ¥14.00
  const before = await balanceFen()
  const buyer = buyerPage
  await openBuyerOrder(order.id)
  await statusTag(buyer, '待支付').waitFor()
  const credit = payMethod(buyer, 'credit')
  await credit.filter({ hasText: /可用额度 ¥[\d,]+\.\d{2}/ }).waitFor()
  await credit.click()
  await button(buyer, '支付 ¥14.00').click()
  await statusTag(buyer, '赊账待还').waitFor()
  await visibleText(buyer, '赊账订单，请按期还款').waitFor()
  await expectAccessible(buyer, 'the owed order')

  // The repayment offers WeChat Pay and the balance, not credit.
  await visibleText(buyer, '还款方式').waitFor()
  await expect(visible(buyer, '[data-testid="pay-method"]').count()).resolves.toBe(2)
  await payMethod(buyer, 'balance').click()
  await button(buyer, '还款 ¥14.00').click()
  await statusTag(buyer, '已还款').waitFor()
  await visibleText(buyer, '收到货品后请确认收货').waitFor()
  await visibleText(buyer, '还款时间').waitFor()

  const repaid = await orderDetail(buyer, order.id)
  expect(repaid).toMatchObject({ status: 'repaid', paidFen: 1400, owedFen: 0 })
  expect(repaid.payment).toMatchObject({ provider: 'balance', status: 'succeeded', amountFen: 1400 })
  const rows = await ledgerRows(order.orderNo)
  expect(rows.map((r) => [r.direction, r.bizType, r.amountFen])).toEqual([['out', 'orderRepay', 1400]])
  await expect(balanceFen()).resolves.toBe(before - 1400)

  // The buyer's list: the order under 已还款.
  await show(buyer, '/purchaser/order?status=repaid')
  await visible(buyer, '[data-testid="list-card"]').filter({ hasText: order.orderNo }).filter({ hasText: '已还款' }).waitFor()
})

test('a refund: purchaser01 asks for part of a paid order back, supplier01 agrees, and the timeline shows it refunded', async () => {
  const order = await unpaidOrder(5, 300) // ¥15.00
  await call(buyerPage, settle.orderInfo.pay, { id: order.id, payMethod: 'balance' })
  const before = await balanceFen()

  const buyer = buyerPage
  await openBuyerOrder(order.id)
  await statusTag(buyer, '已支付').waitFor()
  await button(buyer, '申请售后').click()
  await expectPath(buyer, '/purchaser/afterSaleApply')
  await visibleText(buyer, '最多可退 ¥15.00').waitFor()
  const amount = buyer.locator('input[placeholder="最多¥15.00"]').filter({ visible: true })
  await expect(amount.inputValue()).resolves.toBe('15.00')
  await amount.fill('15.01')
  await visibleText(buyer, '请选择…').click()
  const confirmPick = visible(buyer, '.nut-picker-confirm-btn').first()
  await confirmPick.waitFor()
  await expectAccessible(buyer, 'the refund reason picker')
  await confirmPick.click() // the first reason: 商品质量问题
  await visibleText(buyer, '商品质量问题').waitFor()
  await visible(buyer, 'textarea').first().fill('有两斤土豆发芽了。')
  await button(buyer, '提交申请').click()
  await expect(modal.read(buyer)).resolves.toEqual({ title: '提示', text: '退款金额不能超过可退金额' })
  await modal.confirm(buyer)
  await amount.fill('4.5')
  await button(buyer, '提交申请').click()
  await expectPath(buyer, '/purchaser/afterSaleDetail')
  await statusTag(buyer, '待审核').waitFor()
  await visibleText(buyer, '买家提交申请').waitFor()

  // The shop finds it on 售后管理 and agrees: a refund-only request paid by balance returns at once.
  const shop = shopPage
  await show(shop, '/supplier/order/refundOrder')
  await fill(shop, '售后单号 / 订单号 / 买家名称', order.orderNo)
  const card = visible(shop, '[data-testid="list-card"]').filter({ hasText: order.orderNo })
  await card.waitFor()
  await expect(card.innerText()).resolves.toMatch(/城南生鲜采购中心[\s\S]*待审核[\s\S]*仅退款 · 商品质量问题[\s\S]*¥4\.50/)
  await card.click()
  await expectPath(shop, '/supplier/order/refundOrder')
  await visibleText(shop, '有两斤土豆发芽了。').waitFor()
  await button(shop, '同意').click()
  await expect(modal.read(shop)).resolves.toEqual({ title: '提示', text: '同意后将立即退款¥4.50，确定同意吗？' })
  await modal.confirm(shop)
  await statusTag(shop, '已退款').waitFor()
  await visibleText(shop, '退款成功').waitFor()

  // The buyer's after-sales detail: the timeline to 退款成功; the money is back on the balance.
  await buyer.reload()
  await expectPath(buyer, '/purchaser/afterSaleDetail')
  await statusTag(buyer, '已退款').waitFor()
  const steps = visible(buyer, '[data-testid="refund-step"]')
  await expect(steps.allInnerTexts()).resolves.toEqual([expect.stringContaining('买家提交申请'), expect.stringContaining('商户同意'), expect.stringContaining('退款成功')])
  await expect(balanceFen()).resolves.toBe(before + 450)
  const refunded = await orderDetail(buyer, order.id)
  expect(refunded).toMatchObject({ status: 'paid', paidFen: 1500, refundedFen: 450 })
})

test('purchaser01 confirms receipt and rates the order (stars, tags, text); supplier01 sees the rating on 评价管理', async () => {
  const order = await unpaidOrder(3, 320) // ¥9.60
  await call(buyerPage, settle.orderInfo.pay, { id: order.id, payMethod: 'balance' })
  const text = `e2e评价：土豆很新鲜，称重足${Date.now() % 100000}。`

  const buyer = buyerPage
  await openBuyerOrder(order.id)
  await statusTag(buyer, '已支付').waitFor()
  await button(buyer, '确认收货').click()
  await expect(modal.read(buyer)).resolves.toEqual({ title: '提示', text: '确认已收到货品吗？' })
  await modal.confirm(buyer)
  await statusTag(buyer, '已完成').waitFor()
  await visibleText(buyer, '交易完成，欢迎评价').waitFor()
  await button(buyer, '评价').click()
  await expectPath(buyer, '/purchaser/orderAppraise')
  await visible(buyer, '[data-testid="star-input"][aria-label="4星 满意"]').click()
  await visibleText(buyer, '满意').waitFor()
  for (const tag of ['货品新鲜', '分量足']) {
    const chip = visible(buyer, '[data-testid="tag-option"]').filter({ hasText: tag })
    await chip.click()
    await expect(chip.getAttribute('aria-checked')).resolves.toBe('true')
  }
  await visible(buyer, 'textarea').first().fill(text)
  await expectAccessible(buyer, 'the filled rating form')
  await button(buyer, '提交评价').click()
  await expectPath(buyer, '/purchaser/orderDetail')
  await visibleText(buyer, '交易完成').waitFor()
  await button(buyer, '查看评价').waitFor()

  const shop = shopPage
  await show(shop, '/supplier/user/evaluation')
  const rating = visible(shop, '[data-testid="evaluation-card"]').filter({ hasText: text })
  await rating.waitFor()
  await expect(rating.innerText()).resolves.toMatch(new RegExp(`城南生鲜采购中心[\\s\\S]*货品新鲜[\\s\\S]*分量足[\\s\\S]*订单号：${order.orderNo}`))
  await expect(rating.locator('[data-testid="stars"]').getAttribute('data-value')).resolves.toBe('4')
  // The 4星 tab keeps it; the order link opens the order.
  await visible(shop, '.app-filter-tabs__tab').filter({ hasText: '4星' }).first().click()
  await rating.waitFor()
  await rating.getByText(`订单号：${order.orderNo}`).click()
  await expectPath(shop, '/supplier/order/detail')
  await statusTag(shop, '已完成').waitFor()
})

test('a double tap on pay makes one payment: two taps on 支付 (balance), two pay calls at once, 确认支付 sent twice to the simulator', async () => {
  const buyer = buyerPage

  // Two taps on 支付 in one go (the second before the first can re-render the button).
  const order = await unpaidOrder(2, 400) // ¥8.00
  const before = await balanceFen()
  const payCalls: string[] = []
  const countPay = (r: { url: () => string }) => void (r.url().includes('/api/settle/orderInfo/pay') && payCalls.push(r.url()))
  buyer.on('request', countPay)
  await openBuyerOrder(order.id)
  await payMethod(buyer, 'balance').click()
  await expect(payMethod(buyer, 'balance').getAttribute('aria-checked')).resolves.toBe('true')
  const pay = button(buyer, '支付 ¥8.00')
  await pay.waitFor()
  await pay.evaluate((el: HTMLElement) => {
    el.click()
    el.click()
  })
  await statusTag(buyer, '已支付').waitFor()
  buyer.off('request', countPay)
  expect(payCalls).toHaveLength(1)
  const rows = await ledgerRows(order.orderNo)
  expect(rows.map((r) => [r.direction, r.bizType, r.amountFen])).toEqual([['out', 'orderPay', 800]])
  await expect(balanceFen()).resolves.toBe(before - 800)

  // Without the app's guard (two devices, a replayed request): two pay calls at once, one pays.
  const raced = await unpaidOrder(1, 500) // ¥5.00
  const answers = await Promise.all([0, 1].map(() => callRaw(buyerPage, settle.orderInfo.pay, { id: raced.id, payMethod: 'balance' })))
  expect(answers.map((a) => a.state).sort()).toEqual([0, 1])
  expect(answers.find((a) => a.state !== 0)?.msg).toBe('订单已支付')
  const racedRows = await ledgerRows(raced.orderNo)
  expect(racedRows.map((r) => [r.direction, r.bizType, r.amountFen])).toEqual([['out', 'orderPay', 500]])
  await expect(balanceFen()).resolves.toBe(before - 1300)

  // 确认支付 sent twice on the simulator's page (a tap on the button and, at the same moment, the
  // same form posted again): the notification arrives twice, one payment settles the order once.
  const online = await unpaidOrder(2, 250) // ¥5.00
  await openBuyerOrder(online.id)
  await button(buyer, '支付 ¥5.00').click()
  await buyer.waitForURL(/\/pay-simulator\/checkout\?/)
  const checkout = new URL(buyer.url()).searchParams
  const payNo = checkout.get('payNo') ?? ''
  expect(payNo).toMatch(/^PY\d{8}[A-Z2-9]{16}$/)
  // The page is the payer's own link: the confirm needs its signature too.
  const sig = checkout.get('sig') ?? ''
  expect(sig).not.toBe('')
  const [again] = await Promise.all([
    buyer.request.post(`${rig.server.url}/pay-simulator/confirm`, { form: { payNo, sig } }),
    buyer.getByRole('button', { name: '确认支付' }).click(),
  ])
  await expect(again.json()).resolves.toMatchObject({ state: 0, paid: true })
  await buyer.waitForURL(/\/mp\/#\/purchaser\/orderDetail\?/)
  await statusTag(buyer, '已支付').waitFor()
  const settled = await orderDetail(buyer, online.id)
  expect(settled).toMatchObject({ status: 'paid', paidFen: 500, refundedFen: 0 })
  expect(settled.payment).toMatchObject({ provider: 'simulator', status: 'succeeded', amountFen: 500, payNo })
  // Paid online: nothing moved on the balance.
  await expect(ledgerRows(online.orderNo)).resolves.toEqual([])
  await expect(balanceFen()).resolves.toBe(before - 1300)
})

test('a balance sale with the buyer\'s identity code waits on 我的身份码 until the buyer confirms it; the code is good for one sale', async () => {
  const before = await balanceFen()
  await show(buyerPage, '/purchaser/IDCode')
  await visibleText(buyerPage, '免确认额度').waitFor()
  await visibleText(buyerPage, '需您在本页确认后才扣款').waitFor()
  // The shop scans a code of the buyer's (read through the API: the scanner reads the same token).
  const code = (await call(buyerPage, member.purchase.queryDetail, { withIdCode: true })).idCode!.token
  const sale = { purchaserId: await buyerId(), idCode: code, payMethod: 'balance' as const, lines: [{ skuId: await skuId('土豆'), quantity: 2, priceFen: 300 }] }
  const made = await call(shopPage, settle.orderInfo.create, sale)
  expect(made).toMatchObject({ status: 'unpaid', awaitingBuyer: true, payableFen: 600 })
  await expect(balanceFen()).resolves.toBe(before)
  expect((await callRaw(shopPage, settle.orderInfo.create, sale)).msg).toBe('该身份码已用于一笔订单，请让对方刷新后重新出示')

  // It shows on the buyer's screen within a few seconds; 确认支付 takes it from the balance.
  const charge = visible(buyerPage, '[data-testid="pending-charge"]').filter({ hasText: '¥6.00' })
  await charge.waitFor({ timeout: 30_000 })
  await expectAccessible(buyerPage, 'a charge waiting for the buyer')
  await charge.locator('.nut-button').filter({ hasText: '确认支付' }).click()
  await charge.waitFor({ state: 'detached', timeout: 30_000 })
  await expect(orderDetail(buyerPage, made.id)).resolves.toMatchObject({ status: 'paid', paidFen: 600 })
  await expect(balanceFen()).resolves.toBe(before - 600)
  const rows = await ledgerRows(made.orderNo)
  expect(rows.map((r) => [r.direction, r.bizType, r.amountFen])).toEqual([['out', 'orderPay', 600]])
})
