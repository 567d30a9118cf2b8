/**
 * Faults with several API processes (issue 18), on a durable PostgreSQL cluster of this test's own
 * (scripts/faults: fsync and synchronous_commit on, so a crash cannot excuse a lost write): a
 * stream of idempotent writes through 3 processes, each action sent again with its key until it is
 * answered, while backends are terminated inside their transactions, the database crashes and
 * restarts, a process is killed. Afterwards every process answers again by itself, every
 * acknowledged write is present, none was made twice, stock and balance equal their ledgers. Ids
 * made by 3 processes at once never repeat; a process whose uploads would live elsewhere refuses
 * to start. Needs PostgreSQL's programs: runs when DATABASE_URL is set (scripts/with-postgres.sh),
 * like the suite's other PostgreSQL tests. `npm run faults` runs the same at a larger size.
 */
import { idsAcrossProcesses } from '../../scripts/faults/ids'
import { DATABASE, startFleet, type Fleet } from '../../scripts/faults/fleet'
import { killScenario, market, orphanedClaimScenario, problems, restartScenario, terminateScenario, uploadsScenario, type Figures, type Market } from '../../scripts/faults/scenarios'

const sizes = { workers: 6, writes: 25, terminations: 5 }
const SCENARIO_MS = 300_000
const STALE_CLAIM_MS = 2000

const pg = process.env.DATABASE_URL ? describe : describe.skip
pg('3 API processes on a durable PostgreSQL', () => {
  let fleet: Fleet
  let m: Market
  beforeAll(async () => {
    fleet = await startFleet({ processes: 3, staleClaimMs: STALE_CLAIM_MS })
    m = await market(fleet)
  }, 600_000)
  afterAll(() => fleet?.close(), 120_000)

  const expectClean = (f: Figures) => {
    expect(problems(f)).toEqual([])
    expect(f.check.acknowledged).toBeGreaterThanOrEqual(2 * sizes.writes)
    expect(f.check.present).toBe(f.check.acknowledged)
  }

  test(
    'backends terminated inside their transactions: every process stays up and answers, the calls hit answer 503 and their retries write once',
    async () => {
      const f = await terminateScenario(fleet, m, sizes)
      expectClean(f)
      expect(f.more['backends terminated inside a transaction']).toBeGreaterThanOrEqual(sizes.terminations)
      expect(fleet.apis.every((a) => a.alive())).toBe(true)
    },
    SCENARIO_MS,
  )

  test(
    'the database crashes and restarts under the stream: every process answers again by itself, nothing acknowledged is lost, nothing written twice',
    async () => {
      const f = await restartScenario(fleet, m, sizes)
      expectClean(f)
      expect(f.tally.http503).toBeGreaterThan(0)
      expect(fleet.apis.every((a) => a.alive())).toBe(true)
    },
    SCENARIO_MS,
  )

  test(
    'a process killed mid-stream: its calls retried on the others write once; it starts again and answers',
    async () => {
      expectClean(await killScenario(fleet, m, sizes))
    },
    SCENARIO_MS,
  )

  test(
    'an online payment whose process died after its claim: the retry elsewhere waits out STALE_CLAIM_MS, then runs it once',
    async () => {
      const f = await orphanedClaimScenario(fleet, m)
      expect(f.answered).toBe(true)
      expect(f.waitedMs).toBeGreaterThanOrEqual(STALE_CLAIM_MS / 2)
      expect(f.attempts).toBe(1)
    },
    SCENARIO_MS,
  )

  test(
    'ids made by 3 processes in the same milliseconds never repeat',
    async () => {
      const ids = await idsAcrossProcesses(fleet.cluster.url(DATABASE), 3, 50_000)
      expect(ids.ids).toBe(150_000)
      expect(ids.sharedMilliseconds).toBeGreaterThan(0)
      expect(ids.duplicates).toBe(0)
    },
    SCENARIO_MS,
  )

  test(
    'a process whose uploads would live in another directory than the running ones refuses to start',
    async () => {
      const r = await uploadsScenario(fleet)
      expect(r.message).toMatch(/^Refusing to start: uploads would not be served by every API process: this one keeps them in disk:/)
      expect(r.refused).toBe(true)
    },
    SCENARIO_MS,
  )
})
