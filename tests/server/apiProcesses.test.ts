/**
 * `API_PROCESSES` (server/cluster.ts, issue 23): `npm run server` / `npm start` run that many API
 * processes on one port under a supervisor. On PostgreSQL two start, both join the registry and
 * both answer (each request's log line names its process); one that dies is replaced; SIGTERM
 * shuts them all down gracefully (they leave the registry). With the embedded database more than
 * one is refused before anything starts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { apiProcessCount } from '../../server/cluster'
import { apiProcesses } from '../../server/db/schema'
import { startApi, type ApiProcess } from '../../scripts/apiProcess'
import { setup, type TestEnv } from './helpers'

test('API_PROCESSES: a count, auto (the cores), unset (1); several only with PostgreSQL', () => {
  const pg = { DATABASE_URL: 'postgres://db/market' }
  expect(apiProcessCount({})).toBe(1)
  expect(apiProcessCount({ ...pg, API_PROCESSES: '3' })).toBe(3)
  expect(apiProcessCount({ ...pg, API_PROCESSES: 'auto' }, 4)).toBe(4)
  expect(apiProcessCount({ API_PROCESSES: '1' })).toBe(1)
  for (const bad of ['0', '-1', '1.5', 'two', '1000']) expect(() => apiProcessCount({ ...pg, API_PROCESSES: bad })).toThrow('API_PROCESSES must be')
  expect(() => apiProcessCount({ API_PROCESSES: '2' })).toThrow(/needs PostgreSQL \(DATABASE_URL\)/)
  expect(() => apiProcessCount({ API_PROCESSES: 'auto' }, 2)).toThrow(/needs PostgreSQL/)
})

test('with the embedded database the server refuses to start several processes, and says why', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-processes-'))
  try {
    await expect(startApi({ DATABASE_URL: '', API_PROCESSES: '2', PGLITE_DIR: path.join(dir, 'pglite'), UPLOAD_DIR: dir })).rejects.toThrow(
      /Refusing to start: API_PROCESSES=2 needs PostgreSQL \(DATABASE_URL\)/,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 120_000)

/** A GET on a connection of its own (so the supervisor hands each to the next process). */
const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(`${url}/api/user/sysLogoConf/queryByParam`, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })

const listening = (p: ApiProcess) => [...p.output().matchAll(/API process (\d+) listening/g)].map((m) => Number(m[1]))
/** Pids of the processes that answered, from their request log lines (LOG_LEVEL=info). */
const answeredBy = (p: ApiProcess) => new Set([...p.output().matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((m) => Number(m[1])))

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 120_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const pg = process.env.DATABASE_URL ? describe : describe.skip
pg('API_PROCESSES=2 on PostgreSQL', () => {
  let env: TestEnv
  let uploads: string
  beforeAll(async () => {
    env = await setup()
    uploads = mkdtempSync(path.join(tmpdir(), 'market-processes-'))
  }, 600_000)
  afterAll(async () => {
    await env?.close()
    rmSync(uploads, { recursive: true, force: true })
  })

  test('two processes start on one port and both answer; one that dies is replaced; SIGTERM stops them all gracefully', async () => {
    const p = await startApi({ DATABASE_URL: env.databaseUrl, API_PROCESSES: '2', UPLOAD_DIR: uploads, LOG_LEVEL: 'info' })
    try {
      await until('two processes listening', () => listening(p).length === 2)
      const [first, second] = listening(p)
      expect(first).not.toBe(second)
      const registered = async (pids: number[]) => (await env.db.select({ pid: apiProcesses.pid }).from(apiProcesses).where(inArray(apiProcesses.pid, pids))).length
      expect(await registered([first!, second!])).toBe(2)
      for (let i = 0; i < 10; i++) expect(await get(p.url)).toBe(200)
      await until('both processes answering', () => answeredBy(p).size === 2)
      expect([...answeredBy(p)].sort()).toEqual([first, second].sort())

      process.kill(first!, 'SIGKILL')
      await until('a replacement', () => listening(p).length === 3)
      const third = listening(p)[2]!
      expect(p.output()).toContain(`API process ${first} exited (SIGKILL): starting another`)
      expect(await registered([third])).toBe(1)
      await until('the replacement answering', async () => (await get(p.url)) === 200 && answeredBy(p).has(third))

      await p.stop()
      expect(await p.exited).toBe(0)
      expect(await registered([second!, third])).toBe(0)
    } finally {
      await p.kill9()
    }
  }, 300_000)
})
