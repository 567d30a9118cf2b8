/**
 * Real browser, every screen of the route table checked with axe-core (WCAG 2.0/2.1 A and AA): no
 * serious or critical violation. Public screens are opened logged out, a role's screens as that
 * role's demo user, other logged-in screens as the supplier (the staff member for knowledge and
 * training); a screen with a required parameter gets a real id from the seeded data, read through
 * the API; its title is checked too. A screen added to the route table is checked here without further work, unless it
 * needs a parameter: then `PARAMS` must say where to find one (a test below insists).
 *
 * The sweep runs twice: as the app starts, and in large-text mode (长辈模式, set on the device
 * before the app loads), where each screen must also fit 375 px: nothing leaving the screen
 * sideways and no text cut off by its box (./overflow.ts).
 *
 * `A11Y_REPORT=<file>` also writes every violation found, whatever its impact, as JSON.
 */
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { contract } from '@/contract'
import type { Endpoint } from '@/contract/endpoint'
import type { LeaseState, Role } from '@/contract/types'
import { encodeForm } from '@/core/request/encode'
import { BUILT_ROUTES, type RouteDef } from '@/routes'
import { DEMO_TRAININGS } from '../../server/seeds/train'
import { describeViolations, failing, stillViolations, type AxeViolation } from './axe'
import { expectPath, expectTitle, largeTextOnLoad, loginAs, navTitle, open, phonePage, setupBrowserRig, storedToken } from './harness'
import { describeLayoutProblems, layoutProblems } from './overflow'

const rig = setupBrowserRig({ pagePer: 'none', timeoutMs: 300_000 })

type Who = 'visitor' | Role

/** Who opens a screen: its role for a role's screens, nobody for public ones. */
function whoOpens(route: RouteDef): Who {
  if (route.group in ROLE_GROUPS) return route.group as Role
  if (!route.auth) return 'visitor'
  return route.group === 'knowledge' ? 'staff' : 'supplier'
}
const ROLE_GROUPS: Record<Role, true> = { supplier: true, purchaser: true, maintainer: true, proprietor: true, dc: true, staff: true }

/** How the sweep shows the app: as it starts, or in large-text mode. */
interface Mode {
  name: string
  largeText: boolean
}
const MODES: Mode[] = [
  { name: 'default text', largeText: false },
  { name: 'large-text mode', largeText: true },
]

/** A logged-in page per user and mode (one login each), the visitor's with empty storage. */
const pages = new Map<string, Promise<Page>>()
function pageOf(who: Who, mode: Mode = MODES[0]): Promise<Page> {
  const key = `${who} ${mode.name}`
  let p = pages.get(key)
  if (!p) {
    p = (async () => {
      const page = await phonePage(rig.browser)
      if (mode.largeText) await largeTextOnLoad(page)
      if (who !== 'visitor') await loginAs(page, rig.server, who)
      return page
    })()
    pages.set(key, p)
  }
  return p
}
afterAll(async () => {
  for (const p of pages.values()) await (await p).context().close()
})

/** Calls an endpoint as `who` (the token its page logged in with); the envelope's result. */
async function call<P, R>(who: Who, ep: Endpoint<P, R>, payload: P): Promise<R> {
  const page = await pageOf(who)
  const headers: Record<string, string> = ep.public ? {} : { Authorization: await storedToken(page) }
  const url = `${rig.server.url}${ep.path}`
  const body = payload as unknown as Record<string, unknown>
  const res =
    ep.body === 'json'
      ? await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/json' }, data: body })
      : ep.body === 'form'
        ? await page.request.post(url, { headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' }, data: encodeForm(body) })
        : await page.request.get(`${url}?${encodeForm(body)}`, { headers })
  const envelope = (await res.json()) as { state: number; msg: string; result: R }
  if (envelope.state !== 0) throw new Error(`${ep.path} as ${who}: ${envelope.msg}`)
  return envelope.result
}

/** The first record of a page, or a clear failure naming what the seed lacks. */
async function first<T>(what: string, load: Promise<{ records: T[] }>): Promise<T> {
  const { records } = await load
  if (!records.length) throw new Error(`the seeded data has no ${what}`)
  return records[0]
}

const { message, member, gate, custome, train, estate, basic } = contract
/** The shop's first lease in `state` (the seed has one in every state). */
const leaseIn = async (state: LeaseState) => (await first(`${state} lease`, call('supplier', custome.leaseManagement.page, { state, current: 1, size: 1 }))).id
const releaseId = async () => (await first('open release', call('supplier', custome.releaseNotice.getCanSignUpNotice, { current: 1, size: 1 }))).id
const trade = contract.settle
const trainingId = async (who: Who, title: string) => {
  const { records } = await call(who, train.train.queryPage, { current: 1, size: 50 })
  const found = records.find((t) => t.title === title)
  if (!found) throw new Error(`the seeded data has no training ${title}`)
  return found.id
}
const examOf = async (who: Who, trainTitle: string, examTitle: string) => {
  const trainId = await trainingId(who, trainTitle)
  const { records } = await call(who, train.exam.queryPage, { trainId, current: 1, size: 50 })
  const exam = records.find((e) => e.title === examTitle)
  if (!exam) throw new Error(`the seeded data has no exam ${examTitle}`)
  return { trainId, exam }
}
// Two exams still open: one opened (the screen starts it), one submitted for a result.
const [OPENED, SUBMITTED] = DEMO_TRAININGS.flatMap((t) => t.exams.filter((e) => (e.deadlineDays ?? 1) > 0).map((e) => ({ training: t.title, exam: e.title })))

/** Where a screen with a required parameter finds a real one, as the user who opens it. */
const PARAMS: Record<string, (who: Who) => Promise<Record<string, string>>> = {
  noticeDetail: async (who) => ({ id: (await first('notice', call(who, message.announcement.page, { current: 1, size: 1 }))).id }),
  msgDetail: async (who) => ({ id: (await first('message', call(who, message.history.pageWithAuthority, { current: 1, size: 1 }))).id }),
  complaintDetail: async (who) => ({ id: (await first('complaint', call(who, member.complaintComplaint.page, { current: 1, size: 1 }))).id }),
  inmarketRecordDetail: async (who) => ({ id: (await first('entry report', call(who, gate.inmarketPrefillMain.page, { current: 1, size: 1 }))).id }),
  inmarketSuccess: async (who) => ({ id: (await first('entry report', call(who, gate.inmarketPrefillMain.page, { current: 1, size: 1 }))).id }),
  updateUserItem: async () => ({ field: 'realName' }),
  // On H5 the web view sends the browser to an allowed page (nothing of the app left to check):
  // an address off its allow-list shows the app's refusal instead. The OAuth2 approval takes a
  // URL on its allow-list: the app's own origin.
  webView: async () => ({ url: 'https://not-allowed.example.com/page', title: '外部网页' }),
  webJumpMp: async () => ({ path: 'pages/notice/index' }),
  yduiOAuthTwo: async () => ({ clientId: 'market-pc', redirectUri: `${rig.server.url}/oauth-back`, scope: 'profile' }),
  openLocation: async () => ({ latitude: '30.2741', longitude: '120.1551', name: '江南农产品批发交易中心' }),
  // Gate and quality (docs/gate.md): the seed's entries, exits, inspections and orders.
  supplierInoutDetail: async (who) => ({ id: (await first('entry', call(who, gate.inmarketMain.page, { current: 1, size: 1 }))).id }),
  purchaserInoutDetail: async (who) => ({ id: (await first('entry', call(who, gate.inmarketMain.page, { current: 1, size: 1 }))).id }),
  supplierInoutExit: async (who) => ({ id: (await first('exit application', call(who, gate.outmarketMain.page, { current: 1, size: 1 }))).id }),
  purchaserInoutExit: async (who) => ({ id: (await first('exit application', call(who, gate.outmarketMain.page, { current: 1, size: 1 }))).id }),
  supplierDetectionDetail: async (who) => ({ id: (await first('inspection', call(who, gate.detectionMain.page, { current: 1, size: 1 }))).id }),
  supplierDetectionReport: async (who) => ({ id: (await first('tested inspection', call(who, gate.detectionMain.page, { status: 'tested', current: 1, size: 1 }))).id }),
  suyuanScanPayResult: async () => ({ plate: '浙A9P2K7' }),
  scanOrderSuccess: async (who) => ({ orderId: (await first('order', call(who, trade.orderInfo.page, { current: 1, size: 1 }))).id }),
  // The market office's screens open as staff01, whose roles grant no 市场办公 module: the no-permission state, no call.
  officePrefillDetail: async () => ({ id: 'none' }),
  officeStayDetail: async () => ({ id: 'none' }),
  officeExitDetail: async () => ({ id: 'none' }),
  officeDetectionDetail: async () => ({ id: 'none' }),
  officePriceDay: async () => ({ day: new Date().toISOString().slice(0, 10) }),
  supplierScaleTicketConfirm: async (who) => ({ id: (await first('scale ticket', call(who, trade.scanOrder.page, { current: 1, size: 1, fromScale: true, status: 'open' }))).id }),
  supplierOrderDetail: async (who) => ({ id: (await first('order', call(who, trade.orderInfo.page, { current: 1, size: 1 }))).id }),
  receiptPrint: async (who) => ({ id: (await first('order', call(who, trade.orderInfo.page, { current: 1, size: 1 }))).id }),
  purchaserOrderDetail: async (who) => ({ id: (await first('order', call(who, trade.orderInfo.page, { current: 1, size: 1 }))).id }),
  purchaserOrderAppraise: async (who) => ({ orderId: (await first('completed unrated order', call(who, trade.orderInfo.page, { status: 'completed', evaluated: false, current: 1, size: 1 }))).id }),
  purchaserAfterSaleApply: async (who) => ({ orderId: (await first('paid order', call(who, trade.orderInfo.page, { status: 'paid', current: 1, size: 1 }))).id }),
  purchaserAfterSaleDetail: async (who) => ({ id: (await first('refund', call(who, trade.orderRefund.page, { current: 1, size: 1 }))).id }),
  supplierCouponChange: async (who) => ({ couponId: (await first('unused coupon', call(who, member.couponInfo.queryByMemberId, { state: 'unused', current: 1, size: 1 }))).id }),
  supplierBillDetail: async (who) => ({ id: (await first('bill', call(who, trade.billInfo.page, { current: 1, size: 1 }))).id }),
  supplierUserDetail: async (who) => ({ id: (await first('sub-account', call(who, contract.user.user.page, { current: 1, size: 1 }))).id }),
  supplierRepairDetail: async (who) => ({ id: (await first('repair', call(who, estate.recordsManage.page, { current: 1, size: 1 }))).id }),
  supplierRepairEvaluate: async (who) => ({ id: (await first('completed repair', call(who, estate.recordsManage.page, { status: 'completed', current: 1, size: 1 }))).id }),
  maintainerRepairDetail: async (who) => ({ id: (await first('worksheet', call(who, estate.worksheetManage.page, { scope: 'mine', current: 1, size: 1 }))).id }),
  maintainerRepairDispose: async (who) => ({ id: (await first('worksheet', call(who, estate.worksheetManage.page, { scope: 'mine', current: 1, size: 1 }))).id }),
  maintainerRepairDone: async (who) => ({ id: (await first('completed worksheet', call(who, estate.worksheetManage.page, { scope: 'mine', status: 'completed', current: 1, size: 1 }))).id }),
  maintainerReceiptCode: async (who) => {
    const { records } = await call(who, estate.worksheetManage.page, { scope: 'mine', status: 'completed', current: 1, size: 20 })
    const billed = records.find((r) => r.billId)
    if (!billed) throw new Error('the seeded data has no billed worksheet')
    return { billId: billed.billId! }
  },
  maintainerMeterCreate: async (who) => ({ meterId: (await first('meter', call(who, basic.assetsHydropower.page, { current: 1, size: 1 }))).id }),
  maintainerAssetMeters: async (who) => ({ assetId: (await first('meter', call(who, basic.assetsHydropower.page, { current: 1, size: 1 }))).assetId }),
  maintainerMsgDetail: async (who) => ({ id: (await first('message', call(who, message.history.pageWithAuthority, { current: 1, size: 1 }))).id }),
  knowledgeDetail: async (who) => ({ id: (await first('knowledge article', call(who, custome.knowledge.queryPage, { current: 1, size: 1 }))).id }),
  trainDetail: async (who) => ({ id: await trainingId(who, OPENED.training) }),
  // Leases (issue 19): the office's screens take the shop's ids (staff01 meets the no-permission state).
  supplierLeaseDetail: async () => ({ id: await leaseIn('active') }),
  supplierLeaseApplyConfirm: async () => ({ id: await leaseIn('approved') }),
  supplierLeaseRelet: async () => ({ id: await leaseIn('active') }),
  supplierLeaseAdjust: async () => ({ id: await leaseIn('active') }),
  supplierLeaseQuit: async () => ({ id: await leaseIn('active') }),
  supplierLeaseIntentionDetail: async () => ({ id: await releaseId() }),
  supplierLeaseIntentionApply: async () => ({ releaseId: await releaseId() }),
  supplierContractDetail: async () => ({ id: (await first('contract', call('supplier', custome.contractManage.page, { current: 1, size: 1 }))).id }),
  officeLeaseDetail: async () => ({ id: await leaseIn('applied') }),
  officeReleaseDetail: async () => ({ id: await releaseId() }),
  trainExamination: async (who) => {
    const { trainId, exam } = await examOf(who, OPENED.training, OPENED.exam)
    return { examId: exam.id, trainId }
  },
  examResult: async (who) => {
    const { trainId, exam } = await examOf(who, SUBMITTED.training, SUBMITTED.exam)
    if (exam.resultId) return { resultId: exam.resultId, trainId }
    // Start and submit it unanswered: a result (score 0) of the caller's own.
    await call(who, train.exam.checkExamValidOrNot, { examId: exam.id })
    const result = await call(who, train.examResults.save, { examId: exam.id, answers: [] })
    return { resultId: result.resultId, trainId }
  },
}

const requiredParams = (route: RouteDef) => Object.entries(route.params ?? {}).filter(([, spec]) => !spec.optional)

test('every screen with a required parameter says where the sweep finds one', () => {
  const missing = BUILT_ROUTES.filter((r) => requiredParams(r).length && !PARAMS[r.name]).map((r) => r.name)
  expect(missing).toEqual([])
})

const found: Record<string, { who: Who; violations: AxeViolation[] }> = {}
afterAll(() => {
  if (process.env.A11Y_REPORT) fs.writeFileSync(process.env.A11Y_REPORT, JSON.stringify(found, null, 2))
})

// Logged-out screens first, then one user after another: each logs in once.
const ORDER: Who[] = ['visitor', 'supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff']
// The screens that exist (a planned one has no page to open).
const sweep = [...BUILT_ROUTES].sort((a, b) => ORDER.indexOf(whoOpens(a)) - ORDER.indexOf(whoOpens(b)))

describe.each(MODES.map((m) => [m.name, m] as const))('%s', (_, mode) => {
  const title = mode.largeText ? '%s (%s): no serious or critical violation, fits 375 px' : '%s (%s) has no serious or critical violation'
  test.each(sweep.map((r) => [r.name, r.path, r] as const))(title, async (name, path, route) => {
    const who = whoOpens(route)
    const page = await pageOf(who, mode)
    const params = requiredParams(route).length ? await PARAMS[name](who) : {}
    const query = new URLSearchParams(params).toString()
    await open(page, rig.server, query ? `${path}?${query}` : path)
    await expectPath(page, path, { a11y: false })
    // Its title. A screen with parameters may name what they open (新增商品 for 商品信息 without
    // an id): there, a title at all; its own tests check which.
    if (Object.keys(route.params ?? {}).length) await navTitle(page).waitFor()
    else await expectTitle(page, route.title)
    // The screen itself, not its login or missing-parameter state.
    if (route.auth) await expect(page.getByText('您还未登录').filter({ visible: true }).count()).resolves.toBe(0)
    await expect(page.getByText('页面参数缺失').filter({ visible: true }).count()).resolves.toBe(0)
    const violations = await stillViolations(page)
    found[mode.largeText ? `${name} (large text)` : name] = { who, violations }
    const bad = failing(violations)
    if (bad.length) throw new Error(`${name} (${path}) as ${who}, ${mode.name}:\n${describeViolations(bad)}`)
    if (mode.largeText) {
      await expect(page.locator('.app-large-text').filter({ visible: true }).count()).resolves.toBe(1)
      const problems = await layoutProblems(page)
      if (problems.length) throw new Error(`${name} (${path}) as ${who}, ${mode.name}, at 375 px:\n${describeLayoutProblems(problems)}`)
    }
  })
})
