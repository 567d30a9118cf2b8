/**
 * How the page sweep (./pageSweep.ts) reaches each page of the weapp build: as which role, with
 * which query, and which taps lead on to which pages. Pages not named here are opened directly,
 * as the role of their route group (a general, knowledge or public page: as a supplier). A page
 * reached by a tap is mounted with the query the tap navigated with, as a user would see it.
 */
import { contract, type Role } from '@/contract'
import type { RouteName } from '@/routes'

/** Calls the backend as the logged-in user (./backend.ts callApi with the app's token). */
export type Api = <P, R>(ep: import('@/contract').Endpoint<P, R>, payload: P) => Promise<R>

export interface Tap {
  /** The element to tap: 'card' is the first tappable list card; else the element showing this text. */
  tap: 'card' | string
  /** The screen the tap opens (wx.navigateTo to its path). */
  opens: RouteName
}

export interface PagePlan {
  /** Who opens it (default: the route group's role, else supplier). */
  role?: Role
  /** The query it is opened with, looked up on the backend. */
  query?: (api: Api) => Promise<Record<string, string>>
  /** Taps made once the page has settled, each checked and the page it opens visited in turn. */
  taps?: readonly Tap[]
}

const CARD = 'card'
const first = <T>(records: readonly T[], what: string): T => {
  if (!records.length) throw new Error(`the demo data has no ${what}`)
  return records[0]
}

export const PAGE_PLAN: Partial<Record<RouteName, PagePlan>> = {
  setting: { taps: [{ tap: '姓名', opens: 'updateUserItem' }] },
  noticeList: { taps: [{ tap: CARD, opens: 'noticeDetail' }] },
  msgList: { taps: [{ tap: CARD, opens: 'msgDetail' }] },
  complaintList: { taps: [{ tap: CARD, opens: 'complaintDetail' }] },
  inmarketRecord: { taps: [{ tap: CARD, opens: 'inmarketRecordDetail' }] },
  inmarketSuccess: {
    query: async (api) => ({ id: first((await api(contract.gate.inmarketPrefillMain.page, { current: 1, size: 1 })).records, 'entry report').id }),
  },
  knowledgeList: { taps: [{ tap: CARD, opens: 'knowledgeDetail' }] },
  trainList: { taps: [{ tap: CARD, opens: 'trainDetail' }] },
  trainDetail: { taps: [{ tap: '开始考试', opens: 'trainExamination' }] },
  examResult: {
    // A submitted exam (the demo data has none): the first exam of the first training, unanswered.
    query: async (api) => {
      const train = first((await api(contract.train.train.queryPage, { current: 1, size: 1 })).records, 'training')
      const exam = first((await api(contract.train.exam.queryPage, { trainId: train.id, current: 1, size: 1 })).records, 'exam')
      const result = await api(contract.train.examResults.save, { examId: exam.id, answers: [] })
      return { resultId: result.resultId, trainId: train.id }
    },
  },
  supplierOrderList: { taps: [{ tap: CARD, opens: 'supplierOrderDetail' }] },
  supplierCoupon: { taps: [{ tap: '赠送', opens: 'supplierCouponChange' }] },
  supplierProductList: { taps: [{ tap: CARD, opens: 'supplierProductCreate' }] },
  supplierBillList: { taps: [{ tap: CARD, opens: 'supplierBillDetail' }] },
  supplierRoleAdmin: { taps: [{ tap: CARD, opens: 'supplierRoleCreate' }] },
  supplierUserAdmin: { taps: [{ tap: CARD, opens: 'supplierUserDetail' }] },
  purchaserOrderList: { taps: [{ tap: CARD, opens: 'purchaserOrderDetail' }] },
  purchaserAfterSale: { taps: [{ tap: CARD, opens: 'purchaserAfterSaleDetail' }] },
  purchaserOrderAppraise: {
    query: async (api) => ({ orderId: first((await api(contract.settle.orderInfo.page, { current: 1, size: 1, status: 'completed', evaluated: false })).records, 'completed order to rate').id }),
  },
  purchaserAfterSaleApply: {
    query: async (api) => {
      const { records } = await api(contract.settle.orderInfo.page, { current: 1, size: 50, status: 'paid' })
      return { orderId: first(records.filter((o) => !o.openRefundStatus && o.paidFen > o.refundedFen), 'paid order without a refund').id }
    },
  },
}
