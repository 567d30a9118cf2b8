/** The buyer's after-sales screens: the list, asking for a refund, and a request's detail. */
import { fireEvent, render, screen } from '@testing-library/react'
import PurchaserAfterSale from '@/purchaser/afterSale'
import PurchaserAfterSaleApply from '@/purchaser/afterSaleApply'
import PurchaserAfterSaleDetail from '@/purchaser/afterSaleDetail'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, fieldValue, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'
import { API, orderDetail, pageOf, refundDetail, refundItem, tap, expectEmptyAndError } from './tradeFixtures'

beforeEach(() => loginAs('purchaser', { customerId: 'pur1' }))


/** Opens the PickerField named `name` and confirms its first option. */
async function pickFirst(container: HTMLElement, name: string) {
  await tap(container.querySelector(`[data-field="${name}"] [data-testid="picker-value"]`)!)
  const confirm = document.querySelector('.nut-picker-confirm-btn') ?? [...document.querySelectorAll('.nut-picker *')].find((e) => e.textContent === '确定' && e.children.length === 0)
  await tap(confirm!)
}

test("the list: the shop, status, kind and reason, the order's goods, amount; tabs by status; a tap opens the request", async () => {
  onPage('/purchaser/afterSale', {}, ['purchaser/index'])
  answer({ [API.refundPage]: pageOf([refundItem('1'), refundItem('2', { status: 'rejected', kind: 'returnRefund', reason: '商品变质', lineCount: 1 })]) })
  render(<PurchaserAfterSale />)
  await settle()
  const cards = screen.getAllByTestId('list-card').map((c) => c.textContent)
  expect(cards[0]).toContain('绿源果蔬商行')
  expect(cards[0]).toContain('待审核')
  // The refund is for the whole order: its goods, not one product.
  expect(cards[0]).toContain('订单商品：大白菜等2件')
  expect(cards[1]).toContain('订单商品：大白菜')
  expect(cards[1]).not.toContain('等')
  expect(cards[1]).toContain('退货退款 · 商品变质')
  expect(cards[1]).toContain('已拒绝')
  await tap(screen.getAllByTestId('filter-tab').find((t) => t.textContent === '已退款')!)
  expect(requestsTo(API.refundPage)[1].data).toEqual({ current: 1, size: 20, status: 'refunded' })
  answer({ [API.refundPage]: pageOf([refundItem('1')]) })
  await tap(screen.getAllByTestId('filter-tab')[0])
  await tap(screen.getAllByTestId('list-card')[0])
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/afterSaleDetail?id=1' }])
})

test('the list: empty and error', () => expectEmptyAndError(PurchaserAfterSale, API.refundPage, '暂无售后申请', undefined, () => onPage('/purchaser/afterSale', {}, ['purchaser/index'])))

describe('apply', () => {
  beforeEach(() => onPage('/purchaser/afterSaleApply', { orderId: 'o1' }, ['purchaser/index', 'purchaser/orderDetail']))

  test('the amount starts at what may be refunded; more is refused; a reason is required; then one request and the detail opens', async () => {
    answer({
      [API.order]: ok(orderDetail({ status: 'completed', paidFen: 12345, refundedFen: 2345 })),
      [API.refundRequest]: ok({ id: 'r7', refundNo: 'TK1', status: 'pending' }),
    })
    const { container } = render(<PurchaserAfterSaleApply />)
    await settle()
    expect(fieldValue(container, 'amount')).toBe('100.00')
    expect(document.body.textContent).toContain('最多可退 ¥100.00')
    typeInto(container, 'amount', '100.01')
    await clickButton(container, '提交申请')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '退款金额不能超过可退金额' }))
    typeInto(container, 'amount', '12.5')
    await clickButton(container, '提交申请')
    expect(lastModal().content).toBe('请选择退款原因')
    expect(requestsTo(API.refundRequest)).toHaveLength(0)
    await pickFirst(container, 'reason')
    const box = container.querySelector('[data-field="description"] textarea')!
    fireEvent.change(box, { target: { value: '少了一斤' } })
    await clickButton(container, '提交申请')
    expect(requestsTo(API.refundRequest)).toHaveLength(1)
    expect(requestsTo(API.refundRequest)[0].data).toEqual({ orderId: 'o1', kind: 'refundOnly', amountFen: 1250, reason: '商品质量问题', description: '少了一斤' })
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/purchaser/afterSaleDetail?id=r7' })
  })

  test('a refusal keeps what was typed', async () => {
    answer({ [API.order]: ok(orderDetail({ status: 'paid', paidFen: 12345 })), [API.refundRequest]: fail('该订单已有处理中的售后申请') })
    const { container } = render(<PurchaserAfterSaleApply />)
    await settle()
    await pickFirst(container, 'reason')
    typeInto(container, 'amount', '8')
    await clickButton(container, '提交申请')
    expect(lastModal().content).toBe('该订单已有处理中的售后申请')
    expect(fieldValue(container, 'amount')).toBe('8')
    expect(taroMock.navigations).toEqual([])
  })

  test('an order that cannot be refunded says why', async () => {
    answer({ [API.order]: ok(orderDetail({ status: 'paid', paidFen: 12345, openRefundStatus: 'pending' })) })
    const { unmount } = render(<PurchaserAfterSaleApply />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('该订单已有处理中的售后申请')
    unmount()
    answer({ [API.order]: ok(orderDetail({ status: 'unpaid' })) })
    render(<PurchaserAfterSaleApply />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('该订单当前不能申请售后')
  })
})

describe('detail', () => {
  beforeEach(() => onPage('/purchaser/afterSaleDetail', { id: 'r1' }, ['purchaser/index', 'purchaser/afterSale']))

  test('status, amounts, the case with photos, the timeline; a pending request can be withdrawn', async () => {
    let status = 'pending'
    answer({
      [API.refund]: () =>
        ok(
          refundDetail({
            status: status as 'pending',
            timeline: [{ step: 'requested', time: '2026-11-22T03:00:00Z', remark: null }, ...(status === 'cancelled' ? [{ step: 'cancelled' as const, time: '2026-11-22T03:10:00Z', remark: null }] : [])],
          }),
        ),
      [API.refundCancel]: () => {
        status = 'cancelled'
        return ok({ id: 'r1', status: 'cancelled' })
      },
    })
    const { container } = render(<PurchaserAfterSaleDetail />)
    await settle()
    expect(screen.getByTestId('refund-hint').textContent).toBe('等待商户处理')
    expect(document.body.textContent).toContain('¥5.00')
    expect(document.body.textContent).toContain('原路退回（预存款）')
    expect(container.querySelectorAll('.app-uploader img, [data-testid="uploader-image"]').length + container.querySelectorAll('img').length).toBeGreaterThan(0)
    await clickButton(container, '撤销申请')
    expect(lastModal().content).toBe('确定撤销该售后申请吗？')
    expect(formBody(requestsTo(API.refundCancel)[0])).toEqual({ id: 'r1' })
    await settle()
    expect(screen.getAllByTestId('refund-step').map((s) => s.textContent)).toEqual([expect.stringContaining('买家提交申请'), expect.stringContaining('买家撤销申请')])
    expect(screen.queryByText('撤销申请')).toBeNull()
  })

  test('a rejected request shows the reason; the order link opens the order', async () => {
    answer({ [API.refund]: ok(refundDetail({ status: 'rejected', rejectReason: '货已售出', timeline: [{ step: 'requested', time: '2026-11-22T03:00:00Z', remark: null }, { step: 'rejected', time: '2026-11-22T05:00:00Z', remark: '货已售出' }] })) })
    render(<PurchaserAfterSaleDetail />)
    await settle()
    expect(document.body.textContent).toContain('拒绝原因货已售出')
    expect(screen.queryByText('撤销申请')).toBeNull()
    await tap(screen.getByText('查看订单'))
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/orderDetail?id=o1' }])
  })
})
