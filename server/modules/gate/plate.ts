/** Licence plates: the spec's pattern, temporary numbers, and the one-active-prefill-per-plate rule. */
import { randomInt } from 'node:crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract'
import type { Db } from '../../db/client'
import { ACTIVE_PREFILL_STATUSES, prefillOrders } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import type { Field } from '../../lib/validate'

/** The characters of a temporary number (PATTERNS.tempPlate), without I and O. */
const TEMP_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'

export const PLATE_MSG = PATTERN_MESSAGES.plate
export const PLATE_TAKEN = '该车辆已有待入场的报备'

/** Trimmed, letters upper-cased. */
export const normalizePlate = (s: string): string => s.trim().toUpperCase()
export const isPlate = (s: string): boolean => PATTERNS.plate.test(s) || PATTERNS.tempPlate.test(s)

/** `plateNumber`: a plate (or temporary number), normalised. */
export function plateField(): Field<string> {
  return {
    optional: false,
    parse(value, key) {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new BizError(`缺少参数：${key}`)
      const s = typeof value === 'string' ? normalizePlate(value) : ''
      if (!isPlate(s)) throw new BizError(PLATE_MSG)
      return s
    },
  }
}

/** Whether another submitted or approved prefill (other than `exceptId`) holds this plate. */
export async function plateTaken(db: Db, plateNumber: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: prefillOrders.id })
    .from(prefillOrders)
    .where(and(eq(prefillOrders.plateNumber, plateNumber), inArray(prefillOrders.status, [...ACTIVE_PREFILL_STATUSES]), exceptId ? ne(prefillOrders.id, exceptId) : undefined))
    .limit(1)
  return Boolean(row)
}

const PLATE_LOCK = 482_301_801

/** Inside a transaction: serialises writers of one plate, then refuses a plate already active. */
export async function claimPlate(tx: Db, plateNumber: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PLATE_LOCK}::int, hashtext(${plateNumber}))`)
  if (await plateTaken(tx, plateNumber, exceptId)) throw new BizError(PLATE_TAKEN)
}

/** A temporary number no active prefill uses. */
export async function randomTempPlate(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = '临' + Array.from({ length: 6 }, () => TEMP_CHARS[randomInt(TEMP_CHARS.length)]).join('')
    if (!(await plateTaken(db, candidate))) return candidate
  }
  throw new BizError('临时车牌生成失败，请重试')
}
