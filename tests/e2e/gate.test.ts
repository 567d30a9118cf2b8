/**
 * Real browser, the gate and quality journeys of issue 20 (docs/gate.md), on the seed:
 *
 * 1. supplier01 applies for its vehicle 浙A7L902 (its earlier application refused) to leave, paying
 *    now, and pays the parking fee on the simulator's checkout page: the exit shows the charge paid;
 * 2. office01 (role 市场办公) refuses 浙A5K321's exit application with a reason; supplier01 sees the
 *    reason and sends it again: it waits for the office again;
 * 3. office01 approves 绿源's entry report of 浙A12345 submitted today, lets the vehicle in and
 *    weighs it;
 * 4. a visitor, not logged in, types the social vehicle 浙A9P2K7's plate, pays its parking and sees
 *    the result;
 * 5. a visitor traces the code of a line of purchaser01's paid order and sees its origin and
 *    inspection; another scans it from a photo of its QR code (the H5 decoder, Chromium on Linux
 *    having no BarcodeDetector);
 * 6. purchaser01 types the code of 绿源's open scale ticket, orders it and is offered to pay;
 * 7. supplier01 asks for 浙A7L902's goods to be inspected, office01 records every item 合格, puts
 *    the lab's own PDF in place of the generated report (the browser's file chooser), and the shop
 *    opens that report;
 * 8. supplier01's quick order of one more 菠菜 than the picker says can be sold (its expired batch
 *    said apart as not for sale) is refused with the server's words.
 */
import type { Page } from 'playwright-core'
import { contract } from '@/contract'
import type { Endpoint } from '@/contract/endpoint'
import qrcode from 'qrcode-generator'
import { reportPdf } from '../../server/modules/gate/reportPdf'
import { apiCall } from './api'
import { button, expectPath, fill, login, loginAs, modal, open, phonePage, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 240_000 })
const { settle, gate } = contract

const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true })
const card = (page: Page, text: string) => visible(page, '[data-testid="list-card"]').filter({ hasText: text }).first()
const statusTag = (page: Page, text: string) => visible(page, '.app-status-tag').filter({ hasText: text }).first()

/** The result of a call with the token `page` logged in with. */
const call = <P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<R> => apiCall(page, rig.server, ep, payload)

async function loginOffice(page: Page): Promise<void> {
  await open(page, rig.server, '/staff/login')
  await login(page, 'office01')
  await expectPath(page, '/staff/index')
}

/** Pays on the simulator's checkout page and waits to be back in the app. */
async function payOnSimulator(page: Page): Promise<void> {
  await page.waitForURL(/\/pay-simulator\/checkout\?/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/mp\/#\//)
}

test('supplier01 applies for 浙A7L902 to leave, paying now, and pays the parking fee on the simulator', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'supplier')
  await visibleText(page, '车辆进出').click()
  await expectPath(page, '/supplier/inout/index')
  await card(page, '浙A7L902').click()
  await expectPath(page, '/supplier/inout/details')
  await visibleText(page, '已驳回').waitFor()
  await button(page, '申请出场').click()
  await expectPath(page, '/supplier/inout/applyOut')
  // The fee so far, from getCurrentParkingFee, before submitting.
  await visibleText(page, '当前停车费').waitFor()
  await visibleText(page, '立即支付').waitFor()
  await fill(page, '不带出请留空，最多800', '100')
  await fill(page, '请输入重量', '100')
  await button(page, '提交申请').click()
  await expectPath(page, '/supplier/inout/outDetails')
  await statusTag(page, '待审核').waitFor()
  const pay = button(page, '立即支付')
  const text = await pay.innerText()
  expect(text).toMatch(/立即支付 ¥\d+\.\d\d/)
  await pay.click()
  await payOnSimulator(page)
  await expectPath(page, '/supplier/inout/outDetails')
  await statusTag(page, '已支付').waitFor()
  await visibleText(page, '免费离场截止').waitFor()
})

test('office01 refuses 浙A5K321 exit application; supplier01 reads the reason and sends it again', async () => {
  const office = rig.page
  await loginOffice(office)
  await visibleText(office, '进出场管理').click()
  await expectPath(office, '/staff/office/gate')
  await visibleText(office, '出场审核').click()
  await card(office, '浙A5K321').click()
  await expectPath(office, '/staff/office/outmarketDetail')
  await button(office, '驳回').click()
  await office.locator('textarea').filter({ visible: true }).first().fill('请补充出场货品的重量')
  await button(office, '确认驳回').click()
  await statusTag(office, '已驳回').waitFor()

  const shop = await phonePage(rig.browser)
  try {
    await loginAs(shop, rig.server, 'supplier')
    await open(shop, rig.server, '/supplier/inout/index')
    await visibleText(shop, '出场申请').click()
    await card(shop, '浙A5K321').click()
    await expectPath(shop, '/supplier/inout/outDetails')
    await visibleText(shop, '请补充出场货品的重量').waitFor()
    await button(shop, '重新提交').click()
    await expectPath(shop, '/supplier/inout/applyOut')
    await button(shop, '重新提交').click()
    await expectPath(shop, '/supplier/inout/outDetails')
    await statusTag(shop, '待审核').waitFor()
  } finally {
    await shop.context().close()
  }
})

test('office01 approves the entry report of 浙A12345, lets the vehicle in and weighs it', async () => {
  const page = rig.page
  await loginOffice(page)
  await open(page, rig.server, '/staff/office/gate')
  await expectPath(page, '/staff/office/gate')
  await card(page, '浙A12345').click()
  await expectPath(page, '/staff/office/prefillDetail')
  await button(page, '通过').click()
  await modal.confirm(page)
  await statusTag(page, '已通过').waitFor()
  await button(page, '确认入场').click()
  await modal.confirm(page)
  await expectPath(page, '/staff/office/stay')
  await visibleText(page, '尚未过磅').waitFor()
  await button(page, '过磅').click()
  await fill(page, '车辆与货物总重', '5200.5')
  await fill(page, '空车重量', '3200')
  await button(page, '确认过磅').click()
  await visibleText(page, '2000.5kg').waitFor()
})

test('a visitor pays the parking of 浙A9P2K7 by plate without logging in', async () => {
  const page = rig.page
  await open(page, rig.server, '/suyuan/scanpay/index')
  await expectPath(page, '/suyuan/scanpay/index')
  await fill(page, '请输入车牌号，如 浙A12345', '浙a9p2k7')
  await button(page, '查询停车费').click()
  const pay = button(page, '立即支付')
  await pay.waitFor()
  await pay.click()
  await payOnSimulator(page)
  await expectPath(page, '/suyuan/scanpay/result')
  await visibleText(page, '缴费成功').waitFor()
  await visibleText(page, /请在\d+分钟内/).waitFor()
})

test('a visitor traces the code of a paid order line and sees its origin and inspection', async () => {
  const buyer = rig.page
  await loginAs(buyer, rig.server, 'purchaser')
  const traced = ['红富士苹果', '香蕉', '砂糖橘', '葡萄']
  let code = ''
  const orders = await call(buyer, settle.orderInfo.page, { current: 1, size: 50 })
  for (const o of orders.records.filter((x) => x.status !== 'unpaid' && x.status !== 'closed')) {
    const d = await call(buyer, settle.orderInfo.queryById, { id: o.id })
    const line = d.lines.find((l) => traced.includes(l.productName))
    if (line) {
      code = line.traceCode
      break
    }
  }
  expect(code).not.toBe('')
  const visitor = await phonePage(rig.browser)
  try {
    await open(visitor, rig.server, `/suyuan/index?code=${code}`)
    await expectPath(visitor, '/suyuan/index')
    await visibleText(visitor, '产地').waitFor()
    await visibleText(visitor, /山东烟台|广西南宁|广西桂林|辽宁北镇/).waitFor()
    await visibleText(visitor, '检测结果').waitFor()
    await visibleText(visitor, '合格').waitFor()
  } finally {
    await visitor.context().close()
  }

  // A photo of the code's QR (a trace link, as printed on a label): 扫码 reads it with the decoder.
  const qr = qrcode(0, 'M')
  qr.addData(`${rig.server.url}/mp/#/suyuan/index?code=${code}`)
  qr.make()
  const photo = Buffer.from(qr.createDataURL(8, 4).split(',')[1]!, 'base64')
  const scanner = await phonePage(rig.browser)
  try {
    await open(scanner, rig.server, '/suyuan/index')
    await expectPath(scanner, '/suyuan/index')
    const [chooser] = await Promise.all([scanner.waitForEvent('filechooser'), button(scanner, '扫码').click()])
    await chooser.setFiles({ name: 'code.gif', mimeType: 'image/gif', buffer: photo })
    await visibleText(scanner, '产地').waitFor()
    await visibleText(scanner, /山东烟台|广西南宁|广西桂林|辽宁北镇/).waitFor()
  } finally {
    await scanner.context().close()
  }
})

test('purchaser01 types the code of an open scale ticket, orders it and is offered to pay', async () => {
  const shop = rig.page
  await loginAs(shop, rig.server, 'supplier')
  const tickets = await call(shop, settle.scanOrder.page, { current: 1, size: 20, status: 'open' })
  const open1 = tickets.records.find((t) => t.status === 'open' && t.code)
  expect(open1).toBeDefined()
  const buyer = await phonePage(rig.browser)
  try {
    await loginAs(buyer, rig.server, 'purchaser')
    await open(buyer, rig.server, '/scanorder/index')
    await expectPath(buyer, '/scanorder/index')
    // Typed in its groups of four, as printed.
    await fill(buyer, '请输入SO开头的订单码', open1!.code!.replace(/(.{4})/g, '$1 ').trim())
    await button(buyer, '查询').click()
    await visibleText(buyer, '绿源果蔬商行').waitFor()
    await visibleText(buyer, /合计 ¥/).waitFor()
    await button(buyer, '确认下单').click()
    await expectPath(buyer, '/scanorder/success')
    await visibleText(buyer, '下单成功').waitFor()
    await button(buyer, '立即支付').click()
    await expectPath(buyer, '/purchaser/orderDetail')
    await statusTag(buyer, '待支付').waitFor()
  } finally {
    await buyer.context().close()
  }
})

test('supplier01 asks for an inspection, office01 records its results and uploads the lab\'s report, and the shop sees it drawn in the screen', async () => {
  const shop = rig.page
  await loginAs(shop, rig.server, 'supplier')
  const stays = await call(shop, gate.inmarketMain.page, { current: 1, size: 5, keyword: '浙A7L902', inside: true })
  const recordId = stays.records[0]!.id
  await open(shop, rig.server, `/supplier/detection/create?recordId=${recordId}`)
  await expectPath(shop, '/supplier/detection/create')
  await visible(shop, '[data-testid="chip"]').filter({ hasText: '土豆' }).first().click()
  await button(shop, '提交检测申请').click()
  await expectPath(shop, '/supplier/detection/detail')
  await statusTag(shop, '待检测').waitFor()
  const detectionNo = (await visible(shop, '[data-testid="detail-row"]').filter({ hasText: '检测单号' }).first().innerText()).match(/JC\d+/)?.[0] ?? ''
  expect(detectionNo).toMatch(/^JC\d+$/)

  const office = await phonePage(rig.browser)
  try {
    await loginOffice(office)
    await visibleText(office, '检测管理').click()
    await expectPath(office, '/staff/office/detection')
    await card(office, detectionNo).click()
    await expectPath(office, '/staff/office/detectionDetail')
    const lines = visible(office, '[data-testid="result-line"]')
    await lines.first().waitFor()
    for (let i = 0; i < (await lines.count()); i++) await lines.nth(i).locator('[data-testid="chip"]', { hasText: '合格' }).first().click()
    await button(office, '提交检测结果').click()
    await button(office, '查看检测报告').waitFor()
    // The lab's own signed report replaces the generated one.
    const lab = reportPdf({ marketName: '实验室', detectionNo, supplierName: '绿源果蔬商行', entryDate: '2026-11-26', testedAt: '2026-11-26 11:00', testerName: '检测员', result: 'pass', products: [{ productName: '土豆', origin: null, items: [{ itemName: '农药残留', standard: 'GB 2763-2021', result: 'pass', value: null }] }] })
    const [chooser] = await Promise.all([office.waitForEvent('filechooser'), button(office, '上传检测报告').click()])
    await chooser.setFiles({ name: '检测报告.pdf', mimeType: 'application/pdf', buffer: lab })
    await visibleText(office, '检测报告已上传').waitFor()
  } finally {
    await office.context().close()
  }

  await shop.reload()
  await expectPath(shop, '/supplier/detection/detail')
  await statusTag(shop, '合格').waitFor()
  const fetched: string[] = []
  shop.on('response', (r) => r.status() === 200 && fetched.push(new URL(r.url()).pathname))
  await button(shop, '查看检测报告').click()
  await expectPath(shop, '/supplier/detection/pdfview')
  // H5 draws the report in the screen (pdf.js, its chunk, worker and the Chinese character map
  // fetched only now, from the app's own /mp/), as wide as the phone, at its 2x pixels.
  const drawn = await shop.waitForFunction(() => {
    const canvas = document.querySelector('[data-testid="pdf-pages"] canvas') as HTMLCanvasElement | null
    if (!canvas?.width) return false
    const px = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
    let dark = 0
    for (let i = 0; i < px.length; i += 4) if (px[i + 3]! > 0 && px[i]! < 128) dark++
    return dark > 1000 && { css: canvas.getBoundingClientRect().width, device: canvas.width }
  })
  const { css, device } = (await drawn.jsonValue()) as { css: number; device: number }
  expect(css).toBeGreaterThan(300)
  expect(css).toBeLessThanOrEqual(375)
  expect(device).toBe(Math.floor(css * 2))
  expect(fetched.filter((f) => f.startsWith('/mp/')).map((f) => f.replace(/\.[0-9a-f]{8}\.js$/, '.js').replace(/pdfjs-[\d.]+\//, 'pdfjs/'))).toEqual(
    expect.arrayContaining(['/mp/js/pdf-viewer.js', '/mp/pdfjs/pdf.worker.min.js', '/mp/pdfjs/cmaps/UniGB-UCS2-H.bcmap']),
  )
  // The link downloads the same file under the report's name.
  const link = shop.locator('a.app-pdf-view__download')
  expect(await link.getAttribute('download')).toBe(`检测报告-${detectionNo}.pdf`)
  const url = new URL((await link.getAttribute('href'))!, shop.url()).toString()
  expect(url).toMatch(/\/uploads\/[0-9a-f]+\.pdf$/)
  const pdf = await shop.request.get(url)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('a quick order of 菠菜 beyond its unexpired stock is refused: expired batches are not sold', async () => {
  const shop = rig.page
  await loginAs(shop, rig.server, 'supplier')
  await open(shop, rig.server, '/supplier/order/createOrder')
  await expectPath(shop, '/supplier/order/createOrder')
  await fill(shop, '手机号或名称', '13900000003')
  await button(shop, '查找').click()
  await visible(shop, '[data-testid="buyer-option"]').filter({ hasText: '城南生鲜采购中心' }).first().click()
  await visibleText(shop, '点击添加商品').click()
  const spinach = visible(shop, '[data-testid="sku-option"]').filter({ hasText: '菠菜' }).filter({ hasText: '不可售' }).first()
  const help = await spinach.innerText()
  const sellable = Number(/库存 ([\d.]+)/.exec(help)?.[1])
  expect(help).toMatch(/过期[\d.]+公斤不可售/)
  await spinach.click()
  await button(shop, '完成').click()
  await visible(shop, '[data-testid="draft-line"]').filter({ hasText: '菠菜' }).locator('input[placeholder="数量或重量"]').fill(String(sellable + 1))
  await button(shop, '确认开单').click()
  await expect(modal.read(shop)).resolves.toMatchObject({ text: '「菠菜」可售库存不足：过期批次不能销售，请报损处理' })
  await modal.confirm(shop)
  await expectPath(shop, '/supplier/order/createOrder', { a11y: false })
})
