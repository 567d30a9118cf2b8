/** Shared steps of the trade tests: the demo parties, SKUs, orders made through the API, balances. */
import { and, desc, eq } from 'drizzle-orm'
import { contract, type CustomerBrief, type LoginUser, type OrderCreated, type OrderDetail, type PayStart, type OrderStatus } from '@/contract'
import type { Db } from '../../server/db/client'
import { creditAccounts, customers, predepositAccounts, shopSkus, stockBatches, textSends } from '../../server/db/schema'
import { movePredeposit } from '../../server/data/ledger'
import { fromNumeric } from '../../server/lib/money'
import { simulatorLinkSig } from '../../server/modules/settle/payment/simulator'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

export const O = contract.settle.orderInfo
export const R = contract.settle.orderRefund

export interface Parties {
  lvyuan: string
  xianfeng: string
  chengnan: string
}

export async function parties(db: Db): Promise<Parties> {
  const all = await db.select().from(customers)
  const id = (name: string) => all.find((c) => c.name === name)!.id
  return { lvyuan: id('绿源果蔬商行'), xianfeng: id('鲜丰水产批发部'), chengnan: id('城南生鲜采购中心') }
}

/** A shop's SKU id by its display name. */
export async function skuId(db: Db, shopId: string, name: string): Promise<string> {
  const [s] = await db
    .select({ id: shopSkus.id })
    .from(shopSkus)
    .where(and(eq(shopSkus.shopId, shopId), eq(shopSkus.name, name)))
  if (!s) throw new Error(`no SKU ${name}`)
  return s.id
}

/** The SKU's stock in hundredths (sum of its batches). */
export async function stockOf(db: Db, skuIdValue: string): Promise<number> {
  const rows = await db.select({ q: stockBatches.quantity }).from(stockBatches).where(eq(stockBatches.skuId, skuIdValue))
  return rows.reduce((n, r) => n + fromNumeric(r.q), 0)
}

export async function balanceOf(db: Db, customerId: string): Promise<number> {
  const [a] = await db.select().from(predepositAccounts).where(eq(predepositAccounts.customerId, customerId))
  return a?.balanceFen ?? 0
}

export async function creditUsed(db: Db, supplierId: string, purchaserId: string): Promise<number> {
  const [a] = await db
    .select()
    .from(creditAccounts)
    .where(and(eq(creditAccounts.supplierId, supplierId), eq(creditAccounts.purchaserId, purchaserId)))
  return a?.usedFen ?? 0
}

let topups = 0
export async function topUp(db: Db, customerId: string, amountFen: number): Promise<void> {
  await movePredeposit(db, { customerId, direction: 'in', bizType: 'topup', amountFen, bizId: `test-topup-${Date.now()}-${topups++}` })
}

export interface OrderLineSpec {
  skuId: string
  quantity: number | string
  priceFen?: number
}

/** Creates an order through orderInfo/create as the shop's token. */
export async function createOrder(env: TestEnv, token: string, purchaserId: string, lines: OrderLineSpec[], payMethod: 'wechat' | 'balance' | 'credit' = 'wechat', more: Record<string, unknown> = {}): Promise<OrderCreated> {
  return expectOk(await call<OrderCreated>(env.app, O.create, { purchaserId, lines, payMethod, ...more }, { token }))
}

export const detailOf = async (env: TestEnv, token: string, id: string): Promise<OrderDetail> => expectOk(await call<OrderDetail>(env.app, O.queryById, { id }, { token }))

export const pay = (env: TestEnv, token: string, id: string, payMethod: string, more: Record<string, unknown> = {}) => call<PayStart<OrderStatus>>(env.app, O.pay, { id, payMethod, ...more }, { token })

/** Confirms a simulator attempt the way the weapp adapter does (POST /pay-simulator/confirm, JSON, with the payer's link signature). */
export async function confirmSimulator(env: TestEnv, payNo: string): Promise<{ paid: boolean; msg: string }> {
  const res = await env.app.inject({ method: 'POST', url: '/pay-simulator/confirm', payload: { payNo, sig: simulatorLinkSig(payNo) } })
  const body = res.json() as { paid: boolean; msg: string }
  return { paid: body.paid, msg: body.msg }
}

/**
 * A buyer registered at `shopToken`'s stall (customer/registered), logged in with the one-time
 * credential the text message carried and with its own password set, as a new buyer would.
 */
export async function registerBuyerAccount(env: TestEnv, shopToken: string, name: string, mobile: string, password = 'Buyer@2026'): Promise<{ id: string; token: string }> {
  const c = expectOk(await call<CustomerBrief>(env.app, contract.member.customer.registered, { name, mobile }, { token: shopToken }))
  const credential = await sentCredential(env.db, mobile)
  const first = expectOk(await call<LoginUser>(env.app, contract.login.login, { username: mobile, password: credential, userType: 'purchaser' }, { remoteAddress: '10.8.8.8' }))
  expectOk(await call(env.app, contract.user.user.updatePassword, { oldPassword: credential, newPassword: password }, { token: first.token }))
  return { id: c.id, token: first.token }
}

/** The one-time password the latest credential text to `mobile` carried (the stand-in's record). */
export async function sentCredential(db: Db, mobile: string): Promise<string> {
  const [t] = await db.select().from(textSends).where(and(eq(textSends.mobile, mobile), eq(textSends.purpose, 'credential'))).orderBy(desc(textSends.createdAt)).limit(1)
  const m = t && /临时密码([A-Za-z0-9]{10})/.exec(t.content)
  if (!m) throw new Error(`no credential text to ${mobile}`)
  return m[1]!
}

export interface TradeEnv {
  env: TestEnv
  tk: Record<'supplier01' | 'supplier02' | 'purchaser01', string>
  p: Parties
  /** 绿源's 土豆 (plenty of stock, 3.20 a kg). */
  potato: string
}

/** A fresh seeded app, the two shops' admins and the buyer logged in. */
export async function tradeEnv(): Promise<TradeEnv> {
  const env = await setup()
  const tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01'] as const)
  const p = await parties(env.db)
  return { env, tk, p, potato: await skuId(env.db, p.lvyuan, '土豆') }
}
