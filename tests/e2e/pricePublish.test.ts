/**
 * Real browser, prices published from trade (issue 24 part 1; docs/trade.md, section 24): office01
 * opens today in 市场办公 › 价格发布 (drafted from the seeded trade), corrects 大白菜's prices,
 * imports a CSV with one bad row (refused whole, the row named by its number), then a good one,
 * and publishes; the public price board then shows today's corrected figure.
 */
import type { Locator, Page } from 'playwright-core'
import { button, expectPath, login, modal, open, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 240_000 })

const visible = (page: Page, selector: string): Locator => page.locator(selector).filter({ visible: true })
const field = (page: Page, name: string): Locator => visible(page, `[data-field="${name}"] input`).first()
const csv = (...rows: string[]) => Buffer.from(['品名,单位,最低价,平均价,最高价', ...rows].join('\r\n'))

async function importCsv(page: Page, content: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await button(page, '导入CSV/XLSX').click()
  await (await chooser).setFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: content })
}

test('office01 corrects a price, imports a file (a bad row refused with its number), publishes; the board shows it', async () => {
  const page = rig.page
  await open(page, rig.server, '/staff/login')
  await login(page, 'office01')
  await expectPath(page, '/staff/index')
  await visibleText(page, '市场办公').waitFor()
  await visibleText(page, '价格发布').click()
  await expectPath(page, '/staff/office/price/index')
  const today = visible(page, '[data-testid="list-card"]').first()
  await today.getByText('未起草').waitFor()
  await today.click()
  await expectPath(page, '/staff/office/price/day')

  // Drafted from trade: 大白菜 corrected through the form.
  const cabbage = visible(page, '[data-testid="list-card"]').filter({ hasText: '大白菜（元/公斤）' }).first()
  await cabbage.getByText(/^交易 · \d+笔/).waitFor()
  await cabbage.locator('.nut-button', { hasText: '修改' }).click()
  await field(page, 'price-min').fill('2.5')
  await field(page, 'price-avg').fill('2.88')
  await field(page, 'price-max').fill('3.2')
  await button(page, '保存').click()
  await cabbage.getByText('¥2.88').waitFor()
  await cabbage.getByText(/^交易（已修正）/).waitFor()

  // A file with one bad row: refused whole, the row named; nothing saved.
  await importCsv(page, csv('猪肉,公斤,26,28.5,30', '牛肉,斤,70,76,80'))
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '文件有1行错误，未导入任何价格，请修改后重新导入' })
  await modal.confirm(page)
  await visibleText(page, '第3行：「牛肉」的单位应为公斤').waitFor()
  const pork = visible(page, '[data-testid="list-card"]').filter({ hasText: '猪肉（元/公斤）' })
  expect(await pork.count()).toBe(0)
  // Corrected: both rows saved.
  await importCsv(page, csv('猪肉,公斤,26,28.5,30', '牛肉,公斤,70,76,80'))
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '已导入2个品种的价格' })
  await modal.confirm(page)
  await pork.first().getByText('¥28.50').waitFor()

  await button(page, '发布').click()
  // Read again after publishing: nothing left to change.
  await page.locator('.nut-button', { hasText: '修改' }).filter({ visible: true }).first().waitFor({ state: 'hidden' })
  expect(await button(page, '导入CSV/XLSX').count()).toBe(0)

  // The public board: today, with the corrected figure.
  await open(page, rig.server, '/publicPrice')
  await expectPath(page, '/public-price/index')
  const row = visible(page, '[data-testid="price-row"]').filter({ hasText: '大白菜' }).first()
  await row.waitFor({ timeout: 20_000 })
  await expect(row.locator('[data-testid="price-value"]').innerText()).resolves.toContain('2.88')
  const pig = visible(page, '[data-testid="price-row"]').filter({ hasText: '猪肉' }).first()
  await expect(pig.locator('[data-testid="price-value"]').innerText()).resolves.toContain('28.5')
})
