/** The order, refund and rating rules screens share (src/domain/{order,refund,evaluation}). */
import type { OrderItem, RefundDetail, SkuItem } from '@/contract/types'
import { check, type CheckResult } from '@/core/validate'
import { EVALUATION_RULES, newEvaluation, toEvaluationInput } from '@/domain/evaluation/form'
import { draftTotal, lineAmount, lineFromSku, ORDER_RULES, toCreatePayload, type DraftLine, type OrderDraft } from '@/domain/order/form'
import { filterQuery, goodsSummary, ORDER_STATUS, parseOrderFilter, PURCHASER_ORDER_TABS, purchaserActions, refundableFen, supplierActions, SUPPLIER_ORDER_TABS } from '@/domain/order/status'
import { newRefund, REJECT_RULES, refundRules, toRefundPayload } from '@/domain/refund/form'
import { goodsReceived, purchaserRefundActions, REFUND_STATUS, supplierRefundActions } from '@/domain/refund/status'

const line = (extra: Partial<DraftLine> = {}): DraftLine => ({ skuId: 's1', name: '大白菜', unit: 'kg', quantity: '2.5', price: '1.99', stockQty: 100, ...extra })
/** The first failure's message, or null. */
const messageOf = (r: CheckResult): string | null => (r.ok ? null : r.message)
const draftProblem = (d: OrderDraft) => messageOf(check(d, ORDER_RULES))
const refundProblem = (v: ReturnType<typeof newRefund>, max: number) => messageOf(check(v, refundRules(max)))
const evaluationProblem = (d: ReturnType<typeof newEvaluation>) => messageOf(check(d, EVALUATION_RULES))

const draft = (extra: Partial<OrderDraft> = {}): OrderDraft => ({
  buyer: { id: 'b1', name: '城南生鲜采购中心', mobile: '139****0003', contactName: null },
  walkIn: false,
  walkInName: '',
  lines: [line()],
  payMethod: 'wechat',
  needsOwePassword: false,
  owePassword: '',
  remark: '',
  ...extra,
})

describe('order draft', () => {
  test('a line starts with the SKU price in yuan and an empty quantity', () => {
    const sku = { id: 's9', productName: '土豆', name: '黄心土豆', unit: 'kg', priceFen: 350, stockQty: 12.5 } as SkuItem
    expect(lineFromSku(sku)).toEqual({ skuId: 's9', name: '土豆 · 黄心土豆', unit: 'kg', quantity: '', price: '3.50', stockQty: 12.5 })
    // Every prefilled price in one shape: 4.00 beside 7.20.
    expect([400, 720].map((priceFen) => lineFromSku({ ...sku, name: '土豆', priceFen }).price)).toEqual(['4.00', '7.20'])
  })

  test('amounts: quantity x price rounded half up to the fen; incomplete lines count 0 in the total', () => {
    expect(lineAmount(line())).toBe(498) // 2.5 x 1.99 = 4.975 -> 4.98
    expect(lineAmount(line({ quantity: '0.29', price: '1' }))).toBe(29)
    expect(lineAmount(line({ quantity: '', price: '1' }))).toBeNull()
    expect(lineAmount(line({ quantity: '0', price: '1' }))).toBeNull()
    expect(lineAmount(line({ price: '1.999' }))).toBeNull()
    expect(draftTotal([line(), line({ skuId: 's2', quantity: '3', price: '10' }), line({ skuId: 's3', quantity: 'x' })])).toBe(3498)
  })

  test.each<[string, Partial<OrderDraft>, string]>([
    ['no buyer', { buyer: null }, '请选择买家'],
    ['a walk-in paying other than cash', { buyer: null, walkIn: true }, '散客仅支持现金收款'],
    ['a walk-in with a long name', { buyer: null, walkIn: true, payMethod: 'cash', walkInName: '王'.repeat(21) }, '散客姓名不能超过20个字符'],
    ['no lines', { lines: [] }, '请添加商品'],
    ['no quantity', { lines: [line({ quantity: '' })] }, '「大白菜」的数量需大于0，最多2位小数'],
    ['zero quantity', { lines: [line({ quantity: '0' })] }, '「大白菜」的数量需大于0，最多2位小数'],
    ['3 decimals', { lines: [line({ quantity: '1.005' })] }, '「大白菜」的数量需大于0，最多2位小数'],
    ['bad price', { lines: [line({ price: '01.5' })] }, '「大白菜」的单价格式不正确，最多2位小数'],
    ['too much', { lines: [line({ quantity: '999999', price: '99999999' })] }, '金额超出范围'],
    ['credit without the password', { payMethod: 'credit', needsOwePassword: true }, '请输入赊账密码'],
    ['credit with a short password', { payMethod: 'credit', needsOwePassword: true, owePassword: '123' }, '赊账密码需为6位数字'],
    ['long remark', { remark: 'x'.repeat(201) }, '备注不能超过200个字符'],
    ['a scanned code past its time', { buyer: { id: 'b1', name: 'x', mobile: null, contactName: null, idCode: 'MC1.a.b', idCodeExpiresAt: '2020-01-01T00:00:00Z' } }, '身份码已过期，请让对方刷新后重新扫描'],
  ])('%s: %s', (_name, extra, message) => {
    expect(draftProblem(draft(extra))).toBe(message)
  })

  test('a valid draft becomes the create payload: fen prices, numeric quantities, the scanned code, the password only for credit', () => {
    const d = draft({ payMethod: 'credit', needsOwePassword: true, owePassword: '654321', remark: ' 下午取货 ', buyer: { id: 'b1', name: 'x', mobile: null, contactName: null, idCode: 'MC1.a.b' } })
    expect(draftProblem(d)).toBeNull()
    expect(toCreatePayload(d)).toEqual({
      purchaserId: 'b1',
      idCode: 'MC1.a.b',
      lines: [{ skuId: 's1', quantity: 2.5, priceFen: 199 }],
      payMethod: 'credit',
      owePassword: '654321',
      remark: '下午取货',
    })
    const plain = draft()
    expect(toCreatePayload(plain)).toEqual({ purchaserId: 'b1', lines: [{ skuId: 's1', quantity: 2.5, priceFen: 199 }], payMethod: 'wechat' })
  })

  test('a walk-in draft: no buyer needed, cash, the name trimmed or left out', () => {
    const w = draft({ buyer: null, walkIn: true, walkInName: ' 老王 ', payMethod: 'cash' })
    expect(draftProblem(w)).toBeNull()
    expect(toCreatePayload(w)).toEqual({ walkIn: true, walkInName: '老王', lines: [{ skuId: 's1', quantity: 2.5, priceFen: 199 }], payMethod: 'cash' })
    expect(toCreatePayload({ ...w, walkInName: ' ' })).toEqual({ walkIn: true, lines: [{ skuId: 's1', quantity: 2.5, priceFen: 199 }], payMethod: 'cash' })
  })
})

const order = (extra: Partial<OrderItem> = {}): OrderItem =>
  ({ status: 'paid', payMethod: 'balance', evaluated: false, openRefundStatus: null, paidFen: 1000, refundedFen: 0, firstProductName: '大白菜', lineCount: 3, ...extra }) as OrderItem

describe('order status', () => {
  test('labels come from the contract; the buyer has a 待评价 tab', () => {
    expect(ORDER_STATUS.owed.text).toBe('赊账待还')
    expect(SUPPLIER_ORDER_TABS.map((t) => t.title)).toEqual(['全部', '待支付', '已支付', '赊账待还', '已还款', '已完成', '已关闭'])
    expect(PURCHASER_ORDER_TABS.map((t) => t.value)).toContain('toRate')
    expect(filterQuery('toRate')).toEqual({ status: 'completed', evaluated: false })
    expect(filterQuery('all')).toEqual({})
    expect(filterQuery('owed')).toEqual({ status: 'owed' })
    expect(parseOrderFilter('owed', PURCHASER_ORDER_TABS)).toBe('owed')
    expect(parseOrderFilter('bogus', PURCHASER_ORDER_TABS)).toBe('all')
    expect(goodsSummary(order())).toBe('大白菜等3件')
    expect(goodsSummary(order({ lineCount: 1 }))).toBe('大白菜')
  })

  test.each<[string, Partial<OrderItem>, string[]]>([
    ['unpaid', { status: 'unpaid', paidFen: 0 }, ['pay', 'close']],
    ['owed', { status: 'owed', paidFen: 0 }, ['repay']],
    ['paid', { status: 'paid' }, ['confirm', 'refund']],
    ['paid with an open refund', { status: 'paid', openRefundStatus: 'pending' }, ['confirm']],
    ['repaid, all refunded', { status: 'repaid', refundedFen: 1000 }, ['confirm']],
    ['completed', { status: 'completed' }, ['rate', 'refund']],
    ['completed and rated', { status: 'completed', evaluated: true }, ['refund']],
    ['closed', { status: 'closed', paidFen: 0 }, []],
    ['paid in cash (handed back at the stall)', { status: 'paid', payMethod: 'cash' }, ['confirm']],
  ])('buyer, %s: %p', (_n, extra, allowed) => {
    const can = purchaserActions(order(extra))
    expect(Object.entries(can).filter(([, v]) => v).map(([k]) => k)).toEqual(allowed)
  })

  test('the shop closes only unpaid orders; refundable is paid minus refunded', () => {
    expect(supplierActions(order({ status: 'unpaid' })).close).toBe(true)
    expect(supplierActions(order({ status: 'owed' })).close).toBe(false)
    // Cash back at the stall: a cash order with money left to return.
    expect(supplierActions(order({ payMethod: 'cash' })).cashRefund).toBe(true)
    expect(supplierActions(order({ payMethod: 'cash', refundedFen: 1000 })).cashRefund).toBe(false)
    expect(supplierActions(order({ payMethod: 'balance' })).cashRefund).toBe(false)
    expect(refundableFen({ paidFen: 1000, refundedFen: 300 })).toBe(700)
  })
})

describe('refunds', () => {
  test('amount checks: required, the price pattern, above 0, at most the refundable amount', () => {
    const ok = { ...newRefund(700), reason: '缺斤少两' }
    expect(ok.amount).toBe('7.00')
    expect(refundProblem(ok, 700)).toBeNull()
    expect(refundProblem({ ...ok, amount: '' }, 700)).toBe('请输入退款金额')
    expect(refundProblem({ ...ok, amount: '1.234' }, 700)).toBe('退款金额格式不正确，最多2位小数')
    expect(refundProblem({ ...ok, amount: '0' }, 700)).toBe('退款金额需大于0')
    expect(refundProblem({ ...ok, amount: '7.01' }, 700)).toBe('退款金额不能超过可退金额')
    expect(refundProblem({ ...ok, reason: '' }, 700)).toBe('请选择退款原因')
    expect(refundProblem({ ...ok, description: 'x'.repeat(501) }, 700)).toBe('问题描述不能超过500个字符')
    expect(refundProblem({ ...ok, amount: '-0' }, 700)).toBe('退款金额格式不正确，最多2位小数')
    expect(toRefundPayload('o1', { ...ok, amount: '3.5', description: ' 少了 ' }, ['/uploads/a.png'])).toEqual({
      orderId: 'o1',
      kind: 'refundOnly',
      amountFen: 350,
      reason: '缺斤少两',
      description: '少了',
      images: ['/uploads/a.png'],
    })
  })

  test('who may do what', () => {
    const r = (extra: Partial<RefundDetail>) => ({ status: 'pending', kind: 'returnRefund', timeline: [], ...extra }) as RefundDetail
    expect(REFUND_STATUS.cancelled.text).toBe('已撤销')
    expect(supplierRefundActions(r({}))).toEqual({ audit: true, receive: false })
    expect(supplierRefundActions(r({ status: 'approved' }))).toEqual({ audit: false, receive: true })
    const received = r({ status: 'approved', timeline: [{ step: 'received', time: '2026-01-01T00:00:00Z', remark: null }] })
    expect(goodsReceived(received)).toBe(true)
    expect(supplierRefundActions(received).receive).toBe(false)
    expect(supplierRefundActions(r({ status: 'approved', kind: 'refundOnly' })).receive).toBe(false)
    expect(purchaserRefundActions(r({})).cancel).toBe(true)
    expect(purchaserRefundActions(r({ status: 'rejected' })).cancel).toBe(false)
  })
})

test('the shop refusing a request needs a reason of at most 200 characters', () => {
  expect(messageOf(check({ reason: '' }, REJECT_RULES))).toBe('请填写拒绝原因')
  expect(messageOf(check({ reason: 'x'.repeat(201) }, REJECT_RULES))).toBe('拒绝原因不能超过200个字符')
  expect(check({ reason: '货已售出' }, REJECT_RULES)).toEqual({ ok: true })
})

test('ratings: stars required, text at most 500, the input item', () => {
  expect(evaluationProblem(newEvaluation())).toBe('请选择评分')
  expect(evaluationProblem({ ...newEvaluation(), stars: 4, content: 'x'.repeat(501) })).toBe('评价内容不能超过500个字符')
  expect(toEvaluationInput('o1', { stars: 5, tags: ['货品新鲜'], content: ' 好 ', images: [], anonymous: true })).toEqual({ orderId: 'o1', stars: 5, tags: ['货品新鲜'], content: '好', anonymous: true })
})
