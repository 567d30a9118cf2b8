/**
 * /api/member/sku/{createSkuAndStore, update, delete, saveSkuSort, skuStatics} (docs/trade.md,
 * "SKUs and scales"): the caller's shop's SKUs. The reads (page, proAndSkuPage) are in skuRead.ts.
 *
 * Every write to a shop's SKU list runs in one transaction that first takes the shop's SKU lock
 * (an advisory lock per shop): shelf positions, the "exactly the shop's SKUs" check of a sort and
 * the per-scale sync versions are then computed without a race. When the list a scale shows
 * changes (a SKU created, deleted, or changed in name, price, PLU, unit or shelf; the shelf order
 * saved), one scale_sync_records row per bound scale of the shop is written in the same transaction.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { contract, FORM_MESSAGES, PATTERN_MESSAGES, PLU_MAX, TEXT_LIMITS, type SkuCreatePayload, type SkuItem, type SkuStats } from '@/contract'
import type { Db } from '../../db/client'
import { electronicScales, inmarketGoods, inmarketRecords, productCategories, products, scaleSyncRecords, shopSkus, stockBatches, type ScaleSyncItemRow } from '../../db/schema'
import { addDays, chinaDay, isDay } from '../../lib/dates'
import { dictionary } from '../../data/dictionary'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { patterned, textField } from '../../lib/fields'
import { newId } from '../../lib/ids'
import { moveStock } from '../../data/ledger'
import { fenField, fromNumeric, numericToNumber, quantityField, toNumeric } from '../../lib/money'
import { rowsOf } from '../../data/query'
import { iso } from '../../data/resource'
import { bool, id, idList, int, opt, str, type Field } from '../../lib/validate'
import { handler } from '../../http/handler'
import { nearExpiryLimit, raiseStockAlertsOnRead } from '../warehouse/alerts'
import { ownShopId, uploadPath } from './shop'

type SkuRow = typeof shopSkus.$inferSelect
type Tx = Db

const SKU_LOCK = 482_301_901

/** Serialises writes to one shop's SKU list (held until the transaction ends). */
export async function lockShopSkus(tx: Tx, shopId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SKU_LOCK}::int, hashtext(${shopId}))`)
}

// ---- Presenting ---------------------------------------------------------------------------------

/** Stock per SKU: what can be sold (batches not expired), the expired rest, and whether a batch with stock is near expiry. */
async function stockOf(db: Db, skuIds: string[]): Promise<Map<string, { qty: number; expired: number; nearExpiry: boolean }>> {
  if (!skuIds.length) return new Map()
  const today = chinaDay()
  const rows = await db
    .select({
      skuId: stockBatches.skuId,
      qty: sql<string>`coalesce(sum(${stockBatches.quantity}) filter (where ${stockBatches.expiryDate} >= ${today}), 0)::text`,
      expired: sql<string>`coalesce(sum(${stockBatches.quantity}) filter (where ${stockBatches.expiryDate} < ${today}), 0)::text`,
      near: sql<boolean>`coalesce(bool_or(${stockBatches.quantity} > 0 and ${stockBatches.expiryDate} <= ${nearExpiryLimit()}), false)`,
    })
    .from(stockBatches)
    .where(inArray(stockBatches.skuId, skuIds))
    .groupBy(stockBatches.skuId)
  return new Map(rows.map((r) => [r.skuId, { qty: numericToNumber(r.qty), expired: numericToNumber(r.expired), nearExpiry: r.near }]))
}

/** SKU rows as the app sees them: product and category names, stock and its alerts. */
export async function presentSkus(db: Db, rows: SkuRow[]): Promise<SkuItem[]> {
  if (!rows.length) return []
  const [names, stock] = await Promise.all([
    db
      .select({ id: shopSkus.id, productName: products.name, categoryName: productCategories.name })
      .from(shopSkus)
      .innerJoin(products, eq(products.id, shopSkus.productId))
      .innerJoin(productCategories, eq(productCategories.id, shopSkus.categoryId))
      .where(inArray(shopSkus.id, rows.map((r) => r.id))),
    stockOf(db, rows.map((r) => r.id)),
  ])
  const namesOf = new Map(names.map((n) => [n.id, n]))
  return rows.map((r) => {
    const s = stock.get(r.id) ?? { qty: 0, expired: 0, nearExpiry: false }
    const low = r.lowStockQty === null ? null : numericToNumber(r.lowStockQty)
    return {
      id: r.id,
      productId: r.productId,
      productName: namesOf.get(r.id)?.productName ?? r.name,
      name: r.name,
      categoryId: r.categoryId,
      categoryName: namesOf.get(r.id)?.categoryName ?? '',
      unit: r.unit,
      spec: r.spec,
      priceFen: r.priceFen,
      productCode: r.productCode,
      pluCode: r.pluCode,
      sortOrder: r.sortOrder,
      onShelf: r.onShelf,
      image: r.image,
      stockQty: s.qty,
      expiredQty: s.expired,
      lowStockQty: low,
      lowStock: low !== null && s.qty < low,
      nearExpiry: s.nearExpiry,
      updateTime: iso(r.updatedAt)!,
    }
  })
}

/** The caller's shop's live SKU, or '记录不存在'. */
async function findSku(db: Db, shopId: string, skuId: string): Promise<SkuRow> {
  const [row] = await db.select().from(shopSkus).where(and(eq(shopSkus.id, skuId), eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt)))
  if (!row) throw notFound()
  return row
}

// ---- Scale sync ---------------------------------------------------------------------------------

/** The fields a scale shows: a change to one of them sends the list again. */
const SCALE_FIELDS = ['name', 'priceFen', 'pluCode', 'unit', 'onShelf'] as const satisfies ReadonlyArray<keyof SkuRow>

/**
 * Writes one pending sync record per bound scale of the shop (or only `onlyScaleId`, just
 * registered): the shop's on-shelf SKUs in shelf order, version = the scale's last + 1. Call inside the transaction holding the shop's SKU lock.
 * Answers the number of records written.
 */
export async function writeScaleSync(tx: Tx, shopId: string, reason: 'sort' | 'sku' | 'register', onlyScaleId?: string): Promise<number> {
  const scales = await tx
    .select({ id: electronicScales.id })
    .from(electronicScales)
    .where(and(eq(electronicScales.customerId, shopId), eq(electronicScales.ownerType, 'shop'), eq(electronicScales.state, 'bound'), onlyScaleId ? eq(electronicScales.id, onlyScaleId) : undefined))
  if (!scales.length) return 0
  const skus = await tx
    .select({ skuId: shopSkus.id, plu: shopSkus.pluCode, name: shopSkus.name, unit: shopSkus.unit, priceFen: shopSkus.priceFen })
    .from(shopSkus)
    .where(and(eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt), eq(shopSkus.onShelf, true)))
    .orderBy(asc(shopSkus.sortOrder), asc(shopSkus.id))
  const items: ScaleSyncItemRow[] = skus
  for (const scale of scales) {
    await tx.execute(sql`
      insert into ${scaleSyncRecords} (id, scale_id, shop_id, version, items, reason)
      select ${newId()}, ${scale.id}, ${shopId}, coalesce(max(version), 0) + 1, ${JSON.stringify(items)}::jsonb, ${reason}
      from ${scaleSyncRecords} where scale_id = ${scale.id}`)
  }
  return scales.length
}

// ---- Input --------------------------------------------------------------------------------------


const skuFieldShape = {
  name: opt(textField(TEXT_LIMITS.skuName)),
  spec: opt(textField(TEXT_LIMITS.skuSpec)),
  productCode: opt(patterned('productCode', { max: 32 })),
  pluCode: opt(int({ min: 1, max: PLU_MAX, msg: FORM_MESSAGES.pluCode })),
  onShelf: opt(bool()),
  lowStockQty: opt(quantityField({ allowZero: true, msg: '库存预警值需为不小于0的数，最多2位小数' })),
  image: opt(uploadPath()),
}
const unitField = () => str({ max: 10, msg: '计量单位不正确' })
const priceField = () => fenField({ msg: PATTERN_MESSAGES.price })

/** A day 'YYYY-MM-DD' not after today (China time). */
function entryDateField(): Field<string> {
  return {
    optional: false,
    parse(value, key) {
      if (typeof value !== 'string' || value.trim() === '') throw new BizError(`缺少参数：${key}`)
      const d = value.trim()
      if (!isDay(d)) throw new BizError('入库日期格式不正确')
      if (d > chinaDay()) throw new BizError('入库日期不能大于当前时间，请重新选择！')
      return d
    },
  }
}

async function assertUnit(db: Db, unit: string | undefined): Promise<void> {
  if (unit === undefined) return
  const units = await dictionary(db, 'unit')
  if (![...units.values()].includes(unit)) throw new BizError('计量单位不正确')
}

const lowStock = (q: number | undefined) => (q === undefined ? undefined : toNumeric(Math.round(q * 100)))

// ---- Handlers -----------------------------------------------------------------------------------


/**
 * Creates a SKU at the end of the shop's shelf and, with `stockQty` > 0, its first batch with an
 * 'in' stock row, in one transaction (also used by the seed).
 */
export async function createSku(db: Db, shopId: string, input: SkuCreatePayload, userId: string | null = null): Promise<SkuRow> {
  if (input.stockQty !== undefined && input.shelfLifeDays === undefined) throw new BizError('请填写保质期天数')
  await assertUnit(db, input.unit)
  const [product] = await db.select().from(products).where(and(eq(products.id, input.productId), eq(products.enabled, true)))
  if (!product) throw new BizError('商品不存在')
  const entered = input.inmarketRecordId ? await entryOfProduct(db, shopId, input.inmarketRecordId, product.id) : null
  const batchNo = input.stockQty !== undefined ? await nextDocNo(db, 'batch') : null
  // A duplicate code or PLU among the shop's live SKUs is refused by its unique index (db/constraints.ts).
  return db.transaction(async (tx) => {
    await lockShopSkus(tx, shopId)
    const [row] = await tx
      .insert(shopSkus)
      .values({
        shopId,
        productId: product.id,
        categoryId: product.categoryId,
        name: input.name ?? product.name,
        unit: input.unit,
        spec: input.spec ?? product.spec,
        priceFen: input.priceFen,
        productCode: input.productCode ?? null,
        pluCode: input.pluCode ?? null,
        onShelf: input.onShelf ?? true,
        image: input.image ?? null,
        lowStockQty: lowStock(input.lowStockQty) ?? null,
        sortOrder: sql`(select coalesce(max(${shopSkus.sortOrder}), 0) + 1 from ${shopSkus} where ${shopSkus.shopId} = ${shopId} and ${shopSkus.deletedAt} is null)`,
      })
      .returning()
    if (batchNo && input.stockQty !== undefined) {
      const entryDate = input.entryDate ?? entered?.entryDate ?? chinaDay()
      const shelfLifeDays = input.shelfLifeDays!
      const hundredths = Math.round(input.stockQty * 100)
      const [batch] = await tx
        .insert(stockBatches)
        .values({ batchNo, shopId, skuId: row!.id, quantity: '0', initialQuantity: toNumeric(hundredths), entryDate, shelfLifeDays, expiryDate: addDays(entryDate, shelfLifeDays), inmarketRecordId: entered?.recordId ?? null, origin: input.origin ?? entered?.origin ?? null })
        .returning({ id: stockBatches.id })
      await moveStock(tx, { batchId: batch!.id, shopId, skuId: row!.id, kind: 'in', deltaHundredths: hundredths, bizId: batch!.id, userId })
    }
    await writeScaleSync(tx, shopId, 'sku')
    return row!
  })
}

/**
 * The shop's gate entry the stock came in with, carrying this product ('进场记录中没有该商品'):
 * the batch keeps the link (traceability) and the goods line's origin; its entry date is the
 * entry's day unless given.
 */
async function entryOfProduct(db: Db, shopId: string, recordId: string, productId: string) {
  const [hit] = await db
    .select({ recordId: inmarketRecords.id, entryTime: inmarketRecords.entryTime, origin: inmarketGoods.origin })
    .from(inmarketRecords)
    .innerJoin(inmarketGoods, and(eq(inmarketGoods.recordId, inmarketRecords.id), eq(inmarketGoods.productId, productId)))
    .where(and(eq(inmarketRecords.id, recordId), eq(inmarketRecords.customerId, shopId)))
  if (!hit) {
    const [own] = await db.select({ id: inmarketRecords.id }).from(inmarketRecords).where(and(eq(inmarketRecords.id, recordId), eq(inmarketRecords.customerId, shopId)))
    throw new BizError(own ? '进场记录中没有该商品' : '进场记录不存在')
  }
  return { recordId: hit.recordId, origin: hit.origin, entryDate: chinaDay(hit.entryTime) }
}

export const skuHandlers = [
  handler({
    endpoint: contract.member.sku.createSkuAndStore,
    access: ['supplier'],
    module: { supplier: 'product' },
    input: {
      productId: str({ pattern: /^[0-9A-Za-z_-]{1,64}$/, msg: '商品不存在' }),
      unit: unitField(),
      priceFen: priceField(),
      ...skuFieldShape,
      stockQty: opt(quantityField({ msg: '入库数量需为大于0的数，最多2位小数' })),
      entryDate: opt(entryDateField()),
      shelfLifeDays: opt(int({ min: 0, max: 3650, msg: '保质期需为0-3650天' })),
      inmarketRecordId: opt(id()),
      origin: opt(str({ max: 50, msg: '产地不能超过50个字符' })),
    },
    async handle({ db, user }, input) {
      const row = await createSku(db, ownShopId(user), input, user.id)
      const [item] = await presentSkus(db, [row])
      return item!
    },
  }),
  handler({
    endpoint: contract.member.sku.update,
    access: ['supplier'],
    module: { supplier: 'product' },
    input: { id: id(), unit: opt(unitField()), priceFen: opt(priceField()), ...skuFieldShape },
    async handle({ db, user }, { id: skuId, lowStockQty, ...input }) {
      const shopId = ownShopId(user)
      await findSku(db, shopId, skuId)
      await assertUnit(db, input.unit)
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<SkuRow>
      if (lowStockQty !== undefined) changes.lowStockQty = lowStock(lowStockQty)!
      const row = await db.transaction(async (tx) => {
        await lockShopSkus(tx, shopId)
        const before = await findSku(tx, shopId, skuId)
        const [after] = await tx
          .update(shopSkus)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(shopSkus.id, skuId), eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt)))
          .returning()
        if (SCALE_FIELDS.some((f) => after![f] !== before[f])) await writeScaleSync(tx, shopId, 'sku')
        return after!
      })
      const [item] = await presentSkus(db, [row])
      return item!
    },
  }),
  handler({
    endpoint: contract.member.sku.delete,
    access: ['supplier'],
    module: { supplier: 'product' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      await db.transaction(async (tx) => {
        await lockShopSkus(tx, shopId)
        const [gone] = await tx
          .update(shopSkus)
          .set({ deletedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(shopSkus.id, input.id), eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt)))
          .returning()
        if (!gone) throw notFound()
        // What is left in its batches is written off ('adjust', one row per batch); sales wait for the lock.
        const left = await rowsOf<{ id: string; quantity: string }>(
          tx,
          sql`select id, quantity::text from ${stockBatches} where sku_id = ${gone.id} and quantity > 0 order by id for update`,
        )
        for (const b of left) {
          await moveStock(tx, { batchId: b.id, shopId, skuId: gone.id, kind: 'adjust', deltaHundredths: -fromNumeric(b.quantity), bizId: gone.id, remark: '商品删除', userId: user.id })
        }
        await writeScaleSync(tx, shopId, 'sku')
      })
      return null
    },
  }),
  handler({
    endpoint: contract.member.sku.saveSkuSort,
    access: ['supplier'],
    module: { supplier: 'product' },
    input: { ids: idList({ max: 2000 }) },
    async handle({ db, user }, { ids }) {
      const shopId = ownShopId(user)
      return db.transaction(async (tx) => {
        await lockShopSkus(tx, shopId)
        const live = await tx.select({ id: shopSkus.id }).from(shopSkus).where(and(eq(shopSkus.shopId, shopId), isNull(shopSkus.deletedAt)))
        const liveIds = new Set(live.map((r) => r.id))
        if (live.length !== ids.length || ids.some((i) => !liveIds.has(i))) throw new BizError('商品列表已变化，请刷新后重试')
        const values = sql.join(
          ids.map((skuId, i) => sql`(${skuId}::text, ${i + 1}::int)`),
          sql`, `,
        )
        await tx.execute(sql`
          update ${shopSkus} set sort_order = v.ord, updated_at = now()
          from (values ${values}) as v(id, ord)
          where ${shopSkus.id} = v.id and ${shopSkus.shopId} = ${shopId} and ${shopSkus.sortOrder} is distinct from v.ord`)
        return { count: ids.length, scaleSyncs: await writeScaleSync(tx, shopId, 'sort') }
      })
    },
  }),
  handler({
    endpoint: contract.member.sku.skuStatics,
    access: ['supplier'],
    module: { supplier: 'product' },
    input: {},
    async handle({ db, user, req }): Promise<SkuStats> {
      const shopId = ownShopId(user)
      // Reading the product list is one of the moments the shop's alerts are raised (once each).
      await raiseStockAlertsOnRead(db, shopId, req.log)
      const [row] = await rowsOf<{ total: number; on_shelf: number; off_shelf: number; low_stock: number; near_expiry: number }>(
        db,
        sql`
          with b as (
            select sku_id, sum(quantity) as qty, bool_or(expiry_date <= ${nearExpiryLimit()}) as near
            from ${stockBatches} where shop_id = ${shopId} and quantity > 0 group by sku_id),
          s as (
            select s.on_shelf, s.low_stock_qty, coalesce(b.qty, 0) as qty, coalesce(b.near, false) as near
            from ${shopSkus} s left join b on b.sku_id = s.id
            where s.shop_id = ${shopId} and s.deleted_at is null)
          select count(*)::int as total,
            (count(*) filter (where on_shelf))::int as on_shelf,
            (count(*) filter (where not on_shelf))::int as off_shelf,
            (count(*) filter (where low_stock_qty is not null and qty < low_stock_qty))::int as low_stock,
            (count(*) filter (where near))::int as near_expiry
          from s`,
      )
      return { total: row?.total ?? 0, onShelf: row?.on_shelf ?? 0, offShelf: row?.off_shelf ?? 0, lowStock: row?.low_stock ?? 0, nearExpiry: row?.near_expiry ?? 0 }
    },
  }),
]
