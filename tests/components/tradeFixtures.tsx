/** Orders, refunds and ratings as the trade endpoints answer them, for the trade screens' tests. */
import type { ComponentType } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { EvaluationItem, OrderDetail, OrderItem, OrderLine, RatingSummary, RefundDetail, RefundItem } from '@/contract/types'
import type { FakeResponse } from '../mocks/taro'
import { answer, fail, ok, settle } from './helpers'

export const API = {
  orderPage: '/api/settle/orderInfo/page',
  order: '/api/settle/orderInfo/queryById',
  pay: '/api/settle/orderInfo/pay',
  repay: '/api/settle/orderInfo/oweRepay',
  create: '/api/settle/orderInfo/create',
  close: '/api/settle/orderInfo/closeOrder',
  confirm: '/api/settle/orderInfo/confirmOrder',
  refundPage: '/api/settle/orderRefund/page',
  refund: '/api/settle/orderRefund/queryById',
  refundRequest: '/api/settle/orderRefund/refundRequest',
  refundCancel: '/api/settle/orderRefund/cancelRequest',
  audit: '/api/settle/orderRefund/supplierRefundAudit',
  receipt: '/api/settle/orderRefund/receipt',
  trace: '/api/settle/traceSource/queryById',
  supplierSales: '/api/settle/supplierData/querySupplierDataParam',
  purchaserSummary: '/api/settle/purchaserSummary/getPurchaserSummary',
  balance: '/api/settle/predepositAccount/getAccountInfoByCustomerId',
  buyers: '/api/member/customer/pageListAll',
  customer: '/api/member/customer/queryById',
  identify: '/api/member/customer/queryDetail',
  register: '/api/member/customer/registered',
  shop: '/api/member/supplier/queryDetail',
  purchase: '/api/member/purchase/queryDetail',
  purchaseUpdate: '/api/member/purchase/update',
  evaluations: '/api/member/memberEvaluate/page',
  evaluate: '/api/member/memberEvaluate/bachCreate',
  scales: '/api/member/electronicScaleManage/page',
  unbind: '/api/member/electronicScaleManage/unboundElectronicScale',
  creditTotal: '/api/member/creditDetail/getCredidTotal',
  coupons: '/api/member/couponInfo/queryByMemberId',
  couponAmounts: '/api/member/couponInfo/queryCouponAmountByList',
  skus: '/api/member/sku/proAndSkuPage',
} as const

export const pageOf = <T,>(records: T[]) => ok({ records, current: 1, size: 20, hasMore: false, cursor: null })

export const rating = (extra: Partial<RatingSummary> = {}): RatingSummary => ({ avgStars: 4.6, count: 25, starCounts: [0, 1, 1, 6, 17], ...extra })

export const orderItem = (id: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  id,
  orderNo: `DD20261122${id.padStart(6, '0')}`,
  status: 'unpaid',
  payMethod: 'wechat',
  supplierId: 'sup1',
  supplierName: '绿源果蔬商行',
  purchaserId: 'pur1',
  purchaserName: '城南生鲜采购中心',
  walkIn: false,
  purchaserMobile: '13900000003',
  goodsFen: 12345,
  discountFen: 0,
  payableFen: 12345,
  paidFen: 0,
  refundedFen: 0,
  owedFen: 0,
  lineCount: 2,
  firstProductName: '大白菜',
  evaluated: false,
  openRefundStatus: null,
  createTime: '2026-11-22T02:30:00.000Z',
  ...extra,
})

export const orderLine = (id: string, extra: Partial<OrderLine> = {}): OrderLine => ({
  id,
  skuId: `sku-${id}`,
  productId: `p-${id}`,
  productName: '大白菜',
  skuName: '精品大白菜',
  categoryName: '叶菜类',
  unit: 'kg',
  quantity: 2.5,
  priceFen: 199,
  amountFen: 498,
  traceCode: 'T7QK2M4ZP3X6N5RA',
  ...extra,
})

export const orderDetail = (extra: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderItem('o1'),
  lines: [orderLine('l1'), orderLine('l2', { productName: '土豆', skuName: '土豆', quantity: 10, priceFen: 1185, amountFen: 11850, traceCode: 'TABCDEFGHJKMNPQR' })],
  remark: null,
  closeReason: null,
  couponId: null,
  paidTime: null,
  owedTime: null,
  repaidTime: null,
  completeTime: null,
  closeTime: null,
  creditDueDate: null,
  payment: null,
  refunds: [],
  supplierRating: rating(),
  evaluationId: null,
  ...extra,
})

export const refundItem = (id: string, extra: Partial<RefundItem> = {}): RefundItem => ({
  id,
  refundNo: `TK20261122${id.padStart(6, '0')}`,
  orderId: 'o1',
  orderNo: 'DD20261122000001',
  kind: 'refundOnly',
  status: 'pending',
  amountFen: 500,
  reason: '缺斤少两',
  supplierId: 'sup1',
  supplierName: '绿源果蔬商行',
  purchaserId: 'pur1',
  purchaserName: '城南生鲜采购中心',
  firstProductName: '大白菜',
  lineCount: 2,
  createTime: '2026-11-22T03:00:00.000Z',
  ...extra,
})

export const refundDetail = (extra: Partial<RefundDetail> = {}): RefundDetail => ({
  ...refundItem('r1'),
  description: '少了半斤',
  images: ['/uploads/r1.png'],
  rejectReason: null,
  orderPaidFen: 12345,
  orderRefundedFen: 0,
  refundProvider: 'balance',
  timeline: [{ step: 'requested', time: '2026-11-22T03:00:00.000Z', remark: null }],
  ...extra,
})

export const evaluation = (id: string, extra: Partial<EvaluationItem> = {}): EvaluationItem => ({
  id,
  orderId: `o-${id}`,
  orderNo: `DD20261120${id.padStart(6, '0')}`,
  supplierId: 'sup1',
  supplierName: '绿源果蔬商行',
  purchaserName: '城南生鲜采购中心',
  stars: 5,
  tags: ['货品新鲜', '分量足'],
  content: '菜很新鲜',
  images: [],
  createTime: '2026-11-20T08:00:00.000Z',
  ...extra,
})

/** A canvas the chart and QR components draw on (canvasNode is mocked with it). */
export function fakeCanvas() {
  const rects: number[][] = []
  const ctx = {
    fillStyle: '' as unknown,
    fillRect: (...r: number[]) => void rects.push(r),
  }
  return { canvas: { width: 0, height: 0, getContext: () => ctx }, rects }
}

/** Taps an element and lets the screen settle. */
export async function tap(el: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(el)
  })
  await settle()
}

/** Taps the filter tab titled `title`. */
export const tapTab = (title: string): Promise<void> => tap(screen.getAllByTestId('filter-tab').find((t) => t.textContent === title)!)

/**
 * A list screen's empty state (its text) and error state (the server's message): rendered twice,
 * with `path` answering an empty page, then a refusal. `before` runs before each render.
 */
export async function expectEmptyAndError(Screen: ComponentType, path: string, emptyText: string, empty: FakeResponse = pageOf([]), before: () => void = () => undefined): Promise<void> {
  before()
  answer({ [path]: empty })
  const first = render(<Screen />)
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain(emptyText)
  first.unmount()
  before()
  answer({ [path]: fail('服务器繁忙，请稍后再试') })
  const second = render(<Screen />)
  await settle()
  expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙，请稍后再试')
  second.unmount()
}
