/**
 * PostgreSQL only (PGlite has no statement timer): a statement past the pool's time-out is
 * cancelled and answered with a Chinese message, and the pool goes on serving.
 */
import { sql } from 'drizzle-orm'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { openPostgres } from '../../server/db/client'
import { handler } from '../../server/http/handler'
import { TIMEOUT_MSG } from '../../server/http/errors'
import { call, setup } from './helpers'

const onPostgres = process.env.DATABASE_URL ? test : test.skip

onPostgres('a statement past the time-out answers 查询超时 (HTTP 200), and the next call is served', async () => {
  const env = await setup()
  const h = env.handle
  if (h.kind !== 'postgres') throw new Error('expected PostgreSQL')
  const url = (h.pool.options as { connectionString: string }).connectionString
  const short = openPostgres(url, 2, 200)
  const slow = handler({
    endpoint: contract.user.sysLogoConf.queryByParam,
    access: 'public',
    input: {},
    async handle({ db }) {
      await db.execute(sql`select pg_sleep(1)`)
      return null
    },
  })
  const app = await buildApp({ db: short.db, uploadDir: env.uploadDir, handlers: [slow] })
  try {
    const r = await call(app, contract.user.sysLogoConf.queryByParam, {})
    expect([r.status, r.state, r.msg]).toEqual([200, 1, TIMEOUT_MSG])
    expect(((await short.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }])
  } finally {
    await app.close()
    await short.close()
    await env.close()
  }
}, 600_000)
