/**
 * Paging that does not grow with the table (issue 9), for every list:
 * - one row more than the page is read to know whether another page follows (`hasMore`); no
 *   `count(*)` unless the caller asks for `total` (`withTotal`, only where a screen shows it);
 * - the next page is found by keyset: `cursor` carries the last row's sort key (opaque, base64url
 *   JSON) and the next query starts right after it, so page 5,000 costs what page 1 costs and a row
 *   inserted meanwhile neither repeats nor hides a row;
 * - `current` without a cursor is plain offset paging, bounded: an offset past MAX_OFFSET rows is
 *   refused with a Chinese message (clients keep loading with the cursor instead).
 * Every list orders by a keyset whose last column is unique (the id), so the order is total.
 */
import { and, Column, count, eq, getTableColumns, getTableName, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { PageResult } from '@/contract'
import type { Db } from '../db/client'
import { BizError } from '../lib/envelope'
import { bool, int, opt, str } from '../lib/validate'
import { dialect, preparedRowsOf } from './query'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100
/** The deepest row offset paging (`current` without `cursor`) reaches; past it, cursors only. */
export const MAX_OFFSET = 2000
export const CURSOR_MSG = '分页位置无效，请刷新列表后重试'
export const OFFSET_MSG = `页码过大：按页码最多查看前${MAX_OFFSET}条，请缩小查询范围或逐页加载`

/** The paging fields every page endpoint accepts. */
export const pageShape = {
  current: opt(int({ min: 1, max: 1_000_000, msg: '页码需为正整数' })),
  size: opt(int({ min: 1, max: 10_000, msg: '每页条数需为正整数' })),
  cursor: opt(str({ max: 1000, pattern: /^[A-Za-z0-9_-]+$/, msg: CURSOR_MSG })),
  withTotal: opt(bool()),
}

export interface PageArgs {
  current: number
  size: number
  /** Rows to skip: 0 when a cursor is given. */
  offset: number
  cursor?: string
  withTotal: boolean
}

/** current defaults to 1, size to 20 (capped at 100); a cursor replaces the offset. */
export function pageArgs(input: { current?: number; size?: number; cursor?: string; withTotal?: boolean }): PageArgs {
  const current = input.current ?? 1
  const size = Math.min(input.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  const offset = input.cursor ? 0 : (current - 1) * size
  if (offset > MAX_OFFSET) throw new BizError(OFFSET_MSG)
  return { current, size, offset, cursor: input.cursor, withTotal: input.withTotal ?? false }
}

/** One column of a list's order. */
export interface SortKey {
  column: PgColumn
  desc: boolean
}
export const by = {
  asc: (column: PgColumn): SortKey => ({ column, desc: false }),
  desc: (column: PgColumn): SortKey => ({ column, desc: true }),
}

/** A list's order, usable for keyset paging: not-null columns, the last one unique. */
export interface Keyset {
  /** Tags the cursor, so a cursor of another list is refused. */
  name: string
  keys: SortKey[]
}

export function keyset(name: string, keys: SortKey[]): Keyset {
  const last = keys.at(-1)?.column
  if (!last || !(last.primary || last.isUnique)) throw new Error(`keyset ${name}: the last sort column must be unique`)
  const nullable = keys.find((k) => !k.column.notNull)
  if (nullable) throw new Error(`keyset ${name}: sort column ${nullable.column.name} may be null`)
  return { name, keys }
}

/** The keyset of a table's list, tagged with the table's name. */
export const tableKeyset = (table: PgTable, keys: SortKey[]): Keyset => keyset(getTableName(table), keys)

/**
 * Memoizes `make` per keyset: a list's order and key fields are the same objects on every call, so
 * readTableRows can keep their SQL text (see `frozen`).
 */
function perKeyset<T>(make: (ks: Keyset) => T): (ks: Keyset) => T {
  const made = new WeakMap<Keyset, T>()
  return (ks) => {
    let value = made.get(ks)
    if (value === undefined) made.set(ks, (value = make(ks)))
    return value
  }
}

/** The keyset's ORDER BY terms (the same array on every call: do not change it). */
export const orderSql = perKeyset((ks): SQL[] => ks.keys.map((k) => (k.desc ? sql`${k.column} desc` : sql`${k.column} asc`)))

/** Names of the extra selected fields carrying the sort key as text (full precision, timestamps too). */
const keyField = (i: number) => `__page_key_${i}`

/** Where a row read by readTableRows for a page keeps its sort key (as text): not a field, so no answer carries it. */
const PAGE_KEY = Symbol('page key')

/** Fields to select beside a list's own: each sort column as PostgreSQL text (the same object on every call). */
export const keyFields = perKeyset((ks): Record<string, SQL<string>> => Object.fromEntries(ks.keys.map((k, i) => [keyField(i), sql<string>`${k.column}::text`])))

/** What a text value of a column must look like before it is cast back (bad input: CURSOR_MSG). */
function validKeyText(column: PgColumn, value: string): boolean {
  const type = column.getSQLType()
  if (type.startsWith('timestamp') || type === 'date') return /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2})?)?$/.test(value)
  if (/^(integer|bigint|smallint|serial|bigserial)$/.test(type)) return /^-?\d{1,18}$/.test(value)
  if (type.startsWith('numeric') || type.startsWith('double') || type === 'real') return /^-?\d{1,30}(\.\d{1,30})?$/.test(value)
  if (type === 'boolean') return value === 'true' || value === 'false'
  return value.length <= 500
}

export function encodeCursor(ks: Keyset, values: string[]): string {
  return Buffer.from(JSON.stringify([ks.name, ...values]), 'utf8').toString('base64url')
}

function decodeCursor(ks: Keyset, cursor: string): string[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new BizError(CURSOR_MSG)
  }
  if (!Array.isArray(parsed) || parsed.length !== ks.keys.length + 1 || parsed[0] !== ks.name) throw new BizError(CURSOR_MSG)
  const values = parsed.slice(1)
  if (!values.every((v, i) => typeof v === 'string' && validKeyText(ks.keys[i]!.column, v))) throw new BizError(CURSOR_MSG)
  return values as string[]
}

/**
 * The rows after the cursor's row in the keyset's order. One direction: a row comparison
 * `(a, b) < (x, y)`, which an index on (a, b) answers directly; mixed directions: the expanded
 * form, led by the first column's bound so an index on it still narrows the scan.
 */
export function afterCursor(ks: Keyset, cursor: string): SQL {
  const values = decodeCursor(ks, cursor)
  const val = (i: number) => sql`${values[i]}::${sql.raw(ks.keys[i]!.column.getSQLType())}`
  const cmp = (k: SortKey) => (k.desc ? sql.raw('<') : sql.raw('>'))
  const sameDirection = ks.keys.every((k) => k.desc === ks.keys[0]!.desc)
  if (sameDirection) {
    const cols = sql.join(
      ks.keys.map((k) => sql`${k.column}`),
      sql`, `,
    )
    const vals = sql.join(
      ks.keys.map((_, i) => val(i)),
      sql`, `,
    )
    return sql`(${cols}) ${cmp(ks.keys[0]!)} (${vals})`
  }
  const branches = ks.keys.map((k, i) => and(...ks.keys.slice(0, i).map((p, j) => eq(p.column, val(j))), sql`${k.column} ${cmp(k)} ${val(i)}`)!)
  const first = ks.keys[0]!
  return and(sql`${first.column} ${first.desc ? sql.raw('<=') : sql.raw('>=')} ${val(0)}`, or(...branches))!
}

/** What one page query gets: the cursor's condition, the order, the limit (size + 1) and offset. */
export interface PageQueryParts {
  after: SQL | undefined
  orderBy: SQL[]
  limit: number
  offset: number
  /** Select these beside the row's own fields (`{ ...columns, ...keys }`). */
  keys: Record<string, SQL<string>>
}

export interface FetchedPage<R> {
  rows: R[]
  hasMore: boolean
  cursor: string | null
  total?: number
}

/**
 * Runs one page of a list: `query` builds the select with the parts given; `count` (only called
 * with `withTotal`) counts every row of the list, without the cursor.
 */
export async function fetchPage<R extends object>(
  args: PageArgs,
  ks: Keyset,
  query: (parts: PageQueryParts) => PromiseLike<R[]>,
  count: () => PromiseLike<number>,
): Promise<FetchedPage<R>> {
  const parts: PageQueryParts = {
    after: args.cursor ? afterCursor(ks, args.cursor) : undefined,
    orderBy: orderSql(ks),
    limit: args.size + 1,
    offset: args.offset,
    keys: keyFields(ks),
  }
  const [got, total] = await Promise.all([query(parts), args.withTotal ? count() : undefined])
  const hasMore = got.length > args.size
  const page = hasMore ? got.slice(0, args.size) : got
  const last = page.at(-1) as (Record<string, unknown> & { [PAGE_KEY]?: string[] }) | undefined
  const keyOf = (r: NonNullable<typeof last>) => r[PAGE_KEY] ?? ks.keys.map((_, i) => String(r[keyField(i)]))
  const cursor = hasMore && last ? encodeCursor(ks, keyOf(last)) : null
  // Rows of readTableRows keep their key apart; other queries' rows lose the key fields.
  const rows =
    !last || PAGE_KEY in last
      ? page
      : page.map((r) => {
          const copy = { ...r } as Record<string, unknown>
          ks.keys.forEach((_, i) => delete copy[keyField(i)])
          return copy as R
        })
  return { rows, hasMore, cursor, ...(total === undefined ? {} : { total: Number(total) }) }
}

/**
 * How a page of a whole table's rows is read, without Drizzle's select builder: the column list is
 * SQL text made once per table, and each row is decoded by its columns' own mappers as Drizzle's
 * select does (same driver parsers, `mapFromDriverValue` per column). Building the 10-35 column
 * select afresh was the largest part of a list call's CPU (server/README.md, "Where a list call's
 * time goes").
 */
interface TableReader<R> {
  columns: SQL
  decode(row: Record<string, unknown>): R
}
const readers = new WeakMap<PgTable, TableReader<unknown>>()

function tableReader<T extends PgTable>(table: T): TableReader<T['$inferSelect']> {
  const known = readers.get(table)
  if (known) return known as TableReader<T['$inferSelect']>
  const columns = Object.entries(getTableColumns(table))
  const name = getTableName(table)
  // Per column: its field, its name in the row, and its mapper unless it returns the value as it is (text, boolean).
  const fields = columns.map(([key, c]) => ({ key, name: c.name, map: c.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (v: unknown) => c.mapFromDriverValue(v) }))
  const reader: TableReader<T['$inferSelect']> = {
    columns: sql.raw(columns.map(([, c]) => `"${name}"."${c.name}"`).join(', ')),
    decode(row) {
      const out: Record<string, unknown> = {}
      for (const f of fields) {
        const v = row[f.name]
        out[f.key] = v === null || v === undefined ? null : f.map ? f.map(v) : v
      }
      return out as T['$inferSelect']
    },
  }
  readers.set(table, reader)
  return reader
}

/**
 * `q` as one chunk of SQL text when it has no parameters. Drizzle walks every chunk of a statement
 * on every call (columns, tables, quoting); the parts of a list's statement that never change
 * (its select list with the extras' subqueries, its order) are walked once here instead.
 */
function frozen(q: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(q)
  return params.length ? q : sql.raw(text)
}

const NONE: Record<string, SQL> = {}
/** The select list of a table with its extras and keys, per extras object, then per keys object. */
const selectLists = new WeakMap<PgTable, WeakMap<Record<string, SQL>, WeakMap<Record<string, SQL>, SQL>>>()
/** A list's ORDER BY text, per orderSql array. */
const orderTexts = new WeakMap<SQL[], SQL>()

function memo<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key)
  if (value === undefined) map.set(key, (value = make()))
  return value
}

function selectList(table: PgTable, extras: Record<string, SQL>, keys: Record<string, SQL>): SQL {
  const byExtras = memo(selectLists, table, () => new WeakMap())
  const byKeys = memo(byExtras, extras, () => new WeakMap())
  return memo(byKeys, keys, () => {
    const fields = [...Object.entries(extras), ...Object.entries(keys)].map(([k, v]) => sql`${v} as ${sql.identifier(k)}`)
    return frozen(sql.join([tableReader(table).columns, ...fields], sql`, `))
  })
}

/**
 * Rows of `table` matching `where`, in `orderBy`: every column decoded, and the `extras` (SQL
 * expressions, ResourceDef.extras) as the driver gives them; a page's sort `keys` are kept under
 * PAGE_KEY. The columns are named with their table, so an extra's subquery may refer to the row's
 * own columns. Give the same `extras`, `keys` and `orderBy` objects on every call (a resource's,
 * keyFields and orderSql): their SQL text is made once.
 */
export async function readTableRows<T extends PgTable>(
  db: Db,
  table: T,
  q: { extras?: Record<string, SQL>; keys?: Record<string, SQL>; where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
): Promise<Array<T['$inferSelect']>> {
  const reader = tableReader(table)
  const extras = Object.keys(q.extras ?? NONE)
  const keys = Object.keys(q.keys ?? NONE)
  const select = selectList(table, q.extras ?? NONE, q.keys ?? NONE)
  const order = memo(orderTexts, q.orderBy, () => frozen(sql.join(q.orderBy, sql`, `)))
  const rows = await preparedRowsOf<Record<string, unknown>>(
    db,
    sql`select ${select} from ${table}${q.where ? sql` where ${q.where}` : sql``} order by ${order} limit ${q.limit} offset ${q.offset ?? 0}`,
  )
  return rows.map((row) => {
    const out = reader.decode(row) as Record<string | symbol, unknown>
    for (const k of extras) out[k] = row[k]
    if (keys.length) out[PAGE_KEY] = keys.map((k) => String(row[k]))
    return out as T['$inferSelect']
  })
}

/** The page query of `table`'s rows matching `where` (fetchPage's `query`), `extras` beside the columns. */
export function tablePageQuery<T extends PgTable>(db: Db, table: T, where: SQL | undefined, extras: Record<string, SQL> = NONE): (q: PageQueryParts) => Promise<Array<T['$inferSelect']>> {
  return (q) => readTableRows(db, table, { extras, keys: q.keys, where: and(where, q.after), orderBy: q.orderBy, limit: q.limit, offset: q.offset })
}

/** One page of a table's rows (all their columns) matching `where`, in the keyset's order. */
export function fetchTablePage<T extends PgTable>(db: Db, table: T, ks: Keyset, where: SQL | undefined, args: PageArgs): Promise<FetchedPage<T['$inferSelect']>> {
  return fetchPage(args, ks, tablePageQuery(db, table, where), async () => (await db.select({ n: count() }).from(table as PgTable).where(where))[0]?.n ?? 0)
}

export function pageResult<T>(records: T[], page: Omit<FetchedPage<unknown>, 'rows'>, args: PageArgs): PageResult<T> {
  return {
    records,
    current: args.current,
    size: args.size,
    hasMore: page.hasMore,
    cursor: page.cursor,
    ...(page.total === undefined ? {} : { total: page.total }),
  }
}
