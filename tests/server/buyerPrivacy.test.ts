/**
 * Issue 17, item 5: a shop sees only the buyers it has traded with in lists and by id, finds any
 * other buyer only by the exact mobile (a bounded number of times an hour) or a scanned code, and
 * an order a buyer did not expect costs the shop something: at most a few open unpaid orders for a
 * buyer it never settled with (also when sent at once: run on PostgreSQL too), no links in remarks.
 */
import { contract, TRADE_LIMITS, type CustomerBrief, type PageResult } from '@/contract'
import { BUYER_LOOKUP_LIMIT, BUYER_LOOKUP_LOCKED } from '../../server/modules/member/customer'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { createOrder, O, parties, registerBuyerAccount, skuId, type Parties } from './tradeHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01', string>
let p: Parties
let potato = ''
/** A shop registered a minute ago (it has traded with nobody). */
let newShop = ''
beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01', 'purchaser01'] as const)
  p = await parties(env.db)
  potato = await skuId(env.db, p.lvyuan, '土豆')
  expectOk(await call(env.app, contract.member.supplier.registered, { username: 'freshshop', password: 'Shop@2026', realName: '刘新店', mobile: '13712345678', companyName: '新开张商行' }, { remoteAddress: '203.0.113.7' }))
  newShop = expectOk(await call<{ token: string }>(env.app, contract.login.login, { username: 'freshshop', password: 'Shop@2026', userType: 'supplier' }, { remoteAddress: '203.0.113.8' })).token
}, 600_000)
afterAll(() => env?.close())

const buyers = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<PageResult<CustomerBrief>>(env.app, contract.member.customer.pageListAll, { size: 100, ...data }, { token }))

test('a new shop lists no buyer, finds none by name, reads none by id; it finds one by the exact mobile, masked', async () => {
  expect((await buyers(newShop)).records).toEqual([])
  expect((await buyers(newShop, { keyword: '城南' })).records).toEqual([])
  expect((await buyers(newShop, { keyword: '1390000' })).records).toEqual([])
  expect((await call(env.app, contract.member.customer.queryById, { id: p.chengnan }, { token: newShop })).msg).toBe('记录不存在')
  const found = (await buyers(newShop, { keyword: '13900000003' })).records
  expect(found.map((c) => [c.id, c.mobile])).toEqual([[p.chengnan, '138****0003']])
  // A shop that traded with the buyer lists it and reads it.
  expect((await buyers(tk.supplier01)).records.map((c) => c.id)).toContain(p.chengnan)
  expect((await buyers(tk.supplier01, { keyword: '城南' })).records.map((c) => c.id)).toEqual([p.chengnan])
  expect(expectOk(await call(env.app, contract.member.customer.queryById, { id: p.chengnan }, { token: tk.supplier01 }))).toMatchObject({ id: p.chengnan })
})

test(`exact-mobile lookups: ${BUYER_LOOKUP_LIMIT.max} an hour per shop, then refused`, async () => {
  let answered = 1 // the lookup above
  for (; answered < BUYER_LOOKUP_LIMIT.max; answered++) expect((await call(env.app, contract.member.customer.pageListAll, { keyword: `1350000${String(answered).padStart(4, '0')}` }, { token: newShop })).state).toBe(0)
  expect((await call(env.app, contract.member.customer.pageListAll, { keyword: '13900000003' }, { token: newShop })).msg).toBe(BUYER_LOOKUP_LOCKED)
  // Other shops are not affected; lists by name are not limited.
  expect((await buyers(tk.supplier01, { keyword: '13900000003' })).records).toHaveLength(1)
  expect((await buyers(newShop, { keyword: '城南' })).records).toEqual([])
})

test(`a buyer the shop never settled with: at most ${TRADE_LIMITS.openUnpaidStranger} open unpaid orders, also ${N} at once; with the buyer's code or after a settled order, more`, async () => {
  const buyer = await registerBuyerAccount(env, tk.supplier01, '东城饭店', '13655550011')
  const answers = await Promise.all(Array.from({ length: N }, () => call(env.app, O.create, { purchaserId: buyer.id, lines: [{ skuId: potato, quantity: 1, priceFen: 99_999_900 }], payMethod: 'wechat' }, { token: tk.supplier01 })))
  expect(answers.every((a) => a.status < 500)).toBe(true)
  expect(answers.filter((a) => a.state === 0)).toHaveLength(TRADE_LIMITS.openUnpaidStranger)
  expect(new Set(answers.filter((a) => a.state !== 0).map((a) => a.msg))).toEqual(new Set([`该买家待支付的订单已有${TRADE_LIMITS.openUnpaidStranger}笔，请等买家处理后再开单，或扫买家身份码开单`]))
  // The buyer closes one: the shop may send one more.
  const first = answers.find((a) => a.state === 0)!.result as { id: string }
  expectOk(await call(env.app, O.closeOrder, { id: first.id }, { token: buyer.token }))
  expect((await createOrder(env, tk.supplier01, buyer.id, [{ skuId: potato, quantity: 1 }])).status).toBe('unpaid')
  expect((await call(env.app, O.create, { purchaserId: buyer.id, lines: [{ skuId: potato, quantity: 1 }], payMethod: 'wechat' }, { token: tk.supplier01 })).state).toBe(1)
  // With the buyer present (its code), the shop sells.
  const code = expectOk(await call(env.app, contract.member.purchase.queryDetail, { withIdCode: true }, { token: buyer.token })).idCode.token
  expect((await createOrder(env, tk.supplier01, buyer.id, [{ skuId: potato, quantity: 1 }], 'wechat', { idCode: code })).status).toBe('unpaid')
})

test('no links in remarks (the remark reaches the buyer as a message); plain text with numbers is fine', async () => {
  const remark = (text: string) => call(env.app, O.create, { purchaserId: p.chengnan, lines: [{ skuId: potato, quantity: 1 }], payMethod: 'wechat', remark: text }, { token: tk.supplier01 })
  for (const text of ['请点击 http://pay.example.com 付款', 'https://t.cn/abc', '加微信 www.kefu.com', '退款请访问 refund-help.top', '详见ＨＴＴＰ：／／evil.cn']) expect((await remark(text)).msg).toBe('备注不能包含网址或链接')
  for (const text of ['3.5kg 放门口', '单价1.2元/斤，明早8点送到', '放在A3.b区']) expect((await remark(text)).state).toBe(0)
})
