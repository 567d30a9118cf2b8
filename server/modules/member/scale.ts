/**
 * member/electronicScaleManage/*: the caller's customer's electronic scales (a shop's, with the
 * 商品管理 module, or a buyer's, with 我的设备), bound ones first; unbinding is one guarded UPDATE.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { contract, SCALE_STATES, type ScaleItem, type ScaleOwnerType, type ScaleState, type ScaleSyncStatus } from '@/contract'
import { electronicScales, scaleSyncRecords } from '../../db/schema'
import { handler } from '../../http/handler'
import { BizError } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { iso, resource } from '../../data/resource'
import { id, oneOf, opt } from '../../lib/validate'

export const SCALE_UNBOUND = '设备已解绑'

const scaleResource = resource({
  table: electronicScales,
  id: electronicScales.id,
  scope: (u) => (u?.customerId ? eq(electronicScales.customerId, u.customerId) : sql`false`),
  // 'bound' sorts before 'unbound'.
  order: [by.asc(electronicScales.state), by.desc(electronicScales.boundAt), by.desc(electronicScales.id)],
  async present(db, rows): Promise<ScaleItem[]> {
    const ids = rows.map((r) => r.id)
    const syncs = ids.length
      ? await db
          .selectDistinctOn([scaleSyncRecords.scaleId], { scaleId: scaleSyncRecords.scaleId, version: scaleSyncRecords.version, status: scaleSyncRecords.status, createdAt: scaleSyncRecords.createdAt })
          .from(scaleSyncRecords)
          .where(inArray(scaleSyncRecords.scaleId, ids))
          .orderBy(scaleSyncRecords.scaleId, desc(scaleSyncRecords.version))
      : []
    const last = new Map(syncs.map((s) => [s.scaleId, s]))
    return rows.map((s) => {
      const sync = last.get(s.id)
      return {
        id: s.id,
        serialNo: s.serialNo,
        name: s.name,
        model: s.model,
        ownerType: s.ownerType as ScaleOwnerType,
        state: s.state as ScaleState,
        boundTime: s.boundAt.toISOString(),
        unboundTime: iso(s.unboundAt),
        lastSync: sync ? { version: sync.version, status: sync.status as ScaleSyncStatus, createTime: sync.createdAt.toISOString() } : null,
      }
    })
  },
})

const MODULES = { supplier: 'product', purchaser: 'devices' } as const

export const scaleHandlers = [
  handler({
    endpoint: contract.member.electronicScaleManage.page,
    access: ['supplier', 'purchaser'],
    module: MODULES,
    input: { ...pageShape, state: opt(oneOf(SCALE_STATES, '设备状态不正确')) },
    handle: ({ db, user }, input) => scaleResource.page(db, user, pageArgs(input), [input.state ? eq(electronicScales.state, input.state) : undefined]),
  }),
  handler({
    endpoint: contract.member.electronicScaleManage.unboundElectronicScale,
    access: ['supplier', 'purchaser'],
    module: MODULES,
    input: { id: id() },
    async handle({ db, user }, input) {
      const scale = await scaleResource.find(db, user, input.id)
      const [done] = await db
        .update(electronicScales)
        .set({ state: 'unbound', unboundAt: new Date() })
        .where(and(eq(electronicScales.id, scale.id), eq(electronicScales.customerId, scale.customerId), eq(electronicScales.state, 'bound')))
        .returning()
      if (!done) throw new BizError(SCALE_UNBOUND)
      return scaleResource.get(db, user, input.id)
    },
  }),
]
