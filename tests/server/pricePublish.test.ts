/**
 * /api/market/pricePublish/*: a day's draft from the paid order lines (checked against an
 * independent sum of the rows this file inserts), the fewer-than-three-sales rule, corrections and
 * hand-collected rows, the file import (every row checked, errors with their row numbers, nothing
 * saved while any is bad), publishing once (also concurrently: run on PostgreSQL too), and the
 * public board answering from published days only.
 */
import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { contract, lineAmountFen, type PriceBoard, type PriceDraft, type PriceImportResult } from '@/contract'
import { customers, orderLines, orders, priceProductLinks, priceProducts } from '../../server/db/schema'
import { addDays, chinaDay, marketDayStart } from '../../server/lib/dates'
import { newId } from '../../server/lib/ids'
import { newTraceCode } from '../../server/modules/settle/orderWorkflow'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

const P = contract.market.pricePublish
let env: TestEnv
let tk: Record<'office01' | 'staff01' | 'supplier01', string>
/** Board product id and catalogue product id by the board product's name (linked ones). */
const board = new Map<string, { id: string; unit: string; catalogueId?: string }>()
let supplierId = ''
let purchaserId = ''
let seq = 0

beforeAll(async () => {
  env = await setup({ poolSize: 6 })
  tk = await loginAll(env.app, ['office01', 'staff01', 'supplier01'] as const)
  const links = new Map((await env.db.select().from(priceProductLinks)).map((l) => [l.priceProductId, l.productId]))
  for (const p of await env.db.select().from(priceProducts)) board.set(p.name, { id: p.id, unit: p.unit, catalogueId: links.get(p.id) })
  supplierId = newId()
  purchaserId = newId()
  await env.db.insert(customers).values([
    { id: supplierId, name: '测试档口', customerType: 'supplier' },
    { id: purchaserId, name: '测试买家', customerType: 'purchaser' },
  ])
}, 600_000)
afterAll(() => env?.close())

type Sale = { product: string; unit?: string; quantity: string; priceFen: number }

/** One order of `lines` settled at `at` in `status` (inserted as the workflow leaves it). */
async function sell(at: Date, status: 'paid' | 'completed' | 'repaid' | 'owed' | 'unpaid' | 'closed', lines: Sale[]): Promise<void> {
  const orderId = newId()
  const rows = lines.map((l, i) => {
    const b = board.get(l.product)!
    return { id: newId(), orderId, productId: b.catalogueId!, productName: l.product, skuName: l.product, categoryName: '', unit: l.unit ?? b.unit, quantity: l.quantity, priceFen: l.priceFen, amountFen: lineAmountFen(l.quantity, l.priceFen), traceCode: newTraceCode(), sort: i }
  })
  const goodsFen = rows.reduce((n, r) => n + r.amountFen, 0)
  const settled = status !== 'unpaid' && status !== 'closed'
  await env.db.insert(orders).values({
    id: orderId,
    orderNo: `DD99${String(++seq).padStart(12, '0')}`,
    supplierId,
    purchaserId,
    supplierName: '测试档口',
    purchaserName: '测试买家',
    status,
    payMethod: status === 'owed' ? 'credit' : 'wechat',
    goodsFen,
    payableFen: goodsFen,
    paidFen: status === 'owed' || !settled ? 0 : goodsFen,
    owedFen: status === 'owed' ? goodsFen : 0,
    lineCount: rows.length,
    firstProductName: rows[0]!.productName,
    settledAt: settled ? at : null,
    closedAt: status === 'closed' ? at : null,
    createdAt: at,
  })
  await env.db.insert(orderLines).values(rows)
}

const hour = (day: string, h: number) => new Date(marketDayStart(day).getTime() + h * 3_600_000)
const open = async (day: string, token = tk.office01) => expectOk(await call<PriceDraft>(env.app, P.open, { day }, { token }))
const rowOf = (d: PriceDraft, name: string) => d.rows.find((r) => r.productName === name)

/** The independent figures: min, quantity-weighted average (half up to the fen), max, volume, orders. */
function expected(sales: Array<{ quantity: string; priceFen: number }[]>) {
  const lines = sales.flat()
  const h = lines.map((l) => Math.round(Number(l.quantity) * 100))
  const total = h.reduce((a, b) => a + b, 0)
  const weighted = lines.reduce((n, l, i) => n + l.priceFen * h[i]!, 0)
  return { minFen: Math.min(...lines.map((l) => l.priceFen)), avgFen: Math.round(weighted / total), maxFen: Math.max(...lines.map((l) => l.priceFen)), volume: total / 100, sales: sales.length }
}

describe('a day drafted from trade', () => {
  const day = addDays(chinaDay(), -120)
  let draft: PriceDraft

  beforeAll(async () => {
    const cabbage = [
      [{ product: '大白菜', quantity: '12.5', priceFen: 230 }],
      [{ product: '大白菜', quantity: '3', priceFen: 260 }, { product: '草鱼', quantity: '2', priceFen: 1800 }],
      [{ product: '大白菜', quantity: '40.25', priceFen: 245 }],
      [{ product: '大白菜', quantity: '1', priceFen: 199 }],
    ]
    await sell(hour(day, 0.01), 'paid', cabbage[0]!)
    await sell(hour(day, 9), 'completed', cabbage[1]!)
    await sell(hour(day, 15), 'repaid', cabbage[2]!)
    await sell(hour(day, 23.99), 'completed', cabbage[3]!)
    // Not paid, not this day, or in another unit: left out.
    await sell(hour(day, 10), 'owed', [{ product: '大白菜', quantity: '100', priceFen: 100 }])
    await sell(hour(day, 10), 'unpaid', [{ product: '大白菜', quantity: '100', priceFen: 100 }])
    await sell(hour(day, -0.01), 'paid', [{ product: '大白菜', quantity: '100', priceFen: 100 }])
    await sell(hour(day, 24), 'paid', [{ product: '大白菜', quantity: '100', priceFen: 100 }])
    await sell(hour(day, 11), 'paid', [{ product: '大白菜', unit: '箱', quantity: '100', priceFen: 100 }])
    // 草鱼: two paid orders only (one above): not drafted from trade alone.
    await sell(hour(day, 12), 'paid', [{ product: '草鱼', quantity: '5', priceFen: 1750 }])
    draft = await open(day)
  })

  test('min, weighted average and max of the paid lines of the market day, per board product', () => {
    expect(draft).toMatchObject({ day, status: 'draft', publishedAt: null })
    const want = expected([[{ quantity: '12.5', priceFen: 230 }], [{ quantity: '3', priceFen: 260 }], [{ quantity: '40.25', priceFen: 245 }], [{ quantity: '1', priceFen: 199 }]])
    expect(want.avgFen).toBe(Math.round((1250 * 230 + 300 * 260 + 4025 * 245 + 100 * 199) / 5675))
    expect(rowOf(draft, '大白菜')).toMatchObject({ ...want, source: 'trade', corrected: false, unit: '公斤' })
  })

  test('a product with fewer than three paid orders that day is not drafted', () => {
    expect(rowOf(draft, '草鱼')).toBeUndefined()
    expect(draft.rows.map((r) => r.productName)).toEqual(['大白菜'])
    expect(draft.products).toHaveLength(36)
  })

  test('opening the day again keeps the draft (made once)', async () => {
    await sell(hour(day, 13), 'paid', [{ product: '草鱼', quantity: '1', priceFen: 1900 }])
    expect((await open(day)).rows).toEqual(draft.rows)
  })

  test('a correction keeps the row from trade, marked corrected; a row collected by hand is added', async () => {
    const fish = board.get('草鱼')!.id
    const cabbage = board.get('大白菜')!.id
    let d = expectOk(await call<PriceDraft>(env.app, P.saveRow, { day, productId: cabbage, minFen: 200, avgFen: 240, maxFen: 260 }, { token: tk.office01 }))
    expect(rowOf(d, '大白菜')).toMatchObject({ minFen: 200, avgFen: 240, maxFen: 260, source: 'trade', corrected: true, sales: 4 })
    d = expectOk(await call<PriceDraft>(env.app, P.saveRow, { day, productId: fish, minFen: 1700, avgFen: 1800, maxFen: 1900 }, { token: tk.office01 }))
    expect(rowOf(d, '草鱼')).toMatchObject({ minFen: 1700, avgFen: 1800, maxFen: 1900, source: 'manual', sales: 0, volume: 0 })
    const bad = await call(env.app, P.saveRow, { day, productId: fish, minFen: 1900, avgFen: 1800, maxFen: 2000 }, { token: tk.office01 })
    expect(bad.msg).toBe('价格需满足：最低价 ≤ 平均价 ≤ 最高价')
    expect((await call(env.app, P.saveRow, { day, productId: fish, minFen: '1.5', avgFen: 1800, maxFen: 2000 }, { token: tk.office01 })).msg).toBe('最低价需大于0')
    expect((await call(env.app, P.saveRow, { day: addDays(day, -1), productId: fish, minFen: 1, avgFen: 1, maxFen: 1 }, { token: tk.office01 })).msg).toBe('请先生成该日的价格草稿')
  })
})

async function uploadFile(app: FastifyInstance, content: Buffer, filename: string, token: string) {
  const boundary = `----price${Date.now()}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await app.inject({ method: 'POST', url: P.upload.path, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token } })
  const body = res.json() as { state: number; msg: string; result: { url: string } }
  expect([body.state, body.msg]).toEqual([0, '操作成功'])
  return body.result.url
}

async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('价格导入')
  for (const r of rows) sheet.addRow(r)
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe('importing a file', () => {
  const day = addDays(chinaDay(), -121)
  const importOf = async (content: Buffer, name: string) => {
    const fileUrl = await uploadFile(env.app, content, name, tk.office01)
    return call<PriceImportResult>(env.app, P.importFile, { day, fileUrl }, { token: tk.office01 })
  }
  beforeAll(() => open(day))

  test('the template lists every board product with its unit', async () => {
    const { url } = expectOk(await call<{ url: string }>(env.app, P.template, {}, { token: tk.office01 }))
    const res = await env.app.inject({ method: 'GET', url })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const values = book.worksheets[0]!.getSheetValues().slice(1) as Array<Array<unknown>>
    expect(values[0]!.slice(1)).toEqual(['品名', '单位', '最低价', '平均价', '最高价'])
    expect(values).toHaveLength(37)
    expect(values[1]!.slice(1)).toEqual(['大白菜', '公斤'])
  })

  test('a CSV with bad rows: every error with its row number, nothing saved', async () => {
    // GB18030 is what Excel writes for a Chinese CSV; a blank line keeps its number.
    const text = ['品名,单位,最低价,平均价,最高价', '猪肉,公斤,26,28.5,30', '', '牛肉,斤,70,76,80', '羊肉,公斤,80,79,85', '不存在,公斤,1,2,3', '鸡肉,公斤,abc,18,19', '猪肉,公斤,26,28,30'].join('\r\n')
    const r = expectOk(await importOf(Buffer.from(new TextEncoder().encode(text)), 'prices.csv'))
    expect(r).toEqual({
      saved: 0,
      errors: [
        { row: 4, message: '「牛肉」的单位应为公斤' },
        { row: 5, message: '价格需满足：最低价 ≤ 平均价 ≤ 最高价' },
        { row: 6, message: '品名「不存在」不在价格品种中' },
        { row: 7, message: '价格需为大于0的数，最多2位小数' },
        { row: 8, message: '「猪肉」与第2行重复' },
      ],
    })
    expect(rowOf(await open(day), '猪肉')).toBeUndefined()
  })

  test('a CSV as Excel saves it in Chinese (GB18030) is read', async () => {
    const gb18030 = Buffer.from('c6b7c3fb2cb5a5cebb2cd7eeb5cdbcdb2cc6bdbef9bcdb2cd7eeb8dfbcdb0d0ad6edc8e22cb9abbdef2c32362c32382e352c33300d0a', 'hex')
    expect(expectOk(await importOf(gb18030, 'gbk.csv'))).toEqual({ saved: 1, errors: [] })
    expect(rowOf(await open(day), '猪肉')).toMatchObject({ minFen: 2600, avgFen: 2850, maxFen: 3000, source: 'import' })
  })

  test('an XLSX: the bad row refused with its number, then the corrected file saved', async () => {
    const rows: Array<Array<string | number>> = [['品名', '单位', '最低价', '平均价', '最高价'], ['牛肉', '公斤', 70, 76.5, 80], ['羊肉', '公斤', 80, 82.123, 85]]
    expect(expectOk(await importOf(await xlsx(rows), 'p.xlsx'))).toEqual({ saved: 0, errors: [{ row: 3, message: '价格需为大于0的数，最多2位小数' }] })
    expect(rowOf(await open(day), '牛肉')).toBeUndefined()
    rows[2]![3] = 82.1
    expect(expectOk(await importOf(await xlsx(rows), 'p.xlsx'))).toEqual({ saved: 2, errors: [] })
    const d = await open(day)
    expect([rowOf(d, '牛肉'), rowOf(d, '羊肉')]).toMatchObject([{ minFen: 7000, avgFen: 7650, maxFen: 8000 }, { avgFen: 8210 }])
  })

  test('a file of another type, a wrong header, another user\'s file', async () => {
    expect((await importOf(Buffer.from('a,b\r\n1,2'), 'x.csv')).msg).toBe('表头应为：品名、单位、最低价、平均价、最高价')
    expect((await importOf(Buffer.from('PK\u0003\u0004garbage'), 'x.xlsx')).msg).toBe('文件无法读取，请使用下载的模板填写')
    const theirs = await uploadFile(env.app, Buffer.from('品名,单位,最低价,平均价,最高价'), 'a.csv', tk.office01)
    expect((await call(env.app, P.importFile, { day, fileUrl: theirs.replace(/[0-9a-f]{32}/, '0'.repeat(32)) }, { token: tk.office01 })).msg).toBe('导入文件不存在，请重新选择')
    expect((await call(env.app, P.importFile, { day, fileUrl: '/uploads/../secrets.csv' }, { token: tk.office01 })).msg).toBe('导入文件不存在，请重新选择')
  })
})

describe('publishing', () => {
  const day = addDays(chinaDay(), -122)
  const boardOf = async (date: string) => call<PriceBoard>(env.app, contract.member.collectPrice.collectDisplayAll, { date })

  test('the board answers from published days only; a day publishes once', async () => {
    await open(day)
    const pork = board.get('猪肉')!.id
    expectOk(await call(env.app, P.saveRow, { day, productId: pork, minFen: 2500, avgFen: 2712, maxFen: 2900 }, { token: tk.office01 }))
    expect(expectOk(await boardOf(day)).items).toEqual([])
    const latest = expectOk(await call<{ date: string }>(env.app, contract.member.collectPrice.queryLatestDate, {}))
    expect(latest.date).toBe(addDays(chinaDay(), -1))
    const published = expectOk(await call<PriceDraft>(env.app, P.publish, { day }, { token: tk.office01 }))
    expect(published.status).toBe('published')
    expect(published.publishedAt).not.toBeNull()
    const items = expectOk(await boardOf(day)).items
    expect(items.map((i) => [i.productName, i.price, i.minPrice, i.maxPrice])).toEqual([['猪肉', 27.12, 25, 29]])
    expect((await call(env.app, P.publish, { day }, { token: tk.office01 })).msg).toBe('该日价格已由他人发布')
    expect((await call(env.app, P.saveRow, { day, productId: pork, minFen: 1, avgFen: 1, maxFen: 1 }, { token: tk.office01 })).msg).toBe('该日价格已发布，不能修改')
  })

  test('an empty draft is not published; a future day cannot be opened', async () => {
    const empty = addDays(chinaDay(), -123)
    await open(empty)
    expect((await call(env.app, P.publish, { day: empty }, { token: tk.office01 })).msg).toBe('该日没有可发布的价格')
    expect((await call(env.app, P.days, {}, { token: tk.office01 })).state).toBe(0)
    expect((await call(env.app, P.open, { day: addDays(chinaDay(), 1) }, { token: tk.office01 })).msg).toBe('不能发布未来日期的价格')
    expect((await call(env.app, P.open, { day: '2026-02-30' }, { token: tk.office01 })).msg).toBe('日期格式应为YYYY-MM-DD')
  })

  test('two staff publishing at once: one publishes, the other is told', async () => {
    const race = addDays(chinaDay(), -124)
    await open(race)
    expectOk(await call(env.app, P.saveRow, { day: race, productId: board.get('牛肉')!.id, minFen: 7000, avgFen: 7500, maxFen: 8000 }, { token: tk.office01 }))
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(env.app, P.publish, { day: race }, { token: tk.office01 })))
    expect(answers.filter((a) => a.state === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.state !== 0).map((a) => a.msg)).toEqual(['该日价格已由他人发布', '该日价格已由他人发布', '该日价格已由他人发布'])
    expect(expectOk(await boardOf(race)).items).toHaveLength(1)
  })
})

test('the days list: the last 30 market days with their state; today drafted from the seeded trade', async () => {
  const days = expectOk(await call<Array<{ day: string; status: string; rowCount: number }>>(env.app, P.days, {}, { token: tk.office01 }))
  expect(days).toHaveLength(30)
  expect(days[0]).toEqual({ day: chinaDay(), status: 'none', rowCount: 0 })
  expect(days[1]).toEqual({ day: addDays(chinaDay(), -1), status: 'published', rowCount: 36 })
  expect(days.slice(1).every((d) => d.status === 'published')).toBe(true)
  const today = await open(chinaDay())
  expect(today.rows.length).toBe(board.size - [...board.values()].filter((b) => !b.catalogueId).length)
  expect(today.rows.every((r) => r.source === 'trade' && r.sales >= 3)).toBe(true)
})

test('only staff whose role grants 价格发布', async () => {
  for (const token of [tk.staff01, tk.supplier01]) expect((await call(env.app, P.days, {}, { token })).state).not.toBe(0)
  expect((await call(env.app, P.days, {})).state).toBe(97)
})
