/** Cash and walk-in sales on the shop's screens (issue 25 point 1): quick order's 散客 and 现金, the order detail's 现金退款. */
import { act, render, screen } from '@testing-library/react'
import SupplierOrderCreate from '@/supplier/order/createOrder'
import SupplierOrderDetail from '@/supplier/order/detail'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { API, orderDetail, pageOf, tap } from './tradeFixtures'
import type { ProductSkus, SkuItem } from '@/contract/types'

const CASH_REFUND = '/api/settle/orderRefund/cashRefund'

beforeEach(() => loginAs('supplier', { realName: '李绿源', customerId: 'sup1' }))

const sku = { id: 's1', productId: 'p1', productName: '大白菜', name: '大白菜', categoryId: 'c1', categoryName: '叶菜类', unit: 'kg', spec: null, priceFen: 200, productCode: null, pluCode: null, sortOrder: 1, onShelf: true, image: null, stockQty: 120, expiredQty: 0, lowStockQty: null, lowStock: false, nearExpiry: false, updateTime: '' } as SkuItem
const GROUPS: ProductSkus[] = [{ productId: 'p1', productName: '大白菜', categoryId: 'c1', categoryName: '叶菜类', skus: [sku] }]
const methods = () => screen.getAllByTestId('pay-method').map((m) => m.getAttribute('data-value'))
const kind = (label: string) => screen.getAllByTestId('sale-buyer-kind').find((k) => k.textContent?.includes(label))!

describe('quick order: 散客 and 现金', () => {
  beforeEach(() => {
    onPage('/supplier/order/createOrder', {}, ['supplier/index'])
    answer({
      [API.shop]: ok({ id: 'sup1', shopName: '绿源果蔬商行', own: true, hasOwePassword: false, rating: { avgStars: 0, count: 0, starCounts: [0, 0, 0, 0, 0] } }),
      [API.buyers]: pageOf([{ id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '王采购', mobile: '139****0003' }]),
      [API.skus]: pageOf(GROUPS),
      [API.create]: ok({ id: 'o9', orderNo: 'DD20261122000009', status: 'paid', payableFen: 500 }),
    })
  })

  async function oneLine(container: HTMLElement) {
    await tap(screen.getByText('点击添加商品'))
    await tap(screen.getAllByTestId('sku-option')[0])
    await clickButton(container, '完成')
    typeInto(container, 'qty-s1', '2.5')
    await settle()
  }

  test('a walk-in: no buyer picker, cash only, the name sent trimmed; paid at once and the order opens', async () => {
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    expect(methods()).toEqual(['wechat', 'balance', 'credit', 'cash'])
    expect(kind('买家账号').getAttribute('aria-checked')).toBe('true')
    await tap(kind('散客'))
    expect(kind('散客').getAttribute('aria-checked')).toBe('true')
    expect(screen.queryByText('查找')).toBeNull()
    expect(methods()).toEqual(['cash'])
    typeInto(container, 'walkInName', ' 老王 ')
    await oneLine(container)
    await clickButton(container, '确认开单')
    expect(requestsTo(API.create)[0].data).toEqual({ walkIn: true, walkInName: '老王', lines: [{ skuId: 's1', quantity: 2.5, priceFen: 200 }], payMethod: 'cash' })
    expect(taroMock.toasts.map((t) => t.title)).toContain('开单成功，已收现金')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/supplier/order/detail?id=o9' })
  })

  test('a walk-in without a name; back to a buyer account, which needs a buyer, then a cash sale to it', async () => {
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await tap(kind('散客'))
    await oneLine(container)
    await clickButton(container, '确认开单')
    expect(requestsTo(API.create)[0].data).toEqual({ walkIn: true, lines: [{ skuId: 's1', quantity: 2.5, priceFen: 200 }], payMethod: 'cash' })
    await tap(kind('买家账号'))
    expect(methods()).toContain('wechat')
    await clickButton(container, '确认开单')
    expect(lastModal().content).toBe('请选择买家')
    expect(requestsTo(API.create)).toHaveLength(1)
    typeInto(container, 'buyerKeyword', '城南')
    await clickButton(container, '查找')
    await tap(screen.getByTestId('buyer-option'))
    await clickButton(container, '确认开单')
    expect(requestsTo(API.create)[1].data).toEqual({ purchaserId: 'pur1', lines: [{ skuId: 's1', quantity: 2.5, priceFen: 200 }], payMethod: 'cash' })
  })

  test('a refused sale keeps the form and says why', async () => {
    answer({ [API.shop]: fail('x'), [API.skus]: pageOf(GROUPS), [API.create]: fail('「大白菜」库存不足') })
    const { container } = render(<SupplierOrderCreate />)
    await settle()
    await tap(kind('散客'))
    await oneLine(container)
    await clickButton(container, '确认开单')
    expect(lastModal().content).toBe('「大白菜」库存不足')
    expect(kind('散客').getAttribute('aria-checked')).toBe('true')
    expect(taroMock.navigations).toEqual([])
  })
})

describe('order detail: 现金退款', () => {
  beforeEach(() => onPage('/supplier/order/detail', { id: 'o1' }, ['supplier/index', 'supplier/order/index']))
  const cashOrder = (extra: Parameters<typeof orderDetail>[0] = {}) =>
    orderDetail({ status: 'paid', payMethod: 'cash', walkIn: true, purchaserId: null, purchaserName: '散客·老王', purchaserMobile: '', paidFen: 12345, payment: { paymentId: 'p1', payNo: 'PY1', provider: 'cash', amountFen: 12345, status: 'succeeded', createTime: '2026-11-22T02:31:00Z', paidTime: '2026-11-22T02:31:00Z' }, ...extra })

  test('a cash sale: 散客 and 现金 shown; 现金退款 confirms the amount left, sends it, and the detail reloads without the action', async () => {
    let refunded = 2345
    answer({
      [API.order]: () => ok(cashOrder({ refundedFen: refunded })),
      [CASH_REFUND]: () => {
        refunded = 12345
        return ok({ id: 'r1', refundNo: 'TK1', status: 'refunded' })
      },
    })
    const { container } = render(<SupplierOrderDetail />)
    await settle()
    const text = document.body.textContent ?? ''
    expect(text).toContain('散客·老王')
    expect(text).toContain('现金')
    await clickButton(container, '现金退款')
    expect(lastModal().content).toBe('确认已向买家退还现金¥100.00吗？退款后库存不退回。')
    expect(requestsTo(CASH_REFUND)[0].data).toEqual({ orderId: 'o1', amountFen: 10000, reason: '其他' })
    await settle()
    expect(taroMock.toasts.map((t) => t.title)).toContain('现金退款成功')
    expect(requestsTo(API.order)).toHaveLength(2)
    expect(screen.queryByText('现金退款')).toBeNull()
  })

  test('no 现金退款 for an order paid otherwise, or when declined; a refusal says why', async () => {
    answer({ [API.order]: ok(orderDetail({ status: 'paid', payMethod: 'balance', paidFen: 12345 })) })
    const first = render(<SupplierOrderDetail />)
    await settle()
    expect(screen.queryByText('现金退款')).toBeNull()
    first.unmount()
    answer({ [API.order]: ok(cashOrder()), [CASH_REFUND]: fail('退款金额不能超过可退金额') })
    const { container } = render(<SupplierOrderDetail />)
    await settle()
    taroMock.modalAnswer = false
    await clickButton(container, '现金退款')
    expect(requestsTo(CASH_REFUND)).toHaveLength(0)
    taroMock.modalAnswer = true
    await clickButton(container, '现金退款')
    await act(async () => undefined)
    expect(lastModal().content).toBe('退款金额不能超过可退金额')
  })
})
