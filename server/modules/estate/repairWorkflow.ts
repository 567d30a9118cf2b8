/**
 * Repair state changes (docs/estate.md, "Repairs"): submitted -> assigned -> inProgress ->
 * completed -> rated. Every change is one UPDATE that checks the state (and the actor) in its
 * WHERE clause; no row back means the state had moved, and the row is read again only to choose
 * the message. Completing records the work in the same transaction: consumables leave the estate
 * stock (never below zero), services are charged, and the charge becomes a bill. Messages go out
 * after commit. The seed runs its history through these functions too.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { REPAIR_STATE_LABELS, type RepairEventKind, type RepairStatus, type RepairType, type WorkLineInput } from '@/contract'
import type { Db } from '../../db/client'
import { areas, assets, customers, estateMaterials, messages, repairEvents, repairMaterialLines, repairs, repairServiceItems, repairServiceLines, users } from '../../db/schema'
import { addDays, chinaDay, chinaMinute } from '../../lib/dates'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fenToYuan, lineAmountFen, quantityToHundredths, sumFen, toNumeric } from '../../lib/money'
import { rowsOf } from '../../data/query'
import { sendQuietly, type SubscribeMessage } from '../message/sender'
import { issueBill, type IssuedBillLine } from '../settle/billIssue'
import { moveEstateStock } from './stock'
import type { RepairRow } from './repairRead'

/** Who acts: a user (its id and name for the timeline). */
export interface Actor {
  id: string
  realName: string
}

export const REPAIR_MSG = {
  notEditable: '报修已受理，不能修改',
  taken: '该工单已被派单',
  notMyZone: '只能接本片区的工单',
  notMine: '该工单未派给您',
  notAssigned: '仅待维修的工单可以开始维修',
  notInProgress: '仅维修中的工单可以完工',
  notDispatchable: '仅待派单或待维修的工单可以派单',
  rated: '该报修已评价',
  notCompleted: '仅已完工的报修可以评价',
  noMaintainer: '维修人员不存在',
  noHolder: '该摊位暂无商户，无法生成账单',
  nothingCharged: '请至少添加一项耗材或服务',
  boothNotFound: '摊位不存在',
} as const

/** Days a repair bill is due after completion. */
export const REPAIR_BILL_DUE_DAYS = 7

async function addEvent(tx: Db, repairId: string, kind: RepairEventKind, actor: Actor, note: string | null = null, at?: Date): Promise<void> {
  await tx.insert(repairEvents).values({ repairId, kind, actorId: actor.id, actorName: actor.realName, note, createdAt: at })
}

/** The market zone (level-2 area) of an asset's area; the area itself when it sits higher. */
export async function zoneOf(db: Db, areaId: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`with recursive up as (
          select id, parent_id, level from ${areas} where id = ${areaId}
          union all select a.id, a.parent_id, a.level from ${areas} a join up on a.id = up.parent_id)
        select id from up where level = 2 limit 1`,
  )
  return row?.id ?? areaId
}

type AssetRow = typeof assets.$inferSelect

/** An asset by id; '摊位不存在' when it is missing (or, with `holder`, not held by that customer). */
export async function boothOf(db: Db, assetId: string, holder?: string): Promise<AssetRow> {
  const [a] = await db.select().from(assets).where(eq(assets.id, assetId))
  if (!a || (holder !== undefined && a.customerId !== holder)) throw new BizError(REPAIR_MSG.boothNotFound)
  return a
}

// ---- The merchant's request -------------------------------------------------------------------------

export interface RepairRequest {
  assetId: string
  repairType: RepairType
  description: string
  images: string[]
  preferredTime: Date | null
  contactName: string
  contactPhone: string
}

/** A merchant reports a fault on one of its booths: submitted. */
export async function submitRepair(db: Db, reporter: Actor & { customerId: string }, r: RepairRequest, at?: Date): Promise<RepairRow> {
  const booth = await boothOf(db, r.assetId, reporter.customerId)
  const zoneId = await zoneOf(db, booth.areaId)
  const repairNo = await nextDocNo(db, 'repair', at)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(repairs)
      .values({ ...r, repairNo, origin: 'report', status: 'submitted', customerId: reporter.customerId, reporterId: reporter.id, zoneId, createdAt: at, updatedAt: at })
      .returning()
    await addEvent(tx, row!.id, 'submit', reporter, null, at)
    return row!
  })
}

/** The merchant changes its request while nobody took it yet. */
export async function editRepair(db: Db, editor: Actor & { customerId: string }, id: string, r: RepairRequest): Promise<RepairRow> {
  const booth = await boothOf(db, r.assetId, editor.customerId)
  const zoneId = await zoneOf(db, booth.areaId)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(repairs)
      .set({ ...r, zoneId, updatedAt: new Date() })
      .where(and(eq(repairs.id, id), eq(repairs.customerId, editor.customerId), eq(repairs.status, 'submitted')))
      .returning()
    if (!row) throw new BizError(REPAIR_MSG.notEditable)
    await addEvent(tx, row.id, 'edit', editor)
    return row
  })
}

// ---- Dispatch ---------------------------------------------------------------------------------------

/** An enabled maintainer account, or '维修人员不存在'. */
async function maintainer(db: Db, userId: string): Promise<Actor> {
  const [u] = await db
    .select({ id: users.id, realName: users.realName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'maintainer'), eq(users.enabled, true)))
  if (!u) throw new BizError(REPAIR_MSG.noMaintainer)
  return u
}

/** The market office dispatches a submitted repair (or hands a not yet started one to another maintainer). */
export async function assignRepair(db: Db, office: Actor, id: string, maintainerId: string, note: string | null = null, at?: Date): Promise<RepairRow> {
  const worker = await maintainer(db, maintainerId)
  const when = at ?? new Date()
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(repairs)
      .set({ status: 'assigned', assigneeId: worker.id, assignedAt: when, updatedAt: when })
      .where(and(eq(repairs.id, id), inArray(repairs.status, ['submitted', 'assigned'])))
      .returning()
    if (!updated) throw new BizError(REPAIR_MSG.notDispatchable)
    await addEvent(tx, id, 'assign', office, note ? `派单给${worker.realName}：${note}` : `派单给${worker.realName}`, when)
    return updated
  })
  if (!at) await notifyProgress(db, row, `您的报修单${row.repairNo}已派单，维修人员${worker.realName}将尽快处理。`, [worker.id])
  return row
}

/** A maintainer takes a submitted repair of one of its zones. */
export async function takeRepair(db: Db, worker: Actor, id: string, at?: Date): Promise<RepairRow> {
  const when = at ?? new Date()
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(repairs)
      .set({ status: 'assigned', assigneeId: worker.id, assignedAt: when, updatedAt: when })
      .where(and(eq(repairs.id, id), eq(repairs.status, 'submitted'), sql`${repairs.zoneId} in (select zone_id from maintainer_zones where user_id = ${worker.id})`))
      .returning()
    if (!updated) {
      const [now] = await tx.select({ status: repairs.status }).from(repairs).where(eq(repairs.id, id))
      throw new BizError(now?.status === 'submitted' ? REPAIR_MSG.notMyZone : REPAIR_MSG.taken)
    }
    await addEvent(tx, id, 'take', worker, null, when)
    return updated
  })
  if (!at) await notifyProgress(db, row, `您的报修单${row.repairNo}已由维修人员${worker.realName}接单，将尽快上门处理。`)
  return row
}

/** Its maintainer starts an assigned repair. */
export async function startRepair(db: Db, worker: Actor, id: string, note: string | null = null, at?: Date): Promise<RepairRow> {
  const when = at ?? new Date()
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(repairs)
      .set({ status: 'inProgress', startedAt: when, updatedAt: when })
      .where(and(eq(repairs.id, id), eq(repairs.status, 'assigned'), eq(repairs.assigneeId, worker.id)))
      .returning()
    if (!updated) throw await refusal(tx, id, worker, 'assigned')
    await addEvent(tx, id, 'start', worker, note, when)
    return updated
  })
}

/** Why a maintainer's state change found no row: not its worksheet, or not in the state. */
async function refusal(tx: Db, id: string, worker: Actor, expected: 'assigned' | 'inProgress'): Promise<BizError> {
  const [now] = await tx.select({ status: repairs.status, assigneeId: repairs.assigneeId }).from(repairs).where(eq(repairs.id, id))
  if (!now) return notFound()
  if (now.assigneeId !== worker.id) return new BizError(REPAIR_MSG.notMine)
  return new BizError(expected === 'assigned' ? REPAIR_MSG.notAssigned : REPAIR_MSG.notInProgress)
}

// ---- The work and its charge --------------------------------------------------------------------------

export interface WorkRecord {
  materials: WorkLineInput[]
  services: WorkLineInput[]
  beforeImages: string[]
  afterImages: string[]
  remark: string | null
}

/**
 * Writes the work's lines, takes the consumables from the estate stock (in id order, so concurrent
 * completions lock materials in one order) and bills the total to the merchant. In the caller's
 * transaction; answers the amounts and the bill.
 */
async function recordWork(tx: Db, row: RepairRow, work: WorkRecord, worker: Actor, when: Date): Promise<{ materialsFen: number; servicesFen: number; billId: string | null }> {
  const materialIds = work.materials.map((m) => m.id)
  const serviceIds = work.services.map((s) => s.id)
  const [mats, svcs] = await Promise.all([
    materialIds.length ? tx.select().from(estateMaterials).where(inArray(estateMaterials.id, materialIds)) : [],
    serviceIds.length ? tx.select().from(repairServiceItems).where(inArray(repairServiceItems.id, serviceIds)) : [],
  ])
  const matOf = new Map(mats.map((m) => [m.id, m]))
  const svcOf = new Map(svcs.map((s) => [s.id, s]))
  if (work.materials.some((m) => !matOf.has(m.id))) throw new BizError('耗材不存在')
  if (work.services.some((s) => !svcOf.has(s.id))) throw new BizError('服务项目不存在')

  const materialLines = work.materials.map((m, sort) => {
    const mat = matOf.get(m.id)!
    return { repairId: row.id, materialId: mat.id, name: mat.name, spec: mat.spec, unit: mat.unit, quantity: toNumeric(hundredths(m.quantity)), unitPriceFen: mat.priceFen, amountFen: lineAmountFen(m.quantity, mat.priceFen), sort }
  })
  const serviceLines = work.services.map((s, sort) => {
    const svc = svcOf.get(s.id)!
    return { repairId: row.id, serviceId: svc.id, name: svc.name, unit: svc.unit, quantity: toNumeric(hundredths(s.quantity)), unitPriceFen: svc.priceFen, amountFen: lineAmountFen(s.quantity, svc.priceFen), sort }
  })
  if (materialLines.length) await tx.insert(repairMaterialLines).values(materialLines)
  if (serviceLines.length) await tx.insert(repairServiceLines).values(serviceLines)
  for (const m of [...work.materials].sort((a, b) => a.id.localeCompare(b.id))) {
    const mat = matOf.get(m.id)!
    await moveEstateStock(tx, { materialId: mat.id, kind: 'use', deltaHundredths: -hundredths(m.quantity), bizId: row.id, refusal: `「${mat.name}」库存不足`, userId: worker.id, remark: row.repairNo, at: when })
  }

  const materialsFen = sumFen(materialLines.map((l) => l.amountFen))
  const servicesFen = sumFen(serviceLines.map((l) => l.amountFen))
  if (materialsFen + servicesFen === 0) return { materialsFen, servicesFen, billId: null }
  const day = chinaDay(when)
  const line = (l: (typeof materialLines)[number] | (typeof serviceLines)[number], what: string): IssuedBillLine => ({
    name: `${what}：${l.name}`,
    quantityHundredths: hundredths(Number(l.quantity)),
    unit: l.unit,
    unitPriceFen: l.unitPriceFen,
    amountFen: l.amountFen,
  })
  const bill = await issueBill(tx, {
    customerId: row.customerId,
    title: `维修费（${row.repairNo}）`,
    billType: 'repair',
    periodStart: day,
    periodEnd: day,
    dueDate: addDays(day, REPAIR_BILL_DUE_DAYS),
    lines: [...materialLines.map((l) => line(l, '耗材')), ...serviceLines.map((l) => line(l, '服务'))].filter((l) => l.amountFen > 0),
    remark: row.description.slice(0, 100),
    at: when,
  })
  return { materialsFen, servicesFen, billId: bill.id }
}

const hundredths = (q: number): number => quantityToHundredths(q)!

/** Its maintainer completes a repair in progress: the work, the stock, the bill, in one transaction. */
export async function completeRepair(db: Db, worker: Actor, id: string, work: WorkRecord, at?: Date): Promise<RepairRow> {
  const when = at ?? new Date()
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(repairs)
      .set({ status: 'completed', completedAt: when, beforeImages: work.beforeImages, afterImages: work.afterImages, workRemark: work.remark, updatedAt: when })
      .where(and(eq(repairs.id, id), eq(repairs.status, 'inProgress'), eq(repairs.assigneeId, worker.id)))
      .returning()
    if (!updated) throw await refusal(tx, id, worker, 'inProgress')
    return finishWork(tx, updated, work, worker, when)
  })
  if (!at) await notifyCompleted(db, row)
  return row
}

async function finishWork(tx: Db, row: RepairRow, work: WorkRecord, worker: Actor, when: Date): Promise<RepairRow> {
  const charged = await recordWork(tx, row, work, worker, when)
  const [done] = await tx
    .update(repairs)
    .set({ materialsFen: charged.materialsFen, servicesFen: charged.servicesFen, amountFen: charged.materialsFen + charged.servicesFen, billId: charged.billId })
    .where(eq(repairs.id, row.id))
    .returning()
  await addEvent(tx, row.id, 'complete', worker, work.remark, when)
  return done!
}

export interface RoundFault {
  assetId: string
  repairType: RepairType
  description: string
  images: string[]
}

/**
 * A fault a maintainer found and fixed on its round: the worksheet is created done and billed to
 * the booth's holder at once (so the maintainer can show the bill's receipt code).
 */
export async function createRoundWorksheet(db: Db, worker: Actor, f: RoundFault, work: WorkRecord, at?: Date): Promise<RepairRow> {
  if (!work.materials.length && !work.services.length) throw new BizError(REPAIR_MSG.nothingCharged)
  const booth = await boothOf(db, f.assetId)
  if (!booth.customerId) throw new BizError(REPAIR_MSG.noHolder)
  const [holder] = await db.select({ contactName: customers.contactName, name: customers.name, mobile: customers.mobile }).from(customers).where(eq(customers.id, booth.customerId))
  const zoneId = await zoneOf(db, booth.areaId)
  const repairNo = await nextDocNo(db, 'repair', at)
  const when = at ?? new Date()
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(repairs)
      .values({
        ...f,
        repairNo,
        origin: 'round',
        status: 'completed',
        customerId: booth.customerId!,
        zoneId,
        contactName: holder?.contactName ?? holder?.name ?? '',
        contactPhone: holder?.mobile ?? '',
        assigneeId: worker.id,
        assignedAt: when,
        startedAt: when,
        completedAt: when,
        beforeImages: work.beforeImages,
        afterImages: work.afterImages,
        workRemark: work.remark,
        createdAt: when,
        updatedAt: when,
      })
      .returning()
    await addEvent(tx, created!.id, 'submit', worker, '巡检发现', when)
    const done = await finishWork(tx, created!, work, worker, when)
    if (!done.billId) throw new BizError(REPAIR_MSG.nothingCharged)
    return done
  })
  if (!at) await notifyCompleted(db, row)
  return row
}

/** The merchant rates a completed repair, once. */
export async function rateRepair(db: Db, rater: Actor & { customerId: string }, id: string, stars: number, comment: string | null, at?: Date): Promise<RepairRow> {
  const when = at ?? new Date()
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(repairs)
      .set({ status: 'rated', stars, ratingComment: comment, ratedAt: when, updatedAt: when })
      .where(and(eq(repairs.id, id), eq(repairs.customerId, rater.customerId), eq(repairs.status, 'completed')))
      .returning()
    if (!updated) {
      const [now] = await tx.select({ status: repairs.status }).from(repairs).where(and(eq(repairs.id, id), eq(repairs.customerId, rater.customerId)))
      if (!now) throw notFound()
      throw new BizError(now.status === 'rated' ? REPAIR_MSG.rated : REPAIR_MSG.notCompleted)
    }
    await addEvent(tx, id, 'rate', rater, `${stars}星${comment ? `：${comment}` : ''}`, when)
    return updated
  })
}

// ---- Messages -----------------------------------------------------------------------------------------

/** The merchant's users told about its repair: the reporter, else the shop's administrators. */
async function merchantRecipients(db: Db, r: RepairRow): Promise<string[]> {
  if (r.reporterId) {
    const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, r.reporterId), eq(users.enabled, true)))
    if (u) return [u.id]
  }
  const admins = await db.select({ id: users.id }).from(users).where(and(eq(users.customerId, r.customerId), eq(users.isAdmin, true), eq(users.enabled, true))).orderBy(asc(users.id))
  return admins.map((u) => u.id)
}

/** A progress note in the message centre (msg_type repair) to the merchant and, optionally, others. */
async function notifyProgress(db: Db, r: RepairRow, content: string, alsoTo: string[] = []): Promise<void> {
  try {
    const to = await merchantRecipients(db, r)
    const rows = [
      ...to.map((userId) => ({ userId, title: '报修进度', content, msgType: 'repair' })),
      ...alsoTo.map((userId) => ({ userId, title: '新的维修工单', content: `报修单${r.repairNo}已派给您，请尽快处理。`, msgType: 'repair' })),
    ]
    if (rows.length) await db.insert(messages).values(rows)
  } catch (err) {
    console.error('repair message not sent', r.id, err)
  }
}

/**
 * The repair subscribe message (spec section 3, the repair template; docs/estate.md, "Messages")
 * and a message-centre row to the merchant when its repair is completed. After commit; a failure
 * is logged, never thrown.
 */
export async function notifyCompleted(db: Db, r: RepairRow): Promise<void> {
  try {
    const to = await merchantRecipients(db, r)
    if (!to.length) return
    const [booth] = await db.select({ name: assets.name }).from(assets).where(eq(assets.id, r.assetId))
    const charge = r.amountFen > 0 ? `，费用¥${fenToYuan(r.amountFen)}，请在账单服务中支付` : ''
    await db.insert(messages).values(to.map((userId) => ({ userId, title: '报修已完工', content: `您的报修单${r.repairNo}已维修完工${charge}。完工后可对本次维修进行评价。`, msgType: 'repair' })))
    const data = {
      character_string1: { value: r.repairNo },
      thing2: { value: (booth?.name ?? '').slice(0, 20) },
      phrase3: { value: REPAIR_STATE_LABELS[r.status as RepairStatus] },
      amount4: { value: `${fenToYuan(r.amountFen)}元` },
      time5: { value: chinaMinute(r.completedAt ?? new Date()) },
    }
    const sends: SubscribeMessage[] = to.map((userId) => ({ userId, templateKey: 'repair', page: `supplier/repairs/detail?id=${r.id}`, data }))
    await sendQuietly(db, sends)
  } catch (err) {
    console.error('repair message not sent', r.id, err)
  }
}
