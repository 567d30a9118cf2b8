import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** Daily document-number sequences (server/data/docNo.ts): one row per prefix and China-time day. */
export const docCounters = pgTable(
  'doc_counters',
  {
    prefix: text('prefix').notNull(),
    /** yyyymmdd */
    day: text('day').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
)
