/**
 * /api/estate/hydropowerReading/* (docs/estate.md, "Meters"): the maintainer reads meters (a
 * reading, or a meter replacement), sees what a reading charges before saving, and an asset's
 * arrears; merchants and owners see their own readings and arrears.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { contract, METER_LIMITS, METER_TYPES, PAYABLE_BILL_STATUS, type MeterArrears, type MeterLastReading } from '@/contract'
import { assets, bills, customers, meterBills, meterReadings } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { id, oneOf, opt, str, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import { meterResource } from '../basic/hydropower'
import { customerScope } from '../basic/scope'
import { uploadPath } from '../member/shop'
import { presentBill } from '../settle/bill'
import { currentPeriod, presentMeters, presentReadings } from './meterRead'
import { METER_MSG, calculateReading, readingField, recordReading, type NewReading } from './meterWorkflow'

const READER = { maintainer: 'meterReading' } as const
/** Readings and arrears are money: a shop's sub-account needs 账单服务. */
const VIEWER_MODULES = { ...READER, supplier: 'bill' } as const
/** Who reads readings and arrears: the maintainers, and merchants and owners their own. */
const VIEWERS = ['maintainer', 'supplier', 'proprietor'] as const

const period = (): Field<string> => str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, msg: '账期格式不正确' })

const readingResource = resource({
  table: meterReadings,
  id: meterReadings.id,
  scope: customerScope(meterReadings.customerId),
  order: [by.desc(meterReadings.period), by.desc(meterReadings.createdAt), by.desc(meterReadings.id)],
  present: (db, rows) => presentReadings(db, rows),
})

const readingShape = {
  meterId: id(),
  /** Hundredths of the unit (readingField). */
  reading: readingField(),
  photo: uploadPath(),
  remark: opt(str({ max: METER_LIMITS.remark.max, msg: METER_LIMITS.remark.msg })),
}

const newReading = (i: { reading: number; photo: string; remark?: string }): NewReading => ({ reading: i.reading, photo: i.photo, remark: i.remark ?? null })

const H = contract.estate.hydropowerReading

export const meterHandlers = [
  handler({
    endpoint: H.page,
    access: VIEWERS,
    module: VIEWER_MODULES,
    input: { ...pageShape, period: opt(period()), meterId: opt(id()), assetId: opt(id()), meterType: opt(oneOf(METER_TYPES, '表计类型不正确')) },
    handle: ({ db, user }, input) =>
      readingResource.page(db, user, pageArgs(input), [
        input.period ? eq(meterReadings.period, input.period) : undefined,
        input.meterId ? eq(meterReadings.meterId, input.meterId) : undefined,
        input.assetId ? eq(meterReadings.assetId, input.assetId) : undefined,
        input.meterType ? eq(meterReadings.meterType, input.meterType) : undefined,
      ]),
  }),
  handler({
    endpoint: H.createReading,
    access: ['maintainer'],
    module: READER,
    input: readingShape,
    async handle({ db, user }, input) {
      const row = await recordReading(db, user, input.meterId, newReading(input))
      return (await presentReadings(db, [row]))[0]!
    },
  }),
  handler({
    endpoint: H.createRadingRcord,
    access: ['maintainer'],
    module: READER,
    input: {
      ...readingShape,
      oldFinalReading: readingField(),
      newMeterNo: str({ pattern: METER_LIMITS.meterNo.pattern, msg: METER_LIMITS.meterNo.msg }),
      newStartReading: readingField(),
    },
    async handle({ db, user }, input) {
      const row = await recordReading(db, user, input.meterId, {
        ...newReading(input),
        replacement: { oldFinal: input.oldFinalReading, newStart: input.newStartReading },
        newMeterNo: input.newMeterNo,
      })
      return (await presentReadings(db, [row]))[0]!
    },
  }),
  handler({
    endpoint: H.getMerchantHydropowerReadingLastNumber,
    access: ['maintainer'],
    module: READER,
    input: { meterId: id() },
    async handle({ db, user }, input): Promise<MeterLastReading> {
      const [meter] = await presentMeters(db, [await meterResource.find(db, user, input.meterId)])
      const now = currentPeriod()
      const [current] = await db.select().from(meterReadings).where(and(eq(meterReadings.meterId, meter!.id), eq(meterReadings.period, now)))
      return {
        meterId: meter!.id,
        meterNo: meter!.meterNo,
        meterType: meter!.meterType,
        assetId: meter!.assetId,
        assetName: meter!.assetName,
        customerName: meter!.customerName,
        unit: meter!.unit,
        unitPriceFen: meter!.unitPriceFen,
        lastReading: meter!.lastReading,
        lastReadingTime: meter!.lastReadingTime,
        period: now,
        current: current ? (await presentReadings(db, [current]))[0]! : null,
      }
    },
  }),
  handler({
    endpoint: H.calculationWaterElectricityConsumption,
    access: ['maintainer'],
    module: READER,
    input: { meterId: id(), reading: readingField(), oldFinalReading: opt(readingField()), newStartReading: opt(readingField()) },
    async handle({ db, user }, input) {
      const meter = await meterResource.find(db, user, input.meterId)
      if ((input.oldFinalReading === undefined) !== (input.newStartReading === undefined)) throw new BizError(METER_MSG.replacementPair)
      const replacement = input.oldFinalReading === undefined ? undefined : { oldFinal: input.oldFinalReading, newStart: input.newStartReading! }
      return calculateReading(db, meter.id, { reading: input.reading, replacement })
    },
  }),
  handler({
    endpoint: H.getWaterAandElectricityMeterArrears,
    access: VIEWERS,
    module: VIEWER_MODULES,
    input: { assetId: id() },
    async handle({ db, user }, input): Promise<MeterArrears> {
      const [asset] = await db.select().from(assets).where(and(eq(assets.id, input.assetId), customerScope(assets.customerId)(user)))
      if (!asset) throw notFound()
      const owed = await db
        .select({ bill: bills })
        .from(meterBills)
        .innerJoin(bills, eq(bills.id, meterBills.billId))
        .where(and(eq(meterBills.assetId, asset.id), inArray(bills.payStatus, [...PAYABLE_BILL_STATUS])))
        .orderBy(asc(bills.dueDate), asc(bills.id))
      const [holder] = asset.customerId ? await db.select({ name: customers.name }).from(customers).where(eq(customers.id, asset.customerId)) : []
      const items = owed.map((o) => presentBill(o.bill))
      return {
        assetId: asset.id,
        assetCode: asset.code,
        assetName: asset.name,
        customerName: holder?.name ?? null,
        arrearsFen: items.reduce((s, b) => s + b.outstandingFen, 0),
        bills: items,
      }
    },
  }),
]
