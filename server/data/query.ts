/** Small SQL building blocks shared by handlers. */
import { arrayContains, or, sql, type SQL } from 'drizzle-orm'
import { PgDialect, type PgColumn, type PgSession } from 'drizzle-orm/pg-core'
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

/**
 * At most this many statement texts get a name (below). A list's statement text depends only on
 * its shape (which filters, a cursor or not): values are parameters. So the lists' shapes stay far
 * below it; past it (a text that embeds values), statements run unnamed as before.
 */
export const MAX_NAMED_STATEMENTS = 500
const statementNames = new Map<string, string>()
/** Turns SQL into text and parameters, as Drizzle does for PostgreSQL (also the page reader's, paging.ts). */
export const dialect = new PgDialect()

/**
 * `q`'s rows, sent as a named statement on PostgreSQL: each connection parses a statement text
 * once and then binds and executes it (parsing a list's page every call cost the database CPU on
 * the cores it shares with the API processes; it still plans each call while the page's limit is a
 * parameter: server/README, "Fourth pass"). The name stands for the text for the whole process
 * (node-postgres refuses one name for two texts), so a connection that is new or came back after a
 * fault prepares it again. PGlite ignores the name.
 */
export async function preparedRowsOf<T>(db: object, q: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(q)
  let name = statementNames.get(query.sql)
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(query.sql, (name = `list_${statementNames.size}`))
  const { session } = db as { session: PgSession }
  const res = (await session.prepareQuery(query, undefined, name, false).execute()) as { rows?: T[] }
  return res.rows ?? []
}

/** A LIKE pattern matching values that start with `text`, wildcards escaped (order numbers). */
export const prefixPattern = (text: string): string => `${text.replace(/[%_\\]/g, '\\$&')}%`
