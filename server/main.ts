/**
 * Production entry: open the database (PGlite in data/pglite, or DATABASE_URL), migrate, seed
 * an empty database, then serve the API and the built H5 app at /mp/.
 */
import path from 'node:path'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { seedIfEmpty } from './db/seed'

const ROOT = path.resolve(__dirname, '..')

export async function main(): Promise<void> {
  const handle = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL }, process.env.PGLITE_DIR ?? path.join(ROOT, 'data/pglite'))
  await runMigrations(handle)
  if (await seedIfEmpty(handle.db)) console.log('Seeded the demo market (accounts: server/README.md).')
  const app = await buildApp({
    db: handle.db,
    uploadDir: process.env.UPLOAD_DIR ?? path.join(ROOT, 'data/uploads'),
    webRoot: path.join(ROOT, 'dist/h5'),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: process.env.TRUST_PROXY === '1',
  })
  const port = Number(process.env.PORT ?? 3000)
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' })
  const address = app.server.address()
  const actual = typeof address === 'object' && address ? address.port : port
  console.log(`Market app: http://localhost:${actual}/mp/`)

  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`)
    await app.close()
    await handle.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
