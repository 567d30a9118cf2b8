/**
 * Login lockout under concurrency (issue 10, finding 1): attempts take their place in the limits
 * before the password is checked, so 100 simultaneous attempts check at most the limit of
 * passwords, on one API process or several sharing one PostgreSQL. Registration is limited per
 * address.
 */
import type { FastifyInstance } from 'fastify'
import { contract } from '@/contract'
import * as password from '../../server/auth/password'
import { LOCKED_MSG, LOGIN_LIMIT, REGISTER_LIMIT, REGISTER_LOCKED_MSG } from '../../server/auth/loginLimit'
import { buildApp } from '../../server/app'
import { openPostgres } from '../../server/db/client'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'
import { call, setup, type TestEnv } from './helpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 600_000)
afterAll(() => env?.close())
afterEach(() => jest.restoreAllMocks())

const loginEp = contract.login.login
const checks = () => jest.spyOn(password, 'verifyPassword')

/** 100 attempts at once, the right password at position 50; the answers and passwords checked. */
async function storm(apps: FastifyInstance[], username: string, userType: string, ip: (i: number) => string) {
  const spy = checks()
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      call(apps[i % apps.length]!, loginEp, { username, password: i === 50 ? DEMO_PASSWORD : `Wrong@${i}x`, userType }, { remoteAddress: ip(i) }),
    ),
  )
  return { answers, checked: spy.mock.calls.length }
}

test('100 simultaneous attempts on one account check at most 5 passwords; the right one at 50 gets no token', async () => {
  const { answers, checked } = await storm([env.app], 'dc01', 'dc', (i) => `203.0.113.${i + 1}`)
  expect(checked).toBeLessThanOrEqual(LOGIN_LIMIT.perAccount)
  expect(answers.filter((a) => a.state === 0)).toHaveLength(0)
  expect(answers.filter((a) => a.msg === LOCKED_MSG).length).toBeGreaterThanOrEqual(100 - LOGIN_LIMIT.perAccount)
  expect(answers.every((a) => a.status === 200 && [LOCKED_MSG, '用户名或密码错误'].includes(a.msg))).toBe(true)
  // Sequentially too: still locked.
  expect((await call(env.app, loginEp, { username: 'dc01', password: DEMO_PASSWORD, userType: 'dc' }, { remoteAddress: '203.0.113.250' })).msg).toBe(LOCKED_MSG)
})

test('100 simultaneous attempts from one address on 100 accounts check at most 20 passwords', async () => {
  const spy = checks()
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => call(env.app, loginEp, { username: `ghost_${i}`, password: 'Wrong@2026', userType: 'staff' }, { remoteAddress: '198.51.100.77' })),
  )
  expect(spy.mock.calls.length).toBeLessThanOrEqual(LOGIN_LIMIT.perAddress)
  expect(answers.filter((a) => a.msg === LOCKED_MSG).length).toBeGreaterThanOrEqual(100 - LOGIN_LIMIT.perAddress)
})

test('a successful login gives its place back: 30 good logins from one address are never locked', async () => {
  for (let i = 0; i < 30; i++) {
    const r = await call(env.app, loginEp, { username: 'staff01', password: DEMO_PASSWORD, userType: 'staff' }, { remoteAddress: '198.51.100.88' })
    expect(r.state).toBe(0)
  }
})

// Real concurrency across processes needs PostgreSQL (PGlite is one in-process database).
const pgTest = process.env.DATABASE_URL ? test : test.skip
pgTest('two API processes on one PostgreSQL share the limit: at most 5 passwords checked in all', async () => {
  const second = openPostgres(env.databaseUrl!, 4)
  const other = await buildApp({ db: second.db, uploadDir: env.uploadDir })
  try {
    const { answers, checked } = await storm([env.app, other], 'proprietor01', 'proprietor', (i) => `203.0.113.${(i % 120) + 1}`)
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMIT.perAccount)
    expect(answers.filter((a) => a.state === 0)).toHaveLength(0)
  } finally {
    await other.close()
    await second.close()
  }
})

describe('registration', () => {
  const reg = contract.member.supplier.registered
  const form = (username: string) => ({ username, password: 'Shop@2026', realName: '刘新店', mobile: '13712345678', companyName: '新店果业' })

  test(`${REGISTER_LIMIT.max} attempts per address an hour, taken or free names alike; another address goes on`, async () => {
    const ip = '192.0.2.200'
    for (let i = 0; i < REGISTER_LIMIT.max; i++) {
      const r = await call(env.app, reg, form(i % 2 ? `probe_${i}` : 'supplier01'), { remoteAddress: ip })
      expect(r.msg).toBe(i % 2 ? '操作成功' : '用户名已存在')
    }
    const refused = await call(env.app, reg, form('supplier02'), { remoteAddress: ip })
    expect([refused.state, refused.msg]).toEqual([1, REGISTER_LOCKED_MSG])
    expect((await call(env.app, reg, form('probe_free'), { remoteAddress: '192.0.2.201' })).state).toBe(0)
  })

  test('a malformed form does not use up the allowance', async () => {
    const ip = '192.0.2.202'
    for (let i = 0; i < REGISTER_LIMIT.max + 5; i++) expect((await call(env.app, reg, { ...form('x'), mobile: '123' }, { remoteAddress: ip })).msg).not.toBe(REGISTER_LOCKED_MSG)
    expect((await call(env.app, reg, form('probe_after'), { remoteAddress: ip })).state).toBe(0)
  })
})
