/**
 * Time-ordered numeric string ids, the shape the original back office uses (19 digits while the
 * worker number stays below 1000; the columns are text and the parsers take up to 64 characters):
 *
 *   <13-digit milliseconds><3-digit sequence within that millisecond><worker, at least 3 digits>
 *
 * The worker is the process's number in the database's registry of API processes
 * (server/processes.ts): a number never handed to two processes, so two processes can never
 * make the same id, however many ids they make in the same millisecond. Within a process the
 * (millisecond, sequence) pair only grows: a clock that steps back, or a thousand ids in one
 * millisecond, borrow the next millisecond. A process that never registers (tests, scripts,
 * PGlite, which only one process can open) is worker 0. Strings on the wire so JavaScript never
 * rounds them.
 */
const PER_MS = 1000

let worker = '000'
let lastMs = 0
let seq = -1

/** Sets this process's worker number (from the registry; before any id of a shared database is made). */
export function setIdWorker(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`bad id worker: ${n}`)
  worker = String(n).padStart(3, '0')
}

export function newId(): string {
  const now = Date.now()
  if (now > lastMs) {
    lastMs = now
    seq = 0
  } else if (++seq >= PER_MS) {
    lastMs++
    seq = 0
  }
  return `${lastMs}${String(seq).padStart(3, '0')}${worker}`
}
