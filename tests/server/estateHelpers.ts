/** Shared steps of the estate and staff tests (docs/estate.md): the demo parties, booths, consumables, repairs made through the API. */
import { and, eq } from 'drizzle-orm'
import { contract, type RepairItem, type RepairType, type WorksheetCompleted } from '@/contract'
import type { Db } from '../../server/db/client'
import { areas, assets, assetsHydropower, customers, estateMaterials, repairServiceItems, users } from '../../server/db/schema'
import { fromNumeric } from '../../server/lib/money'
import { call, expectOk, type TestEnv } from './helpers'

export const E = contract.estate
export const ACCOUNTS = ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01', 'maintainer02', 'staff01', 'office01', 'proprietor01'] as const
export type Account = (typeof ACCOUNTS)[number]

/** One of our own upload paths (the field checks the shape; no file is needed). */
export const PHOTO = '/uploads/0123456789abcdef0123456789abcdef.png'

export async function customerId(db: Db, name: string): Promise<string> {
  const [c] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, name))
  return c!.id
}

export async function userId(db: Db, username: string): Promise<string> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
  return u!.id
}

/** The booth a customer holds in a zone (蔬菜区, ...). */
export async function boothIn(db: Db, holder: string, zone: string): Promise<string> {
  const rows = await db.select({ id: assets.id, areaId: assets.areaId }).from(assets).where(eq(assets.customerId, holder))
  const all = await db.select().from(areas)
  const byId = new Map(all.map((a) => [a.id, a]))
  const zoneOf = (areaId: string) => {
    let a = byId.get(areaId)!
    while (a.level > 2) a = byId.get(a.parentId!)!
    return a.name
  }
  const hit = rows.find((r) => zoneOf(r.areaId) === zone)
  if (!hit) throw new Error(`no booth of ${holder} in ${zone}`)
  return hit.id
}

/** A booth nobody holds. */
export async function vacantBooth(db: Db): Promise<string> {
  const [a] = await db.select({ id: assets.id }).from(assets).where(eq(assets.state, 'forLease')).limit(1)
  return a!.id
}

export const materialId = async (db: Db, code: string): Promise<string> => (await db.select().from(estateMaterials).where(eq(estateMaterials.code, code)))[0]!.id
export const serviceId = async (db: Db, code: string): Promise<string> => (await db.select().from(repairServiceItems).where(eq(repairServiceItems.code, code)))[0]!.id
/** A consumable's stock in hundredths. */
export const stockOfMaterial = async (db: Db, id: string): Promise<number> => fromNumeric((await db.select().from(estateMaterials).where(eq(estateMaterials.id, id)))[0]!.quantity)

/** A meter of a booth by type. */
export async function meterOf(db: Db, assetId: string, type: 'water' | 'electric') {
  const [m] = await db
    .select()
    .from(assetsHydropower)
    .where(and(eq(assetsHydropower.assetId, assetId), eq(assetsHydropower.meterType, type)))
  return m!
}

export function repairForm(assetId: string, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { assetId, repairType: 'water' satisfies RepairType, description: '水龙头漏水，关不紧', contactName: '李绿源', contactPhone: '13900000001', ...more }
}

/** A request reported by a merchant's token. */
export const report = async (env: TestEnv, token: string, assetId: string, more: Record<string, unknown> = {}): Promise<RepairItem> =>
  expectOk(await call<RepairItem>(env.app, E.recordsManage.create, repairForm(assetId, more), { token }))

/** Reported, taken and started by the maintainer: a worksheet in progress. */
export async function inProgress(env: TestEnv, merchant: string, maintainer: string, assetId: string): Promise<RepairItem> {
  const r = await report(env, merchant, assetId)
  expectOk(await call(env.app, E.worksheetManage.update, { id: r.id, action: 'take' }, { token: maintainer }))
  expectOk(await call(env.app, E.worksheetManage.update, { id: r.id, action: 'start' }, { token: maintainer }))
  return r
}

export const complete = (env: TestEnv, token: string, id: string, work: Record<string, unknown> = {}) =>
  call<WorksheetCompleted>(env.app, E.repairProject.completeWorkSheet, { id, ...work }, { token })
