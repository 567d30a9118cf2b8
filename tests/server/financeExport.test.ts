/**
 * Finance exports and the one-time download links (docs/architecture.md, "Exports and downloads";
 * docs/trade.md, "Finance exports and reconciliation"): the office (office01, module 财务对账)
 * exports a period's bills, payments and refunds as XLSX (read back with exceljs: money numbers
 * with two decimals, times in the market's zone) or CSV (UTF-8 with BOM); a link serves once, only
 * its user, only before it expires; periods are checked; nobody else gets a link.
 */
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm'
import { contract, type ExportLink } from '@/contract'
import { bills, customers, exportLinks, payments } from '../../server/db/schema'
import { addDays, chinaDay, marketDayStart } from '../../server/lib/dates'
import { LINK_NOT_YOURS, LINK_USED } from '../../server/modules/export/links'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

const F = contract.market.financeExport
let env: TestEnv
let tk: Record<'office01' | 'staff01' | 'supplier01', string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['office01', 'staff01', 'supplier01'] as const)
}, 600_000)
afterAll(() => env?.close())

const today = chinaDay()
const from = addDays(today, -91)
const link = async (data: Record<string, unknown>, token = tk.office01) => call<ExportLink>(env.app, F.link, data, { token })
const download = (url: string, token?: string) => env.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })

/** A Date cell exceljs read back: its UTC fields are the wall clock written. */
const wall = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
const chinaWall = (d: Date): string => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

test('bills as XLSX: the file reads back with money as numbers of two decimals and times in the market zone; the link serves once', async () => {
  const l = expectOk(await link({ kind: 'bills', from, to: today, format: 'xlsx' }))
  expect(l).toMatchObject({ format: 'xlsx', fileName: `账单_${from}_${today}.xlsx` })
  expect(l.url).toMatch(/^\/api\/export\/file\/[A-Za-z0-9_-]{43}$/)
  const res = await download(l.url)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('spreadsheetml')
  expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(l.fileName)}`)
  expect(res.headers['cache-control']).toBe('no-store')

  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('账单')!
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['账单编号', '商户', '账单名称'])
  const expected = await env.db
    .select({ billNo: bills.billNo, shop: customers.name, amountFen: bills.amountFen, createdAt: bills.createdAt, paidAt: bills.paidAt })
    .from(bills)
    .innerJoin(customers, eq(customers.id, bills.customerId))
    .where(and(gte(bills.createdAt, marketDayStart(from)), lt(bills.createdAt, marketDayStart(addDays(today, 1)))))
    .orderBy(asc(bills.createdAt), asc(bills.id))
  expect(expected.length).toBeGreaterThan(3)
  expect(sheet.rowCount).toBe(expected.length + 1)
  const header = (sheet.getRow(1).values as string[]).slice(1)
  const col = (name: string) => header.indexOf(name) + 1
  expected.forEach((b, i) => {
    const row = sheet.getRow(i + 2)
    expect(row.getCell(col('账单编号')).value).toBe(b.billNo)
    expect(row.getCell(col('商户')).value).toBe(b.shop)
    const amount = row.getCell(col('账单金额'))
    expect(typeof amount.value).toBe('number')
    expect(amount.value).toBe(b.amountFen / 100)
    expect(amount.numFmt).toBe('0.00')
    const created = row.getCell(col('出账时间'))
    expect(created.value).toBeInstanceOf(Date)
    expect(wall(created.value as Date)).toBe(chinaWall(b.createdAt))
    if (b.paidAt) expect(wall(row.getCell(col('支付时间')).value as Date)).toBe(chinaWall(b.paidAt))
    else expect(row.getCell(col('支付时间')).value).toBeNull()
  })
  expect(row1Day(sheet, col('到期日'))).toMatch(/^\d{4}-\d{2}-\d{2}$/)

  // Once only.
  const again = await download(l.url)
  expect(again.statusCode).toBe(410)
  expect(again.json().msg).toBe(LINK_USED)
})

/** The first bill's due date cell, a Date whose UTC day is the day written. */
function row1Day(sheet: ExcelJS.Worksheet, col: number): string {
  const v = sheet.getRow(2).getCell(col).value
  expect(v).toBeInstanceOf(Date)
  return (v as Date).toISOString().slice(0, 10)
}

test('payments as CSV: UTF-8 with a BOM, amounts with two decimals, times in the market zone', async () => {
  const l = expectOk(await link({ kind: 'payments', from, to: today, format: 'csv' }))
  const res = await download(l.url, tk.office01)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  const bytes = res.rawPayload
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const rows = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true }).data
  expect(rows[0]).toEqual(['支付单号', '支付时间', '付款方', '支付内容', '支付方式', '金额', '第三方交易号', '自动退回时间'])
  const paid = await env.db
    .select({ payNo: payments.payNo, paidAt: payments.paidAt, amountFen: payments.amountFen })
    .from(payments)
    .where(and(eq(payments.status, 'succeeded'), gte(payments.paidAt, marketDayStart(from))))
    .orderBy(asc(payments.paidAt), asc(payments.id))
  expect(rows.length - 1).toBe(paid.length)
  const first = rows[1]!
  expect(first[0]).toBe(paid[0]!.payNo)
  expect(first[1]).toBe(chinaWall(paid[0]!.paidAt!))
  expect(first[5]).toMatch(/^\d+\.\d{2}$/)
  expect(first[5]).toBe(`${Math.floor(paid[0]!.amountFen / 100)}.${String(paid[0]!.amountFen % 100).padStart(2, '0')}`)
})

test('refunds export as XLSX too (the seeded refunded refund is in it)', async () => {
  const l = expectOk(await link({ kind: 'refunds', from, to: today, format: 'xlsx' }))
  const res = await download(l.url)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('退款')!
  expect(sheet.rowCount).toBeGreaterThan(1)
  expect(sheet.getRow(2).getCell(7).value).toBe(45)
})

test('a link is its user\'s: another user\'s request is refused without spending it; an expired one is refused', async () => {
  const l = expectOk(await link({ kind: 'bills', from, to: today, format: 'csv' }))
  const other = await download(l.url, tk.supplier01)
  expect(other.statusCode).toBe(403)
  expect(other.json().msg).toBe(LINK_NOT_YOURS)
  expect((await download(l.url, tk.staff01)).statusCode).toBe(403)
  expect((await download(l.url, tk.office01)).statusCode).toBe(200)

  const late = expectOk(await link({ kind: 'bills', from, to: today, format: 'csv' }))
  await env.db.update(exportLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(isNull(exportLinks.usedAt))
  expect((await download(late.url)).statusCode).toBe(410)
  expect((await download('/api/export/file/not-a-token')).statusCode).toBe(410)
})

test('periods are checked: reversed, too long, in the future, malformed; kind and format too', async () => {
  const msg = async (data: Record<string, unknown>) => (await link({ kind: 'bills', from, to: today, format: 'xlsx', ...data })).msg
  expect(await msg({ from: today, to: addDays(today, -1) })).toBe('开始日期不能晚于结束日期')
  expect(await msg({ from: addDays(today, -92), to: today })).toBe('导出区间不能超过92天')
  expect(await msg({ to: addDays(today, 1) })).toBe('结束日期不能大于当前时间，请重新选择！')
  expect(await msg({ from: '2026-02-30' })).toBe('开始日期格式不正确')
  expect(await msg({ kind: 'orders' })).toBe('请选择导出内容')
  expect(await msg({ format: 'pdf' })).toBe('请选择文件格式')
  expect((await link({ kind: 'bills', from: today, to: today, format: 'xlsx' })).state).toBe(0)
})

test('only the market office with 财务对账 gets links or reconciles', async () => {
  for (const token of [tk.staff01, tk.supplier01]) {
    const r = await link({ kind: 'bills', from, to: today, format: 'xlsx' }, token)
    expect(r.state).not.toBe(0)
    expect((await call(env.app, F.reconcile, { day: today }, { token })).state).not.toBe(0)
  }
  expect((await call(env.app, F.link, { kind: 'bills', from, to: today, format: 'xlsx' })).state).not.toBe(0)
})

test('concurrent downloads of one link: exactly one gets the file', async () => {
  const l = expectOk(await link({ kind: 'payments', from, to: today, format: 'csv' }))
  const codes = (await Promise.all(Array.from({ length: 6 }, () => download(l.url)))).map((r) => r.statusCode).sort()
  expect(codes).toEqual([200, 410, 410, 410, 410, 410])
})
