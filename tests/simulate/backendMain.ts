/**
 * The reference backend for the mini-program simulator tests, run as its own process by
 * ./backend.ts: a fresh copy of the seeded demo database (a PGlite data directory copied from the
 * template the backend tests copy) served on a free port of 127.0.0.1. Prints `listening <url>` once it
 * listens; stops on SIGTERM.
 */
import { setup } from '../server/helpers'

async function main(): Promise<void> {
  const env = await setup()
  await env.app.listen({ port: 0, host: '127.0.0.1' })
  const address = env.app.server.address()
  if (!address || typeof address !== 'object') throw new Error('no address')
  console.log(`listening http://127.0.0.1:${address.port}`)
  process.once('SIGTERM', () => {
    void env.close().finally(() => process.exit(0))
  })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
