/**
 * Issue 17, item 1: no secret has a public default. Identity codes signed with the development
 * secret that used to be in the source are refused; the installation's own secrets are generated
 * on first start and kept in the database (one row each, the same for every process, also when
 * many start at once); a production configuration refuses to start without its own.
 */
import { createHmac } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { systemSecrets, users } from '../../server/db/schema'
import { signIdCode, verifyIdCode } from '../../server/auth/idCode'
import { installSecrets, MIN_SECRET_LENGTH, secret } from '../../server/data/secrets'
import { call, loginAll, setup, type TestEnv } from './helpers'
import { balanceOf, parties, skuId, topUp, type Parties } from './tradeHelpers'

let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01', string>
let p: Parties
beforeAll(async () => {
  env = await setup({ poolSize: 20 })
  tk = await loginAll(env.app, ['supplier01', 'purchaser01'] as const)
  p = await parties(env.db)
}, 600_000)
afterAll(() => env?.close())

/** A buyer's code minted the way the probe did: the payload signed with the secret that used to be in the source. */
function mintWith(key: string, customerId: string, userId: string): string {
  const payload = { k: 'b', c: customerId, u: userId, e: Math.floor(Date.now() / 1000) + 300, n: 'AAAAAAAA' }
  const head = `MC1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`
}

test('a code forged with the former development secret takes nothing: 身份码无效, balance untouched', async () => {
  const [buyer] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
  const forged = mintWith('dev-only-identity-code-secret-change-me', p.chengnan, buyer!.id)
  await topUp(env.db, p.chengnan, 10_000)
  const before = await balanceOf(env.db, p.chengnan)
  expect((await call(env.app, contract.member.customer.queryDetail, { code: forged }, { token: tk.supplier01 })).msg).toBe('身份码无效')
  const potato = await skuId(env.db, p.lvyuan, '土豆')
  const r = await call(env.app, contract.settle.orderInfo.create, { purchaserId: p.chengnan, idCode: forged, payMethod: 'balance', lines: [{ skuId: potato, quantity: 1 }] }, { token: tk.supplier01 })
  expect(r.msg).toBe('身份码无效')
  expect(await balanceOf(env.db, p.chengnan)).toBe(before)
})

test('the secrets are the installation\'s own: generated once, kept, and what signs the codes', async () => {
  const rows = await env.db.select().from(systemSecrets).where(inArray(systemSecrets.name, ['idCode', 'payLink']))
  expect(rows.map((r) => r.name).sort()).toEqual(['idCode', 'payLink'])
  for (const r of rows) expect(r.value.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH)
  expect(secret('idCode')).toBe(rows.find((r) => r.name === 'idCode')!.value)
  // A code the app gives out verifies with the stored secret, and a restart reads the same one.
  const code = signIdCode({ kind: 'buyer', customerId: p.chengnan, userId: 'u1' })
  expect(verifyIdCode(code.token, { secret: rows.find((r) => r.name === 'idCode')!.value }).customerId).toBe(p.chengnan)
  await installSecrets(env.db, {})
  expect(secret('idCode')).toBe(rows.find((r) => r.name === 'idCode')!.value)
  expect(verifyIdCode(code.token).customerId).toBe(p.chengnan)
})

test('twenty processes starting at once on an empty table agree on one secret', async () => {
  await env.db.delete(systemSecrets)
  const seen: string[] = []
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      await installSecrets(env.db, {})
      seen.push(secret('idCode'))
    }),
  )
  const rows = await env.db.select().from(systemSecrets).where(eq(systemSecrets.name, 'idCode'))
  expect(rows).toHaveLength(1)
  expect(new Set(seen)).toEqual(new Set([rows[0]!.value]))
})

test('a configured secret is used as given and must be long enough', async () => {
  const configured = 'x'.repeat(MIN_SECRET_LENGTH)
  await installSecrets(env.db, { ID_CODE_SECRET: configured, PAY_LINK_SECRET: 'y'.repeat(40) })
  expect(secret('idCode')).toBe(configured)
  await expect(installSecrets(env.db, { ID_CODE_SECRET: 'short' })).rejects.toThrow('ID_CODE_SECRET (signs identity codes) must be at least 32 characters')
  await installSecrets(env.db, {})
})

test('production refuses to start without its own secrets, naming each one', async () => {
  await expect(installSecrets(env.db, { NODE_ENV: 'production' })).rejects.toThrow(/NODE_ENV=production needs its own secrets: set ID_CODE_SECRET .*PAY_LINK_SECRET/)
  await expect(buildApp({ db: env.db, uploadDir: env.uploadDir, env: { NODE_ENV: 'production' } })).rejects.toThrow('ID_CODE_SECRET')
  // With real WeChat Pay the simulator's link secret is not needed; the code secret still is.
  await expect(installSecrets(env.db, { NODE_ENV: 'production' }, ['idCode'])).rejects.toThrow('ID_CODE_SECRET')
  const prod = { NODE_ENV: 'production', ID_CODE_SECRET: 'p'.repeat(48), PAY_LINK_SECRET: 'q'.repeat(48) }
  const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, env: prod })
  expect(secret('idCode')).toBe(prod.ID_CODE_SECRET)
  await app.close()
  await installSecrets(env.db, {})
})
