/**
 * Ids (issue 18, item 3): <13-digit ms><3-digit sequence><worker>, the worker a number of the
 * database's process registry. Two processes never make the same id, however many ids they make
 * in one millisecond; one process's ids only grow, also when its clock steps back. (Several real
 * processes on one PostgreSQL: tests/server/faults.test.ts.)
 */
import { sql } from 'drizzle-orm'
import { apiProcesses } from '../../server/db/schema'
import { LIVE_MS, registerProcess, splitUploadsReason } from '../../server/processes'
import { setup, type TestEnv } from './helpers'

type Ids = typeof import('../../server/lib/ids')
/** A fresh copy of the ids module: what another process would have. */
function processIds(): Ids {
  let m: Ids | undefined
  jest.isolateModules(() => {
    m = jest.requireActual<Ids>('../../server/lib/ids')
  })
  return m!
}

afterEach(() => jest.restoreAllMocks())

test('19 digits, unique and increasing, 100,000 in a row', () => {
  const { newId } = processIds()
  const ids = Array.from({ length: 100_000 }, newId)
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true)
  expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true)
})

test('a frozen or backward clock: the sequence borrows the next millisecond, ids still grow', () => {
  const { newId } = processIds()
  const clock = jest.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000)
  const ids = Array.from({ length: 5000 }, newId)
  clock.mockReturnValue(1_789_999_999_000)
  ids.push(...Array.from({ length: 10 }, newId))
  expect(new Set(ids).size).toBe(ids.length)
  expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true)
  expect(ids.at(-1)!.slice(0, 13)).toBe('1790000000005')
})

test('two processes with their registry numbers, in the same milliseconds: no id in common', () => {
  const a = processIds()
  const b = processIds()
  a.setIdWorker(1)
  b.setIdWorker(1001)
  jest.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000)
  const fromA = Array.from({ length: 3000 }, a.newId)
  const fromB = Array.from({ length: 3000 }, b.newId)
  expect(new Set([...fromA, ...fromB]).size).toBe(6000)
  expect(fromA[0]).toBe('1790000000000000001')
  expect(fromB[0]).toBe('17900000000000001001')
  expect(() => a.setIdWorker(-1)).toThrow(RangeError)
})

describe('the process registry', () => {
  let env: TestEnv
  beforeAll(async () => {
    env = await setup()
  }, 120_000)
  afterAll(() => env?.close())

  test('each process gets a number of its own and sees the running others; a stopped one is gone', async () => {
    const a = await registerProcess(env.db, 'disk:h1:/srv/uploads')
    const b = await registerProcess(env.db, 'disk:h1:/srv/uploads')
    expect(b.id).toBeGreaterThan(a.id)
    expect(b.others.map((o) => o.id)).toContain(a.id)
    await a.stop()
    const c = await registerProcess(env.db, 'disk:h1:/srv/uploads')
    expect(c.others.map((o) => o.id)).not.toContain(a.id)
    expect(c.others.map((o) => o.id)).toContain(b.id)
    // A process that stopped beating (killed) no longer counts once LIVE_MS has passed.
    await env.db.update(apiProcesses).set({ seenAt: sql`now() - ${`${LIVE_MS + 1000} milliseconds`}::interval` })
    const d = await registerProcess(env.db, 'disk:h2:/srv/uploads')
    expect(d.others).toEqual([])
    await Promise.all([b.stop(), c.stop(), d.stop()])
  })

  test('uploads kept in two places are a configuration that cannot serve every upload', () => {
    const other = { id: 3, host: 'h2', pid: 42, uploads: 'disk:h2:/srv/uploads' }
    expect(splitUploadsReason('disk:h2:/srv/uploads', [other])).toBeNull()
    expect(splitUploadsReason('s3:aws/market/uploads/', [{ ...other, uploads: 's3:aws/market/uploads/' }])).toBeNull()
    expect(splitUploadsReason('disk:h1:/srv/uploads', [other])).toMatch(/process 3 \(host h2, pid 42\) in disk:h2:\/srv\/uploads.*S3_BUCKET/)
    expect(splitUploadsReason('disk:h1:/srv/uploads', [])).toBeNull()
  })
})
