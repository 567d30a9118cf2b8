import { eq, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AuthUser } from '../../auth/user'

/**
 * Rows of the caller's own customer for merchants and owners; the market's staff and
 * maintainers see every row; anybody else nothing.
 */
export const customerScope =
  (column: PgColumn) =>
  (u: AuthUser | null): SQL | undefined => {
    if (!u) return sql`false`
    if (u.userType === 'maintainer' || u.userType === 'staff') return undefined
    return u.customerId ? eq(column, u.customerId) : sql`false`
  }
