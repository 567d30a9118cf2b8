/**
 * One status-map recipe (the contract's labels + a tone per value: `statusMap`) and one way to
 * derive filter tabs (`tabsOf`), for every status a screen shows.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BILL_PAY_STATUS, COMPLAINT_STATE_LABELS, COMPLAINT_STATES, LOSS_REPORT_STATES, ORDER_STATES, PREFILL_STATE_LABELS, PREFILL_STATES, REFUND_STATES, TRAIN_STATE_LABELS, TRAIN_STATES } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'
import { BILL_STATUS, billTabs } from '@/domain/bill/status'
import { COMPLAINT_STATUS, COMPLAINT_TABS } from '@/domain/complaint/status'
import { COUPON_STATE_TABS, COUPON_VIEWS } from '@/domain/coupon/status'
import { ORDER_STATUS, PURCHASER_ORDER_TABS } from '@/domain/order/status'
import { PREFILL_STATUS } from '@/domain/prefill/status'
import { REFUND_STATUS } from '@/domain/refund/status'
import { skuTabs } from '@/domain/sku/status'
import { LOSS_STATUS } from '@/domain/stock/status'
import { TRAIN_STATUS } from '@/domain/training/status'

test('statusMap: each label with its tone, in the labels order', () => {
  const map = statusMap({ b: '乙', a: '甲' }, { a: 'success', b: 'danger' })
  expect(map).toEqual({ b: { text: '乙', tone: 'danger' }, a: { text: '甲', tone: 'success' } })
  expect(Object.keys(map)).toEqual(['b', 'a'])
})

test("every entity's status map covers its contract list, in order, with the contract's labels", () => {
  const cases: Array<[Record<string, { text: string }>, readonly string[]]> = [
    [ORDER_STATUS, ORDER_STATES],
    [REFUND_STATUS, REFUND_STATES],
    [BILL_STATUS, BILL_PAY_STATUS],
    [LOSS_STATUS, LOSS_REPORT_STATES],
    [COMPLAINT_STATUS, COMPLAINT_STATES],
    [PREFILL_STATUS, PREFILL_STATES],
    [TRAIN_STATUS, TRAIN_STATES],
  ]
  for (const [map, states] of cases) expect(Object.keys(map)).toEqual([...states])
  expect(COMPLAINT_STATUS.pending.text).toBe(COMPLAINT_STATE_LABELS.pending)
  expect(PREFILL_STATUS.entered.text).toBe(PREFILL_STATE_LABELS.entered)
  expect(TRAIN_STATUS.inProgress.text).toBe(TRAIN_STATE_LABELS.inProgress)
})

describe('tabsOf', () => {
  test('全部 first, then every label (a status map or plain labels)', () => {
    expect(COMPLAINT_TABS).toEqual([
      { value: 'all', title: '全部' },
      { value: 'pending', title: '待受理' },
      { value: 'processing', title: '处理中' },
      { value: 'replied', title: '已回复' },
      { value: 'closed', title: '已关闭' },
    ])
    expect(tabsOf({ x: '甲', y: { text: '乙' } })).toEqual([
      { value: 'all', title: '全部' },
      { value: 'x', title: '甲' },
      { value: 'y', title: '乙' },
    ])
  })

  test('all: false leaves 全部 out', () => {
    expect(COUPON_STATE_TABS.map((t) => t.title)).toEqual(['未使用', '已使用', '已过期'])
    expect(COUPON_VIEWS.map((t) => t.value)).toEqual(['mine', 'batches', 'records'])
  })

  test('values pick and order the tabs and may hold a tab of another filter', () => {
    expect(PURCHASER_ORDER_TABS.map((t) => t.title)).toEqual(['全部', '待支付', '赊账待还', '已支付', '已还款', '待评价', '已完成', '已关闭'])
  })

  test('count adds (n) once the counts are in, 全部 included; missing counts are 0', () => {
    expect(billTabs(undefined).map((t) => t.title)).toEqual(['全部', '未支付', '部分支付', '已支付', '已退款'])
    const counts = { total: 9, unpaid: 3, partial: 1, paid: 5, refunded: 0, overdue: 1, outstandingFen: 100 }
    expect(billTabs(counts).map((t) => t.title)).toEqual(['全部(9)', '未支付(3)', '部分支付(1)', '已支付(5)', '已退款(0)'])
    expect(skuTabs({ total: 4, onShelf: 3, offShelf: 1, lowStock: 2, nearExpiry: 0 }).map((t) => t.title)).toEqual(['全部(4)', '在售(3)', '已下架(1)', '库存预警(2)', '临期(0)'])
    expect(tabsOf({ a: '甲' }, { count: () => undefined }).map((t) => t.title)).toEqual(['全部(0)', '甲(0)'])
  })
})

test('no status map is written by hand: every one comes from statusMap', () => {
  const src = path.resolve(__dirname, '../../src')
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []))
  const handWritten = files(src).filter((f) => /const \w+\s*:\s*StatusMap\b[^=]*=\s*(\{|Object\.fromEntries)|labelledStatus|statusTabs\(/.test(fs.readFileSync(f, 'utf8')))
  expect(handWritten.map((f) => path.relative(src, f))).toEqual([])
})
