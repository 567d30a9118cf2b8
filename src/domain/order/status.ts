/**
 * Orders as both sides see them (docs/trade.md section 6): the status map (names from the
 * contract's labels), each side's filter tabs, and what each side may do in each state.
 */
import {
  CONFIRMABLE_ORDER_STATES,
  ORDER_STATE_LABELS,
  REFUNDABLE_ORDER_STATES,
  type OrderItem,
  type OrderPagePayload,
  type OrderStatus,
} from '@/contract/types'
import { tabsOf, type FilterTab } from '@/components/FilterTabs'
import { statusMap } from '@/components/StatusTag'

export const ORDER_STATUS = statusMap(ORDER_STATE_LABELS, { unpaid: 'warning', paid: 'primary', owed: 'danger', repaid: 'primary', completed: 'success', closed: 'default' })

/** A list filter: a status, everything, or the buyer's 待评价 (completed and not rated yet). */
export type OrderFilter = OrderStatus | 'all' | 'toRate'

/** The shop's tabs: 全部 and every state. */
export const SUPPLIER_ORDER_TABS: readonly FilterTab<OrderFilter>[] = tabsOf(ORDER_STATUS)

/** The buyer's tabs: what needs doing first, then the rest. */
export const PURCHASER_ORDER_TABS: readonly FilterTab<OrderFilter>[] = tabsOf(ORDER_STATUS, {
  values: ['unpaid', 'owed', 'paid', 'repaid', { title: '待评价', value: 'toRate' }, 'completed', 'closed'],
})

/** A route parameter as a filter (an unknown value shows everything). */
export function parseOrderFilter(v: string | undefined, tabs: readonly FilterTab<OrderFilter>[]): OrderFilter {
  return tabs.some((t) => t.value === v) ? (v as OrderFilter) : 'all'
}

/** The page query of a filter. */
export function filterQuery(filter: OrderFilter): Pick<OrderPagePayload, 'status' | 'evaluated'> {
  if (filter === 'all') return {}
  if (filter === 'toRate') return { status: 'completed', evaluated: false }
  return { status: filter }
}

/** '大白菜' or '大白菜等3件'. */
export const goodsSummary = (o: Pick<OrderItem, 'firstProductName' | 'lineCount'>): string =>
  o.lineCount > 1 ? `${o.firstProductName}等${o.lineCount}件` : o.firstProductName

/** Money paid and not refunded yet: the most a refund may ask for. */
export const refundableFen = (o: Pick<OrderItem, 'paidFen' | 'refundedFen'>): number => Math.max(0, o.paidFen - o.refundedFen)

type OrderState = Pick<OrderItem, 'status' | 'evaluated' | 'openRefundStatus' | 'paidFen' | 'refundedFen' | 'payMethod'>

const refundable = (o: OrderState) => (REFUNDABLE_ORDER_STATES as readonly OrderStatus[]).includes(o.status) && refundableFen(o) > 0

/** What the buyer may do with its order now. */
export function purchaserActions(o: OrderState) {
  return {
    pay: o.status === 'unpaid',
    close: o.status === 'unpaid',
    repay: o.status === 'owed',
    confirm: (CONFIRMABLE_ORDER_STATES as readonly OrderStatus[]).includes(o.status),
    rate: o.status === 'completed' && !o.evaluated,
    // Cash is handed back at the stall by the shop (现金退款), never asked for in the app.
    refund: o.payMethod !== 'cash' && refundable(o) && !o.openRefundStatus,
  }
}

/** What the shop may do with its order now: close it unpaid; hand cash back for a cash sale (现金退款). */
export const supplierActions = (o: OrderState) => ({ close: o.status === 'unpaid', cashRefund: o.payMethod === 'cash' && refundable(o) })
