/**
 * Issue 17, item 8: how a server is configured for payments. A production server on the
 * simulator says loudly at start that payments are simulated; PAY_PROVIDER=off turns online
 * payments (and the simulator's pages) off while the balance keeps working.
 */
import { Writable } from 'node:stream'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { SIMULATED_WARNING } from '../../server/modules/settle/payment/routes'
import { ONLINE_PAY_OFF } from '../../server/modules/settle/payment/runtime'
import { call, expectOk, login, setup, type TestEnv } from './helpers'
import { createOrder, parties, skuId, topUp } from './tradeHelpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 600_000)
afterAll(() => env?.close())

const PROD_SECRETS = { NODE_ENV: 'production', ID_CODE_SECRET: 'i'.repeat(48), PAY_LINK_SECRET: 'l'.repeat(48) }

test('production on the simulator says so loudly at start', async () => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, env: PROD_SECRETS, logger: { level: 'warn', stream } })
  expect(warned.mock.calls.map((c) => String(c[0])).join('\n')).toContain('PAYMENTS ARE SIMULATED')
  expect(lines.join('')).toContain('PAYMENTS ARE SIMULATED')
  expect(SIMULATED_WARNING).toContain('PAY_PROVIDER=off')
  warned.mockClear()
  // Outside production the demo's simulator is no news.
  const demo = await buildApp({ db: env.db, uploadDir: env.uploadDir, env: {} })
  expect(warned).not.toHaveBeenCalled()
  warned.mockRestore()
  await demo.close()
  await app.close()
})

test('PAY_PROVIDER=off: online payments refused, no simulator pages, the balance still pays', async () => {
  const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, env: { ...PROD_SECRETS, PAY_PROVIDER: 'off' } })
  const p = await parties(env.db)
  const shop = await login(app, 'supplier01')
  const buyer = await login(app, 'purchaser01')
  const made = await createOrder({ ...env, app }, shop, p.chengnan, [{ skuId: await skuId(env.db, p.lvyuan, '土豆'), quantity: 1 }])
  const online = await call(app, contract.settle.orderInfo.pay, { id: made.id, payMethod: 'wechat', payChannel: 'web' }, { token: buyer })
  expect(online.msg).toBe(ONLINE_PAY_OFF)
  expect((await app.inject({ method: 'GET', url: '/pay-simulator/checkout?payNo=PY1&sig=x' })).statusCode).toBe(404)
  expect((await app.inject({ method: 'POST', url: '/pay-simulator/confirm', payload: { payNo: 'PY1' } })).statusCode).toBe(404)
  expect((await app.inject({ method: 'POST', url: '/api/settle/payNotify/off', headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode).toBe(404)
  await topUp(env.db, p.chengnan, made.payableFen)
  expect(expectOk(await call(app, contract.settle.orderInfo.pay, { id: made.id, payMethod: 'balance' }, { token: buyer }))).toMatchObject({ settled: true, status: 'paid' })
  await app.close()
})
