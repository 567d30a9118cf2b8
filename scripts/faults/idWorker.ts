/**
 * One process of the id test (scripts/faults/ids.ts): joins the registry of DATABASE_URL like an
 * API process, waits until the PROCESSES of its run have joined, makes COUNT ids as fast as it can
 * and writes them, one per line, to OUT. It leaves the registry (deleting its row) only once every
 * process of the run has written its file: a worker that left as soon as it was done could leave
 * before a slower one saw the whole run joined, and that one would wait for it forever.
 */
import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { openPostgres } from '../../server/db/client'
import { apiProcesses } from '../../server/db/schema'
import { newId, setIdWorker } from '../../server/lib/ids'
import { registerProcess } from '../../server/processes'
import { idFiles } from './ids'

async function main(): Promise<void> {
  const [, , out, perProcess, processes, run] = process.argv
  const handle = openPostgres(process.env.DATABASE_URL!, 1)
  // The run's tag stands in for an upload location: it tells this run's processes apart.
  const registration = await registerProcess(handle.db, run!)
  setIdWorker(registration.id)
  const joined = async () => (await handle.db.select({ n: count() }).from(apiProcesses).where(eq(apiProcesses.uploads, run!)))[0]!.n
  while ((await joined()) < Number(processes)) await new Promise((r) => setTimeout(r, 2))
  const ids = Array.from({ length: Number(perProcess) }, newId)
  writeFileSync(out!, ids.join('\n'))
  const files = idFiles(path.dirname(out!), Number(processes))
  while (!files.every((f) => existsSync(f))) await new Promise((r) => setTimeout(r, 2))
  await registration.stop()
  await handle.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
