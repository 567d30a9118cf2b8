/**
 * A lost database (issue 18, item 1): a request whose database is unreachable, or whose
 * connection the server drops in the middle of its transaction, answers HTTP 503 '服务不可用'
 * (spec section 8); the process stays up, the broken connection is discarded and the next call
 * succeeds without a restart. The PostgreSQL cases need DATABASE_URL (bash scripts/with-postgres.sh).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { openPglite, openPostgres, type Db } from '../../server/db/client'
import { complaints } from '../../server/db/schema'
import { handler } from '../../server/http/handler'
import { isDatabaseUnavailable } from '../../server/http/errors'
import { call, login, newKey, setup, type TestEnv } from './helpers'

const UNAVAILABLE = { state: 503, msg: '服务不可用', result: null }
const uploadDir = mkdtempSync(path.join(tmpdir(), 'market-dbfaults-'))
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }))

/** The installation's secrets from the environment: the app starts without reaching its database. */
const env = { ID_CODE_SECRET: 'i'.repeat(48), PAY_LINK_SECRET: 'p'.repeat(48) }

/** A local port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

test('a PostgreSQL server that cannot be reached: HTTP 503 服务不可用, not a crash and not a 500', async () => {
  const handle = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/market`)
  const app = await buildApp({ db: handle.db, uploadDir, env })
  try {
    for (const ep of [contract.login.login, contract.member.collectPrice.queryBigCate]) {
      const r = await call(app, ep, { username: 'staff01', password: 'x', userType: 'staff' })
      expect([r.status, { state: r.state, msg: r.msg, result: r.result }]).toEqual([503, UNAVAILABLE])
    }
  } finally {
    await app.close()
    await handle.close()
  }
})

test('PGlite closed under the app: 503 as well', async () => {
  const handle = await openPglite()
  const app = await buildApp({ db: handle.db, uploadDir, env })
  await handle.close()
  const r = await call(app, contract.member.collectPrice.queryBigCate, {})
  expect([r.status, r.msg]).toEqual([503, '服务不可用'])
  await app.close()
})

const pg = process.env.DATABASE_URL ? describe : describe.skip
pg('PostgreSQL drops a connection a transaction holds', () => {
  let env: TestEnv
  beforeAll(async () => {
    env = await setup()
  }, 120_000)
  afterAll(() => env?.close())

  /** Ends a backend from outside, as `pg_terminate_backend` or a server restart does. */
  const terminate = (pid: number) => env.db.execute(sql`select pg_terminate_backend(${pid})`)
  const backendPid = async (db: Db) => Number(((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid)
  /** Until the server no longer lists the backend (the client's socket then closes). */
  async function gone(pid: number): Promise<void> {
    for (;;) {
      const rows = (await env.db.execute(sql`select 1 from pg_stat_activity where pid = ${pid}`)) as unknown as { rows: unknown[] }
      if (!rows.rows.length) return
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  test('idle in transaction: the process survives, the statement fails as unavailable, the next call gets a new connection', async () => {
    const handle = openPostgres(env.databaseUrl!, 2)
    if (handle.kind !== 'postgres') throw new Error('postgres expected')
    try {
      let pid = 0
      const failed = await handle.db
        .transaction(async (tx) => {
          pid = await backendPid(tx)
          await terminate(pid)
          await gone(pid)
          // The dropped socket emits 'error' on the client while Drizzle holds it: without the
          // client's own listener this test process would have ended here.
          await new Promise((r) => setTimeout(r, 100))
          await tx.execute(sql`select 1`)
        })
        .then(
          () => null,
          (err: unknown) => err,
        )
      expect(isDatabaseUnavailable(failed)).toBe(true)
      expect(await backendPid(handle.db)).not.toBe(pid)
      expect(handle.pool.totalCount).toBeLessThanOrEqual(1)
    } finally {
      await handle.close()
    }
  })

  test('a request whose connection is dropped mid-transaction answers 503; its retry with the key writes once', async () => {
    const handle = openPostgres(env.databaseUrl!, 2)
    const held: { release?: (v: unknown) => void; pid?: Promise<number> } = {}
    const title = `断线重试${Date.now()}`
    const h = handler({
      endpoint: contract.login.logout,
      access: 'user',
      input: {},
      async handle({ db, user }) {
        await db.insert(complaints).values({ userId: user.id, complaintType: '1', title, content: '内容内容内容内容内容', contactName: '赵', contactPhone: '13800000001' })
        if (!held.pid) {
          // The first run waits here, idle in its transaction, until the test dropped its connection.
          held.pid = backendPid(db)
          await new Promise((r) => (held.release = r))
        }
        await db.execute(sql`select 1`)
        return null
      },
    })
    const app: FastifyInstance = await buildApp({ db: handle.db, uploadDir: env.uploadDir, handlers: [h] })
    try {
      const token = await login(env.app, 'staff01')
      const key = newKey()
      const first = call(app, contract.login.logout, {}, { token, idempotencyKey: key })
      while (!held.release) await new Promise((r) => setTimeout(r, 10))
      const pid = await held.pid!
      await terminate(pid)
      await gone(pid)
      held.release(null)
      const r = await first
      expect([r.status, r.msg]).toEqual([503, '服务不可用'])
      expect(await env.db.select().from(complaints).where(eq(complaints.title, title))).toHaveLength(0)
      const again = await call(app, contract.login.logout, {}, { token, idempotencyKey: key })
      expect([again.status, again.state]).toEqual([200, 0])
      expect(await env.db.select().from(complaints).where(eq(complaints.title, title))).toHaveLength(1)
    } finally {
      await app.close()
      await handle.close()
    }
  })
})
