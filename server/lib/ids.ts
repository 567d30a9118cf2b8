import { randomInt } from 'node:crypto'

let last = 0
let seq = 0

/**
 * Time-ordered numeric string ids (milliseconds + sequence + random digits), the shape the
 * original back office uses. Strings on the wire so JavaScript never rounds them.
 */
export function newId(): string {
  const now = Date.now()
  seq = now === last ? seq + 1 : 0
  last = now
  return `${now}${String(seq % 100).padStart(2, '0')}${String(randomInt(0, 10000)).padStart(4, '0')}`
}
