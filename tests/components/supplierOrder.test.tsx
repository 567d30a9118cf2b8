/** The shop's order screens: the list, the detail, the quick order form and after-sales. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ProductSkus, SkuItem } from '@/contract/types'
import SupplierOrderCreate from '@/supplier/order/createOrder'
import SupplierOrderDetail from '@/supplier/order/detail'
import SupplierOrderList from '@/supplier/order/index'
import SupplierRefundOrder from '@/supplier/order/refundOrder'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { API, fakeCanvas, orderDetail, orderItem, pageOf, refundDetail, refundItem, tap } from './tradeFixtures'

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 140, height: 140, pixelRatio: 2 })) }))

beforeEach(() => {
  loginAs('supplier', { realName: '李绿源', customerId: 'sup1' })
  mockCanvas.rects.length = 0
})

const cards = () => screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')
async function search(text: string) {
  const input = screen.getByTestId('search-bar').querySelector('input')!
  await act(async () => {
    fireEvent.change(input, { target: { value: text } })
    fireEvent.keyDown(input, { key: 'Enter' })
  })
  await settle()
}

describe('order list', () => {
  beforeEach(() => onPage('/supplier/order/index', {}, ['supplier/index']))

  test('loading, then cards: buyer, status, goods, number, amount; a tap opens the detail', async () => {
    const release = holdRequests()
    render(<SupplierOrderList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(pageOf([orderItem('1'), orderItem('2', { status: 'owed', owedFen: 8800, openRefundStatus: null }), orderItem('3', { status: 'paid', openRefundStatus: 'pending' })])))
    await settle()
    expect(cards()).toHaveLength(3)
    expect(cards()[0]).toContain('城南生鲜采购中心')
    expect(cards()[0]).toContain('待支付')
    expect(cards()[0]).toContain('大白菜等2件')
    expect(cards()[0]).toContain('DD20261122000001')
    expect(cards()[0]).toContain('合计 ¥123.45')
    expect(cards()[1]).toContain('欠款 ¥88.00')
    expect(cards()[2]).toContain('售后待审核')
    await tap(screen.getAllByTestId('list-card')[1])
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/supplier/order/detail?id=2' }])
  })

  test('tabs by status and a search by number or buyer go to the request', async () => {
    answer({ [API.orderPage]: pageOf([orderItem('1')]) })
    render(<SupplierOrderList />)
    await settle()
    expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '待支付', '已支付', '赊账待还', '已还款', '已完成', '已关闭'])
    expect(formBody(requestsTo(API.orderPage)[0])).toEqual({ current: '1', size: '20' })
    await tap(screen.getAllByTestId('filter-tab').find((t) => t.textContent === '赊账待还')!)
    expect(formBody(requestsTo(API.orderPage)[1])).toEqual({ current: '1', size: '20', status: 'owed' })
    await search('城南')
    expect(formBody(requestsTo(API.orderPage)[2])).toEqual({ current: '1', size: '20', status: 'owed', keyword: '城南' })
  })

  test('empty, error; 快速开单 opens the form; logged out: no request', async () => {
    answer({ [API.orderPage]: pageOf([]) })
    const { container, unmount } = render(<SupplierOrderList />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无订单')
    await clickButton(container, '快速开单')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/order/createOrder' })
    unmount()
    answer({ [API.orderPage]: fail('服务器繁忙，请稍后再试') })
    const second = render(<SupplierOrderList />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙，请稍后再试')
    second.unmount()
    taroMock.requests = []
    useSession.setState({ user: null })
    render(<SupplierOrderList />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('order detail', () => {
  beforeEach(() => onPage('/supplier/order/detail', { id: 'o1' }, ['supplier/index', 'supplier/order/index']))

  test('buyer, lines with trace QR codes, amounts, and closing an unpaid order', async () => {
    let status = 'unpaid'
    answer({
      [API.order]: () => ok(orderDetail({ status: status as 'unpaid', remark: '下午取货' })),
      [API.close]: () => {
        status = 'closed'
        return ok({ id: 'o1', status: 'closed' })
      },
    })
    const { container } = render(<SupplierOrderDetail />)
    await settle()
    const text = document.body.textContent ?? ''
    expect(text).toContain('城南生鲜采购中心')
    expect(text).toContain('等待买家支付')
    expect(text).toContain('下午取货')
    expect(screen.getAllByTestId('order-line')).toHaveLength(2)
    expect(screen.getAllByTestId('order-line')[0].textContent).toContain('2.5kg × ¥1.99/kg')
    expect(text).toContain('¥123.45')
    // Masked on screen (spec section 9); a tap calls the full number.
    expect(screen.getByTestId('detail-phone').textContent).toBe('139****0003')
    // The trace code opens as a QR code of the trace page's link.
    expect(screen.queryByTestId('qrcode')).toBeNull()
    await tap(screen.getAllByTestId('trace-toggle')[0])
    const qr = screen.getByTestId('qrcode')
    expect(qr.getAttribute('data-value')).toBe('http://127.0.0.1:3000/mp/#/suyuan/index?code=T7QK2M4ZP3X6N5RA')
    expect(mockCanvas.rects.length).toBeGreaterThan(100)
    // Close: confirmed, sent, the detail reloads as closed without leaving.
    await clickButton(container, '关闭订单')
    expect(lastModal().content).toContain('确定关闭该订单吗')
    expect(formBody(requestsTo(API.close)[0])).toEqual({ id: 'o1' })
    await settle()
    expect(requestsTo(API.order)).toHaveLength(2)
    expect(document.body.textContent).toContain('已关闭')
    expect([...container.querySelectorAll('.nut-button')].map((b) => b.textContent)).toEqual(['打印小票'])
    expect(taroMock.navigations).toEqual([])
  })

  test('a paid order has no close; its refunds open on the after-sales screen; load error retries', async () => {
    answer({ [API.order]: ok(orderDetail({ status: 'paid', paidFen: 12345, payMethod: 'balance', payment: { paymentId: 'p1', payNo: 'PY1', provider: 'balance', amountFen: 12345, status: 'succeeded', createTime: '2026-11-22T02:31:00Z', paidTime: '2026-11-22T02:31:00Z' }, refunds: [refundItem('r1')] })) })
    render(<SupplierOrderDetail />)
    await settle()
    expect(screen.queryByText('关闭订单')).toBeNull()
    expect(document.body.textContent).toContain('预存款')
    await tap(screen.getByTestId('order-refund'))
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/supplier/order/refundOrder?id=r1' }])
  })

  test('error state with retry', async () => {
    answer({ [API.order]: fail('记录不存在') })
    const { container } = render(<SupplierOrderDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
    answer({ [API.order]: ok(orderDetail()) })
    await clickButton(container, '重新加载')
    expect(screen.getAllByTestId('order-line')).toHaveLength(2)
  })
})

const sku = (id: string, extra: Partial<SkuItem> = {}): SkuItem =>
  ({ id, productId: 'p1', productName: '大白菜', name: '精品大白菜', categoryId: 'c1', categoryName: '叶菜类', unit: 'kg', spec: null, priceFen: 199, productCode: null, pluCode: null, sortOrder: 1, onShelf: true, image: null, stockQty: 120, expiredQty: 0, lowStockQty: null, lowStock: false, nearExpiry: false, updateTime: '', ...extra }) as SkuItem
const GROUPS: ProductSkus[] = [
  { productId: 'p1', productName: '大白菜', categoryId: 'c1', categoryName: '叶菜类', skus: [sku('s1'), sku('s2', { name: '普通大白菜', priceFen: 120 })] },
  { productId: 'p2', productName: '土豆', categoryId: 'c2', categoryName: '根茎类', skus: [sku('s3', { productId: 'p2', productName: '土豆', name: '土豆', priceFen: 350, stockQty: 40, expiredQty: 5 })] },
]

describe('quick order', () => {
  beforeEach(() => onPage('/supplier/order/createOrder', {}, ['supplier/index']))

  function standard(extra: Parameters<typeof answer>[0] = {}) {
    answer({
      [API.shop]: ok({ id: 'sup1', shopName: '绿源果蔬商行', own: true, hasOwePassword: true, rating: { avgStars: 0, count: 0, starCounts: [0, 0, 0, 0, 0] } }),
      [API.buyers]: (r) => (formBody(r).keyword === '13900000003' || formBody(r).keyword === '城南' ? pageOf([{ id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '王采购', mobile: '139****0003' }]) : pageOf([])),
      [API.skus]: pageOf(GROUPS),
      [API.create]: ok({ id: 'o9', orderNo: 'DD20261122000009', status: 'unpaid', payableFen: 4850 }),
      ...extra,
    })
  }

  async function findBuyer(container: HTMLElement, keyword: string) {
    typeInto(container, 'buyerKeyword', keyword)
    await clickButton(container, '查找')
  }
  async function addSkus(container: HTMLElement, ids: string[]) {
    await tap(screen.getByText('点击添加商品'))
    for (const id of ids) {
      const option = screen.getAllByTestId('sku-option').find((o) => o.textContent?.includes(GROUPS.flatMap((g) => g.skus).find((s) => s.id === id)!.name))!
      await tap(option)
    }
    await clickButton(container, '完成')
  }

  test('the picker shows what can be sold, and an expired batch\'s quantity apart as not for sale', async () => {
    standard()
    render(<SupplierOrderCreate />)
    await settle()
    await tap(screen.getByText('点击添加商品'))
    const [cabbage, , potato] = screen.getAllByTestId('sku-option')
    expect(cabbage.textContent).toContain('库存 120kg')
    expect(cabbage.textContent).not.toContain('过期')
    expect(potato.textContent).toContain('库存 40kg · 过期5kg不可售')
  })

  test('find the buyer by phone, add SKUs, type quantity and price, the total follows, send; then the order opens', async () => {
    standard()
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await findBuyer(container, '13900000003')
    expect(formBody(requestsTo(API.buyers)[0])).toEqual({ keyword: '13900000003', current: '1', size: '20' })
    await tap(screen.getByTestId('buyer-option'))
    expect(screen.getByTestId('chosen-buyer').textContent).toContain('城南生鲜采购中心')
    await addSkus(container, ['s1', 's3'])
    expect(screen.getAllByTestId('draft-line')).toHaveLength(2)
    // Quantity, then a price other than the SKU's (a bargain at the stall).
    typeInto(container, 'qty-s1', '2.5')
    typeInto(container, 'qty-s3', '10')
    typeInto(container, 'price-s3', '3.4')
    await settle()
    expect(screen.getAllByTestId('draft-line')[0].textContent).toContain('¥4.98')
    expect(screen.getByTestId('order-total').textContent).toContain('¥38.98')
    await clickButton(container, '确认开单')
    const sent = requestsTo(API.create)
    expect(sent).toHaveLength(1)
    expect(sent[0].data).toEqual({ purchaserId: 'pur1', lines: [{ skuId: 's1', quantity: 2.5, priceFen: 199 }, { skuId: 's3', quantity: 10, priceFen: 340 }], payMethod: 'wechat' })
    expect(taroMock.toasts.map((t) => t.title)).toContain('开单成功，等待买家支付')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/supplier/order/detail?id=o9' })
  })

  test.each<[string, (c: HTMLElement) => Promise<void>, string]>([
    ['no buyer', async () => undefined, '请选择买家'],
    ['no goods', async (c) => {
      await findBuyer(c, '城南')
      await tap(screen.getByTestId('buyer-option'))
    }, '请添加商品'],
    ['no quantity', async (c) => {
      await findBuyer(c, '城南')
      await tap(screen.getByTestId('buyer-option'))
      await addSkus(c, ['s1'])
    }, '「大白菜 · 精品大白菜」的数量需大于0，最多2位小数'],
    ['a bad price', async (c) => {
      await findBuyer(c, '城南')
      await tap(screen.getByTestId('buyer-option'))
      await addSkus(c, ['s1'])
      typeInto(c, 'qty-s1', '1')
      typeInto(c, 'price-s1', '1.999')
    }, '「大白菜 · 精品大白菜」的单价格式不正确，最多2位小数'],
  ])('%s: refused with its 提示, nothing sent', async (_n, fill, message) => {
    standard()
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await fill(container)
    await clickButton(container, '确认开单')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: message }))
    expect(requestsTo(API.create)).toHaveLength(0)
  })

  test('credit asks for the shop\'s credit-sale password when it has one; a refusal keeps the form', async () => {
    standard({ [API.create]: fail('赊账密码错误') })
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await findBuyer(container, '城南')
    await tap(screen.getByTestId('buyer-option'))
    await addSkus(container, ['s2'])
    typeInto(container, 'qty-s2', '3')
    expect(container.querySelector('[data-field="owePassword"]')).toBeNull()
    await tap(screen.getAllByTestId('pay-method').find((m) => m.getAttribute('data-value') === 'credit')!)
    await clickButton(container, '确认开单')
    expect(lastModal().content).toBe('请输入赊账密码')
    typeInto(container, 'owePassword', '123456')
    await clickButton(container, '确认开单')
    expect(requestsTo(API.create)[0].data).toEqual(expect.objectContaining({ payMethod: 'credit', owePassword: '123456', lines: [{ skuId: 's2', quantity: 3, priceFen: 120 }] }))
    expect(lastModal().content).toBe('赊账密码错误')
    expect(screen.getAllByTestId('draft-line')).toHaveLength(1)
    expect(taroMock.navigations).toEqual([])
  })

  test('scanning the buyer\'s identity code: the code is verified, shown with its time left, and sent with the order', async () => {
    const expiresAt = new Date(Date.now() + 280_000).toISOString()
    standard({
      [API.identify]: (r) =>
        formBody(r).code === 'MC1.good.sig' ? ok({ id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: null, mobile: '139****0003', kind: 'buyer', expiresAt }) : fail('身份码已过期，请让对方刷新后重新扫描'),
      [API.create]: ok({ id: 'o9', orderNo: 'DD1', status: 'paid', payableFen: 498 }),
    })
    const scan = jest.spyOn(Taro, 'scanCode').mockResolvedValueOnce({ result: 'MC1.old.sig' } as never).mockResolvedValueOnce({ result: 'MC1.good.sig' } as never)
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await clickButton(container, '扫描买家身份码')
    expect(lastModal().content).toBe('身份码已过期，请让对方刷新后重新扫描')
    expect(screen.queryByTestId('chosen-buyer')).toBeNull()
    await clickButton(container, '扫描买家身份码')
    expect(screen.getByTestId('chosen-buyer').textContent).toMatch(/已验证身份码（04:[34]\d内有效）/)
    await addSkus(container, ['s1'])
    typeInto(container, 'qty-s1', '2.5')
    await tap(screen.getAllByTestId('pay-method').find((m) => m.getAttribute('data-value') === 'balance')!)
    expect(screen.getAllByTestId('pay-method')[1].textContent).toContain('免确认额度内开单即扣款，超出需买家确认')
    await clickButton(container, '确认开单')
    expect(requestsTo(API.create)[0].data).toEqual(expect.objectContaining({ purchaserId: 'pur1', idCode: 'MC1.good.sig', payMethod: 'balance' }))
    expect(taroMock.toasts.map((t) => t.title)).toContain('开单成功')
    scan.mockRestore()
  })

  test('above the limit the buyer set on its code, the charge waits for the buyer: the shop is told so (issue 17, item 2)', async () => {
    standard({
      [API.identify]: ok({ id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: null, mobile: '139****0003', kind: 'buyer', expiresAt: new Date(Date.now() + 280_000).toISOString() }),
      [API.create]: ok({ id: 'o9', orderNo: 'DD1', status: 'unpaid', payableFen: 498, awaitingBuyer: true }),
    })
    const scan = jest.spyOn(Taro, 'scanCode').mockResolvedValueOnce({ result: 'MC1.good.sig' } as never)
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await clickButton(container, '扫描买家身份码')
    await addSkus(container, ['s1'])
    typeInto(container, 'qty-s1', '2.5')
    await tap(screen.getAllByTestId('pay-method').find((m) => m.getAttribute('data-value') === 'balance')!)
    await clickButton(container, '确认开单')
    expect(taroMock.toasts.map((t) => t.title)).toContain('开单成功，请买家在手机上确认扣款')
    scan.mockRestore()
  })

  test('a shop\'s code is refused; an unknown mobile can be registered as a new buyer', async () => {
    standard({
      [API.identify]: ok({ id: 'sup2', name: '鲜丰水产', customerType: 'supplier', contactName: null, mobile: null, kind: 'shop', expiresAt: new Date(Date.now() + 100000).toISOString() }),
      [API.register]: ok({ id: 'pur9', name: '新客户餐馆', customerType: 'purchaser', contactName: '新客户餐馆', mobile: '13700000009' }),
    })
    jest.spyOn(Taro, 'scanCode').mockResolvedValueOnce({ result: 'MC1.shop.sig' } as never)
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await clickButton(container, '扫描买家身份码')
    expect(lastModal().content).toBe('请扫描买家的身份码')
    await findBuyer(container, '13700000009')
    expect(screen.getByTestId('register-buyer').textContent).toContain('13700000009')
    typeInto(container, 'buyerName', '新')
    await clickButton(container, '登记并选择')
    expect(lastModal().content).toBe('名称需为2-50个字符')
    typeInto(container, 'buyerName', '新客户餐馆')
    await clickButton(container, '登记并选择')
    expect(formBody(requestsTo(API.register)[0])).toEqual({ name: '新客户餐馆', mobile: '13700000009' })
    expect(taroMock.toasts.map((t) => t.title)).toContain('登记成功，临时密码已短信发给买家')
    expect(screen.getByTestId('chosen-buyer').textContent).toContain('新客户餐馆')
    expect(taroMock.navigations).toEqual([])
  })

  test('a buyer passed in the route is loaded; the SKU picker searches and marks what was added', async () => {
    onPage('/supplier/order/createOrder', { purchaserId: 'pur1' }, ['supplier/index'])
    standard({ [API.customer]: ok({ id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: null, mobile: '139****0003' }) })
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    expect(formBody(requestsTo(API.customer)[0])).toEqual({ id: 'pur1' })
    expect(screen.getByTestId('chosen-buyer').textContent).toContain('城南生鲜采购中心')
    await addSkus(container, ['s1'])
    await tap(screen.getByText('添加商品'))
    const added = screen.getAllByTestId('sku-option')[0]
    expect(added.textContent).toContain('已添加')
    await tap(added)
    await search('土豆')
    expect(formBody(requestsTo(API.skus).at(-1)!).keyword).toBe('土豆')
    await clickButton(container, '完成')
    expect(screen.getAllByTestId('draft-line')).toHaveLength(1)
  })

  test('the shop could not be read: the form still works, credit offers the password field (sent when typed)', async () => {
    standard({ [API.shop]: fail('该接口尚未开放') })
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    expect(taroMock.modals).toHaveLength(0)
    await findBuyer(container, '城南')
    await tap(screen.getByTestId('buyer-option'))
    await addSkus(container, ['s2'])
    typeInto(container, 'qty-s2', '3')
    await tap(screen.getAllByTestId('pay-method').find((m) => m.getAttribute('data-value') === 'credit')!)
    expect(container.querySelector('[data-field="owePassword"] input')?.getAttribute('placeholder')).toBe('如已设置赊账密码请输入')
    await clickButton(container, '确认开单')
    expect(requestsTo(API.create)[0].data).toEqual(expect.objectContaining({ payMethod: 'credit' }))
    expect(requestsTo(API.create)[0].data).not.toHaveProperty('owePassword')
    typeInto(container, 'owePassword', '12')
    await clickButton(container, '确认开单')
    expect(lastModal().content).toBe('赊账密码需为6位数字')
  })
})

describe('after-sales', () => {
  test('the list: tabs, search; a tap opens the request on the same screen', async () => {
    onPage('/supplier/order/refundOrder', {}, ['supplier/index'])
    answer({ [API.refundPage]: pageOf([refundItem('1'), refundItem('2', { status: 'refunded', kind: 'returnRefund' })]) })
    render(<SupplierRefundOrder />)
    await settle()
    expect(cards()[0]).toContain('城南生鲜采购中心')
    expect(cards()[0]).toContain('仅退款 · 缺斤少两')
    expect(cards()[0]).toContain('¥5.00')
    expect(cards()[1]).toContain('已退款')
    await tap(screen.getAllByTestId('filter-tab').find((t) => t.textContent === '待审核')!)
    expect(requestsTo(API.refundPage)[1].data).toEqual({ current: 1, size: 20, status: 'pending' })
    await search('TK2026')
    expect(requestsTo(API.refundPage)[2].data).toEqual({ current: 1, size: 20, status: 'pending', keyword: 'TK2026' })
    await tap(screen.getAllByTestId('list-card')[0])
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/supplier/order/refundOrder?id=1' }])
  })

  test('a pending request: 拒绝 needs a reason, then it is sent; 同意 is confirmed and sent', async () => {
    onPage('/supplier/order/refundOrder', { id: 'r1' }, ['supplier/index'])
    let status = 'pending'
    answer({
      [API.refund]: () => ok(refundDetail({ status: status as 'pending' })),
      [API.audit]: (r) => {
        status = formBody(r).approved === 'true' ? 'refunded' : 'rejected'
        return ok({ id: 'r1', status })
      },
    })
    const { container } = render(<SupplierRefundOrder />)
    await settle()
    expect(screen.getByTestId('refund-hint').textContent).toBe('请尽快处理买家的售后申请')
    expect(document.body.textContent).toContain('少了半斤')
    expect(screen.getAllByTestId('refund-step').map((s) => s.textContent)).toEqual([expect.stringContaining('买家提交申请')])
    await clickButton(container, '拒绝')
    await clickButton(container, '确认拒绝')
    expect(lastModal().content).toBe('请填写拒绝原因')
    expect(requestsTo(API.audit)).toHaveLength(0)
    await clickButton(container, '取消')
    await clickButton(container, '同意')
    expect(lastModal().content).toBe('同意后将立即退款¥5.00，确定同意吗？')
    expect(formBody(requestsTo(API.audit)[0])).toEqual({ id: 'r1', approved: 'true' })
    await settle()
    expect(document.body.textContent).toContain('已退款')
    expect(screen.queryByText('同意')).toBeNull()
  })

  test('rejecting with a reason', async () => {
    onPage('/supplier/order/refundOrder', { id: 'r1' }, ['supplier/index'])
    answer({ [API.refund]: ok(refundDetail()), [API.audit]: ok({ id: 'r1', status: 'rejected' }) })
    const { container } = render(<SupplierRefundOrder />)
    await settle()
    await clickButton(container, '拒绝')
    const box = container.querySelector('[data-field="rejectReason"] textarea')!
    fireEvent.change(box, { target: { value: '货已售出，无法核实' } })
    await clickButton(container, '确认拒绝')
    expect(formBody(requestsTo(API.audit)[0])).toEqual({ id: 'r1', approved: 'false', reason: '货已售出，无法核实' })
  })

  test('an approved return: 确认收货 confirms receipt; the order link opens the order', async () => {
    onPage('/supplier/order/refundOrder', { id: 'r1' }, ['supplier/index'])
    answer({
      [API.refund]: ok(refundDetail({ status: 'approved', kind: 'returnRefund', timeline: [{ step: 'requested', time: '2026-11-22T03:00:00Z', remark: null }, { step: 'approved', time: '2026-11-22T04:00:00Z', remark: null }] })),
      [API.receipt]: ok({ id: 'r1', status: 'refunded' }),
    })
    const { container } = render(<SupplierRefundOrder />)
    await settle()
    expect(screen.getByTestId('refund-hint').textContent).toContain('收到退货后请确认收货')
    await clickButton(container, '确认收货')
    expect(lastModal().content).toContain('确认已收到退货吗')
    expect(formBody(requestsTo(API.receipt)[0])).toEqual({ id: 'r1' })
    await tap(screen.getByText('查看订单'))
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/order/detail?id=o1' })
  })
})
