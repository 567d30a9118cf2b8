/**
 * Vehicle types, and prefill orders in every state for supplier01's merchant (绿源果蔬商行) and
 * purchaser01's (城南生鲜采购中心), plus two for supplier02's: each order is created and moved
 * through the gate's workflow functions, so the entered ones get their entry records.
 */
import { inArray } from 'drizzle-orm'
import { createPrefill, revokePrefill } from '../modules/gate/prefill'
import { approvePrefill, enterPrefill, rejectPrefill } from '../modules/gate/prefillWorkflow'
import { addDays, chinaDay } from '../lib/dates'
import type { Db } from '../db/client'
import { products, vehicleTypes } from '../db/schema'
import type { FeatureSeed } from './context'
import { chinaAt } from './shop'

const HOUR = 3600 * 1000

export const VEHICLE_TYPES: Array<[code: string, name: string]> = [
  ['1', '小型货车'],
  ['2', '中型货车'],
  ['3', '大型货车'],
  ['4', '冷链车'],
  ['5', '三轮车'],
]

/** [product, quantity, weight (kg), origin] */
type Goods = Array<[product: string, quantity: number, weight: number, origin: string]>
interface SeedPrefill {
  user: string
  customer: string
  plate: string
  vehicle: string
  driver: [string, string]
  /** Entered (or expected) this many days ago, China time; created the day before. */
  daysAgo: number
  goods: Goods
  state: 'submitted' | 'approved' | 'rejected' | 'entered' | 'revoked'
  reason?: string
  remark?: string
}

/**
 * Entry reports in every state. The entered ones passed the gate at ENTRY_HOUR on their day (China
 * time; today's no later than an hour ago): 绿源's of 2 and 5 days ago brought the goods its current
 * batches of 红富士苹果, 香蕉, 巨峰葡萄 and 砂糖橘 came from (seeds/shop.ts), and the vehicles of today
 * and yesterday are still inside (seeds/gateQuality.ts: exits, inspections, parking).
 */
export const SEED_PREFILLS: SeedPrefill[] = [
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A12345', vehicle: '中型货车', driver: ['张师傅', '13700000001'], daysAgo: 0, state: 'submitted', goods: [['红富士苹果', 120, 1200, '山东烟台'], ['脐橙', 80, 800, '江西赣州']], remark: '凌晨到货，请安排卸货位' },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A6B789', vehicle: '冷链车', driver: ['刘师傅', '13700000002'], daysAgo: 0, state: 'approved', goods: [['菠菜', 500, 500, '山东寿光'], ['生菜', 300, 300, '云南元谋'], ['西红柿', 800, 800, '山东寿光']] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙B23456', vehicle: '大型货车', driver: ['陈师傅', '13700000003'], daysAgo: 1, state: 'rejected', reason: '货物重量与车辆核载不符，请核对后重新提交', goods: [['西瓜', 6000, 6000, '海南乐东'], ['哈密瓜', 200, 600, '新疆哈密']] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A88K66', vehicle: '中型货车', driver: ['张师傅', '13700000001'], daysAgo: 2, state: 'entered', goods: [['红富士苹果', 100, 1000, '山东烟台'], ['香蕉', 900, 900, '广西南宁']] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A12345', vehicle: '中型货车', driver: ['张师傅', '13700000001'], daysAgo: 5, state: 'entered', goods: [['红富士苹果', 90, 900, '山东烟台'], ['砂糖橘', 600, 600, '广西桂林'], ['葡萄', 300, 300, '辽宁北镇']] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙C55123', vehicle: '小型货车', driver: ['王师傅', '13700000004'], daysAgo: 3, state: 'revoked', goods: [['草莓', 50, 150, '辽宁丹东']] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A5K321', vehicle: '冷链车', driver: ['黄师傅', '13700000011'], daysAgo: 0, state: 'entered', goods: [['菠菜', 200, 200, '山东寿光'], ['生菜', 150, 150, '云南元谋'], ['西红柿', 300, 300, '山东寿光']] },
  { user: 'supplier01a', customer: 'lvyuan', plate: '浙A7L902', vehicle: '中型货车', driver: ['林师傅', '13700000012'], daysAgo: 1, state: 'entered', goods: [['土豆', 800, 800, '内蒙古乌兰察布'], ['胡萝卜', 300, 300, '河北张家口']] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A3C210', vehicle: '冷链车', driver: ['赵师傅', '13700000005'], daysAgo: 0, state: 'submitted', goods: [['冻猪肉', 40, 800, '河南漯河'], ['冻鸡翅', 30, 300, '山东诸城']] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A7D531', vehicle: '小型货车', driver: ['孙师傅', '13700000006'], daysAgo: 1, state: 'approved', goods: [['土豆', 1000, 1000, '内蒙古乌兰察布']] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A9E642', vehicle: '中型货车', driver: ['周师傅', '13700000007'], daysAgo: 2, state: 'rejected', reason: '司机联系电话无法接通，请核实后重新提交', goods: [['大白菜', 2000, 2000, '山东聊城'], ['胡萝卜', 500, 500, '河北张家口']] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A2F753', vehicle: '中型货车', driver: ['吴师傅', '13700000008'], daysAgo: 4, state: 'entered', goods: [['大白菜', 1500, 1500, '山东聊城'], ['土豆', 800, 800, '内蒙古乌兰察布']] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A4G864', vehicle: '三轮车', driver: ['郑师傅', '13700000009'], daysAgo: 6, state: 'revoked', goods: [['黄瓜', 100, 100, '山东寿光']] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A6H318', vehicle: '小型货车', driver: ['何师傅', '13700000013'], daysAgo: 0, state: 'entered', goods: [['大白菜', 300, 300, '山东聊城']] },
  { user: 'supplier02', customer: 'xianfeng', plate: '浙D66666', vehicle: '冷链车', driver: ['钱师傅', '13700000010'], daysAgo: 0, state: 'submitted', goods: [['基围虾', 200, 200, '广东湛江'], ['带鱼', 300, 300, '浙江舟山']] },
  { user: 'supplier02', customer: 'xianfeng', plate: '浙D88990', vehicle: '冷链车', driver: ['钱师傅', '13700000010'], daysAgo: 0, state: 'entered', goods: [['草鱼', 300, 300, '湖北荆州'], ['基围虾', 100, 100, '广东湛江']] },
]

/** Vehicles pass the gate at 03:00 China time (deliveries are stocked at 04:00, sales start at 05:00). */
export const ENTRY_HOUR = 3

/** The time a seeded vehicle entered on the day `daysAgo` days back: ENTRY_HOUR, today no later than an hour ago. */
export const seedEntryTime = (daysAgo: number, now: number = Date.now()): Date => new Date(Math.min(chinaAt(addDays(chinaDay(new Date(now)), -daysAgo), ENTRY_HOUR).getTime(), now - HOUR))

async function idsByName(tx: Db, names: string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.name, names))
  return new Map(rows.map((r) => [r.name, r.id]))
}

export const seedGate: FeatureSeed = async (tx, ctx) => {
  const typeRows = await tx.insert(vehicleTypes).values(VEHICLE_TYPES.map(([code, name], i) => ({ code, name, sort: i + 1 }))).returning()
  const typeId = new Map(typeRows.map((t) => [t.name, t.id]))
  const productId = await idsByName(tx, [...new Set(SEED_PREFILLS.flatMap((p) => p.goods.map(([name]) => name)))])
  const now = Date.now()
  // Oldest first, so order numbers follow creation time.
  for (const p of [...SEED_PREFILLS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const entered = seedEntryTime(p.daysAgo, now)
    const created = new Date(entered.getTime() - 20 * HOUR)
    // Reports still waiting are expected in the coming hours; the others were expected when they came.
    const expected = p.state === 'entered' || p.daysAgo > 0 ? entered : new Date(now + 20 * HOUR)
    const { id } = await createPrefill(
      tx,
      { customerId: ctx.customerId[p.customer]!, userId: ctx.userId[p.user]! },
      {
        plateNumber: p.plate,
        vehicleTypeId: typeId.get(p.vehicle)!,
        driverName: p.driver[0],
        driverPhone: p.driver[1],
        expectedTime: expected,
        remark: p.remark,
        items: p.goods.map(([name, quantity, weight, origin]) => ({ productId: productId.get(name)!, quantity, weight, origin })),
      },
      created,
    )
    if (p.state === 'approved' || p.state === 'entered') await approvePrefill(tx, id)
    if (p.state === 'rejected') await rejectPrefill(tx, id, p.reason!)
    if (p.state === 'entered') await enterPrefill(tx, id, { entryTime: entered, gateName: p.daysAgo % 2 ? '2号门（北门）' : '1号门（东门）' })
    if (p.state === 'revoked') await revokePrefill(tx, id)
  }
}
