/**
 * Repairs over HTTP (docs/estate.md, "Repairs"): the merchant's requests (estate/recordsManage),
 * the maintainer's worksheets (worksheetManage, repairProject/completeWorkSheet) and the market
 * office's dispatch (market/repair). The state changes are repairWorkflow.ts's.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { contract, REPAIR_LIMITS, REPAIR_STATES, REPAIR_TYPES, WORKSHEET_ACTIONS, type MaintainerBrief, type RepairStatus, type WorkLineInput } from '@/contract'
import type { Db } from '../../db/client'
import { areas, maintainerZones, repairs, users } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { quantityToHundredths } from '../../lib/money'
import { pageArgs, pageShape } from '../../data/paging'
import { rowsOf } from '../../data/query'
import { id, int, oneOf, opt, str, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { imageList } from '../member/complaint'
import { presentRepairs, repairDetail, repairFilters, repairResource, type RepairRow } from './repairRead'
import { assignRepair, completeRepair, createRoundWorksheet, editRepair, rateRepair, startRepair, submitRepair, takeRepair, type WorkRecord } from './repairWorkflow'

const MERCHANT = { supplier: 'repair' } as const
const WORKER = { maintainer: 'worksheet' } as const
const OFFICE = { staff: 'repairDispatch' } as const
const DAY_MS = 86_400_000
/** A preferred time a little in the past (the form's clock) is still accepted. */
const PAST_GRACE_MS = 10 * 60 * 1000

/** An ISO time, not in the past, within REPAIR_LIMITS.preferredDays. */
function preferredTime(): Field<string> {
  return {
    optional: false,
    parse(value) {
      const t = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value.trim()) ? new Date(value.trim()) : null
      if (!t || Number.isNaN(t.getTime())) throw new BizError('期望上门时间格式不正确')
      if (t.getTime() < Date.now() - PAST_GRACE_MS) throw new BizError('期望上门时间不能早于当前时间')
      if (t.getTime() > Date.now() + REPAIR_LIMITS.preferredDays.max * DAY_MS) throw new BizError(REPAIR_LIMITS.preferredDays.msg)
      return t.toISOString()
    },
  }
}

const faultShape = {
  assetId: id(),
  repairType: oneOf(REPAIR_TYPES, '报修类型不正确'),
  description: str({ min: REPAIR_LIMITS.description.min, max: REPAIR_LIMITS.description.max, multiline: true, msg: REPAIR_LIMITS.description.msg }),
  images: imageList(REPAIR_LIMITS.images.max),
}

const requestShape = {
  ...faultShape,
  preferredTime: opt(preferredTime()),
  contactName: str({ max: REPAIR_LIMITS.contactName.max, msg: REPAIR_LIMITS.contactName.msg }),
  contactPhone: fields.contactPhone(),
}

/** A JSON list of `{id, quantity}` lines (a consumable or service once each, quantity > 0 with 2 decimals). */
function workLines(what: '耗材' | '服务'): Field<WorkLineInput[] | undefined, true> {
  return opt({
    optional: false,
    parse(value) {
      if (!Array.isArray(value)) throw new BizError(`${what}格式不正确`)
      if (value.length > REPAIR_LIMITS.lines.max) throw new BizError(REPAIR_LIMITS.lines.msg)
      const lines = value.map((v: unknown) => {
        const line = v as { id?: unknown; quantity?: unknown } | null
        if (!line || typeof line.id !== 'string' || !/^[0-9A-Za-z_-]{1,64}$/.test(line.id)) throw new BizError(`${what}格式不正确`)
        const h = typeof line.quantity === 'number' || typeof line.quantity === 'string' ? quantityToHundredths(line.quantity) : null
        if (!h) throw new BizError(`${what}数量需为大于0的数，最多2位小数`)
        return { id: line.id, quantity: h / 100 }
      })
      if (new Set(lines.map((l) => l.id)).size !== lines.length) throw new BizError(`${what}不能重复`)
      return lines
    },
  })
}

const workShape = {
  materials: workLines('耗材'),
  services: workLines('服务'),
  beforeImages: imageList(REPAIR_LIMITS.images.max),
  afterImages: imageList(REPAIR_LIMITS.images.max),
  remark: opt(str({ max: REPAIR_LIMITS.remark.max, multiline: true, msg: REPAIR_LIMITS.remark.msg })),
}

const workOf = (w: { materials?: WorkLineInput[]; services?: WorkLineInput[]; beforeImages?: string[]; afterImages?: string[]; remark?: string }): WorkRecord => ({
  materials: w.materials ?? [],
  services: w.services ?? [],
  beforeImages: w.beforeImages ?? [],
  afterImages: w.afterImages ?? [],
  remark: w.remark ?? null,
})

const requestOf = (r: { assetId: string; repairType: (typeof REPAIR_TYPES)[number]; description: string; images?: string[]; preferredTime?: string; contactName: string; contactPhone: string }) => ({
  assetId: r.assetId,
  repairType: r.repairType,
  description: r.description,
  images: r.images ?? [],
  preferredTime: r.preferredTime ? new Date(r.preferredTime) : null,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
})

/** The caller as a merchant's user (its shop's repairs). */
const merchant = (u: AuthUser) => {
  if (!u.customerId) throw notFound()
  return { id: u.id, realName: u.realName, customerId: u.customerId }
}

const one = async (db: Db, row: RepairRow, user: AuthUser) => (await presentRepairs(db, [row], user))[0]!

const listFilters = { status: opt(oneOf(REPAIR_STATES, '工单状态不正确')), keyword: fields.keyword() }

const R = contract.estate.recordsManage
const W = contract.estate.worksheetManage

export const repairHandlers = [
  // ---- The merchant ----
  handler({
    endpoint: R.page,
    access: ['supplier'],
    module: MERCHANT,
    input: { ...pageShape, ...listFilters },
    handle: ({ db, user }, input) => repairResource.page(db, user, pageArgs(input), repairFilters(input)),
  }),
  handler({
    endpoint: R.create,
    access: ['supplier'],
    module: MERCHANT,
    input: requestShape,
    handle: async ({ db, user }, input) => one(db, await submitRepair(db, merchant(user), requestOf(input)), user),
  }),
  handler({
    endpoint: R.queryById,
    access: ['supplier'],
    module: MERCHANT,
    input: { id: id() },
    handle: async ({ db, user }, input) => repairDetail(db, await repairResource.find(db, user, input.id), user),
  }),
  handler({
    endpoint: R.update,
    access: ['supplier'],
    module: MERCHANT,
    input: { id: id(), ...requestShape },
    async handle({ db, user }, { id: repairId, ...input }) {
      const row = await repairResource.find(db, user, repairId)
      return one(db, await editRepair(db, merchant(user), row.id, requestOf(input)), user)
    },
  }),
  handler({
    endpoint: R.evaluate,
    access: ['supplier'],
    module: MERCHANT,
    input: {
      id: id(),
      stars: int({ min: 1, max: 5, msg: '请选择1-5星评分' }),
      comment: opt(str({ max: REPAIR_LIMITS.comment.max, multiline: true, msg: REPAIR_LIMITS.comment.msg })),
    },
    async handle({ db, user }, input) {
      const row = await repairResource.find(db, user, input.id)
      return one(db, await rateRepair(db, merchant(user), row.id, input.stars, input.comment ?? null), user)
    },
  }),
  handler({
    endpoint: R.getMerchantRecourdsList,
    access: ['supplier', 'maintainer', 'staff'],
    module: { ...MERCHANT, ...WORKER, ...OFFICE },
    input: { assetId: id() },
    handle: ({ db, user }, input) => repairResource.list(db, user, [eq(repairs.assetId, input.assetId)], 20),
  }),

  // ---- The maintainer ----
  handler({
    endpoint: W.page,
    access: ['maintainer'],
    module: WORKER,
    input: { ...pageShape, ...listFilters, scope: opt(oneOf(['mine', 'pool'] as const, '工单范围不正确')) },
    handle: ({ db, user }, input) =>
      repairResource.page(db, user, pageArgs(input), [
        ...repairFilters(input),
        input.scope === 'mine' ? eq(repairs.assigneeId, user.id) : undefined,
        input.scope === 'pool' ? and(eq(repairs.status, 'submitted'), sql`${repairs.zoneId} in (select zone_id from maintainer_zones where user_id = ${user.id})`) : undefined,
      ]),
  }),
  handler({
    endpoint: W.queryById,
    access: ['maintainer'],
    module: WORKER,
    input: { id: id() },
    handle: async ({ db, user }, input) => repairDetail(db, await repairResource.find(db, user, input.id), user),
  }),
  handler({
    endpoint: W.update,
    access: ['maintainer'],
    module: WORKER,
    input: { id: id(), action: oneOf(WORKSHEET_ACTIONS, '工单操作不正确'), remark: opt(str({ max: REPAIR_LIMITS.remark.max, msg: REPAIR_LIMITS.remark.msg })) },
    async handle({ db, user }, input) {
      const row = await repairResource.find(db, user, input.id)
      const changed = input.action === 'take' ? await takeRepair(db, user, row.id) : await startRepair(db, user, row.id, input.remark ?? null)
      return { id: changed.id, status: changed.status as RepairStatus }
    },
  }),
  handler({
    endpoint: W.createWorkOrderDirectlyReturnBillId,
    access: ['maintainer'],
    module: WORKER,
    input: { ...faultShape, ...workShape },
    async handle({ db, user }, input) {
      const row = await createRoundWorksheet(db, user, { assetId: input.assetId, repairType: input.repairType, description: input.description, images: input.images ?? [] }, workOf(input))
      return { id: row.id, repairNo: row.repairNo, status: 'completed' as const, amountFen: row.amountFen, billId: row.billId }
    },
  }),
  handler({
    endpoint: contract.estate.repairProject.completeWorkSheet,
    access: ['maintainer'],
    module: WORKER,
    input: { id: id(), ...workShape },
    async handle({ db, user }, { id: repairId, ...work }) {
      const row = await repairResource.find(db, user, repairId)
      const done = await completeRepair(db, user, row.id, workOf(work))
      return { id: done.id, repairNo: done.repairNo, status: 'completed' as const, amountFen: done.amountFen, billId: done.billId }
    },
  }),

  // ---- The market office ----
  handler({
    endpoint: contract.market.repair.page,
    access: ['staff'],
    module: OFFICE,
    input: { ...pageShape, ...listFilters, maintainerId: opt(id()) },
    handle: ({ db, user }, input) =>
      repairResource.page(db, user, pageArgs(input), [...repairFilters(input), input.maintainerId ? eq(repairs.assigneeId, input.maintainerId) : undefined]),
  }),
  handler({
    endpoint: contract.market.repair.assign,
    access: ['staff'],
    module: OFFICE,
    input: { id: id(), maintainerId: id(), remark: opt(str({ max: REPAIR_LIMITS.remark.max, msg: REPAIR_LIMITS.remark.msg })) },
    async handle({ db, user }, input) {
      const row = await repairResource.find(db, user, input.id)
      const changed = await assignRepair(db, user, row.id, input.maintainerId, input.remark ?? null)
      return { id: changed.id, status: 'assigned' as const }
    },
  }),
  handler({
    endpoint: contract.market.repair.maintainers,
    access: ['staff'],
    module: OFFICE,
    input: {},
    async handle({ db }): Promise<MaintainerBrief[]> {
      const workers = await db
        .select({ id: users.id, realName: users.realName, mobile: users.mobile })
        .from(users)
        .where(and(eq(users.userType, 'maintainer'), eq(users.enabled, true)))
        .orderBy(asc(users.username))
      if (!workers.length) return []
      const ids = workers.map((w) => w.id)
      const [zones, open] = await Promise.all([
        db
          .select({ userId: maintainerZones.userId, id: areas.id, name: areas.name })
          .from(maintainerZones)
          .innerJoin(areas, eq(areas.id, maintainerZones.zoneId))
          .where(inArray(maintainerZones.userId, ids))
          .orderBy(asc(areas.sort)),
        rowsOf<{ assignee_id: string; n: number }>(
          db,
          sql`select assignee_id, count(*)::int as n from ${repairs} where status in ('assigned', 'inProgress') and assignee_id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )}) group by assignee_id`,
        ),
      ])
      const openOf = new Map(open.map((o) => [o.assignee_id, o.n]))
      return workers.map((w) => ({ ...w, zones: zones.filter((z) => z.userId === w.id).map((z) => ({ id: z.id, name: z.name })), openCount: openOf.get(w.id) ?? 0 }))
    },
  }),
]
