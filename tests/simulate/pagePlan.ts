/**
 * How the page sweep (./pageSweep.ts) reaches each page of the weapp build: as which role, with
 * which query, and which taps lead on to which pages. Pages not named here are opened directly,
 * as the role of their route group (a general, knowledge or public page: as a supplier). A page
 * reached by a tap is mounted with the query the tap navigated with, as a user would see it.
 */
import { contract, type LeaseDetail, type LeaseState, type Role } from '@/contract'
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
  /** The demo account of `role` it is opened as (default: the role's first in the seed's USERS). */
  account?: string
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

/** The market office's screens: as office01, the staff account bound to the 市场办公 role. */
const OFFICE = { role: 'staff', account: 'office01' } as const
const { custome, estate, gate, market, message } = contract
const leaseIn = async (api: Api, state: LeaseState) => first((await api(custome.leaseManagement.page, { state, current: 1, size: 1 })).records, `${state} lease`).id
/** The shop's first active lease whose actions include the one a screen takes. */
async function activeLease(api: Api, allows: (can: LeaseDetail['can']) => boolean): Promise<string> {
  const { records } = await api(custome.leaseManagement.page, { state: 'active', current: 1, size: 50 })
  for (const l of records) if (allows((await api(custome.leaseManagement.queryById, { id: l.id })).can)) return l.id
  throw new Error('the demo data has no active lease allowing it')
}
/** The first release open for sign-up by review (not first come, first served). */
const reviewRelease = async (api: Api) => first((await api(custome.releaseNotice.getCanSignUpNotice, { current: 1, size: 20 })).records.filter((r) => r.mode === 'review'), 'release open for sign-up by review').id

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
  receiptPrint: { role: 'supplier', query: async (api) => ({ id: first((await api(contract.settle.orderInfo.page, { current: 1, size: 1 })).records, 'order').id }) },
  supplierScaleTickets: { taps: [{ tap: CARD, opens: 'supplierScaleTicketConfirm' }] },
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

  // Gate and quality (docs/gate.md): the vehicle inside opens from its card; the exit applications are under a tab.
  supplierInoutList: { taps: [{ tap: CARD, opens: 'supplierInoutDetail' }] },
  purchaserInoutList: { taps: [{ tap: CARD, opens: 'purchaserInoutDetail' }] },
  supplierInoutExit: { query: async (api) => ({ id: first((await api(gate.outmarketMain.page, { current: 1, size: 1 })).records, 'exit application').id }) },
  purchaserInoutExit: { query: async (api) => ({ id: first((await api(gate.outmarketMain.page, { current: 1, size: 1 })).records, 'exit application').id }) },
  supplierDetectionList: { taps: [{ tap: CARD, opens: 'supplierDetectionDetail' }] },
  supplierDetectionReport: { query: async (api) => ({ id: first((await api(gate.detectionMain.page, { status: 'tested', current: 1, size: 1 })).records, 'tested inspection').id }) },
  suyuanScanPayResult: { query: async () => ({ plate: '浙A9P2K7' }) },
  scanOrder: { role: 'purchaser' },
  // Leases (docs/lease.md): an active lease offers 调整 and 退租, the one ending soon 续租; an approved one waits for payment.
  supplierLeaseDetail: { query: async (api) => ({ id: await activeLease(api, (can) => can.renew) }), taps: [{ tap: '续租', opens: 'supplierLeaseRelet' }] },
  supplierLeaseAdjust: { query: async (api) => ({ id: await activeLease(api, (can) => can.adjust) }) },
  supplierLeaseQuit: { query: async (api) => ({ id: await activeLease(api, (can) => can.quit) }) },
  supplierLeaseApplyConfirm: { query: async (api) => ({ id: await leaseIn(api, 'approved') }) },
  supplierContractList: { taps: [{ tap: CARD, opens: 'supplierContractDetail' }] },
  supplierLeaseIntentionApply: { query: async (api) => ({ releaseId: await reviewRelease(api) }) },
  supplierLeaseIntentionDetail: {
    // Signed up for first (the demo data has no sign-up of the shop's own): 申请摊位 opens.
    query: async (api) => {
      const id = await reviewRelease(api)
      const { booths } = await api(custome.releaseNotice.queryById, { id })
      const booth = first(booths.filter((b) => b.available), 'available booth of the release')
      await api(custome.leaseReleaseRegister.create, { releaseId: id, assetIds: [booth.assetId], contactName: '李绿源', contactPhone: '13900000001' })
      return { id }
    },
    taps: [{ tap: '申请摊位', opens: 'supplierLeaseApplyAT' }],
  },
  // Repairs (docs/estate.md).
  supplierRepairList: { taps: [{ tap: CARD, opens: 'supplierRepairDetail' }] },
  supplierRepairEvaluate: { query: async (api) => ({ id: first((await api(estate.recordsManage.page, { status: 'completed', current: 1, size: 1 })).records, 'completed repair').id }) },
  maintainerRepairList: { taps: [{ tap: CARD, opens: 'maintainerRepairDetail' }] },
  // The worksheet in progress is maintainer02's (冻品区).
  maintainerRepairDispose: {
    account: 'maintainer02',
    query: async (api) => ({ id: first((await api(estate.worksheetManage.page, { scope: 'mine', status: 'inProgress', current: 1, size: 1 })).records, 'worksheet in progress').id }),
    taps: [{ tap: '添加耗材', opens: 'maintainerRepairMaterials' }],
  },
  maintainerRepairCreate: { taps: [{ tap: '添加服务', opens: 'maintainerRepairServices' }] },
  maintainerRepairDone: { query: async (api) => ({ id: first((await api(estate.worksheetManage.page, { scope: 'mine', status: 'completed', current: 1, size: 1 })).records, 'completed worksheet').id }) },
  maintainerReceiptCode: {
    query: async (api) => {
      const { records } = await api(estate.worksheetManage.page, { scope: 'mine', status: 'completed', current: 1, size: 20 })
      return { billId: first(records.filter((r) => r.billId), 'billed worksheet').billId! }
    },
  },
  maintainerMeterList: { taps: [{ tap: CARD, opens: 'maintainerMeterCreate' }] },
  maintainerMeterCreate: { taps: [{ tap: '摊位水电表', opens: 'maintainerAssetMeters' }] },
  maintainerAssetMeters: { query: async (api) => ({ assetId: first((await api(contract.basic.assetsHydropower.page, { current: 1, size: 1 })).records, 'meter').assetId }) },
  maintainerMsgDetail: { query: async (api) => ({ id: first((await api(message.history.pageWithAuthority, { current: 1, size: 1 })).records, 'message').id }) },
  // Staff health: staff01 has not checked in today, 冯保洁 (staff02) has (its check-in is changed).
  staffHealthCheck: { taps: [{ tap: CARD, opens: 'staffHealthCheckDetail' }] },
  staffHealthCheckUpdate: { account: 'staff02' },
  // WeChat (server/README.md, "WeChat"): the app's own origin is on both allow-lists (the scan-login QR code's link names it).
  webView: { query: async (api) => ({ url: `${new URL((await api(contract.user.weChat.getQrcode, {})).url).origin}/scan-login` }) },
  // The mini program has the page already: it goes there in this page's place (the notice list).
  webJumpMp: { query: async () => ({ path: 'pages/notice/index' }) },
  yduiOAuthTwo: {
    query: async (api) => ({ clientId: 'market-pc', redirectUri: `${new URL((await api(contract.user.weChat.getQrcode, {})).url).origin}/oauth-back`, scope: 'profile', state: 's1' }),
  },
  // The market office.
  staffStatistics: OFFICE,
  officeGate: { ...OFFICE, taps: [{ tap: CARD, opens: 'officePrefillDetail' }] },
  officeStayDetail: { ...OFFICE, query: async (api) => ({ id: first((await api(market.inmarket.inside, { current: 1, size: 1 })).records, 'vehicle inside').recordId }) },
  officeExitDetail: { ...OFFICE, query: async (api) => ({ id: first((await api(market.outmarket.page, { status: 'submitted', current: 1, size: 1 })).records, 'exit application to decide').id }) },
  officeDetectionList: { ...OFFICE, taps: [{ tap: CARD, opens: 'officeDetectionDetail' }] },
  officeLossList: OFFICE,
  officeFeedback: OFFICE,
  officeLeaseList: { ...OFFICE, taps: [{ tap: CARD, opens: 'officeLeaseDetail' }] },
  officeReleaseList: { ...OFFICE, taps: [{ tap: CARD, opens: 'officeReleaseDetail' }] },
  officeReleaseCreate: OFFICE,
  officeBoothLease: OFFICE,
}
