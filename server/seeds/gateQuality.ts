/**
 * Gate and quality demo data (docs/gate.md, "Seed"), after the gate, shop, trade and back-office
 * seeds, through the same service functions the calls use:
 *
 * - the parking rules (dictionary 'parkingFee') and the voucher types; the centre's opening hours;
 * - the lab's test items per top-level category, and 绿源's report vouchers (one valid, one expired);
 * - the distribution centre's registered vehicles (one inside, one that left, one never in, one
 *   disabled) and two social vehicles inside (one for a few hours, one for days: the daily cap);
 * - exit applications in every state: exited after paying online (浙A12345) and at the gate
 *   (浙A88K66, 浙A2F753), submitted (浙A5K321), rejected (浙A7L902), approved waiting at the gate
 *   (浙A6H318); 浙D88990 inside with none;
 * - inspections: passed with their generated reports (浙A88K66's 红富士苹果 and 香蕉, 浙A12345's
 *   砂糖橘 and 葡萄: the goods behind 绿源's traced batches), one failed (生菜 of 浙A5K321), one waiting;
 * - scan-to-order tickets of 绿源: an open one printed by its scale, a cancelled one, an expired one,
 *   and an open weighing ticket its scale posted (ticket number ES-LY-0001-000001).
 */
import { and, eq } from 'drizzle-orm'
import { addDays, chinaDay } from '../lib/dates'
import { createDetection } from '../modules/gate/detection'
import { recordResults } from '../modules/gate/detectionWorkflow'
import { applyExit, decideExit } from '../modules/gate/outmarket'
import { chargeFor } from '../modules/gate/parking'
import { DEFAULT_PARKING_RULES, enterVehicle, exitStay, PARKING_RULES_TYPE, parkingRules, stayById, stayDueFen, weighStay } from '../modules/gate/stay'
import { createTicket } from '../modules/settle/scanOrder'
import type { Db } from '../db/client'
import { dataDictionary, detectionProducts, detectionResults, detectItems, detectionVouchers, electronicScales, inmarketGoods, inmarketRecords, productCategories, products, saleTickets, shopSkus, sysLogoConf, vehicles, vehicleTypes } from '../db/schema'
import type { FeatureSeed, SeedContext } from './context'
import { chinaAt } from './shop'
import { simulatedPayment } from './simulatedPay'

const MIN = 60_000
const HOUR = 60 * MIN

export const VOUCHER_TYPES: Array<[key: string, name: string]> = [
  ['origin', '产地证明'],
  ['certificate', '食用农产品合格证'],
  ['quarantine', '动物检疫合格证明'],
  ['thirdParty', '第三方检测报告'],
]

/** [top-level category, item, standard, method] */
export const DETECT_ITEMS: Array<[string, string, string, string]> = [
  ['蔬菜', '农药残留（有机磷和氨基甲酸酯类）', 'GB 2763-2021', '酶抑制率法（快检）'],
  ['蔬菜', '铅', 'GB 2762-2022', '原子吸收光谱法'],
  ['蔬菜', '亚硝酸盐', 'GB 2762-2022', '分光光度法'],
  ['水果', '农药残留（有机磷和氨基甲酸酯类）', 'GB 2763-2021', '酶抑制率法（快检）'],
  ['水果', '二氧化硫残留', 'GB 2760-2014', '比色法'],
  ['水产', '孔雀石绿', 'GB 31650-2019', '胶体金免疫层析法'],
  ['水产', '氯霉素', 'GB 31650-2019', '胶体金免疫层析法'],
  ['水产', '甲醛', 'GB 2733-2015', '分光光度法'],
  ['冻品', '克伦特罗（瘦肉精）', 'GB 31650-2019', '胶体金免疫层析法'],
  ['冻品', '挥发性盐基氮', 'GB 2707-2016', '半微量定氮法'],
  ['干调', '二氧化硫残留', 'GB 2760-2014', '比色法'],
  ['干调', '黄曲霉毒素B1', 'GB 2761-2017', '酶联免疫法'],
]

interface SeedVehicle {
  plate: string
  type: string
  driver: [string, string | null]
  status: 'active' | 'disabled'
  /** Inside now since this many hours; or stayed [hours ago it entered, hours it stayed]. */
  inside?: number
  stayed?: [number, number]
  remark?: string
}

export const DC_VEHICLES: SeedVehicle[] = [
  { plate: '浙A0C001', type: '冷链车', driver: ['冯师傅', '13700000021'], status: 'active', inside: 5 },
  { plate: '浙A0C002', type: '冷链车', driver: ['褚师傅', '13700000022'], status: 'active', stayed: [30, 3] },
  { plate: '浙A0C003', type: '中型货车', driver: ['卫师傅', null], status: 'active', remark: '备用车' },
  { plate: '浙A0C004', type: '小型货车', driver: ['蒋师傅', '13700000024'], status: 'disabled', remark: '已报废' },
]

/** Social vehicles inside now: [plate, type, hours inside]. */
export const VISITORS: Array<[string, string, number]> = [
  ['浙A9P2K7', '小型货车', 2.5],
  ['浙B7M615', '中型货车', 50],
]

const byName = async <T extends { id: string; name: string }>(rows: Promise<T[]>) => new Map((await rows).map((r) => [r.name, r.id]))

/** The stay of a seeded plate (inside, or the latest). */
async function stayOf(tx: Db, plate: string) {
  const [r] = await tx.select().from(inmarketRecords).where(eq(inmarketRecords.plateNumber, plate)).orderBy(inmarketRecords.entryTime)
  if (!r) throw new Error(`seed: no stay of ${plate}`)
  return r
}

/** Lets a seeded stay out at `at`, collecting what is due then. */
async function letOut(tx: Db, recordId: string, at: Date, userId: string): Promise<void> {
  const due = stayDueFen(await stayById(tx, recordId), await parkingRules(tx), at)
  await exitStay(tx, recordId, due, { userId }, at)
}

/** The goods lines of a stay by product name. */
async function goodsOf(tx: Db, recordId: string) {
  const rows = await tx.select().from(inmarketGoods).where(eq(inmarketGoods.recordId, recordId))
  return new Map(rows.map((g) => [g.productName, g]))
}

/** A China-time day at hour:minute. */
const atMinute = (day: string, hour: number, minute: number) => new Date(chinaAt(day, hour).getTime() + minute * MIN)

/** A time between a stay's entry and now: `fraction` of the way (today's seeded actions stay in the past). */
const between = (from: Date, fraction: number, until: number = Date.now()) => new Date(from.getTime() + Math.max(MIN, (until - from.getTime()) * fraction))

async function seedReference(tx: Db): Promise<void> {
  const rules = Object.entries(DEFAULT_PARKING_RULES).map(([k, v]) => [PARKING_RULES_TYPE, k, String(v)] as const)
  await tx.insert(dataDictionary).values([...rules, ...VOUCHER_TYPES.map(([k, v]) => ['detectVoucherType', k, v] as const)].map(([dataType, dataKey, dataValue], i) => ({ dataType, dataKey, dataValue, sort: 100 + i })))
  await tx.update(sysLogoConf).set({ openHours: '每日 02:00-18:00（节假日照常营业）' })
  const tops = await byName(tx.select({ id: productCategories.id, name: productCategories.name }).from(productCategories).where(eq(productCategories.parentId, '0')))
  await tx.insert(detectItems).values(DETECT_ITEMS.map(([cat, name, standard, method], i) => ({ categoryId: tops.get(cat)!, name, standard, method, sort: i + 1 })))
}

async function seedVehicles(tx: Db, ctx: SeedContext, officeId: string): Promise<void> {
  const types = await byName(tx.select({ id: vehicleTypes.id, name: vehicleTypes.name }).from(vehicleTypes))
  const now = Date.now()
  for (const v of DC_VEHICLES) {
    await tx.insert(vehicles).values({ customerId: ctx.customerId.dc!, plateNumber: v.plate, vehicleTypeId: types.get(v.type)!, driverName: v.driver[0], driverPhone: v.driver[1], status: v.status, remark: v.remark ?? null, createdAt: new Date(now - 60 * 24 * HOUR) })
    const since = v.inside ?? v.stayed?.[0]
    if (since === undefined) continue
    const entered = await enterVehicle(tx, { plateNumber: v.plate, vehicleTypeId: types.get(v.type)!, gateName: '2号门（北门）', entryTime: new Date(now - since * HOUR) })
    if (v.stayed) await letOut(tx, entered.recordId, new Date(now - (v.stayed[0] - v.stayed[1]) * HOUR), officeId)
  }
  for (const [plate, type, hours] of VISITORS) await enterVehicle(tx, { plateNumber: plate, vehicleTypeId: types.get(type)!, entryTime: new Date(now - hours * HOUR) })
}

async function seedExits(tx: Db, ctx: SeedContext, officeId: string): Promise<void> {
  const lvyuan = { customerId: ctx.customerId.lvyuan!, userId: ctx.userId.supplier01! }
  const chengnan = { customerId: ctx.customerId.chengnan!, userId: ctx.userId.purchaser01! }
  const office = { userId: officeId }
  const today = chinaDay()

  // 浙A12345, 5 days ago: applied at 09:00, approved, paid online at 09:40, out at 09:50.
  const a = await stayOf(tx, '浙A12345')
  const day5 = addDays(today, -5)
  const goodsA = await goodsOf(tx, a.id)
  const appA = await applyExit(tx, lvyuan, a.id, { items: [{ goodsId: goodsA.get('红富士苹果')!.id, quantity: 5, weight: 50 }], payMode: 'online', remark: '剩余苹果拉回冷库' }, chinaAt(day5, 9))
  await decideExit(tx, appA.id, { approve: true }, office, atMinute(day5, 9, 20), false)
  const paidAt = new Date(chinaAt(day5, 9).getTime() + 40 * MIN)
  const due = stayDueFen(a, await parkingRules(tx), paidAt)
  const { charge } = await chargeFor(tx, a.plateNumber, due, paidAt)
  await simulatedPayment(tx, { subject: 'parking', subjectId: charge.id, customerId: lvyuan.customerId, userId: null, amountFen: due, description: `停车费-${a.plateNumber}`, at: paidAt })
  await exitStay(tx, a.id, 0, office, new Date(paidAt.getTime() + 10 * MIN))

  // 浙A88K66 (2 days ago) and 浙A2F753 (4 days ago): paid at the gate when they left.
  for (const [plate, owner, daysAgo] of [['浙A88K66', lvyuan, 2], ['浙A2F753', chengnan, 4]] as const) {
    const s = await stayOf(tx, plate)
    const day = addDays(today, -daysAgo)
    const app = await applyExit(tx, owner, s.id, { items: [], payMode: 'gate' }, chinaAt(day, 11))
    await decideExit(tx, app.id, { approve: true }, office, atMinute(day, 11, 30), false)
    await letOut(tx, s.id, chinaAt(day, 12), officeId)
  }

  // Inside now: weighed; 浙A5K321 waiting for the office, 浙A7L902 refused, 浙A6H318 approved (pays at the gate).
  const k = await stayOf(tx, '浙A5K321')
  await weighStay(tx, k.id, 8650, 7980, between(k.entryTime, 0.2))
  await applyExit(tx, lvyuan, k.id, { items: [], payMode: 'online', remark: '空车出场' }, between(k.entryTime, 0.8))
  const l = await stayOf(tx, '浙A7L902')
  await weighStay(tx, l.id, 11_200, 9_950, between(l.entryTime, 0.1))
  const goodsL = await goodsOf(tx, l.id)
  const appL = await applyExit(tx, { ...lvyuan, userId: ctx.userId.supplier01a! }, l.id, { items: [{ goodsId: goodsL.get('土豆')!.id, quantity: 800, weight: 800 }], payMode: 'gate' }, between(l.entryTime, 0.4))
  await decideExit(tx, appL.id, { approve: false, reason: '出场货物与摊位销售记录不符，请核对出场数量后重新提交' }, office, between(l.entryTime, 0.5), false)
  const h = await stayOf(tx, '浙A6H318')
  await weighStay(tx, h.id, 4_300, 2_950, between(h.entryTime, 0.2))
  const goodsH = await goodsOf(tx, h.id)
  const appH = await applyExit(tx, chengnan, h.id, { items: [{ goodsId: goodsH.get('大白菜')!.id, quantity: 300, weight: 300 }], payMode: 'gate' }, between(h.entryTime, 0.5))
  await decideExit(tx, appH.id, { approve: true }, office, between(h.entryTime, 0.7), false)
}

async function seedDetections(tx: Db, ctx: SeedContext, officeId: string): Promise<void> {
  const lvyuan = { customerId: ctx.customerId.lvyuan!, userId: ctx.userId.supplier01! }
  const today = chinaDay()
  const productIds = await byName(tx.select({ id: products.id, name: products.name }).from(products))
  await tx.insert(detectionVouchers).values([
    { customerId: lvyuan.customerId, voucherType: 'origin', voucherNo: 'CD370600-2026-0318', issuer: '烟台市栖霞市农业农村局', issuedDate: addDays(today, -20), validTo: addDays(today, 70), productIds: [productIds.get('红富士苹果')!] },
    { customerId: lvyuan.customerId, voucherType: 'certificate', voucherNo: 'HGZ450100-0921', issuer: '南宁市金穗香蕉合作社', issuedDate: addDays(today, -33), validTo: addDays(today, -3), productIds: [productIds.get('香蕉')!] },
  ])
  const [voucher] = await tx.select().from(detectionVouchers).where(and(eq(detectionVouchers.customerId, lvyuan.customerId), eq(detectionVouchers.voucherType, 'origin')))
  const items = await tx.select().from(detectItems)
  const itemsOf = (category: string) => items.filter((i) => i.categoryId === category).map((i) => i.id)
  const topOf = async (product: string) => {
    const [p] = await tx.select({ categoryId: productCategories.id, parentId: productCategories.parentId }).from(products).innerJoin(productCategories, eq(productCategories.id, products.categoryId)).where(eq(products.name, product))
    return p!.parentId === '0' ? p!.categoryId : p!.parentId
  }
  const lab = { userId: officeId, name: '郑办公' }

  /** An inspection of some products of a plate's stay, tested at `testedAt` ('fail' items by product and item name). */
  const inspect = async (plate: string, names: string[], at: Date, testedAt: Date | null, fails: Array<[string, string, string]> = [], voucherId?: string) => {
    const stay = await stayOf(tx, plate)
    const lines = await Promise.all(names.map(async (n) => ({ productId: productIds.get(n)!, itemIds: itemsOf(await topOf(n)) })))
    const d = await createDetection(tx, lvyuan, { recordId: stay.id, products: lines, voucherId, remark: '到货抽检' }, at)
    if (!testedAt) return
    const rows = await tx
      .select({ id: detectionResults.id, itemName: detectionResults.itemName, product: detectionProducts.productName })
      .from(detectionResults)
      .innerJoin(detectionProducts, eq(detectionProducts.id, detectionResults.productRowId))
      .where(eq(detectionResults.detectionId, d.id))
    const results = rows.map((r) => {
      const f = fails.find(([product, item]) => product === r.product && item === r.itemName)
      return { id: r.id, result: f ? ('fail' as const) : ('pass' as const), value: f ? f[2] : '未检出' }
    })
    await recordResults(tx, d.id, results, lab, testedAt, false)
  }
  const day2 = addDays(today, -2)
  const day5 = addDays(today, -5)
  await inspect('浙A88K66', ['红富士苹果', '香蕉'], atMinute(day2, 3, 30), atMinute(day2, 4, 30), [], voucher!.id)
  await inspect('浙A12345', ['砂糖橘', '葡萄'], atMinute(day5, 3, 30), atMinute(day5, 4, 30))
  const k = await stayOf(tx, '浙A5K321')
  await inspect('浙A5K321', ['菠菜', '生菜'], between(k.entryTime, 0.3), between(k.entryTime, 0.6), [['生菜', '农药残留（有机磷和氨基甲酸酯类）', '抑制率 62%（超过50%判定限）']])
  await inspect('浙A5K321', ['西红柿'], between(k.entryTime, 0.65), null)
}

async function seedTickets(tx: Db, ctx: SeedContext): Promise<void> {
  const lvyuan = { customerId: ctx.customerId.lvyuan!, userId: ctx.userId.supplier01! }
  const skus = await byName(tx.select({ id: shopSkus.id, name: shopSkus.name }).from(shopSkus).where(eq(shopSkus.shopId, lvyuan.customerId)))
  const [scale] = await tx.select({ id: electronicScales.id }).from(electronicScales).where(and(eq(electronicScales.customerId, lvyuan.customerId), eq(electronicScales.serialNo, 'ES-LY-0001')))
  const now = Date.now()
  await createTicket(tx, lvyuan, { lines: [{ skuId: skus.get('土豆')!, quantity: 12.5 }, { skuId: skus.get('大白菜')!, quantity: 20 }], scaleId: scale!.id }, new Date(now - 10 * MIN))
  const cancelled = await createTicket(tx, lvyuan, { lines: [{ skuId: skus.get('西红柿')!, quantity: 8 }], purchaserId: ctx.customerId.chengnan!, remark: '城南生鲜预订' }, new Date(now - 3 * HOUR))
  await tx.update(saleTickets).set({ status: 'cancelled' }).where(eq(saleTickets.id, cancelled.id))
  await createTicket(tx, lvyuan, { lines: [{ skuId: skus.get('黄瓜')!, quantity: 6 }] }, new Date(now - 5 * HOUR))
  // A weighing ticket the scale posted through its device API (docs/scale-device-api.md), waiting for 确认开单 or a buyer's scan.
  const weighed = new Date(now - 5 * MIN)
  await createTicket(tx, lvyuan, { lines: [{ skuId: skus.get('土豆')!, quantity: 3.5 }], scaleId: scale!.id, scaleTicketNo: 'ES-LY-0001-000001', weighedAt: weighed }, weighed, false)
}

export const seedGateQuality: FeatureSeed = async (tx, ctx) => {
  const officeId = ctx.userId.office01!
  await seedReference(tx)
  await seedVehicles(tx, ctx, officeId)
  await seedExits(tx, ctx, officeId)
  await seedDetections(tx, ctx, officeId)
  await seedTickets(tx, ctx)
}
