/** Shared steps of the gate and quality tests: the parties, a vehicle brought in through the office's calls, a stay by plate. */
import { and, eq, isNull } from 'drizzle-orm'
import { contract, type Entered, type PageResult, type Product, type VehicleType } from '@/contract'
import type { Db } from '../../server/db/client'
import { inmarketRecords } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

export const M = contract.market
export const G = contract.gate
export const OUT = contract.gate.outmarketMain

export const ACCOUNTS = ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'dc01', 'staff01', 'office01', 'maintainer01'] as const
export type Tokens = Record<(typeof ACCOUNTS)[number], string>

export interface GateEnv {
  env: TestEnv
  tk: Tokens
  /** Catalogue product ids by name; vehicle type ids by name. */
  product: Record<string, string>
  vehicleType: Record<string, string>
}

export async function gateEnv(opts: { poolSize?: number } = {}): Promise<GateEnv> {
  const env = await setup(opts)
  const tk = await loginAll(env.app, ACCOUNTS)
  const products = expectOk(await call<PageResult<Product>>(env.app, contract.member.product.page, { size: 100 }, { token: tk.supplier01 })).records
  const types = expectOk(await call<PageResult<VehicleType>>(env.app, G.vehicleType.page, {}, { token: tk.supplier01 })).records
  return { env, tk, product: Object.fromEntries(products.map((p) => [p.name, p.id])), vehicleType: Object.fromEntries(types.map((t) => [t.name, t.id])) }
}

let plates = 0
/** A fresh plate for one test (浙F + 4 digits + a letter). */
export const newPlate = (): string => `浙F${String(1000 + plates++).padStart(4, '0')}${'ABCDEFGHJK'[plates % 10]}`

/** A merchant's vehicle through the whole entry: reported, approved and let in by the office. */
export async function bringIn(g: GateEnv, token: string, goods: Array<[string, number, number, string?]> = [['红富士苹果', 10, 100, '山东烟台']], plate = newPlate()): Promise<{ recordId: string; plate: string }> {
  const { app } = g.env
  const pf = expectOk(
    await call<{ id: string }>(
      app,
      G.inmarketPrefillMain.createPreFill,
      {
        plateNumber: plate,
        vehicleTypeId: g.vehicleType['中型货车'],
        driverName: '张师傅',
        driverPhone: '13700000001',
        expectedTime: new Date(Date.now() + 3600_000).toISOString(),
        items: goods.map(([name, quantity, weight, origin]) => ({ productId: g.product[name], quantity, weight, origin })),
      },
      { token },
    ),
  )
  expectOk(await call(app, M.prefill.approve, { id: pf.id }, { token: g.tk.office01 }))
  const entered = expectOk(await call<Entered>(app, M.inmarket.enterPrefill, { id: pf.id, gateName: '1号门（东门）' }, { token: g.tk.office01 }))
  return { recordId: entered.recordId, plate }
}

/** Moves a stay's entry back in time (parking is charged from it). */
export async function backdate(db: Db, recordId: string, minutesAgo: number): Promise<Date> {
  const entryTime = new Date(Date.now() - minutesAgo * 60_000)
  await db.update(inmarketRecords).set({ entryTime }).where(eq(inmarketRecords.id, recordId))
  return entryTime
}

/** The open stay of a plate. */
export async function insideStay(db: Db, plate: string) {
  const [r] = await db.select().from(inmarketRecords).where(and(eq(inmarketRecords.plateNumber, plate), isNull(inmarketRecords.exitTime)))
  return r ?? null
}
