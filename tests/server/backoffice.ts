/** Shared steps of the back-office tests (shop, SKUs, stock, coupons, bills): ids by name, a SKU, a sub-account with chosen modules. */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { contract, type ModuleCode, type SkuItem } from '@/contract'
import { customers, products, shopSkus, sysModules } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'
import { call, expectOk, type TestEnv } from './helpers'

export const SHOP1 = '绿源果蔬商行'
export const SHOP2 = '鲜丰水产批发部'
export const BUYER = '城南生鲜采购中心'

export async function customerId(env: TestEnv, name: string): Promise<string> {
  const [c] = await env.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name))
  if (!c) throw new Error(`no customer ${name}`)
  return c.id
}

export async function productId(env: TestEnv, name: string): Promise<string> {
  const [p] = await env.db.select({ id: products.id }).from(products).where(eq(products.name, name))
  if (!p) throw new Error(`no product ${name}`)
  return p.id
}

/** The shop's live SKU ids in shelf order. */
export async function liveSkuIds(env: TestEnv, shopId: string): Promise<string[]> {
  const rows = await env.db.select({ id: shopSkus.id, sort: shopSkus.sortOrder }).from(shopSkus).where(and(eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt)))
  return rows.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id)).map((r) => r.id)
}

let skuSeq = 0
/** A SKU of `product` created through the API (with stock when `stockQty` is given). */
export async function createSku(env: TestEnv, token: string, product: string, fields: Record<string, unknown> = {}): Promise<SkuItem> {
  skuSeq += 1
  return expectOk(
    await call<SkuItem>(
      env.app,
      contract.member.sku.createSkuAndStore,
      { productId: await productId(env, product), unit: '公斤', priceFen: 1000 + skuSeq, productCode: `T${Date.now() % 100000}${skuSeq}`, ...fields },
      { token },
    ),
  )
}

let subSeq = 0
/**
 * A sub-account of the admin's shop bound to a new role holding exactly `modules` (the common
 * ones not included), logged in: its token.
 */
export async function subAccountWith(env: TestEnv, adminToken: string, modules: ModuleCode[]): Promise<string> {
  subSeq += 1
  const P = contract.permission
  const role = expectOk(await call(env.app, P.sysRole.create, { name: `测试角色${subSeq}` }, { token: adminToken }))
  const ids = modules.length ? (await env.db.select({ id: sysModules.id }).from(sysModules).where(inArray(sysModules.code, modules))).map((m) => m.id) : []
  expectOk(await call(env.app, P.sysRoleModlePermission.batchSaveModulePermission, { roleId: role.id, moduleIds: ids }, { token: adminToken }))
  const username = `sub${subSeq}x${Date.now() % 100000}`
  expectOk(await call(env.app, contract.user.user.create, { username, password: DEMO_PASSWORD, realName: '测试员', mobile: '13600000000', roleIds: [role.id] }, { token: adminToken }))
  const r = await call<{ token: string }>(env.app, contract.login.login, { username, password: DEMO_PASSWORD, userType: 'supplier' }, { remoteAddress: `10.9.${subSeq}.1` })
  return expectOk(r).token
}

export { NO_MODULE } from '../../server/http/grants'
