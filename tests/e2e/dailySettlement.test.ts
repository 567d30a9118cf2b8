/**
 * Real browser, the shop's daily settlement (issue 24 part 3, docs/trade.md "Daily settlement"):
 * after a day's trade made through the API (a sale from the balance, one on credit repaid, a
 * refund), supplier01 opens 日结对账 from its home menu and every figure shown, today's and the
 * day before's, equals an independent sum made in the test from the shop's own orders
 * (orderInfo/page, each order's detail: when it was paid, put on credit or repaid, and by what) and
 * refunds (orderRefund/page, each refund's timeline); 分享日结图片 downloads the day's PNG.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { contract, type Endpoint } from '@/contract'
import { apiCall } from './api'
import { button, expectPath, loginAs, phonePage, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 300_000 })
const S = contract.settle
const DAY_MS = 86_400_000
/** The market's day of an ISO instant (China time, UTC+8). */
const marketDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10)
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
const read = <P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<R> => apiCall(page, rig.server, ep, payload)

async function every<T>(fetch: (current: number) => Promise<{ records: T[]; hasMore: boolean }>): Promise<T[]> {
  const out: T[] = []
  for (let current = 1; ; current++) {
    const p = await fetch(current)
    out.push(...p.records)
    if (!p.hasMore) return out
  }
}

/**
 * Today's trade between supplier01 and its buyer, through the API as the app makes it: a sale paid
 * from the balance, a sale on credit repaid from the balance, a refund of part of the first.
 */
async function tradeToday(shop: Page): Promise<void> {
  const buyer = await phonePage(rig.browser)
  await loginAs(buyer, rig.server, 'purchaser')
  const [found, skus] = await Promise.all([
    read(shop, contract.member.customer.pageListAll, { current: 1, size: 5, keyword: '13900000003' }),
    read(shop, contract.member.sku.proAndSkuPage, { current: 1, size: 20, keyword: '土豆' }),
  ])
  const purchaserId = found.records[0]!.id
  const skuId = skus.records.flatMap((p) => p.skus)[0]!.id
  const sale = (payMethod: 'balance' | 'credit', quantity: number) => read(shop, S.orderInfo.create, { purchaserId, lines: [{ skuId, quantity, priceFen: 650 }], payMethod })
  const paid = await sale('balance', 12)
  await read(buyer, S.orderInfo.pay, { id: paid.id, payMethod: 'balance' })
  const owed = await sale('credit', 7)
  await read(buyer, S.orderInfo.pay, { id: owed.id, payMethod: 'credit' })
  await read(buyer, S.orderInfo.oweRepay, { id: owed.id, payMethod: 'balance' })
  const refund = await read(buyer, S.orderRefund.refundRequest, { orderId: paid.id, kind: 'refundOnly', amountFen: 1300, reason: '商品质量问题' })
  await read(shop, S.orderRefund.supplierRefundAudit, { id: refund.id, approved: true })
  await buyer.context().close()
}

type Sum = { count: number; amountFen: number }
const ZERO: Sum = { count: 0, amountFen: 0 }
const plus = (s: Sum | undefined, fen: number): Sum => ({ count: (s?.count ?? 0) + 1, amountFen: (s?.amountFen ?? 0) + fen })

/** Each market day's figures, summed from the shop's orders and refunds as its own screens read them. */
async function independentDays(page: Page): Promise<Map<string, Record<string, Sum>>> {
  const days = new Map<string, Record<string, Sum>>()
  const add = (day: string, key: string, fen: number) => {
    const d = days.get(day) ?? {}
    d[key] = plus(d[key], fen)
    days.set(day, d)
  }
  const orders = await every((current) => read(page, S.orderInfo.page, { current, size: 100 }))
  for (const o of orders.filter((x) => x.status !== 'unpaid' && x.status !== 'closed')) {
    const d = await read(page, S.orderInfo.queryById, { id: o.id })
    const settled = marketDay(d.payMethod === 'credit' ? d.owedTime! : d.paidTime!)
    add(settled, d.payMethod, d.payableFen)
    add(settled, 'salesTotal', d.payableFen)
    add(settled, 'goods', d.goodsFen)
    if (d.couponId) add(settled, 'couponUsed', d.discountFen)
    if (d.payMethod !== 'credit') add(settled, 'net', d.payableFen)
    if (d.repaidTime) {
      add(marketDay(d.repaidTime), 'repaid', d.payableFen)
      add(marketDay(d.repaidTime), 'net', d.payableFen)
    }
  }
  const refunds = await every((current) => read(page, S.orderRefund.page, { current, size: 100, status: 'refunded' }))
  for (const r of refunds) {
    const detail = await read(page, S.orderRefund.queryById, { id: r.id })
    const day = marketDay(detail.timeline.find((e) => e.step === 'refunded')!.time)
    add(day, 'refundTotal', r.amountFen)
    add(day, 'net', -r.amountFen)
  }
  return days
}

/** The figures the screen shows: each row's count ('3笔', '1张') and amount ('¥1,234.50', '-¥5.00') by its key. */
async function shownFigures(page: Page): Promise<Record<string, Sum>> {
  const rows = await page.locator('[data-testid="settlement-row"]').filter({ visible: true }).evaluateAll((els) =>
    els.map((e) => [e.getAttribute('data-key'), e.querySelector('.settlement-row__count')!.textContent, e.querySelector('.settlement-row__amount')!.textContent] as const),
  )
  const fen = (text: string) => (text.startsWith('-') ? -1 : 1) * Math.round(Number(text.replace(/[-¥,]/g, '')) * 100)
  return Object.fromEntries(rows.map(([key, count, amount]) => [key!, { count: parseInt(count!, 10), amountFen: fen(amount!) }]))
}

test('a merchant opens the day\'s settlement: every figure equals the independent sum; the picture downloads', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'supplier')
  await tradeToday(page)
  const days = await independentDays(page)

  await visibleText(page, '日结对账').click()
  await expectPath(page, '/supplier/statistics/daily')
  await page.locator('[data-testid="settlement-row"]').filter({ visible: true }).first().waitFor()
  const day = await page.locator('[data-testid="date-time-value"]').filter({ visible: true }).first().innerText()
  const expected = days.get(day)!
  // Sold from the balance and on credit, repaid, refunded: at least today's trade made above.
  expect(['balance', 'credit', 'repaid', 'refundTotal'].filter((k) => !expected[k]?.count)).toEqual([])

  const KEYS = ['goods', 'balance', 'wechat', 'credit', 'salesTotal', 'repaid', 'refundTotal', 'couponUsed']
  const want = (e: Record<string, Sum>) => [...KEYS.map((k) => [k, e[k] ?? ZERO]), ['net', (e.net?.amountFen ?? 0)]]
  const got = (shown: Record<string, Sum>) => [...KEYS.map((k) => [k, shown[k]]), ['net', shown.net?.amountFen]]
  /** The rows shown once the day's answer replaced the previous day's (the screen reloads on a new day). */
  const figuresOf = async (e: Record<string, Sum>) => {
    for (let i = 0; i < 50 && JSON.stringify(got(await shownFigures(page))) !== JSON.stringify(want(e)); i++) await page.waitForTimeout(200)
    expect(got(await shownFigures(page))).toEqual(want(e))
  }
  await figuresOf(expected)
  const totals = await page.locator('[data-testid="stats-totals"]').filter({ visible: true }).first().innerText()
  expect(totals).toContain(`${expected.salesTotal!.count}`)

  // The day before, as summed independently too; then back (no day after today is offered).
  const shownDay = (d: string) => page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="date-time-value"]')].some((e) => e.textContent === want), d)
  await button(page, '前一天').click()
  await shownDay(shift(day, -1))
  const before = days.get(shift(day, -1))
  if (before) await figuresOf(before)
  else await visibleText(page, '当日暂无交易').waitFor()
  await button(page, '后一天').click()
  await shownDay(day)
  await expect(button(page, '后一天').getAttribute('class')).resolves.toContain('disabled')
  await figuresOf(expected)

  const [download] = await Promise.all([page.waitForEvent('download'), button(page, '分享日结图片').click()])
  expect(download.suggestedFilename()).toBe(`日结对账-${day}.png`)
  const png = readFileSync((await download.path())!)
  expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
  expect(png.length).toBeGreaterThan(5_000)
  await visibleText(page, '图片已下载').waitFor()
})
