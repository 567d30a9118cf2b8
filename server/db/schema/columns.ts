import { text, timestamp } from 'drizzle-orm/pg-core'
import { newId } from '../../lib/ids'

/** Shared column builders: string primary key and creation time. */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId)
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const at = (name: string) => timestamp(name, { withTimezone: true })
