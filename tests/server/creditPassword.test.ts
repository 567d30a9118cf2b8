/**
 * Issue 17, item 7: the shop's credit-sale password. Wrong guesses lock it out like logins (5 per
 * shop in 15 minutes, also when sent all at once: run on PostgreSQL too), and every path into
 * credit asks for it: a sale on credit without the buyer's code, and the buyer's own credit pay on
 * an order the shop did not put on credit.
 */
import { and, eq, like } from 'drizzle-orm'
import { OWE_LOCKED_MSG } from '../../server/auth/loginLimit'
import { hashPassword } from '../../server/auth/password'
import { rateLimits, shopProfiles } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { createOrder, creditUsed, O, pay, parties, skuId, type Parties } from './tradeHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'purchaser01', string>
let p: Parties
let potato = ''
beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
  await env.db.update(shopProfiles).set({ owePasswordHash: await hashPassword('246810') }).where(eq(shopProfiles.customerId, p.lvyuan))
}, 600_000)
afterAll(() => env?.close())

const line = () => [{ skuId: potato, quantity: 1 }]
const onCredit = (owePassword: string | undefined, token: string, ip = '192.0.2.10') =>
  call(env.app, O.create, { purchaserId: p.chengnan, lines: line(), payMethod: 'credit', ...(owePassword ? { owePassword } : {}) }, { token, remoteAddress: ip })
const unlock = () => env.db.delete(rateLimits).where(like(rateLimits.key, 'owe:shop:%'))

test('an unpaid order on credit needs the password too; the buyer pays such an order on credit', async () => {
  expect((await onCredit(undefined, tk.supplier01)).msg).toBe('请输入赊账密码')
  const made = expectOk(await onCredit('246810', tk.supplier01))
  expect(made.status).toBe('unpaid')
  const used = await creditUsed(env.db, p.lvyuan, p.chengnan)
  expect(expectOk(await pay(env, tk.purchaser01, made.id, 'credit'))).toMatchObject({ status: 'owed' })
  expect(await creditUsed(env.db, p.lvyuan, p.chengnan)).toBe(used + made.payableFen)
})

test('the buyer cannot put on credit an order the shop did not (the shop has a password)', async () => {
  const made = await createOrder(env, tk.supplier01, p.chengnan, line(), 'wechat')
  const used = await creditUsed(env.db, p.lvyuan, p.chengnan)
  expect((await pay(env, tk.purchaser01, made.id, 'credit')).msg).toBe('该订单未经商户同意赊账，请选择其他支付方式')
  expect(await creditUsed(env.db, p.lvyuan, p.chengnan)).toBe(used)
  const balance = await createOrder(env, tk.supplier01, p.chengnan, line(), 'balance')
  expect((await pay(env, tk.purchaser01, balance.id, 'credit')).msg).toBe('该订单未经商户同意赊账，请选择其他支付方式')
})

test('5 wrong passwords lock the shop\'s credit out for 15 minutes, the right one included, from any of its accounts', async () => {
  await unlock()
  for (let i = 0; i < 5; i++) expect((await onCredit(`11111${i}`, tk.supplier01, `192.0.2.${20 + i}`)).msg).toBe('赊账密码错误')
  expect((await onCredit('246810', tk.supplier01, '192.0.2.40')).msg).toBe(OWE_LOCKED_MSG)
  // The cashier sub-account of the same shop is locked out as well.
  expect((await onCredit('246810', tk.supplier01a, '192.0.2.41')).msg).toBe(OWE_LOCKED_MSG)
  await unlock()
  expect(expectOk(await onCredit('246810', tk.supplier01))).toMatchObject({ status: 'unpaid' })
})

test(`${N} wrong guesses at once check at most 5 passwords`, async () => {
  await unlock()
  const answers = await Promise.all(Array.from({ length: N }, (_, i) => onCredit(String(100000 + i), tk.supplier01, `198.51.100.${i + 1}`)))
  expect(answers.every((a) => a.status < 500)).toBe(true)
  expect(answers.filter((a) => a.msg === '赊账密码错误').length).toBeLessThanOrEqual(5)
  expect(answers.filter((a) => a.msg === OWE_LOCKED_MSG).length).toBeGreaterThanOrEqual(N - 5)
  const [window] = await env.db.select().from(rateLimits).where(and(eq(rateLimits.key, `owe:shop:${p.lvyuan}`)))
  expect(window!.hits).toBe(5)
  await unlock()
})
