/**
 * Generic page / queryById / create / update / delete over one table, always filtered by the
 * caller's ownership scope: a row outside the scope is '记录不存在', never someone else's data.
 */
import { and, count, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { PageResult } from '@/contract'
import type { Db } from '../db/client'
import type { AuthUser } from '../auth/user'
import { notFound } from '../lib/envelope'
import { fetchPage, orderSql, pageResult, readTableRows, tableKeyset, tablePageQuery, type PageArgs, type PageQueryParts, type SortKey } from './paging'

type Filter = SQL | undefined

/** No extra fields. */
type NoExtras = Record<never, never>

export interface ResourceDef<T extends PgTable, Dto, X extends object = NoExtras> {
  table: T
  id: PgColumn
  /** Rows the caller may see; undefined: all rows. */
  scope?: (user: AuthUser | null) => Filter
  /** The list's order: not-null columns ending with a unique one (keyset paging, server/data/paging.ts). */
  order: SortKey[]
  /**
   * Fields read beside the row's own columns in the same statement (correlated subqueries of
   * related rows: a name, a count, an open refund), so a page is one round trip to the database
   * instead of a page and a batch per related table (issue 23). Each is an SQL expression whose
   * driver value is the field's (cast counts to int, sums to text).
   */
  extras?: { [K in keyof X]: SQL<X[K]> }
  /** Rows to wire objects (may batch-load names of related rows). */
  present(db: Db, rows: Array<T['$inferSelect'] & X>, user: AuthUser | null): Promise<Dto[]> | Dto[]
}

export interface Resource<T extends PgTable, Dto, X extends object = NoExtras> {
  def: ResourceDef<T, Dto, X>
  page(db: Db, user: AuthUser | null, args: PageArgs, filters?: Filter[]): Promise<PageResult<Dto>>
  list(db: Db, user: AuthUser | null, filters?: Filter[], limit?: number): Promise<Dto[]>
  /** The row with this id inside the caller's scope (with the extras), or '记录不存在'. */
  find(db: Db, user: AuthUser | null, id: string): Promise<T['$inferSelect'] & X>
  get(db: Db, user: AuthUser | null, id: string): Promise<Dto>
  create(db: Db, values: T['$inferInsert']): Promise<T['$inferSelect']>
  update(db: Db, user: AuthUser | null, id: string, values: Partial<T['$inferInsert']>): Promise<T['$inferSelect']>
  /** Deletes the given ids; every one must be inside the scope (else nothing is deleted). */
  remove(db: Db, user: AuthUser | null, ids: string[]): Promise<number>
}

export function resource<T extends PgTable, Dto, X extends object = NoExtras>(def: ResourceDef<T, Dto, X>): Resource<T, Dto, X> {
  type Row = T['$inferSelect']
  type Read = Row & X
  const table = def.table as PgTable
  const extras = (def.extras ?? {}) as Record<string, SQL>
  const where = (user: AuthUser | null, filters: Filter[] = []): Filter => and(def.scope?.(user), ...filters)
  const ks = tableKeyset(table, def.order)
  /** Rows with their extras (a select through Drizzle's builder would not name the subqueries' outer columns with their table). */
  const read = (db: Db, w: Filter, limit: number) => readTableRows(db, table, { extras, where: w, orderBy: orderSql(ks), limit }) as Promise<Read[]>
  const pick = (value: Partial<T['$inferInsert']>) =>
    Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined))

  const self: Resource<T, Dto, X> = {
    def,
    async page(db, user, args, filters) {
      const w = where(user, filters)
      const page = await fetchPage(args, ks, tablePageQuery(db, table, w, extras) as (q: PageQueryParts) => Promise<Read[]>, async () => (await db.select({ n: count() }).from(table).where(w))[0]?.n ?? 0)
      return pageResult(await def.present(db, page.rows, user), page, args)
    },
    async list(db, user, filters, limit = 500) {
      return def.present(db, await read(db, where(user, filters), limit), user)
    },
    async find(db, user, id) {
      const rows = await read(db, where(user, [inArray(def.id, [id])]), 1)
      if (!rows[0]) throw notFound()
      return rows[0]
    },
    async get(db, user, id) {
      const [dto] = await def.present(db, [await self.find(db, user, id)], user)
      return dto as Dto
    },
    async create(db, values) {
      const rows = (await db.insert(table).values(values as never).returning()) as Row[]
      return rows[0] as Row
    },
    async update(db, user, id, values) {
      await self.find(db, user, id)
      const changes = pick(values)
      if (Object.keys(changes).length === 0) return self.find(db, user, id)
      const rows = (await db.update(table).set(changes as never).where(where(user, [inArray(def.id, [id])])).returning()) as Row[]
      if (!rows[0]) throw notFound()
      return rows[0]
    },
    async remove(db, user, ids) {
      const [found] = await db.select({ n: count() }).from(table).where(where(user, [inArray(def.id, ids)]))
      if ((found?.n ?? 0) !== ids.length) throw notFound()
      const rows = await db.delete(table).where(where(user, [inArray(def.id, ids)])).returning()
      return (rows as unknown[]).length
    },
  }
  return self
}

/** ISO time or null, for wire objects. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null)
