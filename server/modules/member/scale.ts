/**
 * member/electronicScaleManage/*: the caller's customer's electronic scales (a shop's, with the
 * 电子秤 module, or a buyer's, with 我的设备), bound ones first; unbinding is one guarded UPDATE.
 * A shop registers its own scale by serial number and gets its device key once (register,
 * reissueKey: only the key's SHA-256 is kept; docs/scale-device-api.md); an unbound scale's
 * serial number can be registered again.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { contract, SCALE_STATES, type ScaleItem, type ScaleKeyIssued, type ScaleOwnerType, type ScaleState, type ScaleSyncStatus } from '@/contract'
import type { Db } from '../../db/client'
import { electronicScales, scaleSyncRecords } from '../../db/schema'
import type { AuthUser } from '../../auth/user'
import { newScaleKey } from '../device/scaleKey'
import { lockShopSkus, writeScaleSync } from './sku'
import { ownShopId } from './shop'
import { handler } from '../../http/handler'
import { BizError } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { iso, resource } from '../../data/resource'
import { id, oneOf, opt, str } from '../../lib/validate'

export const SCALE_UNBOUND = '设备已解绑'
export const SCALE_TAKEN = '该电子秤已被登记'

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
        keyIssuedTime: iso(s.keyIssuedAt),
        lastSync: sync ? { version: sync.version, status: sync.status as ScaleSyncStatus, createTime: sync.createdAt.toISOString() } : null,
      }
    })
  },
})

const MODULES = { supplier: 'scale', purchaser: 'devices' } as const

/**
 * Registers `serialNo` to the shop with a new key: a new row, or the unbound row of that serial
 * number bound again (guarded: only while unbound), then its first PLU list. A bound serial
 * number (this shop's or another's) answers '该电子秤已被登记' (the unique serial number, even
 * when two registrations race: the insert does nothing).
 */
async function registerScale(db: Db, user: AuthUser, input: { serialNo: string; name: string; model?: string }): Promise<ScaleKeyIssued> {
  const shopId = ownShopId(user)
  const key = newScaleKey()
  const now = new Date()
  const fields = { name: input.name, model: input.model ?? null, ownerType: 'shop', customerId: shopId, state: 'bound', boundAt: now, unboundAt: null, keyHash: key.hash, keyIssuedAt: now }
  const scaleId = await db.transaction(async (tx) => {
    await lockShopSkus(tx, shopId)
    const [again] = await tx
      .update(electronicScales)
      .set(fields)
      .where(and(eq(electronicScales.serialNo, input.serialNo), eq(electronicScales.state, 'unbound')))
      .returning({ id: electronicScales.id })
    const [row] = again ? [again] : await tx.insert(electronicScales).values({ serialNo: input.serialNo, ...fields }).onConflictDoNothing().returning({ id: electronicScales.id })
    if (!row) throw new BizError(SCALE_TAKEN)
    await writeScaleSync(tx, shopId, 'register', row.id)
    return row.id
  })
  return { scale: await scaleResource.get(db, user, scaleId), secret: key.secret }
}

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
  handler({
    endpoint: contract.member.electronicScaleManage.register,
    access: ['supplier'],
    module: { supplier: 'scale' },
    input: {
      serialNo: str({ pattern: /^[0-9A-Za-z_-]{4,32}$/, msg: '设备编号需为4-32位字母、数字、-或_' }),
      name: str({ min: 1, max: 20, msg: '设备名称需为1-20个字符' }),
      model: opt(str({ max: 30, msg: '型号不能超过30个字符' })),
    },
    // The answer carries the key: never stored for a replay.
    idempotency: 'off',
    handle: ({ db, user }, input) => registerScale(db, user, input),
  }),
  handler({
    endpoint: contract.member.electronicScaleManage.reissueKey,
    access: ['supplier'],
    module: { supplier: 'scale' },
    input: { id: id() },
    idempotency: 'off',
    async handle({ db, user }, input) {
      const scale = await scaleResource.find(db, user, input.id)
      const key = newScaleKey()
      const [done] = await db
        .update(electronicScales)
        .set({ keyHash: key.hash, keyIssuedAt: new Date() })
        .where(and(eq(electronicScales.id, scale.id), eq(electronicScales.customerId, scale.customerId), eq(electronicScales.ownerType, 'shop'), eq(electronicScales.state, 'bound')))
        .returning({ id: electronicScales.id })
      if (!done) throw new BizError(SCALE_UNBOUND)
      return { scale: await scaleResource.get(db, user, scale.id), secret: key.secret }
    },
  }),
]
