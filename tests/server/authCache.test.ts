/**
 * The per-process cache of tokens and grants (server/auth/authCache.ts, issue 23): a token is read
 * once, then served from the cache; a logout, a password change, a role change and a disabled user
 * are refused at once by the process that made the change (the triggers' notice reaches its own
 * connection before the COMMIT answers), and by another API process on the same PostgreSQL
 * database within the cache's lifetime (in practice as soon as its listener hears the notice). A
 * change the triggers do not announce is still refused once AUTH_CACHE_TTL_MS has passed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { contract } from '@/contract'
import { AUTH_CACHE_TTL_MS, authCacheOf } from '../../server/auth/authCache'
import { hashToken } from '../../server/auth/tokens'
import type { Db } from '../../server/db/client'
import { authTokens, sysModules, sysRoles, users } from '../../server/db/schema'
import { NO_MODULE } from '../../server/http/grants'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'
import { apiCall, apiLogin, startApi, type ApiProcess } from '../../scripts/apiProcess'
import { call, login, setup, type TestEnv } from './helpers'

/** An endpoint called with no fields: the unread count, or the order list (module-checked). */
type Probe = Pick<typeof contract.message.history.getUnreadMessageCount, 'path' | 'method' | 'body'>
const unread: Probe = contract.message.history.getUnreadMessageCount
const orders = contract.settle.orderInfo.page as Probe
const U = contract.user.user

let env: TestEnv
beforeAll(async () => {
  env = await setup()
  // On PostgreSQL the cache serves once the process's listener is connected.
  for (let i = 0; i < 200 && !authCacheOf(env.db)?.live; i++) await new Promise((r) => setTimeout(r, 50))
}, 600_000)
afterAll(() => env?.close())

const stateOf = async (token: string, ep: Probe = unread) => {
  const r = await call(env.app, ep, {}, { token })
  return r.state === 0 || r.state === 97 ? r.state : r.msg
}
const idOf = async (db: Db, username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id
const cashierOrder = async (db: Db) => {
  const [role] = await db.select({ id: sysRoles.id }).from(sysRoles).where(eq(sysRoles.name, '收银员'))
  const [mod] = await db.select({ id: sysModules.id }).from(sysModules).where(eq(sysModules.code, 'order'))
  return { roleId: role!.id, moduleId: mod!.id }
}

/** A write the triggers do not announce (replica mode skips them): only the cache's lifetime ends what it changed. */
const unannounced = (fn: (tx: Db) => Promise<unknown>) =>
  env.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await fn(tx as unknown as Db)
  })

test('a token is read once, then served from the cache, for at most AUTH_CACHE_TTL_MS', async () => {
  const token = await login(env.app, 'purchaser01')
  expect(authCacheOf(env.db)!.live).toBe(true)
  expect(await stateOf(token)).toBe(0)
  // Revoked without a notice: the cached owner still answers (the call did not read the token) ...
  await unannounced((tx) => tx.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, hashToken(token))))
  expect(await stateOf(token)).toBe(0)
  // ... until its lifetime is over.
  const now = Date.now()
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + AUTH_CACHE_TTL_MS)
  try {
    expect(await stateOf(token)).toBe(97)
  } finally {
    clock.mockRestore()
  }
})

describe('refused at once by the process that made the change', () => {
  test('logout', async () => {
    const token = await login(env.app, 'purchaser01')
    expect(await stateOf(token)).toBe(0)
    expect((await call(env.app, contract.login.logout, {}, { token })).state).toBe(0)
    expect(await stateOf(token)).toBe(97)
  })

  test('password change: the other sessions end', async () => {
    const mine = await login(env.app, 'staff02')
    const other = await login(env.app, 'staff02')
    expect(await stateOf(other)).toBe(0)
    expect((await call(env.app, U.updatePassword, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@2027' }, { token: mine })).state).toBe(0)
    expect(await stateOf(other)).toBe(97)
    expect(await stateOf(mine)).toBe(0)
  })

  test('role change: a module taken from the role is refused, given back it passes', async () => {
    const admin = await login(env.app, 'supplier01')
    const sub = await login(env.app, 'supplier01a')
    const { roleId, moduleId } = await cashierOrder(env.db)
    expect(await stateOf(sub, orders)).toBe(0)
    const toggle = contract.permission.sysRoleModlePermission.updateModlePermission
    expect((await call(env.app, toggle, { roleId, moduleId, granted: 'false' }, { token: admin })).state).toBe(0)
    expect(await stateOf(sub, orders)).toBe(NO_MODULE)
    expect((await call(env.app, toggle, { roleId, moduleId, granted: 'true' }, { token: admin })).state).toBe(0)
    expect(await stateOf(sub, orders)).toBe(0)
  })

  test('a disabled user', async () => {
    const admin = await login(env.app, 'supplier01')
    const sub = await login(env.app, 'supplier01a')
    expect(await stateOf(sub)).toBe(0)
    const id = await idOf(env.db, 'supplier01a')
    expect((await call(env.app, U.update, { id, enabled: 'false' }, { token: admin })).state).toBe(0)
    expect(await stateOf(sub)).toBe(97)
    expect((await call(env.app, U.update, { id, enabled: 'true' }, { token: admin })).state).toBe(0)
  })

  test('a change written straight to the database (not through a handler)', async () => {
    const token = await login(env.app, 'staff03')
    expect(await stateOf(token)).toBe(0)
    await env.db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.tokenHash, hashToken(token))))
    expect(await stateOf(token)).toBe(97)
  })
})

const pg = process.env.DATABASE_URL ? describe : describe.skip
pg('two API processes on one PostgreSQL database', () => {
  let a: ApiProcess
  let b: ApiProcess
  let uploads: string
  beforeAll(async () => {
    uploads = mkdtempSync(path.join(tmpdir(), 'market-authcache-'))
    const processEnv = { DATABASE_URL: env.databaseUrl, UPLOAD_DIR: uploads, LOG_LEVEL: 'error' }
    ;[a, b] = await Promise.all([startApi(processEnv), startApi(processEnv)])
  }, 600_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    rmSync(uploads, { recursive: true, force: true })
  }, 120_000)

  const stateAt = async (p: ApiProcess, token: string, ep: Probe = unread) => {
    const r = await apiCall(p.url, ep, {}, { token })
    return r.state === 0 || r.state === 97 ? r.state : r.msg
  }
  /** How long `p` goes on answering the old way after the change made elsewhere (fails past the lifetime). */
  const refusedWithin = async (p: ApiProcess, token: string, expected: number | string, ep: Probe = unread) => {
    const started = Date.now()
    while ((await stateAt(p, token, ep)) !== expected) {
      expect(Date.now() - started).toBeLessThan(AUTH_CACHE_TTL_MS)
      await new Promise((r) => setTimeout(r, 20))
    }
    return Date.now() - started
  }

  test('a logout on one process is refused by the other within the lifetime', async () => {
    const token = await apiLogin(a.url, 'staff04')
    expect(await stateAt(b, token)).toBe(0)
    expect(await stateAt(b, token)).toBe(0)
    expect((await apiCall(a.url, contract.login.logout, {}, { token })).state).toBe(0)
    expect(await refusedWithin(b, token, 97)).toBeLessThan(AUTH_CACHE_TTL_MS)
  }, 60_000)

  test('a password change, a role change and a disabled user on one process reach the other', async () => {
    const other = await apiLogin(b.url, 'staff05')
    const mine = await apiLogin(a.url, 'staff05')
    expect(await stateAt(b, other)).toBe(0)
    expect((await apiCall(a.url, U.updatePassword, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@2027' }, { token: mine })).state).toBe(0)
    await refusedWithin(b, other, 97)

    const admin = await apiLogin(a.url, 'supplier01')
    const sub = await apiLogin(b.url, 'supplier01a')
    const { roleId, moduleId } = await cashierOrder(env.db)
    expect(await stateAt(b, sub, orders)).toBe(0)
    const toggle = contract.permission.sysRoleModlePermission.updateModlePermission
    expect((await apiCall(a.url, toggle, { roleId, moduleId, granted: 'false' }, { token: admin })).state).toBe(0)
    await refusedWithin(b, sub, NO_MODULE, orders)
    expect((await apiCall(a.url, toggle, { roleId, moduleId, granted: 'true' }, { token: admin })).state).toBe(0)
    await refusedWithin(b, sub, 0, orders)

    const id = await idOf(env.db, 'supplier01a')
    expect((await apiCall(a.url, U.update, { id, enabled: 'false' }, { token: admin })).state).toBe(0)
    await refusedWithin(b, sub, 97)
    expect((await apiCall(a.url, U.update, { id, enabled: 'true' }, { token: admin })).state).toBe(0)
  }, 60_000)
})
