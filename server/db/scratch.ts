/**
 * A throwaway database on a PostgreSQL server (backend tests, `npm run bench`): created with a
 * unique name next to the one `url` names, dropped (connections and all) by `drop()`.
 */
import { Client } from 'pg'

export async function createScratchDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  return {
    url: dbUrl.toString(),
    async drop() {
      const c = new Client({ connectionString: url })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
