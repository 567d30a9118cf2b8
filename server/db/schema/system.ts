import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'

export const dataDictionary = pgTable(
  'data_dictionary',
  {
    id: idColumn(),
    dataType: text('data_type').notNull(),
    dataKey: text('data_key').notNull(),
    dataValue: text('data_value').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('data_dictionary_list_idx').on(t.dataType, t.sort, t.id)],
)

export const sysLogoConf = pgTable('sys_logo_conf', {
  id: idColumn(),
  name: text('name').notNull(),
  logo: text('logo'),
  phone: text('phone'),
  address: text('address'),
  /** Opening hours as the public market page shows them ('每日 02:00-18:00'). */
  openHours: text('open_hours'),
  enabled: boolean('enabled').notNull().default(true),
})

export const appVersions = pgTable('app_versions', {
  id: idColumn(),
  version: text('version').notNull(),
  versionCode: integer('version_code').notNull(),
  content: text('content'),
  releaseDate: at('release_date'),
  createdAt: createdAt(),
})

/**
 * Secrets the server signs with, generated once per installation (server/lib/secrets.ts): one row
 * per secret, inserted with ON CONFLICT DO NOTHING so several API processes starting at once all
 * read the first one. A production configuration sets its own in the environment instead.
 */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})
