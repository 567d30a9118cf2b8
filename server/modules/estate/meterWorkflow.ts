/**
 * Meter readings and their bills (docs/estate.md, "Meters" and "Meter bills").
 *
 * A reading: one per meter and period (this month, China time; unique in the database). The
 * consumption is the new reading minus the last one, or with a meter replacement the old meter's
 * final reading minus the last plus the new reading minus the new meter's start; times the
 * measure method's price per unit, rounded half up to the fen. A reading below the last one is
 * refused. The reading locks its meter row, so two readings of one meter never both pass.
 *
 * Bills: a booth's readings of a period become one utility bill to its holder once the period is
 * due (all the booth's meters read, or the period over): `billMeterPeriod`, run after each
 * reading and by the hourly housekeeping (`billDueMeterPeriods`). Each (booth, period, holder) is
 * billed once (meter_bills' unique key; the booth's meter rows are locked while billing, so a
 * reading and the billing of its period never cross).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { METER_LIMITS, METER_TYPE_LABELS, readingTooLow, type MeterType, type ReadingCalculation } from '@/contract'
import type { Db } from '../../db/client'
import { assets, assetsHydropower, measureMethods, messages, meterBills, meterReadings, users } from '../../db/schema'
import { addDays, chinaDay, monthRange } from '../../lib/dates'
import { BizError, notFound } from '../../lib/envelope'
import { assertFen, fenToYuan, fromNumeric, toNumeric } from '../../lib/money'
import type { Field } from '../../lib/validate'
import { issueBill } from '../settle/billIssue'
import { currentPeriod, type MeterRow, type ReadingRow } from './meterRead'
import type { Actor } from './repairWorkflow'

export const METER_MSG = {
  readThisPeriod: '该表本期已抄表',
  billed: '该摊位本期水电费已出账，不能再抄表',
  oldFinalTooLow: (last: number) => `旧表止码不能小于上次读数（上次读数：${last}）`,
  belowNewStart: '本次读数不能小于新表起码',
  sameMeterNo: '新表号不能与原表号相同',
  replacementPair: '更换表计需同时填写旧表止码和新表起码',
} as const

/** Days a utility bill is due after it is made. */
export const UTILITY_BILL_DUE_DAYS = 15

const READING = /^\d{1,8}(\.\d{1,2})?$/

/** A meter reading: 0 to 99999999.99 with up to 2 decimals, as hundredths. */
export function readingField(): Field<number, false> {
  return {
    optional: false,
    parse(value, key) {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new BizError(`缺少参数：${key}`)
      const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : ''
      if (!READING.test(s)) throw new BizError(METER_LIMITS.readingMsg)
      const [whole = '0', frac = ''] = s.split('.')
      return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
    },
  }
}

/** Hundredths as the number the screens show (12345 -> 123.45). */
const shown = (h: number): number => h / 100

export interface ReadingValues {
  /** Hundredths. */
  reading: number
  replacement?: { oldFinal: number; newStart: number }
}

/** Consumption in hundredths, or the refusal (a reading below the last one, an inconsistent replacement). */
export function consumptionOf(lastH: number, v: ReadingValues): number {
  if (!v.replacement) {
    if (v.reading < lastH) throw new BizError(readingTooLow(shown(lastH)))
    return v.reading - lastH
  }
  if (v.replacement.oldFinal < lastH) throw new BizError(METER_MSG.oldFinalTooLow(shown(lastH)))
  if (v.reading < v.replacement.newStart) throw new BizError(METER_MSG.belowNewStart)
  return v.replacement.oldFinal - lastH + (v.reading - v.replacement.newStart)
}

/** Consumption (hundredths) times the price per unit, rounded half up to the fen. */
export function meterAmountFen(consumptionH: number, priceFen: number): number {
  const hundredthsFen = consumptionH * priceFen
  if (!Number.isSafeInteger(hundredthsFen)) throw new BizError('金额超出范围')
  return assertFen(Math.floor((hundredthsFen + 50) / 100))
}

async function meterWithMethod(db: Db, meterId: string, lock = false): Promise<{ meter: MeterRow; method: typeof measureMethods.$inferSelect }> {
  const q = db.select().from(assetsHydropower).where(eq(assetsHydropower.id, meterId))
  const [meter] = lock ? await q.for('update') : await q
  if (!meter) throw notFound()
  const [method] = await db.select().from(measureMethods).where(eq(measureMethods.id, meter.measureMethodId))
  return { meter, method: method! }
}

/** What a reading would charge (calculationWaterElectricityConsumption): nothing is saved. */
export async function calculateReading(db: Db, meterId: string, v: ReadingValues): Promise<ReadingCalculation> {
  const { meter, method } = await meterWithMethod(db, meterId)
  const lastH = fromNumeric(meter.lastReading)
  const consumption = consumptionOf(lastH, v)
  return {
    meterId: meter.id,
    lastReading: shown(lastH),
    reading: shown(v.reading),
    consumption: shown(consumption),
    unit: method.unit,
    unitPriceFen: method.priceFen,
    amountFen: meterAmountFen(consumption, method.priceFen),
    replaced: v.replacement !== undefined,
  }
}

export interface NewReading extends ReadingValues {
  photo: string | null
  remark: string | null
  /** A replacement's new meter number. */
  newMeterNo?: string
}

/**
 * Records this period's reading of a meter (`at`: the seed's past periods). Then bills the booth's
 * period when that reading completed it (unless `bill` is false); answers the reading as it is then.
 */
export async function recordReading(db: Db, reader: Actor, meterId: string, r: NewReading, opts: { at?: Date; bill?: boolean } = {}): Promise<ReadingRow> {
  const at = opts.at ?? new Date()
  const period = currentPeriod(at)
  const row = await db.transaction(async (tx) => {
    const { meter, method } = await meterWithMethod(tx, meterId, true)
    const [done] = await tx.select({ id: meterReadings.id }).from(meterReadings).where(and(eq(meterReadings.meterId, meter.id), eq(meterReadings.period, period)))
    if (done) throw new BizError(METER_MSG.readThisPeriod)
    const [billed] = await tx.select({ id: meterBills.id }).from(meterBills).where(and(eq(meterBills.assetId, meter.assetId), eq(meterBills.period, period)))
    if (billed) throw new BizError(METER_MSG.billed)
    if (r.replacement && r.newMeterNo === meter.meterNo) throw new BizError(METER_MSG.sameMeterNo)
    const lastH = fromNumeric(meter.lastReading)
    const consumption = consumptionOf(lastH, r)
    const [inserted] = await tx
      .insert(meterReadings)
      .values({
        meterId: meter.id,
        assetId: meter.assetId,
        customerId: meter.customerId,
        meterNo: r.replacement ? r.newMeterNo! : meter.meterNo,
        meterType: meter.meterType,
        period,
        lastReading: toNumeric(lastH),
        reading: toNumeric(r.reading),
        consumption: toNumeric(consumption),
        unit: method.unit,
        unitPriceFen: method.priceFen,
        amountFen: meterAmountFen(consumption, method.priceFen),
        oldMeterNo: r.replacement ? meter.meterNo : null,
        oldFinalReading: r.replacement ? toNumeric(r.replacement.oldFinal) : null,
        newStartReading: r.replacement ? toNumeric(r.replacement.newStart) : null,
        photo: r.photo,
        remark: r.remark,
        readerId: reader.id,
        readerName: reader.realName,
        createdAt: at,
      })
      .returning()
    await tx
      .update(assetsHydropower)
      .set({ lastReading: toNumeric(r.reading), lastReadingAt: at, ...(r.replacement ? { meterNo: r.newMeterNo! } : {}) })
      .where(eq(assetsHydropower.id, meter.id))
    return inserted!
  })
  if (opts.bill === false) return row
  const billed = await billMeterPeriod(db, row.assetId, period, { now: at }).catch((err) => console.error('meter period not billed', row.assetId, period, err))
  if (billed !== 'billed') return row
  const [after] = await db.select().from(meterReadings).where(eq(meterReadings.id, row.id))
  return after ?? row
}

const periodText = (period: string): string => `${period.slice(0, 4)}年${Number(period.slice(5, 7))}月`

export type BillingOutcome = 'billed' | 'notDue' | 'nothing'

/**
 * Bills one booth's period when it is due (every meter of the booth read in it, or the period
 * over), once: its unbilled readings become one utility bill per holder, with a line per meter.
 */
export async function billMeterPeriod(db: Db, assetId: string, period: string, opts: { now?: Date; notify?: boolean } = {}): Promise<BillingOutcome> {
  const now = opts.now ?? new Date()
  const issued = await db.transaction(async (tx) => {
    const meters = await tx.select({ id: assetsHydropower.id }).from(assetsHydropower).where(eq(assetsHydropower.assetId, assetId)).orderBy(asc(assetsHydropower.id)).for('update')
    const readings = await tx.select().from(meterReadings).where(and(eq(meterReadings.assetId, assetId), eq(meterReadings.period, period))).orderBy(asc(meterReadings.meterType), asc(meterReadings.id))
    const open = readings.filter((r) => r.billedAt === null)
    if (!open.length) return 'nothing' as const
    const read = new Set(readings.map((r) => r.meterId))
    if (period >= currentPeriod(now) && !meters.every((m) => read.has(m.id))) return 'notDue' as const
    const [booth] = await tx.select({ code: assets.code }).from(assets).where(eq(assets.id, assetId))
    const bills: Array<{ customerId: string; billId: string; amountFen: number }> = []
    for (const customerId of [...new Set(open.map((r) => r.customerId))]) {
      const group = open.filter((r) => r.customerId === customerId)
      let billId: string | null = null
      if (customerId) {
        const [claimed] = await tx.insert(meterBills).values({ assetId, period, customerId, createdAt: now }).onConflictDoNothing().returning({ id: meterBills.id })
        if (!claimed) continue
        const amountFen = group.reduce((s, r) => s + r.amountFen, 0)
        if (amountFen > 0) {
          const { start, end } = monthRange(period)
          const bill = await issueBill(tx, {
            customerId,
            title: `水电费（${booth?.code ?? ''} ${periodText(period)}）`,
            billType: 'utility',
            periodStart: start,
            periodEnd: end,
            dueDate: addDays(chinaDay(now), UTILITY_BILL_DUE_DAYS),
            lines: group.map((r) => ({
              name: `${r.meterType === 'water' ? '用水' : '用电'}（${METER_TYPE_LABELS[r.meterType as MeterType]} ${r.meterNo}）`,
              quantityHundredths: fromNumeric(r.consumption),
              unit: r.unit,
              unitPriceFen: r.unitPriceFen,
              amountFen: r.amountFen,
              remark: r.oldMeterNo ? `换表：旧表${r.oldMeterNo}止码${shown(fromNumeric(r.oldFinalReading!))}，新表起码${shown(fromNumeric(r.newStartReading!))}` : `读数 ${shown(fromNumeric(r.lastReading))} → ${shown(fromNumeric(r.reading))}`,
            })),
            at: now,
          })
          billId = bill.id
          await tx.update(meterBills).set({ billId }).where(eq(meterBills.id, claimed.id))
          bills.push({ customerId, billId, amountFen })
        }
      }
      await tx
        .update(meterReadings)
        .set({ billedAt: now, billId })
        .where(
          and(
            inArray(
              meterReadings.id,
              group.map((r) => r.id),
            ),
            isNull(meterReadings.billedAt),
          ),
        )
    }
    return { booth: booth?.code ?? '', bills }
  })
  if (typeof issued === 'string') return issued
  if (opts.notify !== false) await notifyUtilityBills(db, issued.booth, period, issued.bills)
  return 'billed'
}

/** The shop's administrators hear of a new utility bill in the message centre (msg_type bill). */
async function notifyUtilityBills(db: Db, booth: string, period: string, issued: Array<{ customerId: string; amountFen: number }>): Promise<void> {
  try {
    for (const b of issued) {
      const admins = await db.select({ id: users.id }).from(users).where(and(eq(users.customerId, b.customerId), eq(users.isAdmin, true), eq(users.enabled, true)))
      const content = `摊位${booth}${periodText(period)}水电费¥${fenToYuan(b.amountFen)}已出账，请在账单服务中缴纳。`
      if (admins.length) await db.insert(messages).values(admins.map((u) => ({ userId: u.id, title: '水电费账单', content, msgType: 'bill' })))
    }
  } catch (err) {
    console.error('utility bill message not sent', booth, period, err)
  }
}

/**
 * The housekeeping job: bills every booth period that is due and not billed yet. Safe to run on
 * several processes at once and as often as wanted (each period is billed once). Answers how many
 * booth periods it billed.
 */
export async function billDueMeterPeriods(db: Db, now: Date = new Date()): Promise<number> {
  const pending = await db
    .selectDistinct({ assetId: meterReadings.assetId, period: meterReadings.period })
    .from(meterReadings)
    .where(isNull(meterReadings.billedAt))
    .orderBy(asc(meterReadings.period), asc(meterReadings.assetId))
  let billed = 0
  for (const p of pending) if ((await billMeterPeriod(db, p.assetId, p.period, { now })) === 'billed') billed++
  return billed
}

