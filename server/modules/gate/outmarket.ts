/**
 * /api/gate/outmarketMain/* (merchant side; parking by plate is parking.ts): a supplier's or
 * purchaser's application for its vehicle to leave, and the market office's decision
 * (approveExit / rejectExit, called by market/gate.ts). docs/gate.md, "Exit".
 *
 *   submitted -> approved | rejected (office); rejected -> submitted (outmarketApplicationAgain);
 *   approved -> exited (the office lets the vehicle out: stay.ts exitStay)
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { contract, GATE_LIMITS, GATE_MESSAGES, OUT_PAY_MODES, OUTMARKET_STATES, OUTMARKET_STATE_LABELS, type OutGoodsInput, type OutmarketStatus, type OutPayMode } from '@/contract'
import type { Db } from '../../db/client'
import { inmarketGoods, inmarketRecords, outmarketApplications, outmarketGoods } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { quantityToHundredths, toNumeric } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { amount } from './goods'
import { notifyCustomer } from './notify'
import { applicationDetail, applicationFilters, presentApplications, type AppRow } from './outmarketRead'
import { MERCHANTS } from './prefill'
import { parkingRules, STAY_MSG, stayDueFen } from './stay'

export const EXIT_MSG = {
  auditOnlySubmitted: '仅待审核的出场申请可以审核',
  againOnlyRejected: '仅被驳回的出场申请可以重新提交',
  updateOnlyOpen: '仅待审核或已通过的出场申请可以修改',
  goodsMissing: '出场货物不在该进场记录中',
  overEntry: (name: string) => `「${name}」出场数量不能超过进场数量`,
} as const

/** `items`: 0-50 lines {goodsId, quantity > 0, weight >= 0}, up to 2 decimals, no line twice. */
function outGoods(): Field<OutGoodsInput[]> {
  return {
    optional: false,
    parse(value) {
      if (value === undefined || value === null || value === '') return []
      if (!Array.isArray(value)) throw new BizError('出场货物格式不正确')
      if (value.length > GATE_LIMITS.goodsLines) throw new BizError(`出场货物最多${GATE_LIMITS.goodsLines}种`)
      const lines = value.map((raw): OutGoodsInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const goodsId = typeof o.goodsId === 'string' || typeof o.goodsId === 'number' ? String(o.goodsId) : ''
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(goodsId)) throw new BizError(EXIT_MSG.goodsMissing)
        const quantity = amount(o.quantity)
        if (!(quantity > 0)) throw new BizError('出场数量需大于0，最多2位小数')
        const weight = amount(o.weight ?? 0)
        if (!(weight >= 0)) throw new BizError('出场重量需不小于0，最多2位小数')
        return { goodsId, quantity, weight }
      })
      if (new Set(lines.map((l) => l.goodsId)).size !== lines.length) throw new BizError('同一货物不能重复添加')
      return lines
    },
  }
}

const remarkField = () => opt(str({ max: GATE_LIMITS.remark, multiline: true, msg: GATE_MESSAGES.remarkTooLong }))
const applyShape = { items: outGoods(), payMode: oneOf(OUT_PAY_MODES, '缴费方式不正确'), remark: remarkField() }

const ownCustomer = (u: AuthUser | null) => (u?.customerId ? eq(outmarketApplications.customerId, u.customerId) : sql`false`)

export const outmarketResource = resource({
  table: outmarketApplications,
  id: outmarketApplications.id,
  scope: ownCustomer,
  order: [by.desc(outmarketApplications.createdAt), by.desc(outmarketApplications.id)],
  present: (db, rows) => presentApplications(db, rows).then((items) => items.map(({ customerId: _c, customerName: _n, ...item }) => item)),
})

/** The lines as stored: each one of the entry's goods, at most what came in. */
async function resolveOutGoods(db: Db, recordId: string, items: OutGoodsInput[]) {
  if (!items.length) return []
  const goods = await db
    .select()
    .from(inmarketGoods)
    .where(and(eq(inmarketGoods.recordId, recordId), inArray(inmarketGoods.id, items.map((i) => i.goodsId))))
  const byId = new Map(goods.map((g) => [g.id, g]))
  return items.map((i, sort) => {
    const g = byId.get(i.goodsId)
    if (!g) throw new BizError(EXIT_MSG.goodsMissing)
    if (quantityToHundredths(i.quantity)! > quantityToHundredths(g.quantity)!) throw new BizError(EXIT_MSG.overEntry(g.productName))
    return { goodsId: g.id, quantity: toNumeric(quantityToHundredths(i.quantity)!), weight: toNumeric(quantityToHundredths(i.weight)!), sort }
  })
}

/** The caller's customer's stay still inside ('记录不存在' / '车辆已出场'). */
async function ownStayInside(db: Db, customerId: string, recordId: string) {
  const [r] = await db
    .select()
    .from(inmarketRecords)
    .where(and(eq(inmarketRecords.id, recordId), eq(inmarketRecords.customerId, customerId)))
  if (!r) throw notFound()
  if (r.exitTime) throw new BizError(STAY_MSG.left)
  return r
}

interface ApplyInput {
  items: OutGoodsInput[]
  payMode: OutPayMode
  remark?: string
}

/** A merchant applies for its vehicle to leave (also used by the seed). */
export async function applyExit(db: Db, owner: { customerId: string; userId: string | null }, recordId: string, input: ApplyInput, now: Date = new Date()) {
  const stay = await ownStayInside(db, owner.customerId, recordId)
  const lines = await resolveOutGoods(db, stay.id, input.items)
  const dueFen = stayDueFen(stay, await parkingRules(db), now)
  const applyNo = await nextDocNo(db, 'exit', now)
  return db.transaction(async (tx) => {
    const [app] = await tx
      .insert(outmarketApplications)
      .values({ applyNo, recordId: stay.id, customerId: owner.customerId, userId: owner.userId, status: 'submitted', payMode: input.payMode, feeAtApplyFen: dueFen, remark: input.remark ?? null, createdAt: now, updatedAt: now })
      .returning({ id: outmarketApplications.id })
    if (lines.length) await tx.insert(outmarketGoods).values(lines.map((l) => ({ ...l, applicationId: app!.id })))
    return { id: app!.id, applyNo, dueFen }
  })
}

/** Why a guarded change found no row: '记录不存在' or the message for its state. */
async function refuse(db: Db, appId: string, msg: string): Promise<never> {
  const [a] = await db.select({ id: outmarketApplications.id }).from(outmarketApplications).where(eq(outmarketApplications.id, appId))
  throw a ? new BizError(msg) : notFound()
}

/** The office decides a submitted application; the merchant's users get a message. */
export async function decideExit(db: Db, appId: string, decision: { approve: true } | { approve: false; reason: string }, by: { userId: string | null }, now: Date = new Date(), notify = true): Promise<{ id: string; status: OutmarketStatus }> {
  const status: OutmarketStatus = decision.approve ? 'approved' : 'rejected'
  const [a] = await db
    .update(outmarketApplications)
    .set({ status, rejectReason: decision.approve ? null : decision.reason, auditedBy: by.userId, auditedAt: now, updatedAt: now })
    .where(and(eq(outmarketApplications.id, appId), eq(outmarketApplications.status, 'submitted')))
    .returning()
  if (!a) return refuse(db, appId, EXIT_MSG.auditOnlySubmitted)
  const text = decision.approve ? `出场申请${a.applyNo}已审核通过${a.payMode === 'gate' ? '，请在出口缴纳停车费后出场' : '，请缴清停车费后出场'}。` : `出场申请${a.applyNo}已被驳回：${decision.reason}。请修改后重新提交。`
  if (notify) await notifyCustomer(db, a.customerId, `出场申请${OUTMARKET_STATE_LABELS[status]}`, text)
  return { id: a.id, status }
}

export const outmarketHandlers = [
  handler({
    endpoint: contract.gate.outmarketMain.page,
    access: MERCHANTS,
    module: { supplier: 'inout', purchaser: 'inout' },
    input: { ...pageShape, status: opt(oneOf(OUTMARKET_STATES, '出场申请状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => outmarketResource.page(db, user, pageArgs(input), applicationFilters(input)),
  }),
  handler({
    endpoint: contract.gate.outmarketMain.queryById,
    access: MERCHANTS,
    module: { supplier: 'inout', purchaser: 'inout' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const { customerId: _c, customerName: _n, ...detail } = await applicationDetail(db, await outmarketResource.find(db, user, input.id))
      return detail
    },
  }),
  handler({
    endpoint: contract.gate.outmarketMain.outmarketApplication,
    access: MERCHANTS,
    module: { supplier: 'inout', purchaser: 'inout' },
    input: { recordId: id(), ...applyShape },
    async handle({ db, user }, { recordId, ...input }) {
      if (!user.customerId) throw notFound()
      return applyExit(db, { customerId: user.customerId, userId: user.id }, recordId, input)
    },
  }),
  handler({
    endpoint: contract.gate.outmarketMain.outmarketApplicationAgain,
    access: MERCHANTS,
    module: { supplier: 'inout', purchaser: 'inout' },
    input: { id: id(), ...applyShape },
    async handle({ db, user }, { id: appId, ...input }) {
      const app = await outmarketResource.find(db, user, appId)
      if (app.status !== 'rejected') throw new BizError(EXIT_MSG.againOnlyRejected)
      const stay = await ownStayInside(db, app.customerId, app.recordId)
      const lines = await resolveOutGoods(db, stay.id, input.items)
      const now = new Date()
      const dueFen = stayDueFen(stay, await parkingRules(db), now)
      return db.transaction(async (tx) => {
        const [a] = await tx
          .update(outmarketApplications)
          .set({ status: 'submitted', payMode: input.payMode, remark: input.remark ?? null, feeAtApplyFen: dueFen, rejectReason: null, auditedBy: null, auditedAt: null, userId: user.id, updatedAt: now })
          .where(and(eq(outmarketApplications.id, app.id), eq(outmarketApplications.status, 'rejected')))
          .returning()
        if (!a) return refuse(tx, app.id, EXIT_MSG.againOnlyRejected)
        await tx.delete(outmarketGoods).where(eq(outmarketGoods.applicationId, a.id))
        if (lines.length) await tx.insert(outmarketGoods).values(lines.map((l) => ({ ...l, applicationId: a.id })))
        return { id: a.id, applyNo: a.applyNo, dueFen }
      })
    },
  }),
  handler({
    endpoint: contract.gate.outmarketMain.update,
    access: MERCHANTS,
    module: { supplier: 'inout', purchaser: 'inout' },
    input: { id: id(), payMode: opt(oneOf(OUT_PAY_MODES, '缴费方式不正确')), remark: remarkField() },
    async handle({ db, user }, input) {
      const app: AppRow = await outmarketResource.find(db, user, input.id)
      const [a] = await db
        .update(outmarketApplications)
        .set({ ...(input.payMode ? { payMode: input.payMode } : {}), ...(input.remark !== undefined ? { remark: input.remark } : {}), updatedAt: new Date() })
        .where(and(eq(outmarketApplications.id, app.id), inArray(outmarketApplications.status, ['submitted', 'approved'])))
        .returning({ id: outmarketApplications.id, status: outmarketApplications.status })
      if (!a) return refuse(db, app.id, EXIT_MSG.updateOnlyOpen)
      return { id: a.id, status: a.status as OutmarketStatus }
    },
  }),
]

