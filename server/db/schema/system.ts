import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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
 * Secrets the server signs with, generated once per installation (server/data/secrets.ts): one row
 * per secret, inserted with ON CONFLICT DO NOTHING so several API processes starting at once all
 * read the first one. A production configuration sets its own in the environment instead.
 */
export const systemSecrets = pgTable('system_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * The API processes serving from this database, one row each while they run (server/processes.ts):
 * the row's number is the process's id worker (server/lib/ids.ts), never handed out twice; its
 * upload store's location lets a starting process see one that keeps its files elsewhere.
 */
export const apiProcesses = pgTable(
  'api_processes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    /** Where its uploads live: 'disk:<host>:<directory>' or 's3:<endpoint>/<bucket>/<prefix>'. */
    uploads: text('uploads').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed by the process's heartbeat; a row not seen for a while belongs to a process that ended. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_processes_seen_idx').on(t.seenAt)],
)
