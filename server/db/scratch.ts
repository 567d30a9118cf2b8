/**
 * A throwaway database on a PostgreSQL server (backend tests, `npm run bench`): created with a
 * unique name next to the one `url` names (empty, or a copy of `template`), dropped (connections
 * and all) by `drop()`.
 */
import { Client } from 'pg'

export async function createScratchDatabase(url: string, prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const admin = new Client({ connectionString: url })
  await admin.connect()
  try {
    // Another session copying the same template at that moment can make PostgreSQL refuse: retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`)
        break
      } catch (err) {
        if (!template || attempt >= 10 || !/being accessed by other users/.test(String(err))) throw err
        await new Promise((r) => setTimeout(r, 200 * attempt))
      }
    }
  } finally {
    await admin.end()
  }
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
