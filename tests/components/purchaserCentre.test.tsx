/** The buyer's other screens: rating an order, my ratings, purchase statistics, the centre, basic info, the identity code, scales; and the trace query. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { PurchaserSummary, ScaleItem, StatPeriod } from '@/contract/types'
import PurchaserAppraise from '@/purchaser/appraise'
import PurchaserBasicInfo from '@/purchaser/basicinfo'
import PurchaserDevList from '@/purchaser/devList'
import PurchaserIdCode from '@/purchaser/IDCode'
import PurchaserOrderAppraise from '@/purchaser/orderAppraise'
import PurchaserStatistics from '@/purchaser/statistics'
import PurchaserUserCenter from '@/purchaser/userCenter'
import SuyuanIndex from '@/suyuan/index'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, fieldValue, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { API, evaluation, fakeCanvas, orderDetail, orderItem, pageOf, rating, tap } from './tradeFixtures'

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 220, height: 220, pixelRatio: 2 })) }))

beforeEach(() => {
  loginAs('purchaser', { realName: '王采购', customerId: 'pur1' })
  mockCanvas.rects.length = 0
})


describe('rate an order', () => {
  beforeEach(() => onPage('/purchaser/orderAppraise', { orderId: 'o1' }, ['purchaser/index', 'purchaser/orderDetail']))

  test('stars are required; stars, tags, text and anonymity are sent once; then back to the order', async () => {
    answer({ [API.order]: ok(orderDetail({ status: 'completed', paidFen: 12345 })), [API.evaluate]: ok({ ids: ['e1'] }) })
    const { container } = render(<PurchaserOrderAppraise />)
    await settle()
    expect(document.body.textContent).toContain('绿源果蔬商行')
    await clickButton(container, '提交评价')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '请选择评分' }))
    await tap(screen.getAllByTestId('star-input')[3])
    expect(screen.getAllByTestId('star-input')[3].getAttribute('aria-checked')).toBe('true')
    expect(document.body.textContent).toContain('满意')
    await tap(screen.getAllByTestId('tag-option').find((t) => t.textContent === '分量足')!)
    await tap(screen.getAllByTestId('tag-option').find((t) => t.textContent === '货品新鲜')!)
    fireEvent.change(container.querySelector('[data-field="content"] textarea')!, { target: { value: ' 很新鲜 ' } })
    // The anonymity switch is a named switch with its state, for assistive technology too (axe: aria-prohibited-attr).
    const anonymous = container.querySelector('.nut-switch')!
    expect([anonymous.getAttribute('role'), anonymous.getAttribute('aria-label'), anonymous.getAttribute('aria-checked')]).toEqual(['switch', '匿名评价', 'false'])
    await tap(anonymous)
    expect(container.querySelector('.nut-switch')!.getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(container.querySelector('.nut-switch')!, { key: ' ' })
    await settle()
    expect(container.querySelector('.nut-switch')!.getAttribute('aria-checked')).toBe('false')
    fireEvent.keyDown(container.querySelector('.nut-switch')!, { key: 'Enter' })
    await settle()
    await clickButton(container, '提交评价')
    expect(requestsTo(API.evaluate)).toHaveLength(1)
    expect(requestsTo(API.evaluate)[0].data).toEqual({ items: [{ orderId: 'o1', stars: 4, tags: ['货品新鲜', '分量足'], content: '很新鲜', anonymous: true }] })
    expect(taroMock.toasts.map((t) => t.title)).toContain('评价成功')
  })

  test('an order not completed, or already rated, cannot be rated', async () => {
    answer({ [API.order]: ok(orderDetail({ status: 'paid' })) })
    const { unmount } = render(<PurchaserOrderAppraise />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('仅已完成的订单可以评价')
    unmount()
    answer({ [API.order]: ok(orderDetail({ status: 'completed', evaluated: true })) })
    render(<PurchaserOrderAppraise />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('该订单已评价')
  })
})

test('my ratings: the summary and each rating with its shop; the order opens; empty', async () => {
  onPage('/purchaser/appraise', {}, ['purchaser/index'])
  answer({ [API.evaluations]: ok({ records: [evaluation('1', { supplierName: '鲜丰水产批发部' })], current: 1, size: 20, hasMore: false, cursor: null, summary: rating({ avgStars: 5, count: 1, starCounts: [0, 0, 0, 0, 1] }) }) })
  const { unmount } = render(<PurchaserAppraise />)
  await settle()
  expect(screen.getByTestId('rating-summary').textContent).toContain('共1条评价')
  expect(screen.getByTestId('evaluation-card').textContent).toContain('鲜丰水产批发部')
  await tap(screen.getByText(/订单号：/))
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/orderDetail?id=o-1' }])
  unmount()
  onPage('/purchaser/appraise', {}, ['purchaser/index'])
  answer({ [API.evaluations]: ok({ records: [], current: 1, size: 20, hasMore: false, cursor: null, summary: rating({ avgStars: 0, count: 0, starCounts: [0, 0, 0, 0, 0] }) }) })
  render(<PurchaserAppraise />)
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无评价')
  expect(screen.queryByTestId('rating-summary')).toBeNull()
})

function summary(period: StatPeriod, supplierId?: string): PurchaserSummary {
  const n = period === 'day' ? 30 : 12
  return {
    period,
    from: '2026-10-24',
    to: '2026-11-22',
    totals: { orderCount: supplierId ? 5 : 12, amountFen: supplierId ? 50000 : 234500, refundFen: 0, supplierCount: supplierId ? 1 : 2 },
    series: Array.from({ length: n }, (_, i) => ({ label: `11-${String(i + 1).padStart(2, '0')}`, start: `2026-11-${String(i + 1).padStart(2, '0')}`, orderCount: i % 2, amountFen: (i % 2) * 5000 })),
    bySupplier: [
      { supplierId: 'sup1', supplierName: '绿源果蔬商行', orderCount: 7, amountFen: 184500 },
      { supplierId: 'sup2', supplierName: '鲜丰水产批发部', orderCount: 5, amountFen: 50000 },
    ],
  }
}

test('purchase statistics: totals, columns per bucket, shops; a shop narrows it; a period asks again', async () => {
  onPage('/purchaser/statistics', {}, ['purchaser/index'])
  answer({ [API.purchaserSummary]: (r) => ok(summary(formBody(r).period as StatPeriod, formBody(r).supplierId)) })
  render(<PurchaserStatistics />)
  await settle()
  expect(formBody(requestsTo(API.purchaserSummary)[0])).toEqual({ period: 'day' })
  expect(screen.getByTestId('stats-totals').textContent).toContain('¥2,345.00')
  expect(screen.getAllByTestId('bar')).toHaveLength(30)
  expect(screen.getByTestId('bars-picked').textContent).toBe('11-30：采购额 ¥50.00，1笔')
  await tap(screen.getAllByTestId('bar')[2])
  expect(screen.getByTestId('bars-picked').textContent).toBe('11-03：采购额 ¥0.00，0笔')
  await tap(screen.getAllByTestId('supplier-row')[1])
  expect(formBody(requestsTo(API.purchaserSummary)[1])).toEqual({ period: 'day', supplierId: 'sup2' })
  expect(screen.getByTestId('shop-filter').textContent).toContain('仅看：鲜丰水产批发部')
  expect(screen.queryByTestId('supplier-row')).toBeNull()
  await tap(screen.getAllByTestId('filter-tab').find((t) => t.textContent === '按周')!)
  expect(formBody(requestsTo(API.purchaserSummary)[2])).toEqual({ period: 'week', supplierId: 'sup2' })
  expect(screen.getAllByTestId('bar')).toHaveLength(12)
  await tap(screen.getByText('查看全部'))
  expect(formBody(requestsTo(API.purchaserSummary)[3])).toEqual({ period: 'week' })
})

describe('centre', () => {
  beforeEach(() => onPage('/purchaser/userCenter', {}, ['purchaser/index']))
  const profile = { id: 'pur1', name: '城南生鲜采购中心', contactName: '王采购', contactPhone: '0571-88886666', mobile: '13900000003', address: '杭州市', businessScope: '蔬菜', idCode: undefined }

  test('who, balance and credit, shortcuts to orders by state, and the links the account may open', async () => {
    answer({
      [API.purchase]: ok(profile),
      [API.balance]: ok({ customerId: 'pur1', balanceFen: 88800, totalInFen: 0, totalOutFen: 0, totalRefundFen: 0, updateTime: null }),
      [API.creditTotal]: ok({ accountCount: 1, limitFen: 500000, usedFen: 12345, availableFen: 487655, overdueFen: 0 }),
    })
    loginAs('purchaser', { customerId: 'pur1' }, [
      { id: '1', caption: '我的订单' },
      { id: '2', caption: '我的身份码' },
      { id: '3', caption: '个人中心' },
    ] as never)
    render(<PurchaserUserCenter />)
    await settle()
    expect(document.body.textContent).toContain('城南生鲜采购中心')
    expect(document.body.textContent).toContain('139****0003')
    const funds = screen.getByTestId('funds').textContent
    expect(funds).toContain('¥888.00')
    expect(funds).toContain('¥123.45')
    expect(funds).toContain('¥4,876.55')
    const links = [...document.querySelectorAll('.nut-cell')].map((c) => c.textContent)
    expect(links).toEqual(['基本信息', '我的身份码', '我的订单', '设置'])
    await tap(screen.getAllByTestId('shortcut').find((s) => s.textContent === '赊账待还')!)
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/order?status=owed' }])
  })

  test('balance or credit unavailable: shown as —, the centre still works; the profile failing is the error state', async () => {
    answer({ [API.purchase]: ok(profile), [API.balance]: fail('记录不存在'), [API.creditTotal]: fail('记录不存在') })
    const { unmount } = render(<PurchaserUserCenter />)
    await settle()
    expect(screen.getByTestId('funds').textContent).toContain('—')
    expect(taroMock.modals).toHaveLength(0)
    unmount()
    answer({ [API.purchase]: fail('服务器繁忙，请稍后再试') })
    render(<PurchaserUserCenter />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙')
  })
})

describe('basic info', () => {
  beforeEach(() => onPage('/purchaser/basicinfo', {}, ['purchaser/index', 'purchaser/userCenter']))

  test('shown as read; 编辑 opens the form; a bad phone is refused; saving sends the fields and shows the new values', async () => {
    let saved = { id: 'pur1', name: '城南生鲜采购中心', contactName: '王采购', contactPhone: '13900000003', mobile: '13900000003', address: null, businessScope: null }
    answer({
      [API.purchase]: () => ok(saved),
      [API.purchaseUpdate]: (r) => {
        saved = { ...saved, ...(r.data as object) }
        return ok(saved)
      },
    })
    const { container } = render(<PurchaserBasicInfo />)
    await settle()
    expect(document.body.textContent).toContain('王采购')
    await clickButton(container, '编辑')
    expect(fieldValue(container, 'name')).toBe('城南生鲜采购中心')
    typeInto(container, 'contactPhone', '12345')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）')
    expect(requestsTo(API.purchaseUpdate)).toHaveLength(0)
    typeInto(container, 'contactPhone', '0571-88886666')
    typeInto(container, 'address', ' 杭州市农副产品物流中心 ')
    await clickButton(container, '保存')
    expect(requestsTo(API.purchaseUpdate)[0].data).toEqual({ name: '城南生鲜采购中心', contactName: '王采购', contactPhone: '0571-88886666', address: '杭州市农副产品物流中心' })
    await settle()
    expect(document.body.textContent).toContain('杭州市农副产品物流中心')
    expect(screen.queryByText('保存')).toBeNull()
  })

  test('a short name is refused', async () => {
    answer({ [API.purchase]: ok({ id: 'pur1', name: '城南', contactName: null, contactPhone: null, mobile: null, address: null, businessScope: null }) })
    const { container } = render(<PurchaserBasicInfo />)
    await settle()
    await clickButton(container, '编辑')
    typeInto(container, 'name', '城')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('名称需为2-50个字符')
  })
})

describe('identity code', () => {
  beforeEach(() => onPage('/purchaser/IDCode', {}, ['purchaser/index']))
  afterEach(() => jest.useRealTimers())

  test('a QR code of the signed token with its time left; a fresh code every refresh interval and when shown again', async () => {
    let n = 0
    answer({
      [API.purchase]: () => {
        n++
        return ok({ id: 'pur1', name: '城南生鲜采购中心', contactName: null, contactPhone: null, mobile: '13900000003', address: null, businessScope: null, idCode: { token: `MC1.token${n}.sig`, kind: 'buyer', expiresAt: new Date(Date.now() + 300_000).toISOString(), refreshAfterSeconds: 60 } })
      },
    })
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    render(<PurchaserIdCode />)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10)
    })
    expect(formBody(requestsTo(API.purchase)[0])).toEqual({ withIdCode: 'true' })
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.token1.sig')
    expect(screen.getByTestId('id-code-left').textContent).toMatch(/^0[45]:\d\d 后失效/)
    expect(mockCanvas.rects.length).toBeGreaterThan(100)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000)
    })
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.token2.sig')
    // Shown again (back from another app or page): a fresh code at once.
    await act(async () => {
      taroMock.fire('didShow')
      await jest.advanceTimersByTimeAsync(10)
    })
    expect(requestsTo(API.purchase)).toHaveLength(2)
    await act(async () => {
      taroMock.fire('didHide')
      taroMock.fire('didShow')
      await jest.advanceTimersByTimeAsync(10)
    })
    expect(requestsTo(API.purchase)).toHaveLength(3)
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.token3.sig')
    expect(taroMock.loadings).toHaveLength(0)
  })

  test('the at-once limit the buyer chooses travels with a new code (issue 17, item 2)', async () => {
    let n = 0
    answer({
      [API.purchase]: (req) => {
        n++
        const limitFen = Number(new URLSearchParams(String(req.data ?? '')).get('idCodeLimitFen') ?? 0)
        return ok({ id: 'pur1', name: '城南生鲜采购中心', contactName: null, contactPhone: null, mobile: '13900000003', address: null, businessScope: null, idCode: { token: `MC1.t${n}.s`, kind: 'buyer', expiresAt: new Date(Date.now() + 300_000).toISOString(), refreshAfterSeconds: 60, limitFen } })
      },
      [API.orderPage]: pageOf([]),
    })
    render(<PurchaserIdCode />)
    await settle()
    expect(document.body.textContent).toContain('需您在本页确认后才扣款')
    const choices = screen.getByTestId('id-code-limit').querySelectorAll('[role="radio"]')
    expect([...choices].map((c) => c.textContent)).toEqual(['每笔确认', '¥100.00内', '¥500.00内', '¥1,000.00内', '¥2,000.00内'])
    await tap(choices[2] as HTMLElement)
    await settle()
    expect(formBody(requestsTo(API.purchase).at(-1)!)).toEqual({ withIdCode: 'true', idCodeLimitFen: '50000' })
    expect(screen.getByTestId('qrcode').getAttribute('data-value')).toBe('MC1.t2.s')
    expect(document.body.textContent).toContain('¥500.00以内的预存款或赊账开单直接扣款')
  })

  test('charges a shop made with the code wait here: 确认支付 pays with the method the shop chose, 拒绝 closes the order', async () => {
    const charges = [orderItem('c1', { payMethod: 'balance', payableFen: 88_800, supplierName: '鲜丰水产批发部' }), orderItem('c2', { payMethod: 'credit' }), orderItem('w1', { payMethod: 'wechat' })]
    answer({
      [API.purchase]: ok({ id: 'pur1', name: '城南生鲜采购中心', contactName: null, contactPhone: null, mobile: '13900000003', address: null, businessScope: null, idCode: { token: 'MC1.t.s', kind: 'buyer', expiresAt: new Date(Date.now() + 300_000).toISOString(), refreshAfterSeconds: 60, limitFen: 0 } }),
      [API.orderPage]: pageOf(charges),
      [API.pay]: ok({ settled: true, paymentId: 'p1', provider: 'balance', status: 'paid' }),
      [API.close]: ok({ id: 'c2', status: 'closed' }),
    })
    const { container } = render(<PurchaserIdCode />)
    await settle()
    expect(formBody(requestsTo(API.orderPage)[0]!)).toMatchObject({ status: 'unpaid' })
    const rows = screen.getAllByTestId('pending-charge')
    expect(rows).toHaveLength(2)
    expect(document.body.textContent).toContain('待您确认的扣款（2）')
    expect(rows[0]!.textContent).toContain('鲜丰水产批发部')
    expect(rows[0]!.textContent).toContain('¥888.00')
    expect(rows[0]!.textContent).toContain('预存款支付')
    await clickButton(rows[0]!, '确认支付')
    expect(formBody(requestsTo(API.pay)[0]!)).toEqual({ id: 'c1', payMethod: 'balance' })
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '支付成功' }))
    await clickButton(screen.getAllByTestId('pending-charge')[1]!, '拒绝')
    expect(lastModal().content).toBe('拒绝绿源果蔬商行的这笔扣款？')
    await settle()
    expect(formBody(requestsTo(API.close)[0]!)).toEqual({ id: 'c2', reason: '买家拒绝扣款' })
    expect(container).toBeTruthy()
  })

  test('a code that has run out is greyed out and says so; 刷新 gets a new one', async () => {
    let expiresAt = new Date(Date.now() - 1000).toISOString()
    answer({ [API.purchase]: () => ok({ id: 'pur1', name: '城南', contactName: null, contactPhone: null, mobile: null, address: null, businessScope: null, idCode: { token: 'MC1.t.s', kind: 'buyer', expiresAt, refreshAfterSeconds: 60 } }) })
    const { container } = render(<PurchaserIdCode />)
    await settle()
    expect(screen.getByTestId('id-code-left').textContent).toBe('身份码已过期，请刷新')
    expect(screen.getByTestId('qrcode').className).toContain('app-qrcode--dimmed')
    expiresAt = new Date(Date.now() + 300_000).toISOString()
    await clickButton(container, '刷新身份码')
    await settle()
    expect(screen.getByTestId('id-code-left').textContent).toContain('后失效')
  })

  test('failure: the error state with retry; logged out: no request', async () => {
    answer({ [API.purchase]: fail('服务器繁忙，请稍后再试') })
    const { unmount } = render(<PurchaserIdCode />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙')
    unmount()
    taroMock.requests = []
    useSession.setState({ user: null })
    render(<PurchaserIdCode />)
    await settle()
    expect(taroMock.requests).toHaveLength(0)
  })
})

test('scales: the bound ones can be unbound (confirmed), the list reloads; empty', async () => {
  onPage('/purchaser/devList', {}, ['purchaser/index'])
  const scale = (id: string, extra: Partial<ScaleItem> = {}): ScaleItem => ({ id, serialNo: `SC-${id}`, name: `电子秤${id}`, model: 'ACS-30', ownerType: 'buyer', state: 'bound', boundTime: '2026-10-01T00:00:00Z', unboundTime: null, keyIssuedTime: null, lastSync: null, ...extra })
  let unbound = false
  answer({
    [API.scales]: () => pageOf([scale('1', unbound ? { state: 'unbound', unboundTime: '2026-11-22T00:00:00Z' } : {}), scale('2', { state: 'unbound', unboundTime: '2026-11-01T00:00:00Z' })]),
    [API.unbind]: () => {
      unbound = true
      return ok(scale('1', { state: 'unbound' }))
    },
  })
  const { container, unmount } = render(<PurchaserDevList />)
  await settle()
  const cards = () => screen.getAllByTestId('list-card').map((c) => c.textContent)
  expect(cards()[0]).toContain('SC-1')
  expect(cards()[0]).toContain('已绑定')
  expect(cards()[1]).toContain('已解绑')
  expect(container.querySelectorAll('.nut-button')).toHaveLength(1)
  await clickButton(container, '解绑')
  expect(lastModal().content).toContain('确定解绑电子秤“电子秤1”吗')
  expect(formBody(requestsTo(API.unbind)[0])).toEqual({ id: '1' })
  await settle()
  expect(cards()[0]).toContain('已解绑')
  expect(container.querySelectorAll('.nut-button')).toHaveLength(0)
  unmount()
  answer({ [API.scales]: pageOf([]) })
  render(<PurchaserDevList />)
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无绑定的设备')
})

describe('trace query (public)', () => {
  const trace = {
    traceCode: 'T7QK2M4ZP3X6N5RA',
    productName: '大白菜',
    skuName: '精品大白菜',
    categoryName: '叶菜类',
    origin: '山东寿光',
    saleDate: '2026-11-22',
    marketName: '江南农产品批发交易中心',
    supplier: { id: 'sup1', name: '绿源果蔬商行', boothCodes: ['A-01', 'A-02'], rating: rating() },
    batch: { batchNo: 'PC20261120000001', entryDate: '2026-11-20', shelfLifeDays: 5, expiryDate: '2026-11-25' },
    entry: null,
    inspection: null,
  }

  test('opened from a trace QR (?code=): the sale, the shop, the batch; no token, no login needed', async () => {
    useSession.setState({ user: null })
    onPage('/suyuan/index', { code: 'T7QK2M4ZP3X6N5RA' })
    answer({ [API.trace]: ok(trace) })
    render(<SuyuanIndex />)
    await settle()
    const r = requestsTo(API.trace)[0]
    expect(r.url).toContain('id=T7QK2M4ZP3X6N5RA')
    expect(r.header?.Authorization).toBeUndefined()
    const text = document.body.textContent
    expect(text).toContain('大白菜')
    expect(text).toContain('山东寿光')
    expect(text).toContain('2026-11-22')
    expect(text).toContain('A-01、A-02')
    expect(text).toContain('PC20261120000001')
    expect(text).toContain('暂无进场记录')
    expect(text).toContain('暂无检测信息')
  })

  test('typed or scanned: a trace link or a bare code is looked up; anything else is refused; an unknown code is the error state', async () => {
    onPage('/suyuan/index', {})
    answer({ [API.trace]: (r) => (r.url.includes('T7QK2M4ZP3X6N5RA') ? ok(trace) : fail('溯源码不存在')) })
    const { container } = render(<SuyuanIndex />)
    await settle()
    expect(taroMock.requests).toHaveLength(0)
    typeInto(container, 'traceCode', 'hello')
    await clickButton(container, '查询')
    expect(lastModal().content).toBe('溯源码格式不正确，请核对后重试')
    typeInto(container, 'traceCode', 'https://m.example.com/mp/#/suyuan/index?code=t7qk2m4zp3x6n5ra')
    await clickButton(container, '查询')
    expect(requestsTo(API.trace)[0].url).toContain('id=T7QK2M4ZP3X6N5RA')
    expect(document.body.textContent).toContain('绿源果蔬商行')
    typeInto(container, 'traceCode', 'TAAAAAAAAAAAAAAA')
    await clickButton(container, '查询')
    expect(screen.getByTestId('state-error').textContent).toContain('溯源码不存在')
  })
})
