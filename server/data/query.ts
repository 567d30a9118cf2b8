/** Small SQL building blocks shared by handlers. */
import { arrayContains, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { AuthUser } from '../auth/user'

/** An ILIKE pattern matching `text` anywhere, with its wildcards escaped. */
export const containsPattern = (text: string): string => `%${text.replace(/[%_\\]/g, '\\$&')}%`

/** Rows addressed to everyone (empty audience) or to the caller's user type; none without a caller. */
export function audienceScope(audience: PgColumn, user: AuthUser | null): SQL {
  return user ? (or(sql`cardinality(${audience}) = 0`, arrayContains(audience, [user.userType])) as SQL) : sql`false`
}

/** A raw statement's rows (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: { execute(q: SQL): Promise<unknown> }, q: SQL): Promise<T[]> {
  const res = (await db.execute(q)) as { rows?: T[] }
  return res.rows ?? []
}

/** A LIKE pattern matching values that start with `text`, wildcards escaped (order numbers). */
export const prefixPattern = (text: string): string => `${text.replace(/[%_\\]/g, '\\$&')}%`
