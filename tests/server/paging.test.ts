/**
 * The list helper's paging (server/data/paging.ts, server/data/resource.ts) at its edges, through
 * real endpoints: empty, exactly one page, the last page, cursors across inserts and deletes,
 * ties, mixed sort directions, bad cursors, the offset limit and `total` on request.
 */
import { eq, sql } from 'drizzle-orm'
import { Client } from 'pg'
import { contract, type MessageItem, type PageResult } from '@/contract'
import { messages, sysLogoConf, users } from '../../server/db/schema'
import type { Db } from '../../server/db/client'
import { by, CURSOR_MSG, MAX_OFFSET, OFFSET_MSG, orderSql, readTableRows, tableKeyset } from '../../server/data/paging'
import { rowsOf } from '../../server/data/query'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

const H = contract.message.history
let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01' | 'dc01', string>
let dcId: string

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'purchaser01', 'dc01'] as const)
  dcId = (await env.db.select({ id: users.id }).from(users).where(eq(users.username, 'dc01')))[0]!.id
})
afterAll(() => env?.close())

beforeEach(async () => {
  await env.db.delete(messages).where(eq(messages.userId, dcId))
})

/** `n` messages for dc01, one second apart, the newest first: ids p-001 (newest) ... */
async function seedMessages(n: number, from = 1, at = "now() - g * interval '1 second'") {
  await env.db.execute(sql`
    insert into messages (id, user_id, title, content, created_at)
    select 'p-' || lpad(g::text, 3, '0'), ${dcId}, '消息' || g, '内容', ${sql.raw(at)}
    from generate_series(${from}::int, ${from + n - 1}::int) g`)
}

const page = async (data: Record<string, unknown> = {}) => expectOk(await call<PageResult<MessageItem>>(env.app, H.pageWithAuthority, data, { token: tk.dc01 }))

/** Every page by cursor; the ids in order. */
async function walk(size: number, data: Record<string, unknown> = {}, between?: (pageNo: number) => Promise<void>): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | null = null
  for (let n = 1; n < 100; n++) {
    const p: PageResult<MessageItem> = await page({ ...data, size, current: n, ...(cursor ? { cursor } : {}) })
    ids.push(...p.records.map((r) => r.id))
    expect(p.current).toBe(n)
    expect(p.cursor === null).toBe(!p.hasMore)
    if (!p.hasMore) return ids
    cursor = p.cursor
    await between?.(n)
  }
  throw new Error('no last page')
}

describe('edges', () => {
  test('empty: no rows, no next page, no total unless asked', async () => {
    const p = await page()
    expect(p).toEqual({ records: [], current: 1, size: 20, hasMore: false, cursor: null })
    expect((await page({ withTotal: true })).total).toBe(0)
  })

  test('exactly one page: hasMore false, no cursor', async () => {
    await seedMessages(20)
    const p = await page({ size: 20 })
    expect([p.records.length, p.hasMore, p.cursor]).toEqual([20, false, null])
    expect(p).not.toHaveProperty('total')
  })

  test('one row more than a page: a second page with that row, then the end', async () => {
    await seedMessages(21)
    const p1 = await page({ size: 20 })
    expect([p1.records.length, p1.hasMore, typeof p1.cursor]).toEqual([20, true, 'string'])
    const p2 = await page({ size: 20, current: 2, cursor: p1.cursor })
    expect(p2.records.map((r) => r.id)).toEqual(['p-021'])
    expect([p2.hasMore, p2.cursor, p2.current]).toEqual([false, null, 2])
  })

  test('the last page by cursor and by offset agree; walking by cursor gives every row once, in order', async () => {
    await seedMessages(47)
    const all = Array.from({ length: 47 }, (_, i) => `p-${String(i + 1).padStart(3, '0')}`)
    expect(await walk(10)).toEqual(all)
    const byOffset = await page({ size: 10, current: 5 })
    expect(byOffset.records.map((r) => r.id)).toEqual(all.slice(40))
    expect(byOffset.hasMore).toBe(false)
  })

  test('total only when asked, counting every matching row, not just the page', async () => {
    await seedMessages(25)
    await env.db.update(messages).set({ isRead: true }).where(sql`${messages.userId} = ${dcId} and ${messages.id} <= 'p-010'`)
    expect((await page({ size: 5, withTotal: true })).total).toBe(25)
    expect((await page({ size: 5, withTotal: true, isRead: false })).total).toBe(15)
    expect(await page({ size: 5 })).not.toHaveProperty('total')
  })
})

describe('keyset pages while the list changes', () => {
  test('rows inserted before and after the cursor between two page loads: nothing repeats, nothing is skipped', async () => {
    await seedMessages(30)
    const before = Array.from({ length: 30 }, (_, i) => `p-${String(i + 1).padStart(3, '0')}`)
    const seen = await walk(10, {}, async (n) => {
      if (n !== 1) return
      // A new message arrives (newest), and one lands among the rows still to come.
      await env.db.insert(messages).values({ id: 'p-new', userId: dcId, title: '新消息', content: '内容', createdAt: new Date() })
      await env.db.execute(sql`insert into messages (id, user_id, title, content, created_at) values ('p-mid', ${dcId}, '中间', '内容', now() - interval '20.5 seconds')`)
    })
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).not.toContain('p-new')
    expect(seen.filter((id) => id !== 'p-mid')).toEqual(before)
    expect(seen.indexOf('p-mid')).toBe(seen.indexOf('p-020') + 1)
  })

  test('with offset paging the same insert would repeat a row (why the app pages by cursor)', async () => {
    await seedMessages(20)
    const p1 = await page({ size: 10, current: 1 })
    await env.db.insert(messages).values({ id: 'p-new', userId: dcId, title: '新消息', content: '内容', createdAt: new Date() })
    const p2 = await page({ size: 10, current: 2 })
    expect(p2.records[0]!.id).toBe(p1.records.at(-1)!.id)
    const p2ByCursor = await page({ size: 10, current: 2, cursor: p1.cursor })
    expect(p2ByCursor.records[0]!.id).toBe('p-011')
  })

  test('the cursor row deleted before the next load: the next page still starts right after it', async () => {
    await seedMessages(20)
    const p1 = await page({ size: 10 })
    await env.db.delete(messages).where(eq(messages.id, 'p-010'))
    const p2 = await page({ size: 10, current: 2, cursor: p1.cursor })
    expect(p2.records.map((r) => r.id)).toEqual(Array.from({ length: 10 }, (_, i) => `p-${String(i + 11).padStart(3, '0')}`))
  })

  test('ties on the time and times a few microseconds apart: the id and the full precision keep the order total', async () => {
    // 15 rows at one instant, 15 rows a microsecond apart each (JavaScript dates keep milliseconds only).
    await seedMessages(15, 1, "timestamptz '2026-01-01 08:00:00.123456+00'")
    await seedMessages(15, 16, "timestamptz '2026-01-01 07:00:00.123000+00' + (30 - g) * interval '1 microsecond'")
    const seen = await walk(4)
    expect(seen).toHaveLength(30)
    expect(seen.slice(0, 15)).toEqual(Array.from({ length: 15 }, (_, i) => `p-${String(15 - i).padStart(3, '0')}`))
    expect(seen.slice(15)).toEqual(Array.from({ length: 15 }, (_, i) => `p-${String(16 + i).padStart(3, '0')}`))
  })

  test('a filtered list pages by cursor within its filter', async () => {
    await seedMessages(30)
    await env.db.update(messages).set({ isRead: true }).where(sql`${messages.userId} = ${dcId} and right(${messages.id}, 1) in ('1', '3', '5', '7', '9')`)
    const unread = await walk(4, { isRead: false })
    expect(unread).toHaveLength(15)
    expect(unread.every((id) => Number(id.slice(-1)) % 2 === 0)).toBe(true)
  })
})

test('a list ordered in mixed directions (enabled first, then id) walks by cursor like by offset', async () => {
  await env.db.insert(sysLogoConf).values(Array.from({ length: 9 }, (_, i) => ({ id: `logo-${i}`, name: `中心${i}`, enabled: i % 3 === 0 })))
  const L = contract.user.sysLogoConf.page
  const byOffset = expectOk(await call<PageResult<{ id: string }>>(env.app, L, { size: 100 })).records.map((r) => r.id)
  const byCursor: string[] = []
  let cursor: string | null = null
  do {
    const p: PageResult<{ id: string }> = expectOk(await call<PageResult<{ id: string }>>(env.app, L, { size: 2, ...(cursor ? { cursor } : {}) }))
    byCursor.push(...p.records.map((r) => r.id))
    cursor = p.cursor
  } while (cursor)
  expect(byCursor).toEqual(byOffset)
  expect(byOffset).toHaveLength(10)
})

describe('refusals', () => {
  test('a cursor that is not one of this list: the Chinese message, never a server error', async () => {
    await seedMessages(5)
    const mine = (await page({ size: 2 })).cursor!
    const complaints = expectOk(await call<PageResult<unknown>>(env.app, contract.member.complaintComplaint.page, { size: 1 }, { token: tk.supplier01 })).cursor!
    const forged = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url')
    for (const cursor of [
      'not-a-cursor',
      complaints,
      forged(['messages', 'yesterday', 'p-001']),
      forged(['messages', '2026-01-01 00:00:00+00']),
      forged(['messages', 5, 'p-001']),
      forged({ a: 1 }),
      mine.slice(0, -4),
      'x'.repeat(1001),
      '%%%',
    ]) {
      const r = await call(env.app, H.pageWithAuthority, { cursor }, { token: tk.dc01 })
      expect([r.status, r.state, r.msg]).toEqual([200, 1, CURSOR_MSG])
    }
  })

  test('offset paging stops at the documented limit; cursors go on', async () => {
    const size = 20
    const last = MAX_OFFSET / size + 1
    expect(expectOk(await call(env.app, H.pageWithAuthority, { size, current: last }, { token: tk.dc01 })).records).toEqual([])
    const r = await call(env.app, H.pageWithAuthority, { size, current: last + 1 }, { token: tk.dc01 })
    expect([r.state, r.msg]).toEqual([1, OFFSET_MSG])
    expect(OFFSET_MSG).toContain(String(MAX_OFFSET))
  })
})

describe('the unread count (a count kept by the database)', () => {
  const unread = async (token: string) => expectOk(await call<number>(env.app, H.getUnreadMessageCount, {}, { token }))
  const counted = async (userId: string) => Number((await env.db.select({ n: sql<number>`count(*)` }).from(messages).where(sql`${messages.userId} = ${userId} and not ${messages.isRead}`))[0]!.n)

  test('follows inserts, read marks, moves between users and deletes, whoever writes them', async () => {
    await seedMessages(12)
    expect(await unread(tk.dc01)).toBe(12)
    const ids = (await page({ size: 5 })).records.map((r) => r.id)
    expectOk(await call(env.app, H.batchMarkAsRead, { ids: ids.join(',') }, { token: tk.dc01 }))
    expect(await unread(tk.dc01)).toBe(7)
    // Marked read again: no change. Marked unread by the back office: counted again.
    expectOk(await call(env.app, H.batchMarkAsRead, { ids: ids.join(',') }, { token: tk.dc01 }))
    await env.db.update(messages).set({ isRead: false }).where(eq(messages.id, ids[0]!))
    expect(await unread(tk.dc01)).toBe(8)
    // A message moved to another user, some deleted.
    const purchaserId = (await env.db.select({ id: users.id }).from(users).where(eq(users.username, 'purchaser01')))[0]!.id
    const purchaserBefore = await unread(tk.purchaser01)
    await env.db.update(messages).set({ userId: purchaserId }).where(eq(messages.id, 'p-012'))
    await env.db.delete(messages).where(sql`${messages.id} in ('p-010', 'p-011', ${ids[1]!})`)
    expect(await unread(tk.dc01)).toBe(await counted(dcId))
    expect(await unread(tk.purchaser01)).toBe(purchaserBefore + 1)
    expect(await unread(tk.purchaser01)).toBe(await counted(purchaserId))
    await env.db.delete(messages).where(eq(messages.id, 'p-012'))
  })

  test('concurrent read marks of overlapping messages: the count stays exact', async () => {
    await seedMessages(40)
    const ids = Array.from({ length: 40 }, (_, i) => `p-${String(i + 1).padStart(3, '0')}`)
    await Promise.all([0, 5, 10, 15, 20].map((from) => call(env.app, H.batchMarkAsRead, { ids: ids.slice(from, from + 15).join(',') }, { token: tk.dc01 })))
    expect(await unread(tk.dc01)).toBe(5)
    expect(await counted(dcId)).toBe(5)
  })

  test('a user deleted with unread messages: the cascade goes through', async () => {
    const [u] = await env.db
      .insert(users)
      .values({ username: 'paging-gone', passwordHash: 'x', realName: '临时', mobile: '13900009999', userType: 'dc' })
      .returning({ id: users.id })
    await env.db.insert(messages).values([1, 2, 3].map((i) => ({ userId: u!.id, title: `消息${i}`, content: '内容' })))
    await env.db.delete(users).where(eq(users.id, u!.id))
    expect(await counted(u!.id)).toBe(0)
  })
})

describe('named statements (server/data/query.ts preparedRowsOf)', () => {
  const read = (db: Db, userId: string, limit: number) =>
    readTableRows(db, messages, { where: eq(messages.userId, userId), orderBy: orderSql(tableKeyset(messages, [by.desc(messages.createdAt), by.desc(messages.id)])), limit })

  test('a page statement is prepared once per connection under one name, its values bound on each call', async () => {
    await seedMessages(3)
    const got = await env.db.transaction(async (tx) => {
      const first = await read(tx, dcId, 2)
      const again = await read(tx, dcId, 5)
      const none = await read(tx, 'nobody', 5)
      const prepared = await rowsOf<{ name: string; statement: string }>(tx, sql`select name, statement from pg_prepared_statements where statement like ${'%from "messages" where "messages"."user_id" = $1 order by%'}`)
      return { first, again, none, prepared }
    })
    expect(got.first.map((m) => m.id)).toEqual(['p-001', 'p-002'])
    expect(got.again.map((m) => m.id)).toEqual(['p-001', 'p-002', 'p-003'])
    expect(got.none).toEqual([])
    if (env.handle.kind === 'postgres') {
      // Three calls of one shape (other tests' shapes may be prepared on the connection too): one statement, its values as parameters.
      expect(got.prepared).toHaveLength(1)
      expect(got.prepared[0]!.name).toMatch(/^list_\d+$/)
      expect(got.prepared[0]!.statement).toContain('$1')
      expect(got.prepared[0]!.statement).not.toContain(dcId)
    } else expect(got.prepared).toEqual([]) // PGlite runs it unnamed
  })

  test('a connection the server ended prepares the statement again on the next one', async () => {
    if (env.handle.kind !== 'postgres') return
    await seedMessages(2)
    const backend = async () =>
      env.db.transaction(async (tx) => {
        await read(tx, dcId, 1)
        return (await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid
      })
    const pids = new Set<number>()
    for (let i = 0; i < 4; i++) pids.add(await backend())
    // Ended from a connection of its own (the pool may hand out one of those it ends).
    const admin = new Client({ connectionString: env.databaseUrl })
    await admin.connect()
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])', [[...pids]])
    await admin.end()
    // The pool drops the ended connections on their next use (one request may fail); after that the list answers again.
    const answers = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(() => read(env.db, dcId, 2)))
    expect(answers.some((a) => a.status === 'fulfilled')).toBe(true)
    expect((await read(env.db, dcId, 2)).map((m) => m.id)).toEqual(['p-001', 'p-002'])
  })
})
