/**
 * Inspections (docs/gate.md, "Inspections"): items per product, report vouchers, a shop's request
 * for the products of its entry (edit and delete while waiting), the office's results with the
 * generated PDF report (served, a real PDF), the lab's own PDF attached instead (only a clean PDF
 * of the office's own upload), the public view (nothing private), and the result travelling with
 * the goods: the stock list and a trace code of a sale show it.
 */
import type { FastifyInstance } from 'fastify'
import { contract, type DetectionCreated, type DetectionDetail, type DetectionItemSummary, type DetectProductItems, type DetectVoucher, type OfficeDetectionDetail, type PageResult, type PublicDetection, type ResultRecorded, type StockItem, type TraceInfo } from '@/contract'
import { checkPdf } from '../../server/files/pdf'
import { reportPdf } from '../../server/modules/gate/reportPdf'
import { call, expectOk } from './helpers'
import { bringIn, G, gateEnv, M, type GateEnv } from './gateHelpers'
import { createOrder, detailOf, parties, pay, skuId, topUp } from './tradeHelpers'

let g: GateEnv
beforeAll(async () => {
  g = await gateEnv()
}, 600_000)
afterAll(() => g?.env.close())

const app = () => g.env.app
const D = G.detectionMain

async function upload(a: FastifyInstance, content: Buffer, token: string, filename = 'report.pdf') {
  const boundary = `----market${Date.now()}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await a.inject({ method: 'POST', url: M.detection.reportUpload.path, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token } })
  return res.json() as { state: number; msg: string; result: { url: string } }
}

const sample = () =>
  reportPdf({ marketName: '测试市场', detectionNo: 'JC202601010001', supplierName: '测试商户', entryDate: '2026-01-01', testedAt: '2026-01-01 08:00', testerName: '检测员', result: 'pass', products: [{ productName: '苹果', origin: null, items: [{ itemName: '农药残留', standard: 'GB 2763-2021', result: 'pass', value: null }] }] })

/** The PDF's cross-reference table points at each object. */
function xrefHolds(pdf: Buffer): boolean {
  const text = pdf.toString('latin1')
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1])
  const lines = text.slice(start).split('\n')
  const count = Number(lines[1]!.split(' ')[1])
  for (let i = 1; i < count; i++) if (!text.startsWith(`${i} 0 obj`, Number(lines[2 + i]!.slice(0, 10)))) return false
  return true
}

test('items per product by its top-level category; unknown products are left out', async () => {
  const items = expectOk(await call<DetectProductItems[]>(app(), D.getDetectProAndItemByProIds, { productIds: [g.product['菠菜'], g.product['草鱼'], '404'] }, { token: g.tk.supplier01 }))
  expect(items.map((i) => i.productName)).toEqual(['菠菜', '草鱼'])
  expect(items[0]!.items.map((i) => i.name)).toEqual(['农药残留（有机磷和氨基甲酸酯类）', '铅', '亚硝酸盐'])
  expect(items[1]!.items.map((i) => i.name)).toEqual(['孔雀石绿', '氯霉素', '甲醛'])
  expect((await call(app(), D.getDetectProAndItemByProIds, {}, { token: g.tk.supplier01 })).msg).toBe('缺少参数：productIds')
  expect((await call(app(), D.getDetectProAndItemByProIds, { productIds: [g.product['菠菜']] }, { token: g.tk.purchaser01 })).msg).toBe('无权访问该功能')
})

test('vouchers: the shop\'s valid ones, by product; never another shop\'s', async () => {
  const all = expectOk(await call<DetectVoucher[]>(app(), G.detectionProVouchertype.getAvaliableDetectReportByCustomer, {}, { token: g.tk.supplier01 }))
  expect(all.map((v) => [v.voucherTypeName, v.productNames])).toEqual([['产地证明', ['红富士苹果']]])
  expect(expectOk(await call<DetectVoucher[]>(app(), G.detectionProVouchertype.getAvaliableDetectReportByCustomer, { productIds: [g.product['香蕉']] }, { token: g.tk.supplier01 }))).toEqual([])
  expect(expectOk(await call<DetectVoucher[]>(app(), G.detectionProVouchertype.getAvaliableDetectReportByCustomer, {}, { token: g.tk.supplier02 }))).toEqual([])
})

describe('a shop\'s inspection through the office\'s results', () => {
  test('create, edit, results with a generated PDF report, public view; refusals at each step', async () => {
    const { recordId, plate } = await bringIn(g, g.tk.supplier01, [['菠菜', 50, 50, '山东寿光'], ['生菜', 20, 20, '云南元谋']])
    const [spinach] = expectOk(await call<DetectProductItems[]>(app(), D.getDetectProAndItemByProIds, { productIds: [g.product['菠菜']] }, { token: g.tk.supplier01 }))
    const pest = spinach!.items[0]!.id
    const lead = spinach!.items[1]!.id
    const make = (products: unknown, more: Record<string, unknown> = {}) => call<DetectionCreated>(app(), D.createDetection, { recordId, products, remark: '到货抽检', ...more }, { token: g.tk.supplier01 })
    expect((await make([])).msg).toBe('请至少选择一种检测商品')
    expect((await make([{ productId: g.product['香蕉'], itemIds: [pest] }])).msg).toBe('该进场记录中没有此商品')
    const [fishItem] = expectOk(await call<DetectProductItems[]>(app(), D.getDetectProAndItemByProIds, { productIds: [g.product['草鱼']] }, { token: g.tk.supplier01 }))![0]!.items
    expect((await make([{ productId: g.product['菠菜'], itemIds: [fishItem!.id] }])).msg).toBe('检测项目不适用于「菠菜」')
    expect((await make([{ productId: g.product['菠菜'], itemIds: [] }])).msg).toBe('每种商品需选择1-20个检测项目')
    expect((await make([{ productId: g.product['菠菜'], itemIds: [pest] }], { voucherId: '1' })).msg).toBe('报告凭证不存在或已过期')
    expect((await call(app(), D.createDetection, { recordId, products: [{ productId: g.product['菠菜'], itemIds: [pest] }] }, { token: g.tk.supplier02 })).msg).toBe('记录不存在')

    const made = expectOk(await make([{ productId: g.product['菠菜'], itemIds: [pest] }]))
    expect(made.detectionNo).toMatch(/^JC\d{12}$/)
    expect((await make([{ productId: g.product['菠菜'], itemIds: [lead] }])).msg).toBe('该商品已提交检测')
    // Edited while waiting: both products, two items on spinach.
    const products = [
      { productId: g.product['菠菜'], itemIds: [pest, lead] },
      { productId: g.product['生菜'], itemIds: [pest] },
    ]
    expectOk(await call(app(), D.updateDetection, { id: made.id, recordId, products }, { token: g.tk.supplier01 }))
    const mine = expectOk(await call<DetectionDetail>(app(), D.detail, { id: made.id }, { token: g.tk.supplier01 }))
    expect(mine).toMatchObject({ status: 'submitted', result: null, plateNumber: plate, productNames: ['菠菜', '生菜'], itemCount: 3, reportUrl: null })
    expect(mine.products[0]).toMatchObject({ productName: '菠菜', origin: '山东寿光', items: [{ itemName: '农药残留（有机磷和氨基甲酸酯类）', result: null }, { itemName: '铅' }] })
    expect((await call(app(), D.detail, { id: made.id }, { token: g.tk.supplier02 })).msg).toBe('记录不存在')
    const list = expectOk(await call<PageResult<DetectionItemSummary>>(app(), D.page, { status: 'submitted', keyword: '生菜' }, { token: g.tk.supplier01 }))
    expect(list.records.map((r) => r.id)).toContain(made.id)

    // The office records every item at once: one missing is refused; a fail makes the whole fail.
    const lines = mine.products.flatMap((p) => p.items)
    expect((await call(app(), M.detection.recordResult, { id: made.id, results: lines.slice(1).map((i) => ({ id: i.id, result: 'pass' })) }, { token: g.tk.office01 })).msg).toBe('请填写全部检测项目的结果')
    expect((await call(app(), M.detection.recordResult, { id: made.id, results: lines.map((i) => ({ id: i.id, result: 'ok' })) }, { token: g.tk.office01 })).msg).toBe('检测结果需为合格或不合格')
    expect((await call(app(), M.detection.recordResult, { id: made.id, results: lines.map((i) => ({ id: i.id, result: 'pass' })) }, { token: g.tk.staff01 })).msg).toBe('当前账号没有该功能的权限')
    const results = lines.map((i, n) => ({ id: i.id, result: n === 1 ? 'fail' : 'pass', value: n === 1 ? '0.35 mg/kg' : '未检出' }))
    const done = expectOk(await call<ResultRecorded>(app(), M.detection.recordResult, { id: made.id, results }, { token: g.tk.office01 }))
    expect(done).toEqual({ id: made.id, result: 'fail', reportUrl: expect.stringMatching(/^\/reports\/detection\/[0-9a-f]{32}\.pdf$/) })
    expect((await call(app(), M.detection.recordResult, { id: made.id, results }, { token: g.tk.office01 })).msg).toBe('仅待检测的检测单可以录入结果')
    expect((await call(app(), D.updateDetection, { id: made.id, recordId, products }, { token: g.tk.supplier01 })).msg).toBe('仅待检测的检测单可以修改')
    expect((await call(app(), D.delete, { id: made.id }, { token: g.tk.supplier01 })).msg).toBe('仅待检测的检测单可以删除')
    const tested = expectOk(await call<OfficeDetectionDetail>(app(), M.detection.queryById, { id: made.id }, { token: g.tk.office01 }))
    expect(tested).toMatchObject({ customerName: '绿源果蔬商行', status: 'tested', result: 'fail', testedByName: '郑办公', reportUrl: done.reportUrl })
    expect(tested.products.map((p) => [p.productName, p.result])).toEqual([['菠菜', 'fail'], ['生菜', 'pass']])

    // The report: a real PDF, served without a token, as an inert download.
    const res = await app().inject({ method: 'GET', url: done.reportUrl })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    const pdf = res.rawPayload
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    expect(xrefHolds(pdf)).toBe(true)
    expect(checkPdf(pdf)).toEqual({ ok: true })
    // Its text is drawn in UCS-2: the report number and the shop are in it.
    const hex = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()).join('')
    expect(pdf.toString('latin1')).toContain(hex(tested.detectionNo))
    expect(pdf.toString('latin1')).toContain(hex('绿源果蔬商行'))
    expect((await app().inject({ method: 'GET', url: '/reports/detection/00000000000000000000000000000000.pdf' })).statusCode).toBe(404)
    expect((await app().inject({ method: 'GET', url: '/reports/detection/..%2Fx.pdf' })).statusCode).toBe(404)

    // The public view: results and the report; no plate, driver, voucher or remark.
    const pub = await app().inject({ method: 'GET', url: `${D.queryById.path}?id=${made.id}` })
    const view = (pub.json() as { result: PublicDetection }).result
    expect(view).toMatchObject({ detectionNo: tested.detectionNo, result: 'fail', supplierName: '绿源果蔬商行', marketName: '江南农产品批发交易中心', reportUrl: done.reportUrl })
    expect(view.products[0]!.items[1]).toEqual({ itemName: '铅', standard: 'GB 2762-2022', result: 'fail', value: '0.35 mg/kg' })
    for (const hidden of [plate, '张师傅', '13700000001', '到货抽检', 'recordId', 'voucher']) expect(pub.body).not.toContain(hidden)
    expect((await call(app(), D.queryById, { id: '1' })).msg).toBe('记录不存在')
  })

  test('delete while waiting; the lab\'s own PDF replaces the report: only a clean PDF, only the office\'s own upload', async () => {
    const { recordId } = await bringIn(g, g.tk.supplier01, [['香蕉', 30, 300]])
    const [banana] = expectOk(await call<DetectProductItems[]>(app(), D.getDetectProAndItemByProIds, { productIds: [g.product['香蕉']] }, { token: g.tk.supplier01 }))
    const make = () => call<DetectionCreated>(app(), D.createDetection, { recordId, products: [{ productId: g.product['香蕉'], itemIds: [banana!.items[0]!.id] }] }, { token: g.tk.supplier01 })
    const first = expectOk(await make())
    expect((await call(app(), D.delete, { id: first.id }, { token: g.tk.supplier02 })).msg).toBe('记录不存在')
    expect(expectOk(await call(app(), D.delete, { id: first.id }, { token: g.tk.supplier01 }))).toBeNull()
    const made = expectOk(await make())
    const d = expectOk(await call<DetectionDetail>(app(), D.detail, { id: made.id }, { token: g.tk.supplier01 }))
    expect((await call(app(), M.detection.attachReport, { id: made.id, reportUrl: '/uploads/00000000000000000000000000000000.pdf' }, { token: g.tk.office01 })).msg).toBe('检测报告文件不存在')
    expectOk(await call(app(), M.detection.recordResult, { id: made.id, results: d.products[0]!.items.map((i) => ({ id: i.id, result: 'pass' })) }, { token: g.tk.office01 }))

    expect((await upload(app(), Buffer.from('<html><script>alert(1)</script></html>'), g.tk.office01)).msg).toBe('检测报告须为PDF文件')
    const js = Buffer.from(sample().toString('latin1').replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>'), 'latin1')
    expect((await upload(app(), js, g.tk.office01)).msg).toBe('检测报告含有脚本或附件等活动内容，请导出为普通PDF后上传')
    expect((await upload(app(), Buffer.concat([sample(), Buffer.from('<html>')]), g.tk.office01)).msg).toBe('检测报告须为PDF文件')
    expect((await upload(app(), sample(), g.tk.staff01)).msg).toBe('当前账号没有该功能的权限')
    const up = await upload(app(), sample(), g.tk.office01)
    expect(up.result.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/)
    const served = await app().inject({ method: 'GET', url: up.result.url })
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf'])
    // Another office user's upload, or an image, is not a report to attach.
    expect((await call(app(), M.detection.attachReport, { id: made.id, reportUrl: up.result.url.replace('.pdf', '.png') }, { token: g.tk.office01 })).msg).toBe('检测报告文件不存在')
    expect(expectOk(await call(app(), M.detection.attachReport, { id: made.id, reportUrl: up.result.url }, { token: g.tk.office01 }))).toEqual({ id: made.id, status: 'tested' })
    expect(expectOk(await call<DetectionDetail>(app(), D.detail, { id: made.id }, { token: g.tk.supplier01 })).reportUrl).toBe(up.result.url)
  })
})

test('the seeded inspections, and the result travelling with the goods: the stock list and a sale\'s trace code', async () => {
  const seeded = expectOk(await call<PageResult<DetectionItemSummary>>(app(), D.page, { size: 50 }, { token: g.tk.supplier01 })).records
  const plates = seeded.map((d) => [d.plateNumber, d.status, d.result])
  expect(plates).toEqual(expect.arrayContaining([['浙A88K66', 'tested', 'pass'], ['浙A12345', 'tested', 'pass'], ['浙A5K321', 'tested', 'fail'], ['浙A5K321', 'submitted', null]]))
  const stock = expectOk(await call<PageResult<StockItem>>(app(), contract.warehouse.supStockMain.page, { keyword: '红富士苹果' }, { token: g.tk.supplier01 })).records[0]!
  expect(stock.batches.at(-1)).toMatchObject({ origin: '山东烟台', inspectionResult: 'pass', gateEntryTime: expect.any(String) })

  // A sale of those apples: its trace code shows origin, entry day and the passed inspection with its report.
  const p = await parties(g.env.db)
  await topUp(g.env.db, p.chengnan, 100_000)
  const made = await createOrder(g.env, g.tk.supplier01, p.chengnan, [{ skuId: await skuId(g.env.db, p.lvyuan, '红富士苹果'), quantity: 1 }])
  expectOk(await pay(g.env, g.tk.purchaser01, made.id, 'balance'))
  const line = (await detailOf(g.env, g.tk.purchaser01, made.id)).lines[0]!
  const t = expectOk(await call<TraceInfo>(app(), contract.settle.traceSource.queryById, { id: line.traceCode }))
  expect(t).toMatchObject({ origin: '山东烟台', entry: { entryDate: stock.batches.at(-1)!.entryDate }, inspection: { result: 'pass', reportUrl: expect.stringMatching(/^\/reports\/detection\//), items: expect.arrayContaining([{ itemName: '二氧化硫残留', result: 'pass' }]) } })
  const report = await app().inject({ method: 'GET', url: t.inspection!.reportUrl! })
  expect(report.statusCode).toBe(200)
})
