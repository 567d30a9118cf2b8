/**
 * The lists `npm run bench` loads: one entry per list, each with the SQL that seeds its rows for
 * the bench user and the request the app makes for it. A new list (orders, bills, ...) is one
 * more entry here; the runner measures page 1 and a deep page (by cursor) of every entry.
 */
import { sql } from 'drizzle-orm'
import { contract, type Endpoint } from '@/contract'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>
import type { Db } from '../../server/db/client'
import { movePredeposit } from '../../server/data/ledger'
import { rowsOf } from '../../server/data/query'

/** Whom the rows belong to: the bench logs in as the list's user. */
export interface Owner {
  userId: string
  customerId: string
}

export interface BenchList {
  /** Short name in the result table. */
  name: string
  endpoint: AnyEndpoint
  /** Who lists (BENCH_USER unless given). */
  user?: string
  /** The part of the seeded rows the filters keep (1 unless given): the deep page is in its middle. */
  share?: number
  /** Extra request fields (filters) besides the paging ones. */
  filters?: Record<string, string>
  /** An order list: seeded with BENCH_ORDERS rows (default BENCH_ROWS), e.g. 1000000. */
  orders?: boolean
  /** Inserts `n` rows for the owner (set-based: `generate_series`, not a loop). */
  seed(db: Db, owner: Owner, n: number): Promise<void>
}

export interface BenchCall {
  name: string
  endpoint: AnyEndpoint
  body?: Record<string, string>
  /** Needs BENCH_USER's token. */
  auth: boolean
}

/** One minute apart, the newest first: a long history that ends now. */
const AGO = (g: string) => sql.raw(`now() - ${g} * interval '1 minute'`)

export const BENCH_USER = 'supplier01'
/** The demo buyer: BENCH_USER's shop sells to it. */
export const BENCH_BUYER = 'purchaser01'

/**
 * `n` orders between BENCH_USER's shop and BENCH_BUYER, one line each, a quarter in each of
 * unpaid, paid, completed and closed (the money columns as the order checks want them).
 */
async function seedOrders(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    insert into orders (id, order_no, supplier_id, purchaser_id, supplier_name, purchaser_name, purchaser_mobile, status, pay_method,
      goods_fen, payable_fen, paid_fen, line_count, first_product_name, settled_at, paid_at, completed_at, closed_at, created_at, updated_at)
    select 'bench-od-' || g, 'DB' || lpad(g::text, 12, '0'), s.customer_id, p.customer_id, '绿源果蔬商行', '城南生鲜采购中心', '13900000003', st.status, 'balance',
      1000 + g % 5000, 1000 + g % 5000, case when st.status in ('paid', 'completed') then 1000 + g % 5000 else 0 end, 1, '大白菜',
      case when st.status in ('paid', 'completed') then ${AGO('g')} end, case when st.status in ('paid', 'completed') then ${AGO('g')} end,
      case when st.status = 'completed' then ${AGO('g')} end, case when st.status = 'closed' then ${AGO('g')} end, ${AGO('g')}, ${AGO('g')}
    from generate_series(1, ${n}::int) g
      cross join lateral (select (array['unpaid', 'paid', 'completed', 'closed'])[g % 4 + 1] as status) st,
      (select customer_id from users where username = ${BENCH_USER}) s,
      (select customer_id from users where username = ${BENCH_BUYER}) p`)
  await db.execute(sql`
    insert into order_lines (id, order_id, product_id, product_name, sku_name, category_name, unit, quantity, price_fen, amount_fen, trace_code, sort)
    select 'bench-ol-' || g, 'bench-od-' || g, pr.id, pr.name, pr.name, '蔬菜', pr.unit, 1, 1000 + g % 5000, 1000 + g % 5000, 'TB' || lpad(g::text, 14, '0'), 0
    from generate_series(1, ${n}::int) g, (select id, name, unit from products order by sort, id limit 1) pr`)
}

export const BENCH_LISTS: BenchList[] = [
  {
    name: 'messages',
    endpoint: contract.message.history.pageWithAuthority,
    async seed(db, owner, n) {
      // Every other message unread: the unread count covers half the table.
      await db.execute(sql`
        insert into messages (id, user_id, title, content, msg_type, is_read, created_at)
        select 'bench-msg-' || g, ${owner.userId}, '系统通知 ' || g, '您有一条新的系统通知，请及时查看。', 'system', g % 2 = 0, ${AGO('g')}
        from generate_series(1, ${n}::int) g`)
    },
  },
  {
    name: 'complaints',
    endpoint: contract.member.complaintComplaint.page,
    async seed(db, owner, n) {
      await db.execute(sql`
        insert into complaints (id, user_id, complaint_type, title, content, contact_name, contact_phone, status, created_at, updated_at)
        select 'bench-cp-' || g, ${owner.userId}, 'service', '投诉 ' || g, '市场内通道被占用，车辆无法通行，请尽快处理。', '李绿源', '13900000001',
          (array['pending', 'processing', 'replied', 'closed'])[g % 4 + 1], ${AGO('g')}, ${AGO('g')}
        from generate_series(1, ${n}::int) g`)
    },
  },
  {
    name: 'entry reports',
    endpoint: contract.gate.inmarketPrefillMain.page,
    async seed(db, owner, n) {
      await db.execute(sql`
        insert into prefill_orders (id, order_no, customer_id, user_id, plate_number, vehicle_type_id, driver_name, driver_phone, expected_time, status, created_at, updated_at)
        select 'bench-pf-' || g, 'BN' || lpad(g::text, 10, '0'), ${owner.customerId}, ${owner.userId}, '浙A' || lpad((g % 100000)::text, 5, '0'),
          (select id from vehicle_types order by sort limit 1), '张师傅', '13800000000', ${AGO('g')}, 'entered', ${AGO('g')}, ${AGO('g')}
        from generate_series(1, ${n}::int) g`)
      await db.execute(sql`
        insert into prefill_goods (id, order_id, product_id, product_name, category_name, quantity, unit, weight, sort)
        select 'bench-pg-' || g, 'bench-pf-' || g, p.id, p.name, '蔬菜', 10, p.unit, 100, 0
        from generate_series(1, ${n}::int) g, (select id, name, unit from products order by sort, id limit 1) p`)
    },
  },
  {
    name: 'supplier orders',
    endpoint: contract.settle.orderInfo.page,
    orders: true,
    seed: (db, _owner, n) => seedOrders(db, n),
  },
  {
    // The same 100,000 orders, listed by the buyer (seeded once, by the entry above).
    name: 'purchaser orders',
    endpoint: contract.settle.orderInfo.page,
    orders: true,
    user: BENCH_BUYER,
    seed: async () => undefined,
  },
  {
    name: 'supplier orders, status paid',
    endpoint: contract.settle.orderInfo.page,
    filters: { status: 'paid' },
    orders: true,
    share: 0.25,
    seed: async () => undefined,
  },
]

/** Calls measured besides the lists: the home screen's counter and a cheap public call. */
export const BENCH_CALLS: BenchCall[] = [
  { name: 'unread count', endpoint: contract.message.history.getUnreadMessageCount, auth: true },
  { name: 'public: centre info', endpoint: contract.user.sysLogoConf.queryByParam, auth: false },
]

/** A write under load: every call changes a subject of its own (seeded beforehand). */
export interface BenchWrite {
  name: string
  endpoint: AnyEndpoint
  /** Who writes. */
  user: string
  /** Seeds `n` subjects, 1..n, and what writing them needs. */
  seed(db: Db, n: number): Promise<void>
  /** The request of the call on subject `n` (a number, or the runner's placeholder for it). */
  body(n: string): Record<string, string>
}

/** An amount every bench order costs, in fen. */
const PAY_FEN = 1000

/**
 * `n` unpaid orders of 先锋's shop (supplier02, not the lists' shop) to BENCH_BUYER, older than
 * every listed order (so the lists' deep pages stay where they were), and a top-up of the buyer's
 * balance that pays them all (through the ledger, as a real top-up).
 */
async function seedPayableOrders(db: Db, n: number): Promise<void> {
  await db.execute(sql`
    insert into orders (id, order_no, supplier_id, purchaser_id, supplier_name, purchaser_name, purchaser_mobile, status, pay_method,
      goods_fen, payable_fen, paid_fen, line_count, first_product_name, created_at, updated_at)
    select 'bench-pay-' || g, 'DP' || lpad(g::text, 12, '0'), s.customer_id, p.customer_id, '先锋农产品', '城南生鲜采购中心', '13900000003', 'unpaid', 'balance',
      ${PAY_FEN}, ${PAY_FEN}, 0, 1, '大白菜', now() - interval '10 years' - g * interval '1 minute', now() - interval '10 years'
    from generate_series(1, ${n}::int) g,
      (select customer_id from users where username = 'supplier02') s,
      (select customer_id from users where username = ${BENCH_BUYER}) p`)
  const [buyer] = await rowsOf<{ customerId: string }>(db, sql`select customer_id as "customerId" from users where username = ${BENCH_BUYER}`)
  await movePredeposit(db, { customerId: buyer!.customerId, direction: 'in', bizType: 'topup', amountFen: n * PAY_FEN, bizId: `bench-topup-${n}` })
}

export const BENCH_WRITES: BenchWrite[] = [
  {
    name: 'write: pay an order by balance',
    endpoint: contract.settle.orderInfo.pay,
    user: BENCH_BUYER,
    seed: seedPayableOrders,
    body: (n) => ({ id: `bench-pay-${n}`, payMethod: 'balance' }),
  },
]
