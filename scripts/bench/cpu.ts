/**
 * CPU time used so far, read from Linux's /proc: by the whole machine (every core, busy time), by
 * the bench's server process with its children (the API processes: the bench server, or its
 * cluster workers) and by PostgreSQL's processes (the server and its backends). The bench divides
 * each one's growth during a run by the calls answered in it: CPU per call, a figure that, unlike
 * requests per second, does not move with what else the machine's cores are doing.
 */
import fs from 'node:fs'

/** CPU times, in perCall's answer µs per call. */
export interface CpuTimes {
  /** Busy time of all cores. */
  machine: number
  /** The server process and its children (with PGlite, the embedded database runs in it too). */
  api: number
  /** Processes named postgres. */
  postgres: number
}

/** A reading: the machine's busy time, and each API and PostgreSQL process's own (ms, by pid). */
export interface CpuReading {
  machine: number
  api: Map<string, number>
  postgres: Map<string, number>
}

/** Linux's clock tick (USER_HZ) in ms: /proc reports CPU times in ticks of 1/100 s. */
const TICK_MS = 10

function procStat(pid: string): { comm: string; ppid: number; ticks: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = stat.lastIndexOf(')')
    // After "pid (comm) ": state ppid ... utime (12th) stime (13th).
    const fields = stat.slice(close + 2).split(' ')
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null // the process ended meanwhile
  }
}

/** The CPU times now, or null where /proc is missing (not Linux). */
export function cpuTimes(serverPid: number): CpuReading | null {
  if (!fs.existsSync('/proc/stat')) return null
  // cpu  user nice system idle iowait irq softirq steal ...
  const all = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number)
  const reading: CpuReading = { machine: (all.reduce((a, b) => a + b, 0) - all[3]! - all[4]!) * TICK_MS, api: new Map(), postgres: new Map() }
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const p = procStat(pid)
    if (!p) continue
    if (Number(pid) === serverPid || p.ppid === serverPid) reading.api.set(pid, p.ticks * TICK_MS)
    else if (p.comm === 'postgres') reading.postgres.set(pid, p.ticks * TICK_MS)
  }
  return reading
}

/** What the processes of `after` used since `before` (a process started meanwhile: all of its time; one that ended: lost). */
function grown(before: Map<string, number>, after: Map<string, number>): number {
  let ms = 0
  for (const [pid, t] of after) ms += t - (before.get(pid) ?? 0)
  return ms
}

/** Microseconds of each CPU time per call between two readings. */
export function perCall(before: CpuReading | null, after: CpuReading | null, calls: number): CpuTimes | null {
  if (!before || !after || calls <= 0) return null
  const us = (ms: number) => (ms * 1000) / calls
  return { machine: us(after.machine - before.machine), api: us(grown(before.api, after.api)), postgres: us(grown(before.postgres, after.postgres)) }
}
