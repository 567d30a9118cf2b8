/**
 * Vehicle types, and prefill orders in every state for supplier01's merchant (绿源果蔬商行) and
 * purchaser01's (城南生鲜采购中心), plus one for supplier02's: each order is created and moved
 * through the gate's workflow functions, so the entered ones get their entry records.
 */
import { inArray } from 'drizzle-orm'
import { createPrefill, revokePrefill } from '../../modules/gate/prefill'
import { approvePrefill, enterPrefill, rejectPrefill } from '../../modules/gate/prefillWorkflow'
import type { Db } from '../client'
import { products, vehicleTypes } from '../schema'
import type { FeatureSeed } from './context'

const HOUR = 3600 * 1000
const DAY = 24 * HOUR

export const VEHICLE_TYPES: Array<[code: string, name: string]> = [
  ['1', '小型货车'],
  ['2', '中型货车'],
  ['3', '大型货车'],
  ['4', '冷链车'],
  ['5', '三轮车'],
]

type Goods = Array<[product: string, quantity: number, weight: number]>
interface SeedPrefill {
  user: string
  customer: string
  plate: string
  vehicle: string
  driver: [string, string]
  /** Created this many days ago; expected a few hours later. */
  daysAgo: number
  goods: Goods
  state: 'submitted' | 'approved' | 'rejected' | 'entered' | 'revoked'
  reason?: string
  remark?: string
}

export const SEED_PREFILLS: SeedPrefill[] = [
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A12345', vehicle: '中型货车', driver: ['张师傅', '13700000001'], daysAgo: 0, state: 'submitted', goods: [['红富士苹果', 120, 1200], ['脐橙', 80, 800]], remark: '凌晨到货，请安排卸货位' },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A6B789', vehicle: '冷链车', driver: ['刘师傅', '13700000002'], daysAgo: 0, state: 'approved', goods: [['菠菜', 500, 500], ['生菜', 300, 300], ['西红柿', 800, 800]] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙B23456', vehicle: '大型货车', driver: ['陈师傅', '13700000003'], daysAgo: 1, state: 'rejected', reason: '货物重量与车辆核载不符，请核对后重新提交', goods: [['西瓜', 6000, 6000], ['哈密瓜', 200, 600]] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A88K66', vehicle: '中型货车', driver: ['张师傅', '13700000001'], daysAgo: 2, state: 'entered', goods: [['红富士苹果', 100, 1000], ['香蕉', 900, 900], ['葡萄', 300, 300]] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙A12345', vehicle: '中型货车', driver: ['张师傅', '13700000001'], daysAgo: 5, state: 'entered', goods: [['红富士苹果', 90, 900], ['砂糖橘', 600, 600]] },
  { user: 'supplier01', customer: 'lvyuan', plate: '浙C55123', vehicle: '小型货车', driver: ['王师傅', '13700000004'], daysAgo: 3, state: 'revoked', goods: [['草莓', 50, 150]] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A3C210', vehicle: '冷链车', driver: ['赵师傅', '13700000005'], daysAgo: 0, state: 'submitted', goods: [['冻猪肉', 40, 800], ['冻鸡翅', 30, 300]] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A7D531', vehicle: '小型货车', driver: ['孙师傅', '13700000006'], daysAgo: 1, state: 'approved', goods: [['土豆', 1000, 1000]] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A9E642', vehicle: '中型货车', driver: ['周师傅', '13700000007'], daysAgo: 2, state: 'rejected', reason: '司机联系电话无法接通，请核实后重新提交', goods: [['大白菜', 2000, 2000], ['胡萝卜', 500, 500]] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A2F753', vehicle: '中型货车', driver: ['吴师傅', '13700000008'], daysAgo: 4, state: 'entered', goods: [['大白菜', 1500, 1500], ['土豆', 800, 800]] },
  { user: 'purchaser01', customer: 'chengnan', plate: '浙A4G864', vehicle: '三轮车', driver: ['郑师傅', '13700000009'], daysAgo: 6, state: 'revoked', goods: [['黄瓜', 100, 100]] },
  { user: 'supplier02', customer: 'xianfeng', plate: '浙D66666', vehicle: '冷链车', driver: ['钱师傅', '13700000010'], daysAgo: 0, state: 'submitted', goods: [['基围虾', 200, 200], ['带鱼', 300, 300]] },
]

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
    const created = new Date(now - p.daysAgo * DAY - 3 * HOUR)
    const expected = p.daysAgo === 0 ? new Date(now + 20 * HOUR) : new Date(created.getTime() + 6 * HOUR)
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
        items: p.goods.map(([name, quantity, weight]) => ({ productId: productId.get(name)!, quantity, weight })),
      },
      created,
    )
    if (p.state === 'approved' || p.state === 'entered') await approvePrefill(tx, id)
    if (p.state === 'rejected') await rejectPrefill(tx, id, p.reason!)
    if (p.state === 'entered') await enterPrefill(tx, id, { entryTime: expected, gateName: p.daysAgo % 2 ? '2号门（北门）' : '1号门（东门）' })
    if (p.state === 'revoked') await revokePrefill(tx, id)
  }
}
