/**
 * The reference backend for the browser tests: server/main.ts exactly as `npm start` runs it
 * (migrations, the registry of API processes, the seed when the database is empty, the H5 build at
 * /mp/), over a new data folder that starts as a copy of the seeded demo database
 * (tests/server/seededTemplate.ts, made once per run) instead of seeding it again: migrating and
 * seeding took 30-70 s of every browser test file on a loaded machine, the copy about a second.
 * The seed itself is tested by the backend tests, which make that template.
 */
import { existsSync } from 'node:fs'
import { processCountOrExit, serve } from '../../server/main'
import { copySeededPglite } from '../server/seededTemplate'

async function start(): Promise<void> {
  const dataDir = process.env.PGLITE_DIR
  if (!dataDir || existsSync(dataDir)) throw new Error('PGLITE_DIR must name a new folder')
  await copySeededPglite(dataDir)
  serve(processCountOrExit())
}

start().catch((err) => {
  console.error(err)
  process.exit(1)
})
