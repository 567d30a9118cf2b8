/**
 * The estate's demo data (docs/estate.md, "Seed"): the maintainers' zones, consumables in stock
 * (one low, one sold out) and services, every held booth's water and electricity meter with six
 * months of readings billed period by period (older bills paid at the counter, the last months
 * owed), this month's readings with some booths still to read, and repairs in every state,
 * written through the same service functions as the calls.
 */
import { asc, eq, isNotNull } from 'drizzle-orm'
import type { RepairType } from '@/contract'
import { areas, assets, assetsHydropower, bills, estateMaterials, maintainerZones, measureMethods, meterBills, repairServiceItems, users } from '../db/schema'
import { chinaMonth } from '../lib/dates'
import { newId } from '../lib/ids'
import { movePredeposit } from '../data/ledger'
import { payBillByBalance } from '../modules/settle/bill'
import { billMeterPeriod, recordReading } from '../modules/estate/meterWorkflow'
import { moveEstateStock } from '../modules/estate/stock'
import { assignRepair, completeRepair, createRoundWorksheet, rateRepair, startRepair, submitRepair, takeRepair, type Actor, type WorkRecord } from '../modules/estate/repairWorkflow'
import type { SeedContext, Tx } from './context'

const HOUR = 3600_000
const DAY = 24 * HOUR
/** Zones each maintainer looks after (by name). */
const ZONES: Record<string, string[]> = { maintainer01: ['蔬菜区', '水果区', '干调区'], maintainer02: ['水产区', '冻品区'] }

const MATERIALS = [
  { code: 'WM001', name: '水龙头', spec: '铜芯4分', category: '水路', unit: '个', priceFen: 3_500, stock: 40 },
  { code: 'WM002', name: '角阀', spec: '4分冷热通用', category: '水路', unit: '个', priceFen: 1_800, stock: 30 },
  { code: 'WM003', name: 'PPR水管', spec: '20mm', category: '水路', unit: '米', priceFen: 650, stock: 200 },
  { code: 'WM004', name: '生料带', spec: '20米/卷', category: '水路', unit: '卷', priceFen: 200, stock: 100 },
  { code: 'EM001', name: '空气开关', spec: 'DZ47 32A', category: '电路', unit: '个', priceFen: 2_800, stock: 25, low: 10 },
  { code: 'EM002', name: '电线', spec: 'BV2.5平方', category: '电路', unit: '米', priceFen: 380, stock: 500 },
  { code: 'EM003', name: 'LED灯管', spec: 'T8 1.2米', category: '电路', unit: '根', priceFen: 2_500, stock: 60 },
  { code: 'EM004', name: '插座面板', spec: '五孔', category: '电路', unit: '个', priceFen: 1_500, stock: 7, low: 6 },
  { code: 'DM001', name: '门锁锁芯', spec: 'C级', category: '门窗', unit: '个', priceFen: 6_000, stock: 15 },
  { code: 'DM002', name: '卷帘门弹簧', spec: '通用型', category: '门窗', unit: '个', priceFen: 4_500, stock: 1, low: 2 },
  { code: 'CM001', name: '冷库温控器', spec: '数显', category: '冷库', unit: '个', priceFen: 18_000, stock: 6 },
  { code: 'FM001', name: '防滑地砖', spec: '600×600', category: '地面', unit: '块', priceFen: 3_500, stock: 80 },
] as const

const SERVICES = [
  { code: 'SV001', name: '上门检修', category: '通用', unit: '次', priceFen: 3_000, remark: '含上门及故障排查' },
  { code: 'SV002', name: '更换水龙头', category: '水路', unit: '个', priceFen: 2_000, remark: null },
  { code: 'SV003', name: '疏通下水道', category: '水路', unit: '次', priceFen: 8_000, remark: null },
  { code: 'SV004', name: '更换开关插座', category: '电路', unit: '个', priceFen: 1_500, remark: null },
  { code: 'SV005', name: '线路检修', category: '电路', unit: '小时', priceFen: 6_000, remark: '不足1小时按1小时计' },
  { code: 'SV006', name: '卷帘门维修', category: '门窗', unit: '次', priceFen: 10_000, remark: null },
  { code: 'SV007', name: '冷库设备维护', category: '冷库', unit: '次', priceFen: 20_000, remark: null },
  { code: 'SV008', name: '地面修补', category: '地面', unit: '平方米', priceFen: 5_000, remark: null },
] as const

const METHODS = [
  { key: 'water', name: '商户用水', meterType: 'water', unit: '吨', priceFen: 410, remark: '非居民用水' },
  { key: 'power', name: '商户用电', meterType: 'electric', unit: '度', priceFen: 85, remark: '一般工商业用电' },
  { key: 'cold', name: '冷库用电', meterType: 'electric', unit: '度', priceFen: 78, remark: '冻品区冷库，峰谷平均电价' },
] as const

/** The UTC time of a China-time wall clock. */
const chinaTime = (y: number, m: number, d: number, hour: number): Date => new Date(Date.UTC(y, m - 1, d, hour - 8))
const ym = (period: string): [number, number] => period.split('-').map(Number) as [number, number]
/** The 'YYYY-MM' `k` months before this one (China time). */
function monthsAgo(k: number): string {
  const [y, m] = ym(chinaMonth())
  const n = y * 12 + (m - 1) - k
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`
}

async function seedCatalogue(tx: Tx, admin: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  for (const m of MATERIALS) {
    const [row] = await tx
      .insert(estateMaterials)
      .values({ code: m.code, name: m.name, spec: m.spec, category: m.category, unit: m.unit, priceFen: m.priceFen, lowStockQty: 'low' in m ? String(m.low) : null })
      .returning({ id: estateMaterials.id })
    ids[m.code] = row!.id
    await moveEstateStock(tx, { materialId: row!.id, kind: 'in', deltaHundredths: m.stock * 100, bizId: newId(), refusal: '入库失败', userId: admin, remark: '期初库存', at: new Date(Date.now() - 90 * DAY) })
  }
  for (const s of SERVICES) {
    const [row] = await tx.insert(repairServiceItems).values(s).returning({ id: repairServiceItems.id })
    ids[s.code] = row!.id
  }
  return ids
}

interface Meter {
  id: string
  assetId: string
  customerId: string
  zone: string
  type: 'water' | 'electric'
  index: number
}

/** A water and an electricity meter on every held booth; 冻品区's electricity at the cold-store price. */
async function seedMeters(tx: Tx): Promise<Meter[]> {
  const method: Record<string, string> = {}
  for (const m of METHODS) {
    const [row] = await tx.insert(measureMethods).values({ name: m.name, meterType: m.meterType, unit: m.unit, priceFen: m.priceFen, remark: m.remark }).returning({ id: measureMethods.id })
    method[m.key] = row!.id
  }
  const held = await tx
    .select({ id: assets.id, code: assets.code, customerId: assets.customerId, areaId: assets.areaId })
    .from(assets)
    .where(isNotNull(assets.customerId))
    .orderBy(asc(assets.code))
  const zoneOfArea = new Map<string, string>()
  const all = await tx.select().from(areas)
  const byId = new Map(all.map((a) => [a.id, a]))
  for (const a of all) {
    let z = a
    while (z.level > 2 && z.parentId && byId.get(z.parentId)) z = byId.get(z.parentId)!
    zoneOfArea.set(a.id, z.name)
  }
  const meters: Meter[] = []
  const start = new Date(Date.now() - 220 * DAY)
  for (const [i, a] of held.entries()) {
    const zone = zoneOfArea.get(a.areaId) ?? ''
    for (const type of ['water', 'electric'] as const) {
      const [row] = await tx
        .insert(assetsHydropower)
        .values({
          assetId: a.id,
          customerId: a.customerId,
          meterType: type,
          meterNo: `${type === 'water' ? 'W' : 'E'}${a.code}`,
          measureMethodId: method[type === 'water' ? 'water' : zone === '冻品区' ? 'cold' : 'power']!,
          lastReading: String(type === 'water' ? 120 + i * 7 : 2300 + i * 55),
          lastReadingAt: start,
        })
        .returning({ id: assetsHydropower.id })
      meters.push({ id: row!.id, assetId: a.id, customerId: a.customerId!, zone, type, index: i })
    }
  }
  return meters
}

/** A month's consumption of a meter (hundredths): water 15-30 t, electricity 260-500 kWh, cold stores 1,600-2,200 kWh. */
function consumption(m: Meter, k: number): number {
  if (m.type === 'water') return (15 + ((m.index * 7 + k * 5) % 16)) * 100 + (k % 2) * 50
  if (m.zone === '冻品区') return (1600 + ((m.index * 41 + k * 29) % 600)) * 100
  return (260 + ((m.index * 37 + k * 53) % 240)) * 100
}

/** The booth a shop holds in a zone (its meters' asset). */
const boothIn = (meters: Meter[], customerId: string | undefined, zone: string): string | undefined => meters.find((m) => m.customerId === customerId && m.zone === zone)?.assetId

/**
 * Six past periods read on the 25th and billed on the 1st; this month read except a few booths
 * (绿源's 蔬菜区 booth waits for its water meter: reading it completes the booth and bills it; 绿源's
 * 干调区 booth and 鲜丰's 水产区 booth are still to read). Bills up to three months back are paid
 * from a counter top-up, except 绿源's 蔬菜区 booth's (overdue); the last two months are owed.
 */
async function seedReadings(tx: Tx, ctx: SeedContext, meters: Meter[], reader: Record<string, Actor>): Promise<void> {
  const last = new Map<string, number>()
  for (const m of meters) {
    const [row] = await tx.select({ v: assetsHydropower.lastReading }).from(assetsHydropower).where(eq(assetsHydropower.id, m.id))
    last.set(m.id, Math.round(Number(row!.v) * 100))
  }
  const readerOf = (m: Meter) => reader[ZONES.maintainer02!.includes(m.zone) ? 'maintainer02' : 'maintainer01']!
  const read = async (m: Meter, k: number, at: Date, bill: boolean) => {
    const value = last.get(m.id)! + consumption(m, k)
    last.set(m.id, value)
    await recordReading(tx, readerOf(m), m.id, { reading: value, photo: null, remark: null }, { at, bill })
  }
  const assetIds = [...new Set(meters.map((m) => m.assetId))]
  const overdue = boothIn(meters, ctx.customerId.lvyuan, '蔬菜区')
  const toPay: Array<typeof bills.$inferSelect> = []
  for (let k = 6; k >= 1; k--) {
    const period = monthsAgo(k)
    const [y, mo] = ym(period)
    for (const m of meters) await read(m, k, chinaTime(y, mo, 25, 10), false)
    const [ny, nm] = ym(monthsAgo(k - 1))
    const billedAt = new Date(Math.min(chinaTime(ny, nm, 1, 9).getTime(), Date.now() - 60_000))
    for (const assetId of assetIds) await billMeterPeriod(tx, assetId, period, { now: billedAt, notify: k === 1 })
    if (k < 3) continue
    const made = await tx.select({ bill: bills, assetId: meterBills.assetId }).from(meterBills).innerJoin(bills, eq(bills.id, meterBills.billId)).where(eq(meterBills.period, period))
    toPay.push(...made.filter((b) => !(k === 3 && b.assetId === overdue)).map((b) => b.bill))
  }
  await payAtCounter(tx, toPay)
  const now = Date.now()
  const [y, mo] = ym(chinaMonth())
  // Two hours ago, but within this month (a seed in the month's first minutes reads at its start).
  const monthStart = chinaTime(y, mo, 1, 0).getTime()
  const at = new Date(Math.max(monthStart, Math.min(now - 60_000, Math.max(monthStart + 60_000, now - 2 * HOUR))))
  const waiting = [boothIn(meters, ctx.customerId.lvyuan, '干调区'), boothIn(meters, ctx.customerId.xianfeng, '水产区')]
  const unread = (m: Meter) => (m.assetId === overdue && m.type === 'water') || waiting.includes(m.assetId)
  for (const m of meters) if (!unread(m)) await read(m, 0, at, true)
}

/** Each shop tops its prepaid balance up at the counter by what it pays, then the bills are paid from it. */
async function payAtCounter(tx: Tx, toPay: Array<typeof bills.$inferSelect>): Promise<void> {
  for (const customerId of [...new Set(toPay.map((b) => b.customerId))]) {
    const mine = toPay.filter((b) => b.customerId === customerId)
    const total = mine.reduce((s, b) => s + b.amountFen, 0)
    await movePredeposit(tx, { customerId, direction: 'in', bizType: 'topup', amountFen: total, bizId: newId(), remark: '柜台现金充值（水电维修费）' })
    for (const b of mine) await payBillByBalance(tx, b, null)
  }
}

interface SeedRepair {
  shop: 'lvyuan' | 'xianfeng'
  zone: string
  type: RepairType
  description: string
  daysAgo: number
  /** How far it got. */
  to: 'submitted' | 'assigned' | 'inProgress' | 'completed' | 'rated'
  /** Who does it; `office`: 郑办公 dispatches it (else the maintainer takes it from its zone). */
  worker?: 'maintainer01' | 'maintainer02'
  office?: boolean
  work?: Array<[code: string, quantity: number]>
  rating?: [stars: number, comment: string]
  paid?: boolean
}

const REPAIRS: SeedRepair[] = [
  { shop: 'lvyuan', zone: '蔬菜区', type: 'water', description: '摊位水槽下水管漏水，地面一直有积水，影响营业', daysAgo: 1, to: 'submitted' },
  { shop: 'lvyuan', zone: '水果区', type: 'electric', description: '照明灯管闪烁，有两根灯管不亮', daysAgo: 2, to: 'assigned', worker: 'maintainer01' },
  { shop: 'lvyuan', zone: '冻品区', type: 'door', description: '卷帘门拉到一半卡住，弹簧可能断了', daysAgo: 3, to: 'inProgress', worker: 'maintainer02' },
  {
    shop: 'lvyuan',
    zone: '蔬菜区',
    type: 'water',
    description: '洗菜池水龙头关不紧，一直滴水',
    daysAgo: 10,
    to: 'completed',
    worker: 'maintainer01',
    work: [
      ['WM001', 1],
      ['WM004', 1],
      ['SV001', 1],
      ['SV002', 1],
    ],
  },
  {
    shop: 'lvyuan',
    zone: '干调区',
    type: 'electric',
    description: '冷柜插座烧坏，无法用电',
    daysAgo: 30,
    to: 'rated',
    worker: 'maintainer01',
    work: [
      ['EM004', 2],
      ['EM002', 5],
      ['SV004', 2],
      ['SV005', 1],
    ],
    rating: [5, '师傅来得很快，修得很好'],
    paid: true,
  },
  { shop: 'xianfeng', zone: '水产区', type: 'coldStore', description: '冷库温度降不下来，一直在零上', daysAgo: 1, to: 'submitted' },
  { shop: 'xianfeng', zone: '蔬菜区', type: 'floor', description: '摊位门口地砖破损，容易绊倒', daysAgo: 2, to: 'assigned', worker: 'maintainer02', office: true },
  {
    shop: 'xianfeng',
    zone: '冻品区',
    type: 'floor',
    description: '摊位地面瓷砖开裂翘起',
    daysAgo: 6,
    to: 'completed',
    worker: 'maintainer02',
    work: [
      ['FM001', 4],
      ['SV008', 2],
    ],
  },
]

const workOf = (ids: Record<string, string>, lines: Array<[string, number]> = [], remark: string | null = null): WorkRecord => ({
  materials: lines.filter(([c]) => !c.startsWith('SV')).map(([c, q]) => ({ id: ids[c]!, quantity: q })),
  services: lines.filter(([c]) => c.startsWith('SV')).map(([c, q]) => ({ id: ids[c]!, quantity: q })),
  beforeImages: [],
  afterImages: [],
  remark,
})

async function seedRepairs(tx: Tx, ctx: SeedContext, ids: Record<string, string>, actors: Record<string, Actor>, meters: Meter[]): Promise<void> {
  const toPay: Array<typeof bills.$inferSelect> = []
  for (const r of REPAIRS) {
    const shopAdmin = r.shop === 'lvyuan' ? 'supplier01' : 'supplier02'
    const [contact] = await tx.select({ realName: users.realName, mobile: users.mobile }).from(users).where(eq(users.id, ctx.userId[shopAdmin]!))
    const reporter = { id: ctx.userId[shopAdmin]!, realName: contact!.realName, customerId: ctx.customerId[r.shop]! }
    const t0 = Date.now() - r.daysAgo * DAY
    const at = (hours: number) => new Date(t0 + hours * HOUR)
    const row = await submitRepair(
      tx,
      reporter,
      {
        assetId: boothIn(meters, reporter.customerId, r.zone)!,
        repairType: r.type,
        description: r.description,
        images: [],
        preferredTime: r.to === 'submitted' ? new Date(Date.now() + DAY) : at(4),
        contactName: contact!.realName,
        contactPhone: contact!.mobile,
      },
      at(0),
    )
    if (r.to === 'submitted') continue
    const worker = actors[r.worker!]!
    if (r.office) await assignRepair(tx, actors.office01!, row.id, worker.id, '请优先处理', at(1))
    else await takeRepair(tx, worker, row.id, at(1))
    if (r.to === 'assigned') continue
    await startRepair(tx, worker, row.id, null, at(2))
    if (r.to === 'inProgress') continue
    const done = await completeRepair(tx, worker, row.id, workOf(ids, r.work, '已修复，试用正常'), at(3))
    if (r.rating) await rateRepair(tx, reporter, row.id, r.rating[0], r.rating[1], at(26))
    if (r.paid && done.billId) toPay.push((await tx.select().from(bills).where(eq(bills.id, done.billId)))[0]!)
  }
  // A fault 钱维修 found and fixed on his round at 绿源's 水果区 booth, billed at once (unpaid: the receipt-code demo).
  await createRoundWorksheet(
    tx,
    actors.maintainer01!,
    { assetId: boothIn(meters, ctx.customerId.lvyuan, '水果区')!, repairType: 'electric', description: '巡检发现顶棚LED灯管损坏，已更换', images: [] },
    workOf(ids, [
      ['EM003', 2],
      ['SV001', 1],
    ]),
    new Date(Date.now() - 5 * DAY),
  )
  await payAtCounter(tx, toPay)
}

export async function seedEstate(tx: Tx, ctx: SeedContext): Promise<void> {
  const zoneRows = await tx.select({ id: areas.id, name: areas.name }).from(areas).where(eq(areas.level, 2))
  await tx.insert(maintainerZones).values(
    Object.entries(ZONES).flatMap(([user, names]) => names.map((n) => ({ userId: ctx.userId[user]!, zoneId: zoneRows.find((z) => z.name === n)!.id }))),
  )
  const people = await tx.select({ id: users.id, realName: users.realName, username: users.username }).from(users)
  const actors: Record<string, Actor> = Object.fromEntries(people.map((u) => [u.username, { id: u.id, realName: u.realName }]))
  const ids = await seedCatalogue(tx, ctx.userId.office01!)
  const meters = await seedMeters(tx)
  await seedReadings(tx, ctx, meters, actors)
  await seedRepairs(tx, ctx, ids, actors, meters)
}
