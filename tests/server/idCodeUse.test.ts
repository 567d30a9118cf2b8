/**
 * Issue 17, item 2: a buyer's identity code authorises one sale, at the shop that first uses it,
 * and a balance or credit charge made with it above the limit the buyer set waits for the buyer to
 * confirm it in the app. Concurrent uses at several shops settle once (run on PostgreSQL too:
 * bash scripts/with-postgres.sh npx jest tests/server/idCodeUse.test.ts).
 */
import { and, eq } from 'drizzle-orm'
import { contract, ID_CODE_LIMIT_MAX_FEN, type IdentityCode, type PurchaserDetail } from '@/contract'
import { idCodeUses, messages, orders, users } from '../../server/db/schema'
import { ID_CODE_OTHER_SHOP, ID_CODE_SPENT } from '../../server/auth/idCodeUse'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { balanceOf, createOrder, detailOf, O, pay, parties, skuId, stockOf, topUp, type Parties } from './tradeHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01' | 'supplier02' | 'purchaser01', string>
let p: Parties
let potato = ''
let fish = ''
beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
  fish = await skuId(env.db, p.xianfeng, '草鱼')
  await topUp(env.db, p.chengnan, 1_000_000)
}, 600_000)
afterAll(() => env?.close())

const code = async (idCodeLimitFen?: number): Promise<IdentityCode> =>
  expectOk(await call<PurchaserDetail>(env.app, contract.member.purchase.queryDetail, { withIdCode: true, ...(idCodeLimitFen === undefined ? {} : { idCodeLimitFen }) }, { token: tk.purchaser01 })).idCode!
const sell = (token: string, sku: string, idCode: string, payMethod = 'balance', quantity = 1) =>
  call(env.app, O.create, { purchaserId: p.chengnan, lines: [{ skuId: sku, quantity }], payMethod, idCode }, { token })

test('one code, one sale: a second sale with it, or any use at another shop, is refused', async () => {
  const c = await code(ID_CODE_LIMIT_MAX_FEN)
  const before = await balanceOf(env.db, p.chengnan)
  const first = expectOk(await sell(tk.supplier01, potato, c.token))
  expect(first.status).toBe('paid')
  expect((await sell(tk.supplier01, potato, c.token)).msg).toBe(ID_CODE_SPENT)
  expect((await sell(tk.supplier02, fish, c.token)).msg).toBe(ID_CODE_OTHER_SHOP)
  expect((await call(env.app, contract.member.customer.queryDetail, { code: c.token }, { token: tk.supplier02 })).msg).toBe(ID_CODE_OTHER_SHOP)
  expect(await balanceOf(env.db, p.chengnan)).toBe(before - first.payableFen)
  const [use] = await env.db.select().from(idCodeUses).where(eq(idCodeUses.orderId, first.id))
  expect(use).toMatchObject({ customerId: p.chengnan, shopId: p.lvyuan })
})

test('the first shop to scan a code has it: another shop can neither scan, sell nor gift with it', async () => {
  const c = await code(ID_CODE_LIMIT_MAX_FEN)
  expect(expectOk(await call(env.app, contract.member.customer.queryDetail, { code: c.token }, { token: tk.supplier01 }))).toMatchObject({ id: p.chengnan })
  expect((await call(env.app, contract.member.customer.queryDetail, { code: c.token }, { token: tk.supplier02 })).msg).toBe(ID_CODE_OTHER_SHOP)
  expect((await sell(tk.supplier02, fish, c.token)).msg).toBe(ID_CODE_OTHER_SHOP)
  expect((await call(env.app, contract.member.couponInfo.donateCoupon, { couponId: 'x', idCode: c.token }, { token: tk.supplier02 })).msg).toBe(ID_CODE_OTHER_SHOP)
  // The shop that scanned it sells with it once.
  expect(expectOk(await sell(tk.supplier01, potato, c.token)).status).toBe('paid')
})

test(`${N} sales with one code at two shops at once: one goes through, the balance moves once`, async () => {
  const c = await code(ID_CODE_LIMIT_MAX_FEN)
  const before = await balanceOf(env.db, p.chengnan)
  const answers = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? sell(tk.supplier01, potato, c.token) : sell(tk.supplier02, fish, c.token))))
  const ok = answers.filter((a) => a.state === 0)
  expect(ok).toHaveLength(1)
  expect(answers.every((a) => a.status < 500)).toBe(true)
  expect(answers.filter((a) => a.state !== 0).every((a) => a.msg === ID_CODE_SPENT || a.msg === ID_CODE_OTHER_SHOP)).toBe(true)
  expect(await balanceOf(env.db, p.chengnan)).toBe(before - ok[0]!.result.payableFen)
  const made = await env.db.select().from(idCodeUses).where(and(eq(idCodeUses.customerId, p.chengnan), eq(idCodeUses.orderId, ok[0]!.result.id)))
  expect(made).toHaveLength(1)
})

test('without a limit every balance or credit charge waits for the buyer, who sees it, and confirms or refuses it', async () => {
  const c = await code()
  expect(c.limitFen).toBe(0)
  const before = await balanceOf(env.db, p.chengnan)
  const stock = await stockOf(env.db, potato)
  const waiting = expectOk(await sell(tk.supplier01, potato, c.token, 'balance', 2))
  expect(waiting).toMatchObject({ status: 'unpaid', awaitingBuyer: true })
  expect(await balanceOf(env.db, p.chengnan)).toBe(before)
  // The buyer is told, and sees it among the unpaid orders with the method the shop chose.
  const [buyer] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
  const told = await env.db.select().from(messages).where(and(eq(messages.userId, buyer!.id), eq(messages.msgType, 'order')))
  expect(told.some((m) => m.content.includes(waiting.orderNo) && m.content.includes('请在「我的身份码」或订单详情中确认'))).toBe(true)
  const unpaid = expectOk(await call(env.app, O.page, { status: 'unpaid', size: 50 }, { token: tk.purchaser01 })).records as Array<{ id: string; payMethod: string }>
  expect(unpaid.find((o) => o.id === waiting.id)).toMatchObject({ payMethod: 'balance' })
  // It confirms by paying it.
  expect(expectOk(await pay(env, tk.purchaser01, waiting.id, 'balance'))).toMatchObject({ settled: true, status: 'paid' })
  expect(await balanceOf(env.db, p.chengnan)).toBe(before - waiting.payableFen)
  // Another one it refuses: closed, the stock back.
  const refused = expectOk(await sell(tk.supplier01, potato, (await code()).token, 'balance', 3))
  expect(refused.awaitingBuyer).toBe(true)
  expectOk(await call(env.app, O.closeOrder, { id: refused.id, reason: '买家拒绝扣款' }, { token: tk.purchaser01 }))
  expect((await detailOf(env, tk.purchaser01, refused.id)).status).toBe('closed')
  expect(await stockOf(env.db, potato)).toBe(stock - 200)
})

test('a limit the buyer set: charges within it settle at once, above it wait; the limit is bounded', async () => {
  const within = expectOk(await sell(tk.supplier01, potato, (await code(1_000)).token, 'balance', 3))
  expect(within.payableFen).toBeLessThanOrEqual(1_000)
  expect(within.status).toBe('paid')
  const above = expectOk(await sell(tk.supplier01, potato, (await code(1_000)).token, 'balance', 4))
  expect(above.payableFen).toBeGreaterThan(1_000)
  expect(above).toMatchObject({ status: 'unpaid', awaitingBuyer: true })
  const [o] = await env.db.select().from(orders).where(eq(orders.id, above.id))
  expect(o!.status).toBe('unpaid')
  const tooMuch = await call(env.app, contract.member.purchase.queryDetail, { withIdCode: true, idCodeLimitFen: ID_CODE_LIMIT_MAX_FEN + 1 }, { token: tk.purchaser01 })
  expect(tooMuch.msg).toBe(`免确认额度需为0-${ID_CODE_LIMIT_MAX_FEN / 100}元`)
  expect((await call(env.app, contract.member.purchase.queryDetail, { withIdCode: true, idCodeLimitFen: -1 }, { token: tk.purchaser01 })).msg).toBe(`免确认额度需为0-${ID_CODE_LIMIT_MAX_FEN / 100}元`)
})

test('a WeChat Pay sale with a code also uses it up: the code names one sale, whatever the method', async () => {
  const c = await code()
  const made = await createOrder(env, tk.supplier01, p.chengnan, [{ skuId: potato, quantity: 1 }], 'wechat', { idCode: c.token })
  expect(made.status).toBe('unpaid')
  expect(made.awaitingBuyer).toBeUndefined()
  expect((await sell(tk.supplier01, potato, c.token)).msg).toBe(ID_CODE_SPENT)
})
