/** Small SQL building blocks shared by handlers. */
import { arrayContains, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AuthUser } from '../http/handler'

/** An ILIKE pattern matching `text` anywhere, with its wildcards escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`

/** Rows addressed to everyone (empty audience) or to the caller's user type; none without a caller. */
export function audienceScope(audience: PgColumn, user: AuthUser | null): SQL {
  return user ? (or(sql`cardinality(${audience}) = 0`, arrayContains(audience, [user.userType])) as SQL) : sql`false`
}
