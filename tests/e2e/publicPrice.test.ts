/**
 * Real browser: a visitor with no login opens the price publication, switches category, opens a
 * product's trend chart (uCharts draws on the canvas) and switches to 90 days. The chart's code
 * is fetched only when the analysis opens.
 */
import type { Request } from 'playwright-core'
import { expectPath, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'file', timeoutMs: 120_000 })

const rowNames = () => rig.page.locator('[data-testid="price-row"] .price-table__product').filter({ visible: true }).allInnerTexts()

/** How many pixels of the visible trend canvas are not transparent. */
const paintedPixels = () =>
  rig.page.evaluate(() => {
    const canvas = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="trend-chart"] canvas')].find((c) => c.getBoundingClientRect().width > 0)
    if (!canvas || !canvas.width || !canvas.height) return 0
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    let n = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++
    return n
  })

/** Polls until uCharts has drawn (it draws on a timer); the painted pixel count. */
async function waitForPaint(): Promise<number> {
  for (let i = 0; i < 60; i++) {
    const n = await paintedPixels()
    if (n > 1000) return n
    await rig.page.waitForTimeout(250)
  }
  return paintedPixels()
}

test('a visitor sees prices, switches category and opens a product trend for 7 and 90 days', async () => {
  const sent: Request[] = []
  rig.page.on('request', (r) => {
    if (r.url().includes('/api/member/collectPrice/')) sent.push(r)
  })
  // Scripts fetched so far that carry uCharts (its error texts survive minification).
  const chartScripts: string[] = []
  rig.page.on('response', (r) => {
    if (!/\.js$/.test(new URL(r.url()).pathname)) return
    void r.text().then(
      (body) => void (body.includes('[uCharts]') && chartScripts.push(r.url())),
      () => undefined,
    )
  })
  await open(rig.page, rig.server, '/publicPrice')
  await expectPath(rig.page, '/public-price/index')
  await rig.page.locator('[data-testid="price-row"]').filter({ visible: true }).first().waitFor({ timeout: 20_000 })
  await expect(visibleText(rig.page, /\d{4}年\d{2}月\d{2}日 价格/).isVisible()).resolves.toBe(true)
  expect(await visibleText(rig.page, '您还未登录').count()).toBe(0)
  const all = await rowNames()
  expect(all.length).toBeGreaterThan(5)
  // No token anywhere: a visitor.
  expect(sent.every((r) => !r.headers()['authorization'])).toBe(true)

  // Another category: fewer rows, all of them in the full list.
  const tabs = rig.page.locator('[data-testid="filter-tab"]').filter({ visible: true })
  expect(await tabs.count()).toBeGreaterThan(2)
  await tabs.nth(1).click()
  await rig.page.waitForFunction((n) => {
    const rows = [...document.querySelectorAll('[data-testid="price-row"]')].filter((r) => (r as HTMLElement).offsetParent)
    return rows.length > 0 && rows.length < n
  }, all.length, { timeout: 15_000 })
  const some = await rowNames()
  expect(some.length).toBeLessThan(all.length)
  expect(some.every((n) => all.includes(n))).toBe(true)
  expect(sent.some((r) => r.url().endsWith('collectDisplayAll') && /bigCateId=/.test(r.postData() ?? ''))).toBe(true)

  // The board is drawn without the chart's code.
  expect(chartScripts).toEqual([])

  // A product: its analysis with a drawn chart, whose code loads now.
  await rig.page.locator('[data-testid="price-row"]').filter({ visible: true }).first().click()
  await visibleText(rig.page, `${some[0]} 价格走势`).waitFor({ timeout: 15_000 })
  await rig.page.locator('[data-testid="trend-chart"] canvas').filter({ visible: true }).first().waitFor({ timeout: 15_000 })
  expect(await waitForPaint()).toBeGreaterThan(1000)
  expect(chartScripts).toHaveLength(1)
  const stats7 = await rig.page.locator('[data-testid="price-analysis"] .price-analysis__stats').filter({ visible: true }).innerText()
  expect(stats7).toMatch(/最低价[\s\S]*最高价[\s\S]*平均价[\s\S]*较前日/)
  expect(sent.some((r) => r.url().endsWith('collectAnalyseOne') && /days=7\b/.test(r.postData() ?? ''))).toBe(true)

  // 90 days: the request says so, and the chart is drawn again.
  const ninety = rig.page.waitForRequest((r) => r.url().endsWith('collectAnalyseOne') && /days=90\b/.test(r.postData() ?? ''))
  await rig.page.locator('[data-testid="price-analysis"] [data-testid="filter-tab"]', { hasText: '近90天' }).click()
  await ninety
  await rig.page.waitForFunction(
    (before) => {
      const el = document.querySelector('[data-testid="price-analysis"] .price-analysis__stats') as HTMLElement | null
      return Boolean(el && el.innerText !== before)
    },
    stats7,
    { timeout: 15_000 },
  ).catch(() => undefined)
  expect(await waitForPaint()).toBeGreaterThan(1000)
  expect(await rig.page.locator('[data-testid="price-analysis"] [data-testid="filter-tab"][data-active="true"]').innerText()).toBe('近90天')
})
