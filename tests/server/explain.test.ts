/**
 * The query plans of the lists that grow with the market, on large tables (made with
 * generate_series, then VACUUM ANALYZE as autovacuum would): the queries the endpoints really run
 * (captured from Drizzle's logger) use an index, never a sequential scan, on page 1, on a deep page
 * by cursor, with the screens' filters, for the total when asked, and for the unread count the home
 * screen polls. The caller owns 20,000 rows of each list; other owners hold three times as many
 * (a market has many merchants: counting one merchant's rows must not read everybody's).
 */
import { Writable } from 'node:stream'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Pool } from 'pg'
import { contract, type Endpoint, type PageResult } from '@/contract'
import { buildApp } from '../../server/app'
import { addDays, chinaDay } from '../../server/lib/dates'
import { billExport, paymentExport, refundExport } from '../../server/modules/market/financeExports'
import type { Db } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

const ROWS = 20_000
let env: TestEnv
let app: FastifyInstance
/** The database handle whose queries are captured (Drizzle's logger). */
let logged: Db
let tk: Record<'supplier01', string>
const captured: Array<{ sql: string; params: unknown[] }> = []

async function explain(text: string, params: unknown[]): Promise<string> {
  const h = env.handle
  const rows = h.kind === 'pglite' ? (await h.client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows : (await h.pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows
  return rows.map((r) => r['QUERY PLAN']).join('\n')
}

/** The demo data's unread messages of the caller (before this file adds its rows). */
let seededUnread = 0
const unreadOf = async (db: Db, userId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(schema.messages).where(and(eq(schema.messages.userId, userId), eq(schema.messages.isRead, false))))[0]!.n

/** The tables this file fills. */
const FILLED = ['messages', 'users', 'complaints', 'prefill_orders', 'prefill_goods', 'inmarket_records', 'outmarket_applications', 'detections', 'announcements', 'orders', 'repairs', 'meter_readings', 'bills', 'payments', 'refunds']

/**
 * VACUUM ANALYZE until the filled tables' pages are marked all-visible (95 %: a few pages of the
 * demo data keep rows VACUUM leaves as they are), on a connection of
 * its own without the server's statement timeout (a busy machine's vacuum of these tables outlasts
 * a request's allowance). A session of this database whose snapshot predates the rows (autovacuum
 * analysing a table while they were inserted) keeps VACUUM from marking their pages: the planner
 * then prices an index-only scan as an index scan and reads the table instead. Such a session is
 * waited out, then VACUUM runs again.
 */
async function vacuumUntilAllVisible(pool: Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('set statement_timeout = 0')
    for (;;) {
      await client.query('vacuum analyze')
      const { rowCount } = await client.query('select 1 from pg_class where relname = any($1::text[]) and relallvisible < 0.95 * relpages', [FILLED])
      if (!rowCount) return
      const holders = `select pid, backend_xmin::text as xmin from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null`
      const before = new Set((await client.query<{ pid: number; xmin: string }>(holders)).rows.map((r) => `${r.pid} ${r.xmin}`))
      for (;;) {
        const now = (await client.query<{ pid: number; xmin: string }>(holders)).rows.map((r) => `${r.pid} ${r.xmin}`)
        if (!now.some((k) => before.has(k))) break
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  } finally {
    client.release(true)
  }
}

beforeAll(async () => {
  env = await setup()
  const logger = { logQuery: (q: string, params: unknown[]) => void captured.push({ sql: q, params }) }
  const h = env.handle
  logged = (h.kind === 'pglite' ? drizzlePglite({ client: h.client, schema, logger }) : drizzlePg({ client: h.pool, schema, logger })) as unknown as Db
  app = await buildApp({ db: logged, uploadDir: env.uploadDir })
  tk = await loginAll(app, ['supplier01'] as const)
  const [owner] = await env.db.select().from(schema.users).where(eq(schema.users.username, 'supplier01'))
  const [other] = await env.db.select().from(schema.users).where(eq(schema.users.username, 'supplier02'))
  seededUnread = await unreadOf(env.db, owner!.id)
  // The rows in one transaction without the server's statement timeout, as the demo seed runs (a
  // busy machine's insert of 60,000 rows outlasts a request's allowance).
  await env.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`)
    const n = sql.raw(String(ROWS))
    const others = sql.raw(String(3 * ROWS))
    // Goods lines of the first reports of each shop: enough for the planner to look them up by
    // report (the lists' goods count and weight) rather than read the table.
    const goods = sql.raw(String(ROWS / 4))
    await tx.execute(sql`
      insert into messages (id, user_id, title, content, is_read, created_at)
      select 'x-msg-' || g, ${owner!.id}, '通知' || g, '内容', g % 3 <> 0, now() - g * interval '1 minute' from generate_series(1, ${n}) g`)
    // Many users with a few unread messages each: the count table is large, too.
    await tx.execute(sql`
      insert into users (id, username, password_hash, real_name, mobile, user_type)
      select 'x-user-' || g, 'xuser' || g, 'x', '用户' || g, '13900000000', 'dc' from generate_series(1, ${n}) g`)
    await tx.execute(sql`
      insert into messages (id, user_id, title, content, created_at)
      select 'x-umsg-' || g, 'x-user-' || (g % ${n} + 1), '通知', '内容', now() - g * interval '1 second' from generate_series(1, ${others}) g`)
    await tx.execute(sql`
      insert into complaints (id, user_id, complaint_type, title, content, contact_name, contact_phone, status, created_at)
      select 'x-cp-' || g, ${owner!.id}, 'service', '投诉' || g, '内容内容内容内容内容', '李', '13900000001', (array['pending', 'processing', 'replied', 'closed'])[g % 4 + 1], now() - g * interval '1 minute'
      from generate_series(1, ${n}) g`)
    await tx.execute(sql`
      insert into complaints (id, user_id, complaint_type, title, content, contact_name, contact_phone, status, created_at)
      select 'x-ocp-' || g, ${other!.id}, 'service', '投诉' || g, '内容内容内容内容内容', '王', '13900000002', 'pending', now() - g * interval '1 minute'
      from generate_series(1, ${others}) g`)
    // Each shop's entry reports, entries, and their exit applications and inspections (issue 20).
    for (const [prefix, rec, shop, count, plate] of [['x-', 'x-im-', owner!.customerId, n, '浙A'], ['x-o', 'x-oim-', other!.customerId, others, '浙B']] as const) {
      await tx.execute(sql`
        insert into prefill_orders (id, order_no, customer_id, plate_number, vehicle_type_id, driver_name, driver_phone, expected_time, status, created_at)
        select ${prefix} || 'pf-' || g, ${prefix} || 'BX' || g, ${shop}, ${plate} || lpad(g::text, 5, '0'), (select id from vehicle_types limit 1), '张', '13800000000', now(), 'entered', now() - g * interval '1 minute'
        from generate_series(1, ${count}) g`)
      await tx.execute(sql`
        insert into prefill_goods (id, order_id, product_id, product_name, category_name, quantity, unit, weight)
        select ${prefix} || 'pg-' || g, ${prefix} || 'pf-' || g, p.id, p.name, '水果', 10, p.unit, 100
        from generate_series(1, ${goods}) g, (select id, name, unit from products limit 1) p`)
      await tx.execute(sql`
        insert into inmarket_records (id, customer_id, plate_number, vehicle_type_name, gate_name, entry_time)
        select ${rec} || g, ${shop}, ${plate} || lpad(g::text, 5, '0'), '小型货车', '东门', now() - g * interval '1 minute' from generate_series(1, ${count}) g`)
      await tx.execute(sql`
        insert into outmarket_applications (id, apply_no, record_id, customer_id, status, pay_mode, fee_at_apply_fen, created_at)
        select ${prefix} || 'oa-' || g, ${prefix} || 'CC' || g, ${rec} || g, ${shop}, (array['submitted', 'approved', 'rejected', 'exited'])[g % 4 + 1], 'gate', 500, now() - g * interval '1 minute'
        from generate_series(1, ${count}) g`)
      await tx.execute(sql`
        insert into detections (id, detection_no, customer_id, record_id, status, result, tested_at, created_at)
        select ${prefix} || 'dt-' || g, ${prefix} || 'JC' || g, ${shop}, ${rec} || g, st, case when st = 'tested' then 'pass' end, case when st = 'tested' then now() end, now() - g * interval '1 minute'
        from generate_series(1, ${count}) g, lateral (select (array['submitted', 'tested'])[g % 2 + 1] as st) s`)
    }
    await tx.execute(sql`
      insert into announcements (id, title, content, published, published_at)
      select 'x-an-' || g, '公告' || g, '内容', g % 4 = 0, now() - g * interval '1 hour' from generate_series(1, ${others}) g`)
    // Orders of the caller's shop and three times as many of another shop, to the demo buyer.
    const buyer = sql`(select customer_id from users where username = 'purchaser01')`
    for (const [prefix, shop, count] of [['x-od-', owner!.customerId, n], ['x-ood-', other!.customerId, others]] as const) {
      await tx.execute(sql`
        insert into orders (id, order_no, supplier_id, purchaser_id, supplier_name, purchaser_name, status, pay_method, goods_fen, payable_fen, paid_fen, line_count, first_product_name, settled_at, created_at)
        select ${prefix} || g, ${prefix} || g, ${shop}, ${buyer}, '店', '买家', st, 'balance', 100, 100, case when st in ('paid', 'completed') then 100 else 0 end, 1, '菜',
          case when st in ('paid', 'completed') then now() end, now() - g * interval '1 minute'
        from generate_series(1, ${count}) g, lateral (select (array['unpaid', 'paid', 'completed', 'closed'])[g % 4 + 1] as st) s`)
    }
    // Repairs and meter readings of the caller's shop, and three times as many of another shop (docs/estate.md).
    for (const [prefix, shop, count] of [['x-rp-', owner!.customerId, n], ['x-orp-', other!.customerId, others]] as const) {
      await tx.execute(sql`
        insert into repairs (id, repair_no, origin, repair_type, status, customer_id, asset_id, zone_id, description, contact_name, contact_phone, assignee_id, stars, created_at)
        select ${prefix} || g, ${prefix} || g, 'report', 'water', st, ${shop}, a.id, a.area_id, '漏水漏水漏水', '李', '13900000001',
          case when st = 'submitted' then null else (select id from users where username = 'maintainer01') end, case when st = 'rated' then 5 end, now() - g * interval '1 minute'
        from generate_series(1, ${count}) g, lateral (select (array['submitted', 'assigned', 'completed', 'rated'])[g % 4 + 1] as st) s,
          lateral (select id, area_id from assets where customer_id = ${shop} order by code limit 1) a`)
      await tx.execute(sql`
        insert into meter_readings (id, meter_id, asset_id, customer_id, meter_no, meter_type, period, last_reading, reading, consumption, unit, unit_price_fen, amount_fen, reader_name, billed_at, created_at)
        select ${prefix} || 'mr' || g, m.id, m.asset_id, ${shop}, m.meter_no, m.meter_type, to_char(date '0001-01-01' + (g / k.c) * interval '1 month', 'YYYY-MM'), 1, 2, 1, '度', 85, 85, '钱维修', now(), now() - g * interval '1 minute'
        from generate_series(1, ${count}) g, (select count(*)::int as c from assets_hydropower where customer_id = ${shop}) k,
          (select id, asset_id, meter_no, meter_type, row_number() over (order by meter_no) - 1 as pos from assets_hydropower where customer_id = ${shop}) m
        where m.pos = g % k.c`)
    }
    // A market's bills, payments and refunds over months (one every ten minutes; every shop's: the
    // finance export is the market's), for the export's period reads.
    const shop = other!.customerId
    await tx.execute(sql`
      insert into bills (id, bill_no, customer_id, title, bill_type, period_start, period_end, due_date, amount_fen, created_at)
      select 'x-bl-' || g, 'XZD' || g, ${shop}, '物业费', 'property', current_date, current_date, current_date, 100, now() - g * interval '10 minutes'
      from generate_series(1, ${others}) g`)
    await tx.execute(sql`
      insert into payments (id, pay_no, subject_type, subject_id, customer_id, provider, amount_fen, status, paid_at, created_at)
      select 'x-py-' || g, 'XPY' || g, 'order', 'x-ood-' || g, ${shop}, 'wechat', 100, case when g % 10 = 0 then 'closed' else 'succeeded' end,
        case when g % 10 = 0 then null else now() - g * interval '10 minutes' end, now() - g * interval '10 minutes'
      from generate_series(1, ${others}) g`)
    await tx.execute(sql`
      insert into refunds (id, refund_no, order_id, supplier_id, purchaser_id, kind, status, amount_fen, reason, refund_provider, refunded_at, created_at)
      select 'x-rf-' || g, 'XTK' || g, 'x-ood-' || g, ${shop}, o.purchaser_id, 'refundOnly', 'refunded', 100, '质量问题', 'wechat', now() - g * interval '10 minutes', now() - g * interval '10 minutes'
      from generate_series(1, ${others}) g join orders o on o.id = 'x-ood-' || g`)
  })
  // Statistics and the visibility map, as autovacuum keeps them on a PostgreSQL server.
  if (h.kind === 'pglite') await h.client.query('vacuum analyze')
  else await vacuumUntilAllVisible(h.pool)
}, 600_000)
afterAll(async () => {
  await app?.close()
  await env?.close()
})

/** Calls the endpoint; its answer and the plans of the queries it ran on `table`. */
async function plansOf(ep: Endpoint<never, unknown>, data: Record<string, unknown>, table: string): Promise<{ page: PageResult<unknown>; plans: string[] }> {
  captured.length = 0
  const page = expectOk(await call<PageResult<unknown>>(app, ep, data, { token: tk.supplier01 }))
  const mine = captured.filter((q) => q.sql.includes(`from "${table}"`))
  expect(mine.length).toBeGreaterThan(0)
  return { page, plans: await Promise.all(mine.map((q) => explain(q.sql, q.params))) }
}

/** Reference tables of a handful of rows that lists read by id: reading them whole is the cheaper plan. */
const SMALL = ['vehicle_types']
const noSeqScan = (plans: string[]) => {
  for (const plan of plans) expect(plan.replace(new RegExp(`Seq Scan on (${SMALL.join('|')})\\b`, 'g'), '')).not.toMatch(/Seq Scan/)
  expect(plans.join('\n')).toMatch(/Index (Only )?Scan/)
}

const LISTS: Array<{ name: string; ep: Endpoint<never, unknown>; table: string; filters: Array<Record<string, unknown>> }> = [
  { name: 'messages', ep: contract.message.history.pageWithAuthority as Endpoint<never, unknown>, table: 'messages', filters: [{}, { isRead: false }] },
  { name: 'complaints', ep: contract.member.complaintComplaint.page as Endpoint<never, unknown>, table: 'complaints', filters: [{}, { status: 'replied' }] },
  { name: 'entry reports', ep: contract.gate.inmarketPrefillMain.page as Endpoint<never, unknown>, table: 'prefill_orders', filters: [{}, { status: 'entered' }] },
  { name: 'entry records', ep: contract.gate.inmarketMain.page as Endpoint<never, unknown>, table: 'inmarket_records', filters: [{}] },
  { name: 'orders', ep: contract.settle.orderInfo.page as Endpoint<never, unknown>, table: 'orders', filters: [{}, { status: 'paid' }] },
  { name: 'notices', ep: contract.message.announcement.page as Endpoint<never, unknown>, table: 'announcements', filters: [{}] },
  { name: 'exit applications', ep: contract.gate.outmarketMain.page as Endpoint<never, unknown>, table: 'outmarket_applications', filters: [{}, { status: 'exited' }] },
  { name: 'inspections', ep: contract.gate.detectionMain.page as Endpoint<never, unknown>, table: 'detections', filters: [{}, { status: 'tested' }] },
  { name: 'repairs', ep: contract.estate.recordsManage.page as Endpoint<never, unknown>, table: 'repairs', filters: [{}, { status: 'completed' }] },
  { name: 'meter readings', ep: contract.estate.hydropowerReading.page as Endpoint<never, unknown>, table: 'meter_readings', filters: [{}] },
]

describe.each(LISTS)('$name', ({ ep, table, filters }) => {
  test.each(filters)('page 1, a deep page by cursor and the total use an index (filter %j)', async (filter) => {
    const first = await plansOf(ep, { ...filter, size: 100 }, table)
    noSeqScan(first.plans)
    // Walk a few pages in, then look at the plan of the next one.
    let cursor = first.page.cursor
    for (let i = 0; i < 3 && cursor; i++) cursor = expectOk(await call<PageResult<unknown>>(app, ep, { ...filter, size: 100, cursor }, { token: tk.supplier01 })).cursor
    expect(cursor).toBeTruthy()
    const deep = await plansOf(ep, { ...filter, size: 20, cursor }, table)
    noSeqScan(deep.plans)
    expect(deep.page.records).toHaveLength(20)
    const counted = await plansOf(ep, { ...filter, size: 20, withTotal: true }, table)
    noSeqScan(counted.plans)
    expect(counted.page.total).toBeGreaterThan(ROWS / 5)
  })
})

test('the unread count reads one row by key, not the messages', async () => {
  captured.length = 0
  // A read, sent without an Idempotency-Key as the app sends it.
  expect(expectOk(await call<number>(app, contract.message.history.getUnreadMessageCount, {}, { token: tk.supplier01, idempotencyKey: null }))).toBe(Math.floor(ROWS / 3) + seededUnread)
  const mine = captured.filter((q) => !q.sql.includes('"auth_tokens"'))
  expect(mine).toHaveLength(1)
  expect(mine[0]!.sql).not.toContain('"messages"')
  const plan = await explain(mine[0]!.sql, mine[0]!.params)
  expect(plan).not.toMatch(/Seq Scan/)
  expect(plan).toMatch(/Index (Only )?Scan using unread_message_counts_pkey/)
})

// The day's settled orders may come through the shop's index or the price draft's index of the
// market's day (orders_settled_idx, issue 24 part 1), whichever the planner finds cheaper: either
// is a range read of one day, never a scan of the table.
test("the daily settlement reads the shop's day of orders through indexes of the day (settled, repaid)", async () => {
  captured.length = 0
  expectOk(await call(app, contract.settle.supplierData.dailySettlement, { day: chinaDay() }, { token: tk.supplier01 }))
  const mine = captured.filter((q) => q.sql.includes('from "orders"'))
  expect(mine).toHaveLength(3)
  const plans = await Promise.all(mine.map((q) => explain(q.sql, q.params)))
  for (const plan of plans) {
    expect(plan).not.toMatch(/Seq Scan on orders/)
    expect(plan).toMatch(/(Index|Bitmap Index) Scan (using|on) orders_(supplier_)?(settled|repaid)_idx/)
  }
  expect(plans.join('\n')).toMatch(/orders_supplier_repaid_idx/)
})

// The finance export (market/financeExports.ts) reads a period of the market's bills, payments and
// refunds page by page in (time, id) order: each page is a range read of the period's index (the
// refunds' may come through the daily settlement's index of the shop's refund times, whichever the
// planner finds cheaper: the seeded refunds are all one shop's).
test.each([
  ['bills', billExport, 'bills_created_idx'],
  ['payments', paymentExport, 'payments_paid_idx'],
  ['refunds', refundExport, 'refunds_(supplier_)?refunded_idx'],
] as const)('the finance export reads its period of %s by index, page after page', async (table, source, index) => {
  captured.length = 0
  const period = { from: addDays(chinaDay(), -30), to: addDays(chinaDay(), -10) }
  await source.write(new Writable({ write: (_chunk, _enc, done) => done() }), 'csv', logged, period)
  // Two pages at least (a page is 1,000 rows; the period holds about 2,900 of each).
  const mine = captured.filter((q) => q.sql.includes(`from "${table}"`))
  expect(mine.length).toBeGreaterThanOrEqual(2)
  for (const q of mine) {
    const plan = await explain(q.sql, q.params)
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`))
    expect(plan).toMatch(new RegExp(`(Index|Bitmap Index) Scan (using|on) ${index}`))
  }
})
