/**
 * Ids made by several processes at once (issue 18, item 3): each registers in the database's
 * process registry (its id worker) and makes its ids in the same milliseconds as the others.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const ROOT = path.resolve(__dirname, '../..')

export interface IdFigures {
  processes: number
  ids: number
  duplicates: number
  /** Milliseconds in which more than one process made ids (where the old scheme could collide). */
  sharedMilliseconds: number
}

/** The files the workers of a run write, one per process, in the run's directory. */
export const idFiles = (dir: string, processes: number): string[] => Array.from({ length: processes }, (_, i) => path.join(dir, `ids-${i}.txt`))

export async function idsAcrossProcesses(databaseUrl: string, processes: number, perProcess: number): Promise<IdFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-faults-ids-'))
  try {
    const tag = `ids-test:${path.basename(dir)}`
    const files = idFiles(dir, processes)
    // A worker that fails stops the others: they would wait for it to join for ever.
    const stopAll = new AbortController()
    const worker = (f: string) =>
      run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'idWorker.ts'), f, String(perProcess), String(processes), tag], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, signal: stopAll.signal })
    await Promise.all(files.map(worker)).catch((err: unknown) => {
      stopAll.abort()
      throw err
    })
    const lists = files.map((f) => readFileSync(f, 'utf8').split('\n'))
    const all = lists.flat()
    const msOwners = new Map<string, Set<number>>()
    lists.forEach((ids, p) => ids.forEach((id) => msOwners.set(id.slice(0, 13), (msOwners.get(id.slice(0, 13)) ?? new Set()).add(p))))
    return { processes, ids: all.length, duplicates: all.length - new Set(all).size, sharedMilliseconds: [...msOwners.values()].filter((s) => s.size > 1).length }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
