/**
 * The demo shops' SKUs and stock (docs/trade.md, "Seed"): 36 SKUs for 绿源果蔬商行 and 31 for
 * 鲜丰水产批发部, with product codes, PLU numbers and shelf order (two off the shelf each, some
 * with a low-stock threshold), and their current batches: most fresh, some expiring within
 * NEAR_EXPIRY_DAYS, some already expired with stock left. Batches come in through the stock
 * ledger ('in' rows). Apples, bananas, grapes and mandarins of 绿源 came in with the gate entries
 * the gate seed made, so their trace codes show the entry. The batches sold out to zero are made by
 * the trade seed (trade.ts), which delivers what each past order sold.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { addDays, chinaDay } from '../lib/dates'
import { nextDocNo } from '../data/docNo'
import { moveStock } from '../data/ledger'
import type { Db } from '../db/client'
import { inmarketGoods, inmarketRecords, products, shopSkus, stockBatches } from '../db/schema'
import type { FeatureSeed } from './context'

/** [quantity, entered this many days ago] */
type Batch = [qty: number, daysAgo: number]

interface SeedSku {
  product: string
  /** Display name (default: the product's). */
  name?: string
  spec?: string
  priceFen: number
  shelfLifeDays: number
  batches: Batch[]
  offShelf?: boolean
  lowStockQty?: number
}

const sku = (product: string, priceFen: number, shelfLifeDays: number, batches: Batch[], more: Partial<SeedSku> = {}): SeedSku => ({ product, priceFen, shelfLifeDays, batches, ...more })

export const LVYUAN_SKUS: SeedSku[] = [
  // Vegetables: 菠菜 and 生菜 keep an expired batch with stock (the inventory's 已过期 examples).
  sku('菠菜', 720, 3, [[8, 6], [120, 1]]),
  sku('小白菜', 400, 3, [[150, 1]]),
  sku('生菜', 550, 4, [[6, 7], [90, 1]], { spec: '球生菜' }),
  sku('油麦菜', 500, 3, [[80, 0]]),
  sku('大白菜', 240, 10, [[600, 2]], { lowStockQty: 100 }),
  sku('芹菜', 460, 6, [[120, 2]], { name: '西芹' }),
  sku('土豆', 320, 30, [[800, 5]], { spec: '黄心' }),
  sku('胡萝卜', 300, 20, [[300, 4]]),
  sku('白萝卜', 220, 15, [[260, 4]]),
  sku('莲藕', 800, 10, [[90, 3]]),
  sku('山药', 1200, 20, [[60, 5]], { name: '铁棍山药' }),
  sku('生姜', 1000, 30, [[70, 8]]),
  sku('西红柿', 560, 7, [[300, 2]]),
  sku('茄子', 480, 6, [[140, 2]], { name: '长茄子' }),
  sku('青椒', 600, 7, [[130, 2]]),
  sku('黄瓜', 480, 5, [[160, 2]]),
  sku('南瓜', 650, 30, [[90, 6]], { name: '贝贝南瓜' }),
  sku('香菇', 1600, 5, [[40, 3]], { spec: '鲜香菇' }),
  sku('金针菇', 4500, 7, [[30, 2]], { spec: '5公斤/箱', offShelf: true }),
  sku('杏鲍菇', 1100, 7, [[50, 2]]),
  // Fruit: 草莓 and 葡萄 expire within the next days.
  sku('脐橙', 7800, 30, [[40, 6]], { spec: '10公斤/箱' }),
  sku('砂糖橘', 750, 15, [[500, 5]]),
  sku('柚子', 900, 30, [[120, 8]], { name: '蜜柚' }),
  sku('柠檬', 1000, 20, [[60, 6]], { name: '黄柠檬' }),
  sku('红富士苹果', 8500, 45, [[90, 2]], { spec: '10公斤/箱', lowStockQty: 20 }),
  sku('香梨', 980, 20, [[150, 5]], { name: '库尔勒香梨' }),
  sku('雪梨', 680, 20, [[120, 5]]),
  sku('葡萄', 1400, 7, [[280, 5]], { name: '巨峰葡萄' }),
  sku('草莓', 6000, 4, [[12, 2]], { spec: '3公斤/箱', lowStockQty: 20 }),
  sku('蓝莓', 9600, 10, [[15, 3]], { spec: '125克×12盒', offShelf: true }),
  sku('香蕉', 620, 7, [[880, 2]]),
  sku('芒果', 900, 8, [[100, 3]], { name: '台农芒果' }),
  sku('菠萝', 550, 7, [[90, 3]]),
  sku('火龙果', 1050, 10, [[110, 4]], { name: '红心火龙果' }),
  sku('西瓜', 360, 10, [[900, 3]], { name: '麒麟西瓜' }),
  sku('哈密瓜', 1800, 14, [[40, 5]]),
]

export const XIANFENG_SKUS: SeedSku[] = [
  // Fresh fish keeps two days: today's and yesterday's deliveries; 花蛤 has an expired batch left.
  sku('草鱼', 1800, 2, [[120, 0]]),
  sku('鲫鱼', 2200, 2, [[80, 0]]),
  sku('鲫鱼', 3000, 2, [[25, 0]], { name: '野生鲫鱼' }),
  sku('鲈鱼', 4200, 2, [[60, 1]]),
  sku('带鱼', 3600, 3, [[90, 1]], { spec: '冰鲜' }),
  sku('带鱼', 4600, 3, [[40, 1]], { name: '宽带鱼', spec: '冰鲜' }),
  sku('大黄鱼', 4800, 3, [[50, 1]]),
  sku('基围虾', 7800, 2, [[60, 0]], { lowStockQty: 20 }),
  sku('基围虾', 9800, 2, [[30, 0]], { name: '基围虾（大号）' }),
  sku('小龙虾', 4500, 2, [[100, 0]]),
  sku('小龙虾', 5200, 2, [[40, 0]], { name: '清水小龙虾' }),
  sku('大闸蟹', 3500, 5, [[200, 1]], { spec: '3两/只' }),
  sku('扇贝', 1600, 2, [[50, 0]]),
  sku('花蛤', 1200, 2, [[10, 4], [60, 0]]),
  // Frozen goods and dry goods keep long.
  sku('冻猪肉', 46000, 180, [[30, 20]], { spec: '20公斤/箱' }),
  sku('冻猪肉', 52000, 180, [[12, 20]], { name: '冻五花肉', spec: '20公斤/箱' }),
  sku('冻牛肉', 118000, 180, [[10, 20]], { spec: '20公斤/箱', lowStockQty: 15 }),
  sku('冻鸡翅', 26000, 180, [[25, 15]], { spec: '10公斤/箱' }),
  sku('速冻水饺', 12000, 180, [[40, 10]]),
  sku('速冻汤圆', 11000, 180, [[30, 10]], { offShelf: true }),
  sku('冻虾仁', 35000, 180, [[20, 12]]),
  sku('冻鱿鱼', 28000, 180, [[18, 12]]),
  sku('黑木耳', 4800, 365, [[60, 30]]),
  sku('干香菇', 4300, 365, [[50, 30]], { spec: '花菇' }),
  sku('红枣', 1500, 365, [[100, 40]]),
  sku('红枣', 2200, 365, [[40, 40]], { name: '和田红枣（特级）' }),
  sku('枸杞', 3000, 365, [[60, 40]], { spec: '宁夏' }),
  sku('花椒', 6000, 365, [[30, 40]], { spec: '大红袍' }),
  sku('八角', 3400, 365, [[30, 40]]),
  sku('干辣椒', 2100, 365, [[50, 40]], { offShelf: true }),
  sku('桂皮', 1900, 365, [[25, 40]]),
]

/** Products whose current 绿源 batch came with the shop's latest gate entry of that product (its day and origin). */
const TRACED = ['红富士苹果', '香蕉', '葡萄', '砂糖橘']

/** The UTC instant of a China-time day at `hour`. */
export const chinaAt = (day: string, hour: number): Date => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`)

/** A delivery: a new batch at 0 plus its 'in' ledger row (the only way stock changes). */
/** Deliveries are stocked at 04:00 China time: after the gate entries (03:00), before the day's first sale (05:00). */
export const DELIVERY_HOUR = 4

export async function deliverBatch(tx: Db, b: { shopId: string; skuId: string; hundredths: number; entryDate: string; shelfLifeDays: number; inmarketRecordId?: string | null; origin?: string | null; userId?: string | null }): Promise<string> {
  const at = chinaAt(b.entryDate, DELIVERY_HOUR)
  const batchNo = await nextDocNo(tx, 'batch', at)
  const [row] = await tx
    .insert(stockBatches)
    .values({
      batchNo,
      shopId: b.shopId,
      skuId: b.skuId,
      quantity: '0',
      initialQuantity: (b.hundredths / 100).toFixed(2),
      entryDate: b.entryDate,
      shelfLifeDays: b.shelfLifeDays,
      expiryDate: addDays(b.entryDate, b.shelfLifeDays),
      inmarketRecordId: b.inmarketRecordId ?? null,
      origin: b.origin ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: stockBatches.id })
  await moveStock(tx, { batchId: row!.id, shopId: b.shopId, skuId: b.skuId, kind: 'in', deltaHundredths: b.hundredths, bizId: row!.id, userId: b.userId ?? null, at })
  return row!.id
}

async function seedShopSkus(tx: Db, shopId: string, codePrefix: string, list: SeedSku[], traced: Map<string, TracedEntry>): Promise<void> {
  const names = [...new Set(list.map((s) => s.product))]
  const found = await tx.select().from(products).where(inArray(products.name, names))
  const byName = new Map(found.map((p) => [p.name, p]))
  const today = chinaDay()
  for (const [i, s] of list.entries()) {
    const p = byName.get(s.product)
    if (!p) throw new Error(`seed: no catalogue product ${s.product}`)
    const [row] = await tx
      .insert(shopSkus)
      .values({
        shopId,
        productId: p.id,
        categoryId: p.categoryId,
        name: s.name ?? p.name,
        unit: p.unit,
        spec: s.spec ?? p.spec,
        priceFen: s.priceFen,
        productCode: `${codePrefix}${String(i + 1).padStart(3, '0')}`,
        pluCode: i + 1,
        sortOrder: i + 1,
        onShelf: !s.offShelf,
        lowStockQty: s.lowStockQty === undefined ? null : s.lowStockQty.toFixed(2),
      })
      .returning({ id: shopSkus.id })
    for (const [j, [qty, daysAgo]] of s.batches.entries()) {
      // The latest batch of a traced product came with its gate entry: that day, that origin.
      const entry = j === s.batches.length - 1 ? traced.get(s.product) : undefined
      await deliverBatch(tx, { shopId, skuId: row!.id, hundredths: Math.round(qty * 100), entryDate: entry?.day ?? addDays(today, -daysAgo), shelfLifeDays: s.shelfLifeDays, inmarketRecordId: entry?.recordId ?? null, origin: entry?.origin ?? null })
    }
  }
}

interface TracedEntry {
  recordId: string
  /** The China day the vehicle entered: the batch's entry date. */
  day: string
  origin: string | null
}

/** The latest gate entry of each traced product for the shop (made by the gate seed). */
async function entriesByProduct(tx: Db, shopId: string): Promise<Map<string, TracedEntry>> {
  const rows = await tx
    .select({ recordId: inmarketRecords.id, entryTime: inmarketRecords.entryTime, product: inmarketGoods.productName, origin: inmarketGoods.origin })
    .from(inmarketGoods)
    .innerJoin(inmarketRecords, eq(inmarketRecords.id, inmarketGoods.recordId))
    .where(and(eq(inmarketRecords.customerId, shopId), inArray(inmarketGoods.productName, TRACED)))
    .orderBy(desc(inmarketRecords.entryTime))
  const out = new Map<string, TracedEntry>()
  for (const r of rows) if (!out.has(r.product)) out.set(r.product, { recordId: r.recordId, day: chinaDay(r.entryTime), origin: r.origin })
  return out
}

export const seedShop: FeatureSeed = async (tx, ctx) => {
  const lvyuan = ctx.customerId.lvyuan!
  await seedShopSkus(tx, lvyuan, 'LY', LVYUAN_SKUS, await entriesByProduct(tx, lvyuan))
  await seedShopSkus(tx, ctx.customerId.xianfeng!, 'XF', XIANFENG_SKUS, new Map())
}
