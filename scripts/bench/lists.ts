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

/** Whom the rows belong to: the bench logs in as `username`. */
export interface Owner {
  userId: string
  customerId: string
}

export interface BenchList {
  /** Short name in the result table. */
  name: string
  endpoint: AnyEndpoint
  /** Extra request fields (filters) besides the paging ones. */
  filters?: Record<string, string>
  /** Inserts `n` rows for the owner (set-based: `generate_series`, not a loop). */
  seed(db: Db, owner: Owner, n: number): Promise<void>
}

export interface BenchCall {
  name: string
  endpoint: AnyEndpoint
  body?: Record<string, string>
  /** Needs the bench user's token. */
  auth: boolean
}

/** One minute apart, the newest first: a long history that ends now. */
const AGO = (g: string) => sql.raw(`now() - ${g} * interval '1 minute'`)

export const BENCH_USER = 'supplier01'

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
]

/** Calls measured besides the lists: the home screen's counter and a cheap public call. */
export const BENCH_CALLS: BenchCall[] = [
  { name: 'unread count', endpoint: contract.message.history.getUnreadMessageCount, auth: true },
  { name: 'public: centre info', endpoint: contract.user.sysLogoConf.queryByParam, auth: false },
]
