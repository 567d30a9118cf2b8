/**
 * /api/gate/detectionMain/* and detectionProVouchertype/* (docs/gate.md, "Inspections"): a shop
 * asks for products of one of its gate entries to be tested, edits or deletes the request while it
 * waits, and reads its inspections; anyone reads an inspection's public view. The lab's side
 * (results, reports) is detectionWorkflow.ts, called by the market office (market/detection.ts).
 */
import { and, arrayOverlaps, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { contract, DETECTION_RESULTS, DETECTION_STATES, GATE_LIMITS, GATE_MESSAGES, type DetectionProductInput, type DetectProductItems, type DetectVoucher } from '@/contract'
import type { Db } from '../../db/client'
import { dataDictionary, detectionProducts, detectionResults, detections, detectionVouchers, detectItems, inmarketGoods, inmarketRecords, productCategories, products } from '../../db/schema'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { chinaDay } from '../../lib/dates'
import { nextDocNo } from '../../data/docNo'
import { BizError, notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { id, idList, oneOf, opt, optIdList, str, type Field } from '../../lib/validate'
import { detectionDetail, detectionFilters, presentDetections, publicDetection } from './detectionRead'

export const DETECTION_MSG = {
  productMissing: '该进场记录中没有此商品',
  itemNotFor: (name: string) => `检测项目不适用于「${name}」`,
  voucher: '报告凭证不存在或已过期',
  onlySubmittedEdit: '仅待检测的检测单可以修改',
  onlySubmittedDelete: '仅待检测的检测单可以删除',
  recordFixed: '不能更改检测单的进场记录',
} as const

/** `products`: 1-20 {productId, itemIds: 1-20}, no product twice, no item twice on a product. */
function productsInput(): Field<DetectionProductInput[]> {
  const ids = idList({ max: GATE_LIMITS.detectionItems })
  return {
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.length === 0) throw new BizError('请至少选择一种检测商品')
      if (value.length > GATE_LIMITS.detectionProducts) throw new BizError(`检测商品最多${GATE_LIMITS.detectionProducts}种`)
      const lines = value.map((raw): DetectionProductInput => {
        const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
        const productId = typeof o.productId === 'string' || typeof o.productId === 'number' ? String(o.productId) : ''
        if (!/^[0-9A-Za-z_-]{1,64}$/.test(productId)) throw new BizError(DETECTION_MSG.productMissing)
        let itemIds: string[]
        try {
          itemIds = ids.parse(o.itemIds, 'itemIds')
        } catch {
          throw new BizError(`每种商品需选择1-${GATE_LIMITS.detectionItems}个检测项目`)
        }
        return { productId, itemIds }
      })
      if (new Set(lines.map((l) => l.productId)).size !== lines.length) throw new BizError('检测商品不能重复添加')
      return lines
    },
  }
}

const detectionShape = {
  recordId: id(),
  products: productsInput(),
  voucherId: opt(id()),
  remark: opt(str({ max: GATE_LIMITS.remark, multiline: true, msg: GATE_MESSAGES.remarkTooLong })),
}

const ownShop = (u: AuthUser | null) => (u?.userType === 'supplier' && u.customerId ? eq(detections.customerId, u.customerId) : sql`false`)

export const detectionResource = resource({
  table: detections,
  id: detections.id,
  scope: ownShop,
  order: [by.desc(detections.createdAt), by.desc(detections.id)],
  present: (db, rows) => presentDetections(db, rows).then((items) => items.map(({ customerId: _c, customerName: _n, ...item }) => item)),
})

/** The top-level category of each product (its own when it is top level). */
async function topCategories(db: Db, productIds: string[]) {
  return db
    .select({ productId: products.id, productName: products.name, categoryName: productCategories.name, topId: sql<string>`case when ${productCategories.parentId} = '0' then ${productCategories.id} else ${productCategories.parentId} end` })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(and(inArray(products.id, productIds), eq(products.enabled, true)))
}

/** getDetectProAndItemByProIds: the items that apply to each product, in the order asked. */
export async function itemsForProducts(db: Db, productIds: string[]): Promise<DetectProductItems[]> {
  const prods = await topCategories(db, productIds)
  const items = prods.length
    ? await db
        .select()
        .from(detectItems)
        .where(inArray(detectItems.categoryId, [...new Set(prods.map((p) => p.topId))]))
        .orderBy(asc(detectItems.sort), asc(detectItems.id))
    : []
  const byId = new Map(prods.map((p) => [p.productId, p]))
  return productIds
    .filter((pid) => byId.has(pid))
    .map((pid) => {
      const p = byId.get(pid)!
      return { productId: pid, productName: p.productName, categoryName: p.categoryName, items: items.filter((i) => i.categoryId === p.topId).map((i) => ({ id: i.id, name: i.name, standard: i.standard, method: i.method })) }
    })
}

/** The caller's vouchers valid today (covering one of `productIds` when given). */
async function availableVouchers(db: Db, customerId: string, productIds?: string[]): Promise<DetectVoucher[]> {
  const rows = await db
    .select({ v: detectionVouchers, typeName: dataDictionary.dataValue })
    .from(detectionVouchers)
    .leftJoin(dataDictionary, and(eq(dataDictionary.dataType, 'detectVoucherType'), eq(dataDictionary.dataKey, detectionVouchers.voucherType)))
    .where(and(eq(detectionVouchers.customerId, customerId), gte(detectionVouchers.validTo, chinaDay()), productIds?.length ? arrayOverlaps(detectionVouchers.productIds, productIds) : undefined))
    .orderBy(asc(detectionVouchers.validTo), asc(detectionVouchers.id))
  const allProducts = [...new Set(rows.flatMap((r) => r.v.productIds))]
  const names = allProducts.length ? new Map((await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, allProducts))).map((p) => [p.id, p.name])) : new Map<string, string>()
  return rows.map(({ v, typeName }) => ({
    id: v.id,
    voucherType: v.voucherType,
    voucherTypeName: typeName ?? v.voucherType,
    voucherNo: v.voucherNo,
    issuer: v.issuer,
    issuedDate: v.issuedDate,
    validTo: v.validTo,
    productIds: v.productIds,
    productNames: v.productIds.map((pid) => names.get(pid) ?? ''),
    fileUrl: v.file,
  }))
}

interface DetectionInput {
  recordId: string
  products: DetectionProductInput[]
  voucherId?: string
  remark?: string
}

/**
 * The rows to store: each product one of the entry's goods (origin copied), each item one that
 * applies to it, the voucher the shop's and valid. The entry must be the shop's.
 */
async function resolveDetection(db: Db, shopId: string, input: DetectionInput) {
  const [stay] = await db
    .select({ id: inmarketRecords.id })
    .from(inmarketRecords)
    .where(and(eq(inmarketRecords.id, input.recordId), eq(inmarketRecords.customerId, shopId)))
  if (!stay) throw notFound()
  const goods = await db.select().from(inmarketGoods).where(eq(inmarketGoods.recordId, stay.id))
  const goodsOf = new Map(goods.map((g) => [g.productId, g]))
  const applicable = await itemsForProducts(db, input.products.map((p) => p.productId))
  const itemsOf = new Map(applicable.map((a) => [a.productId, a]))
  if (input.voucherId && !(await availableVouchers(db, shopId)).some((v) => v.id === input.voucherId)) throw new BizError(DETECTION_MSG.voucher)
  return input.products.map((p, sort) => {
    const g = goodsOf.get(p.productId)
    if (!g) throw new BizError(DETECTION_MSG.productMissing)
    const allowed = new Map((itemsOf.get(p.productId)?.items ?? []).map((i) => [i.id, i]))
    const items = p.itemIds.map((itemId, n) => {
      const i = allowed.get(itemId)
      if (!i) throw new BizError(DETECTION_MSG.itemNotFor(g.productName))
      return { itemId, itemName: i.name, standard: i.standard, method: i.method, sort: n }
    })
    return { product: { recordId: stay.id, productId: g.productId, productName: g.productName, categoryName: g.categoryName, origin: g.origin, sort }, items }
  })
}

type Resolved = Awaited<ReturnType<typeof resolveDetection>>

async function insertLines(tx: Db, detectionId: string, lines: Resolved): Promise<void> {
  for (const l of lines) {
    const [p] = await tx
      .insert(detectionProducts)
      .values({ ...l.product, detectionId })
      .returning({ id: detectionProducts.id })
    await tx.insert(detectionResults).values(l.items.map((i) => ({ ...i, detectionId, productRowId: p!.id })))
  }
}

/** A shop's request for an inspection (also used by the seed). */
export async function createDetection(db: Db, owner: { customerId: string; userId: string | null }, input: DetectionInput, now: Date = new Date()) {
  const lines = await resolveDetection(db, owner.customerId, input)
  const detectionNo = await nextDocNo(db, 'detection', now)
  return db.transaction(async (tx) => {
    const [d] = await tx
      .insert(detections)
      .values({ detectionNo, customerId: owner.customerId, userId: owner.userId, recordId: input.recordId, voucherId: input.voucherId ?? null, remark: input.remark ?? null, createdAt: now, updatedAt: now })
      .returning({ id: detections.id })
    await insertLines(tx, d!.id, lines)
    return { id: d!.id, detectionNo }
  })
}

async function refuse(db: Db, detectionId: string, msg: string): Promise<never> {
  const [d] = await db.select({ id: detections.id }).from(detections).where(eq(detections.id, detectionId))
  throw d ? new BizError(msg) : notFound()
}

const shopOf = (u: AuthUser): string => {
  if (!u.customerId) throw notFound()
  return u.customerId
}

export const detectionHandlers = [
  handler({
    endpoint: contract.gate.detectionMain.page,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: { ...pageShape, status: opt(oneOf(DETECTION_STATES, '检测状态不正确')), result: opt(oneOf(DETECTION_RESULTS, '检测结果不正确')), keyword: fields.keyword() },
    handle: ({ db, user }, input) => detectionResource.page(db, user, pageArgs(input), detectionFilters(input)),
  }),
  handler({
    endpoint: contract.gate.detectionMain.detail,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const { customerId: _c, customerName: _n, ...detail } = await detectionDetail(db, await detectionResource.find(db, user, input.id))
      return detail
    },
  }),
  handler({
    endpoint: contract.gate.detectionMain.queryById,
    access: 'public',
    input: { id: id() },
    async handle({ db }, input) {
      const [row] = await db.select().from(detections).where(eq(detections.id, input.id))
      if (!row) throw notFound()
      return publicDetection(db, row)
    },
  }),
  handler({
    endpoint: contract.gate.detectionMain.createDetection,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: detectionShape,
    handle: ({ db, user }, input) => createDetection(db, { customerId: shopOf(user), userId: user.id }, input),
  }),
  handler({
    endpoint: contract.gate.detectionMain.updateDetection,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: { id: id(), ...detectionShape },
    async handle({ db, user }, { id: detectionId, ...input }) {
      const d = await detectionResource.find(db, user, detectionId)
      if (d.recordId !== input.recordId) throw new BizError(DETECTION_MSG.recordFixed)
      if (d.status !== 'submitted') throw new BizError(DETECTION_MSG.onlySubmittedEdit)
      const lines = await resolveDetection(db, d.customerId, input)
      return db.transaction(async (tx) => {
        const [u] = await tx
          .update(detections)
          .set({ voucherId: input.voucherId ?? null, remark: input.remark ?? null, userId: user.id, updatedAt: new Date() })
          .where(and(eq(detections.id, d.id), eq(detections.status, 'submitted')))
          .returning({ id: detections.id, detectionNo: detections.detectionNo })
        if (!u) return refuse(tx, d.id, DETECTION_MSG.onlySubmittedEdit)
        await tx.delete(detectionProducts).where(eq(detectionProducts.detectionId, d.id))
        await insertLines(tx, d.id, lines)
        return u
      })
    },
  }),
  handler({
    endpoint: contract.gate.detectionMain.delete,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const d = await detectionResource.find(db, user, input.id)
      const gone = await db
        .delete(detections)
        .where(and(eq(detections.id, d.id), eq(detections.status, 'submitted')))
        .returning({ id: detections.id })
      if (!gone.length) await refuse(db, d.id, DETECTION_MSG.onlySubmittedDelete)
      return null
    },
  }),
  handler({
    endpoint: contract.gate.detectionMain.getDetectProAndItemByProIds,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: { productIds: idList({ max: GATE_LIMITS.goodsLines }) },
    handle: ({ db }, input) => itemsForProducts(db, input.productIds),
  }),
  handler({
    endpoint: contract.gate.detectionProVouchertype.getAvaliableDetectReportByCustomer,
    access: ['supplier'],
    module: { supplier: 'detection' },
    input: { productIds: optIdList({ max: GATE_LIMITS.goodsLines }) },
    handle: ({ db, user }, input) => availableVouchers(db, shopOf(user), input.productIds),
  }),
]
