/**
 * Real browser, finance (issue 24, docs/trade.md "Finance exports and reconciliation"): office01
 * opens 市场办公 › 财务对账, exports the last 30 days' bills as XLSX (the download is captured and
 * read back with exceljs: money as numbers with two decimals), then 支付对账 shows yesterday's
 * reconciliation with the seeded payment whose notification never arrived (本地缺失, ¥86.50).
 */
import ExcelJS from 'exceljs'
import type { Locator, Page } from 'playwright-core'
import { expectPath, login, open, setupBrowserRig, tapTo, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 240_000 })

const visible = (page: Page, selector: string): Locator => page.locator(selector).filter({ visible: true })

test('office01 exports the bills as XLSX (read back) and reconciles yesterday showing the seeded mismatch', async () => {
  const { page } = rig
  await open(page, rig.server, '/staff/login')
  await login(page, 'office01')
  await expectPath(page, '/staff/index')
  await visibleText(page, '市场办公').waitFor()
  await tapTo(page, visibleText(page, '财务对账'), '/staff/office/finance/index')

  const downloaded = page.waitForEvent('download')
  await visible(page, '.nut-button').filter({ hasText: '导出' }).first().click()
  const download = await downloaded
  expect(download.suggestedFilename()).toMatch(/^账单_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/)
  const file = await download.path()
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(file!)
  const sheet = book.getWorksheet('账单')!
  const header = (sheet.getRow(1).values as string[]).slice(1)
  expect(header.slice(0, 3)).toEqual(['账单编号', '商户', '账单名称'])
  expect(sheet.rowCount).toBeGreaterThan(1)
  const amount = sheet.getRow(2).getCell(header.indexOf('账单金额') + 1)
  expect(typeof amount.value).toBe('number')
  expect(amount.numFmt).toBe('0.00')
  expect(sheet.getRow(2).getCell(header.indexOf('出账时间') + 1).value).toBeInstanceOf(Date)

  await tapTo(page, visible(page, '.nut-cell').filter({ hasText: '支付对账' }).first(), '/staff/office/finance/reconcile')
  const missing = visible(page, '[data-testid="recon-missingLocal"]').first()
  await missing.waitFor()
  await expect(missing.innerText()).resolves.toContain('1笔')
  await expect(missing.innerText()).resolves.toContain('¥86.50')
  await visibleText(page, '本地缺失（1笔）').waitFor()
  await expect(visible(page, '[data-testid="recon-item"]').first().innerText()).resolves.toContain('平台 ¥86.50 · 本地 无')
  await expect(visible(page, '[data-testid="recon-matched"]').first().innerText()).resolves.not.toContain('0笔')
})
