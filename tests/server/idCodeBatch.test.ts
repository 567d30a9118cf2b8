/**
 * Issue 25: a buyer's identity codes come in batches fetched ahead, so the code keeps working
 * through a short network drop; each code stays single use, and issuing a batch revokes the older
 * ones but the ID_CODE_BATCHES_KEPT newest. Concurrent uses of one code settle once (run on
 * PostgreSQL too: bash scripts/with-postgres.sh npx jest tests/server/idCodeBatch.test.ts --selectProjects server).
 */
import { eq } from 'drizzle-orm'
import { contract, ID_CODE_BATCH_SIZE, ID_CODE_BATCHES_KEPT, ID_CODE_LIMIT_MAX_FEN, ID_CODE_REFRESH_SECONDS, type PurchaserDetail } from '@/contract'
import { idCodeBatches } from '../../server/db/schema'
import { ID_CODE_EXPIRED, verifyIdCode } from '../../server/auth/idCode'
import { ID_CODE_OTHER_SHOP, ID_CODE_SPENT } from '../../server/auth/idCodeUse'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { O, parties, skuId, topUp, type Parties } from './tradeHelpers'

const N = 10
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

const batch = async (): Promise<string[]> => {
  const d = expectOk(await call<PurchaserDetail>(env.app, contract.member.purchase.queryDetail, { withIdCode: true, idCodeLimitFen: ID_CODE_LIMIT_MAX_FEN }, { token: tk.purchaser01 }))
  return [d.idCode!, ...(d.idCodesAhead ?? [])].map((c) => c.token)
}
const sell = (token: string, sku: string, idCode: string) => call(env.app, O.create, { purchaserId: p.chengnan, lines: [{ skuId: sku, quantity: 1 }], payMethod: 'balance', idCode }, { token })
const scan = (token: string, code: string) => call(env.app, contract.member.customer.queryDetail, { code }, { token })

test(`a batch is ${ID_CODE_BATCH_SIZE} different codes of one batch, each expiring ${ID_CODE_REFRESH_SECONDS} s after the one before`, async () => {
  const d = expectOk(await call<PurchaserDetail>(env.app, contract.member.purchase.queryDetail, { withIdCode: true }, { token: tk.purchaser01 }))
  const codes = [d.idCode!, ...d.idCodesAhead!]
  expect(codes).toHaveLength(ID_CODE_BATCH_SIZE)
  expect(new Set(codes.map((c) => c.token)).size).toBe(ID_CODE_BATCH_SIZE)
  const claims = codes.map((c) => verifyIdCode(c.token, { expect: 'buyer' }))
  expect(new Set(claims.map((c) => c.batchId)).size).toBe(1)
  expect(new Set(claims.map((c) => c.nonce)).size).toBe(ID_CODE_BATCH_SIZE)
  const expiries = codes.map((c) => Date.parse(c.expiresAt) / 1000)
  expiries.slice(1).forEach((e, i) => expect(e - expiries[i]!).toBe(ID_CODE_REFRESH_SECONDS))
  expect(claims.every((c) => c.customerId === p.chengnan)).toBe(true)
})

test('a code fetched ahead works once: a second sale or another shop is refused', async () => {
  const codes = await batch()
  expect(expectOk(await sell(tk.supplier01, potato, codes[2]!)).status).toBe('paid')
  expect((await sell(tk.supplier01, potato, codes[2]!)).msg).toBe(ID_CODE_SPENT)
  expect((await sell(tk.supplier02, fish, codes[2]!)).msg).toBe(ID_CODE_OTHER_SHOP)
  // The batch's other codes are untouched.
  expect(expectOk(await sell(tk.supplier02, fish, codes[3]!)).status).toBe('paid')
})

test(`only the ${ID_CODE_BATCHES_KEPT} newest batches are valid: an older batch's unused code is refused; one already scanned keeps its sale`, async () => {
  const oldest = await batch()
  expect(expectOk(await scan(tk.supplier01, oldest[0]!))).toMatchObject({ id: p.chengnan })
  const kept: string[][] = []
  for (let i = 0; i < ID_CODE_BATCHES_KEPT; i++) kept.push(await batch())
  expect((await scan(tk.supplier01, oldest[1]!)).msg).toBe(ID_CODE_EXPIRED)
  expect((await sell(tk.supplier02, fish, oldest[4]!)).msg).toBe(ID_CODE_EXPIRED)
  // Scanned before the revocation: its one sale at that shop still goes through.
  expect(expectOk(await sell(tk.supplier01, potato, oldest[0]!)).status).toBe('paid')
  // The newest batches' codes work.
  expect(expectOk(await scan(tk.supplier02, kept[0]![4]!))).toMatchObject({ id: p.chengnan })
  const [buyer] = await env.db.select().from(idCodeBatches).where(eq(idCodeBatches.id, verifyIdCode(kept[2]![0]!).batchId!))
  const live = await env.db.select().from(idCodeBatches).where(eq(idCodeBatches.userId, buyer!.userId))
  expect(live.filter((b) => b.revokedAt === null)).toHaveLength(ID_CODE_BATCHES_KEPT)
})

test(`${N} sales with one code fetched ahead, at two shops at once: exactly one goes through`, async () => {
  const codes = await batch()
  const answers = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? sell(tk.supplier01, potato, codes[1]!) : sell(tk.supplier02, fish, codes[1]!))))
  expect(answers.filter((a) => a.state === 0)).toHaveLength(1)
  expect(answers.every((a) => a.status < 500)).toBe(true)
  expect(answers.filter((a) => a.state !== 0).every((a) => a.msg === ID_CODE_SPENT || a.msg === ID_CODE_OTHER_SHOP)).toBe(true)
})
