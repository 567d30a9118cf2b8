/** The bench's CPU per call (scripts/bench/cpu.ts): readings from /proc and their differences. */
import { cpuTimes, perCall, type CpuReading } from '../../scripts/bench/cpu'

const reading = (machine: number, api: Record<string, number>, postgres: Record<string, number>): CpuReading => ({
  machine,
  api: new Map(Object.entries(api)),
  postgres: new Map(Object.entries(postgres)),
})

test('per call: each process its own growth, one started meanwhile with all its time, one ended lost', () => {
  const before = reading(10_000, { '100': 500, '101': 200 }, { '200': 1_000, '201': 40 })
  const after = reading(12_000, { '100': 900, '101': 300 }, { '200': 1_300, '202': 100 })
  // 1,000 calls: API (400 + 100) ms, PostgreSQL (300 + 100) ms, the machine 2,000 ms.
  expect(perCall(before, after, 1_000)).toEqual({ api: 500, postgres: 400, machine: 2_000 })
})

test('nothing to tell without readings or calls', () => {
  const r = reading(1, {}, {})
  expect(perCall(null, r, 10)).toBeNull()
  expect(perCall(r, r, 0)).toBeNull()
})

test('a reading on Linux counts this process as the server and the machine as busy', () => {
  const first = cpuTimes(process.pid)
  if (!first) return // not Linux: the bench prints no CPU columns
  const own = (r: CpuReading) => r.api.get(String(process.pid))!
  // Busy until the kernel has counted at least one more tick of this process (ticks are 10 ms).
  let second = cpuTimes(process.pid)!
  let x = 0
  for (let round = 0; round < 100 && own(second) === own(first); round++) {
    for (let i = 0; i < 1e7; i++) x += i % 7
    second = cpuTimes(process.pid)!
  }
  expect(Number.isFinite(x)).toBe(true) // the busy work's result, kept so it is not optimised away
  expect(own(second)).toBeGreaterThan(own(first))
  expect(second.machine).toBeGreaterThan(first.machine)
  expect(perCall(first, second, 1)!.api).toBeGreaterThan(0)
})
