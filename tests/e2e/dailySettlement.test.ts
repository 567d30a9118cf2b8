/**
 * Real browser, the shop's daily settlement (issue 24 part 3, docs/trade.md "Daily settlement"):
 * supplier01 opens 日结对账 from its home menu, steps back to the busiest day of the last week, and
 * every figure shown equals an independent sum made in the test from the shop's own orders
 * (orderInfo/page, each order's detail: when it was paid, put on credit or repaid, and by what)
 * and refunds (orderRefund/page, each refund's timeline); 分享日结图片 downloads the day's PNG.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { contract, type Endpoint } from '@/contract'
import { encodeForm } from '@/core/request/encode'
import { button, expectPath, loginAs, setupBrowserRig, storedToken, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 300_000 })
const S = contract.settle
const DAY_MS = 86_400_000
/** The market's day of an ISO instant (China time, UTC+8). */
const marketDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10)
const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** A form call with the logged-in user's token; its result. */
async function read<P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<R> {
  const res = await page.request.post(`${rig.server.url}${ep.path}`, {
    headers: { Authorization: await storedToken(page), 'Content-Type': 'application/x-www-form-urlencoded' },
    data: encodeForm(payload as unknown as Record<string, unknown>),
  })
  const body = (await res.json()) as { state: number; msg: string; result: R }
  if (body.state !== 0) throw new Error(`${ep.path}: ${body.msg}`)
  return body.result
}

async function every<T>(fetch: (current: number) => Promise<{ records: T[]; hasMore: boolean }>): Promise<T[]> {
  const out: T[] = []
  for (let current = 1; ; current++) {
    const p = await fetch(current)
    out.push(...p.records)
    if (!p.hasMore) return out
  }
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
  const days = await independentDays(page)
  const today = marketDay(new Date().toISOString())
  // The busiest day of the last week (the seeded season trades almost every day).
  const week = Array.from({ length: 7 }, (_, i) => shift(today, -i))
  const day = [...week].sort((a, b) => (days.get(b)?.salesTotal?.count ?? 0) - (days.get(a)?.salesTotal?.count ?? 0))[0]!
  const expected = days.get(day)!
  expect(expected.salesTotal!.count).toBeGreaterThan(0)

  await visibleText(page, '日结对账').click()
  await expectPath(page, '/supplier/statistics/daily')
  const dayShown = page.locator('[data-testid="date-time-value"]').filter({ visible: true }).first()
  await expect(dayShown.innerText()).resolves.toBe(today)
  for (let d = today; d !== day; ) {
    d = shift(d, -1)
    await button(page, '前一天').click()
    await page.waitForFunction((want) => [...document.querySelectorAll('[data-testid="date-time-value"]')].some((e) => e.textContent === want), d)
  }
  await page.locator('[data-testid="settlement-row"]').filter({ visible: true }).first().waitFor()
  await expectPath(page, '/supplier/statistics/daily')

  const shown = await shownFigures(page)
  for (const key of ['goods', 'balance', 'wechat', 'credit', 'salesTotal', 'repaid', 'refundTotal', 'couponUsed']) expect([key, shown[key]]).toEqual([key, expected[key] ?? ZERO])
  expect(shown.net!.amountFen).toBe(expected.net?.amountFen ?? 0)
  const totals = await page.locator('[data-testid="stats-totals"]').filter({ visible: true }).first().innerText()
  expect(totals).toContain(`${expected.salesTotal!.count}`)

  const [download] = await Promise.all([page.waitForEvent('download'), button(page, '分享日结图片').click()])
  expect(download.suggestedFilename()).toBe(`日结对账-${day}.png`)
  const png = readFileSync((await download.path())!)
  expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
  expect(png.length).toBeGreaterThan(5_000)
  await visibleText(page, '图片已下载').waitFor()
})
