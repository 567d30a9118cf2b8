/**
 * Real browser, receipt printing (issue 25): supplier01 opens one of the shop's orders, taps
 * 打印小票, picks the stand-in printer (the printer of demo builds, core/ble/standIn.ts) and
 * prints; the bytes the printer received decode back to the order's receipt: the shop, the order
 * number, each line, the total, the pay method and the lines' trace QR codes. 打印页面 hands the
 * 58 mm page to the browser's print dialog.
 */
import { contract } from '@/contract'
import { PAY_METHOD_LABELS } from '@/contract/types'
import { formatFen } from '@/contract/money'
import { decodeEscPos } from '../unit/escposDecoder'
import { apiCall } from './api'
import { button, expectPath, loginAs, open, setupBrowserRig, tapTo, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })
const { settle } = contract
/** Money as the receipt prints it (domain/receipt/receipt.ts receiptMoney: the full-width ￥). */
const receiptMoney = (fen: number) => formatFen(fen).replace('¥', '￥')

test('a receipt printed to the stand-in printer decodes to the order', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'supplier')
  const [first] = (await apiCall(page, rig.server, settle.orderInfo.page, { current: 1, size: 1 })).records
  const order = await apiCall(page, rig.server, settle.orderInfo.queryById, { id: first.id })

  await open(page, rig.server, `/supplier/order/detail?id=${order.id}`)
  await expectPath(page, '/supplier/order/detail')
  await tapTo(page, button(page, '打印小票'), '/receipt/print')
  await visibleText(page, '销售小票').waitFor()
  await visibleText(page, '未连接打印机').waitFor()

  await button(page, '选择打印机').click()
  await visibleText(page, '模拟打印机 58mm').click()
  await visibleText(page, '已连接：模拟打印机 58mm').waitFor()
  await button(page, '打印小票').click()
  await visibleText(page, '打印完成').waitFor()

  const received = await page.evaluate(() => (window as unknown as { __standInPrinter: { received: number[] } }).__standInPrinter.received)
  const decoded = decodeEscPos(received)
  expect(decoded.lines).toContain(order.supplierName)
  expect(decoded.text).toContain(`订单号：${order.orderNo}`)
  for (const l of order.lines) {
    expect(decoded.text).toContain(l.productName)
    expect(decoded.text).toContain(`${l.quantity}${l.unit} × ${receiptMoney(l.priceFen)}`)
  }
  expect(decoded.text).toMatch(new RegExp(`实付金额 +${receiptMoney(order.payableFen).replace(/[.]/g, '\\.')}`))
  expect(decoded.text).toMatch(new RegExp(`支付方式 +${PAY_METHOD_LABELS[order.payMethod]}`))
  const codes = [...new Set(order.lines.map((l) => l.traceCode))]
  expect(decoded.qr).toEqual(codes.map((c) => `${rig.server.url}/mp/#/suyuan/index?code=${c}`))
  expect(decoded.cut).toBe(true)

  // 打印页面: the browser's print dialog (stubbed: headless Chromium has none to close).
  await page.evaluate(() => {
    const w = window as unknown as { printed: number; print: () => void }
    w.printed = 0
    w.print = () => void (w.printed += 1)
  })
  await button(page, '打印页面').click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
})
