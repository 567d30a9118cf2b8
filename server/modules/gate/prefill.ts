/**
 * /api/gate/inmarketPrefillMain/*: a merchant's (supplier or purchaser) pre-reports of vehicles
 * entering the market. Merchants see only their own customer's orders. The gate's side of the
 * state machine (approve, reject, enter) lives in prefillWorkflow.ts.
 */
import { and, desc, eq, ilike, like, or, sql } from 'drizzle-orm'
import { contract, TEXT_LIMITS, type PrefillDetail, type PrefillItem, type PrefillPayload, type PrefillStatus } from '@/contract'
import type { Db } from '../../db/client'
import { PREFILL_STATUSES, prefillGoods, prefillOrders, vehicleTypes } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { fields, textField } from '../../lib/fields'
import { containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import { goodsInput, presentGoods, resolveGoods } from './goods'
import { claimPlate, isPlate, normalizePlate, PLATE_MSG, PLATE_TAKEN, plateField, plateTaken, randomTempPlate } from './plate'

/** Merchant users: the only ones who report entries. */
export const MERCHANTS = ['supplier', 'purchaser'] as const

const DAY = 24 * 3600 * 1000
/** A form filled in slowly may name a time a few minutes past. */
const PAST_GRACE = 10 * 60 * 1000
export const MAX_AHEAD_DAYS = 7

/** `expectedTime`: an ISO time, not in the past, within 7 days (answered as a normalised ISO string). */
function expectedTime(): Field<string> {
  return {
    optional: false,
    parse(value, key) {
      if (typeof value !== 'string' || value.trim() === '') throw new BizError(`缺少参数：${key}`)
      const t = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value.trim()) ? new Date(value.trim()) : null
      if (!t || Number.isNaN(t.getTime())) throw new BizError('预计进场时间格式不正确')
      if (t.getTime() < Date.now() - PAST_GRACE) throw new BizError('预计进场时间不能早于当前时间')
      if (t.getTime() > Date.now() + MAX_AHEAD_DAYS * DAY) throw new BizError(`预计进场时间需在${MAX_AHEAD_DAYS}天以内`)
      return t.toISOString()
    },
  }
}

const payloadShape = {
  plateNumber: plateField(),
  vehicleTypeId: str({ pattern: /^[0-9A-Za-z_-]{1,64}$/, msg: '车辆类型不存在' }),
  driverName: textField(TEXT_LIMITS.driverName),
  driverPhone: fields.mobile(),
  expectedTime: expectedTime(),
  items: goodsInput(),
  remark: opt(textField(TEXT_LIMITS.remark)),
}
/** A parsed payload, the expected time as a Date (what the seed passes, too). */
type Payload = Omit<PrefillPayload, 'expectedTime'> & { expectedTime: Date }
const withTime = (p: PrefillPayload): Payload => ({ ...p, expectedTime: new Date(p.expectedTime) })

const ownCustomer = (u: { customerId: string | null } | null) => (u?.customerId ? eq(prefillOrders.customerId, u.customerId) : sql`false`)

type OrderRow = typeof prefillOrders.$inferSelect

/**
 * What a report's list item reads beside its row, in the page's own statement: the vehicle type's
 * name, the number of goods lines and their total weight (numeric, as text).
 */
export const prefillExtras = {
  vehicleTypeName: sql<string>`coalesce((select ${vehicleTypes.name} from ${vehicleTypes} where ${vehicleTypes.id} = ${prefillOrders.vehicleTypeId}), '')`,
  itemCount: sql<number>`(select count(*)::int from ${prefillGoods} where ${prefillGoods.orderId} = ${prefillOrders.id})`,
  totalWeight: sql<string>`(select coalesce(sum(${prefillGoods.weight}), 0)::text from ${prefillGoods} where ${prefillGoods.orderId} = ${prefillOrders.id})`,
}
type ListedReport = OrderRow & { vehicleTypeName: string; itemCount: number; totalWeight: string }

export const presentPrefill = (r: ListedReport): PrefillItem => ({
  id: r.id,
  orderNo: r.orderNo,
  plateNumber: r.plateNumber,
  vehicleTypeName: r.vehicleTypeName,
  status: r.status as PrefillStatus,
  expectedTime: r.expectedTime.toISOString(),
  itemCount: r.itemCount,
  totalWeight: Number(r.totalWeight),
  createTime: r.createdAt.toISOString(),
})

export const prefillResource = resource({
  table: prefillOrders,
  id: prefillOrders.id,
  scope: ownCustomer,
  order: [by.desc(prefillOrders.createdAt), by.desc(prefillOrders.id)],
  extras: prefillExtras,
  present: (_db, rows): PrefillItem[] => rows.map(presentPrefill),
})

export async function prefillDetail(db: Db, r: ListedReport): Promise<PrefillDetail> {
  const goods = await db.select().from(prefillGoods).where(eq(prefillGoods.orderId, r.id))
  return {
    ...presentPrefill(r),
    vehicleTypeId: r.vehicleTypeId,
    driverName: r.driverName,
    driverPhone: r.driverPhone,
    items: presentGoods(goods),
    rejectReason: r.rejectReason,
    entryTime: r.entryTime ? r.entryTime.toISOString() : null,
    remark: r.remark,
  }
}

/** 'BB' + yyyymmdd (China time) + a 4-digit daily sequence. */
async function nextOrderNo(tx: Db, now = new Date()): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(482301802)`)
  const day = new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '')
  const prefix = `BB${day}`
  const [last] = await tx.select({ no: prefillOrders.orderNo }).from(prefillOrders).where(like(prefillOrders.orderNo, `${prefix}%`)).orderBy(desc(prefillOrders.orderNo)).limit(1)
  const seq = last ? Number(last.no.slice(prefix.length)) + 1 : 1
  if (seq > 9999) throw new BizError('今日报备数量已达上限')
  return prefix + String(seq).padStart(4, '0')
}

async function checkVehicleType(db: Db, vehicleTypeId: string): Promise<void> {
  const [t] = await db.select({ id: vehicleTypes.id }).from(vehicleTypes).where(eq(vehicleTypes.id, vehicleTypeId)).limit(1)
  if (!t) throw new BizError('车辆类型不存在')
}

const orderValues = (p: Payload) => ({
  plateNumber: p.plateNumber,
  vehicleTypeId: p.vehicleTypeId,
  driverName: p.driverName,
  driverPhone: p.driverPhone,
  expectedTime: p.expectedTime,
  remark: p.remark ?? null,
})

/** Creates a submitted prefill of `customerId` (also used by the seed). */
export async function createPrefill(db: Db, owner: { customerId: string; userId: string | null }, p: Payload, now = new Date()) {
  await checkVehicleType(db, p.vehicleTypeId)
  const goods = await resolveGoods(db, p.items)
  return db.transaction(async (tx) => {
    await claimPlate(tx, p.plateNumber)
    const orderNo = await nextOrderNo(tx, now)
    const [order] = await tx
      .insert(prefillOrders)
      .values({ ...orderValues(p), orderNo, customerId: owner.customerId, userId: owner.userId, status: 'submitted', createdAt: now, updatedAt: now })
      .returning()
    await tx.insert(prefillGoods).values(goods.map((g) => ({ ...g, orderId: order!.id })))
    return { id: order!.id, orderNo }
  })
}

/** The merchant withdraws a submitted order (the caller has checked ownership). */
export async function revokePrefill(db: Db, orderId: string): Promise<void> {
  const [done] = await db
    .update(prefillOrders)
    .set({ status: 'revoked', updatedAt: new Date() })
    .where(and(eq(prefillOrders.id, orderId), eq(prefillOrders.status, 'submitted')))
    .returning({ id: prefillOrders.id })
  if (!done) throw new BizError('仅待审核的报备可以撤销')
}

export const prefillHandlers = [
  handler({
    endpoint: contract.gate.inmarketPrefillMain.page,
    access: MERCHANTS,
    input: { ...pageShape, status: opt(oneOf(PREFILL_STATUSES, '报备状态不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const kw = input.keyword ? containsPattern(normalizePlate(input.keyword)) : undefined
      return prefillResource.page(db, user, pageArgs(input), [
        input.status ? eq(prefillOrders.status, input.status) : undefined,
        kw ? or(ilike(prefillOrders.plateNumber, kw), ilike(prefillOrders.orderNo, kw)) : undefined,
      ])
    },
  }),
  handler({
    endpoint: contract.gate.inmarketPrefillMain.queryById,
    access: MERCHANTS,
    input: { id: id() },
    handle: async ({ db, user }, input) => prefillDetail(db, await prefillResource.find(db, user, input.id)),
  }),
  handler({
    endpoint: contract.gate.inmarketPrefillMain.createPreFill,
    access: MERCHANTS,
    input: payloadShape,
    async handle({ db, user }, input) {
      if (!user.customerId) throw new BizError('当前账号未关联商户，不能报备')
      return createPrefill(db, { customerId: user.customerId, userId: user.id }, withTime(input))
    },
  }),
  handler({
    endpoint: contract.gate.inmarketPrefillMain.resubmitInmarketPrefill,
    access: MERCHANTS,
    input: { id: id(), ...payloadShape },
    async handle({ db, user }, { id: orderId, ...payload }) {
      const input = withTime(payload)
      const order = await prefillResource.find(db, user, orderId)
      if (order.status !== 'rejected') throw new BizError('仅被驳回的报备可以重新提交')
      await checkVehicleType(db, input.vehicleTypeId)
      const goods = await resolveGoods(db, input.items)
      return db.transaction(async (tx) => {
        await claimPlate(tx, input.plateNumber, order.id)
        const [updated] = await tx
          .update(prefillOrders)
          .set({ ...orderValues(input), status: 'submitted', rejectReason: null, userId: user.id, updatedAt: new Date() })
          .where(and(eq(prefillOrders.id, order.id), eq(prefillOrders.status, 'rejected')))
          .returning({ id: prefillOrders.id })
        if (!updated) throw new BizError('仅被驳回的报备可以重新提交')
        await tx.delete(prefillGoods).where(eq(prefillGoods.orderId, order.id))
        await tx.insert(prefillGoods).values(goods.map((g) => ({ ...g, orderId: order.id })))
        return { id: order.id, orderNo: order.orderNo }
      })
    },
  }),
  handler({
    endpoint: contract.gate.inmarketPrefillMain.checkPlateNumber,
    access: MERCHANTS,
    input: { plateNumber: str({ max: 20, msg: PLATE_MSG }) },
    async handle({ db }, input) {
      const plateNumber = normalizePlate(input.plateNumber)
      if (!isPlate(plateNumber)) return { valid: false, message: PLATE_MSG }
      if (await plateTaken(db, plateNumber)) return { valid: false, message: PLATE_TAKEN }
      return { valid: true }
    },
  }),
  handler({
    endpoint: contract.gate.inmarketPrefillMain.revokePrefillOrder,
    access: MERCHANTS,
    input: { id: id() },
    async handle({ db, user }, input) {
      const order = await prefillResource.find(db, user, input.id)
      await revokePrefill(db, order.id)
      return { id: order.id }
    },
  }),
  handler({
    endpoint: contract.gate.inmarketPrefillMain.getRandomPlateNumber,
    access: MERCHANTS,
    input: {},
    handle: async ({ db }) => ({ plateNumber: await randomTempPlate(db) }),
  }),
]
