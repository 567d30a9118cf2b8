/**
 * The estate's consumables and services (docs/estate.md, "Consumables"): stockMain/page and
 * recordsProject/page for the maintainer's pickers, market/estateStock/stockIn for the office.
 * A consumable's quantity is a ledger (estate_stock_records) moved only by `moveEstateStock`.
 */
import { eq, gt, ilike, or } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { contract, type EstateMaterial, type EstateStockKind, type RepairServiceItem } from '@/contract'
import type { Db } from '../../db/client'
import { estateMaterials, estateStockRecords, repairServiceItems } from '../../db/schema'
import { fields } from '../../lib/fields'
import { newId } from '../../lib/ids'
import { appendLedger, type LedgerDef, type LedgerResult } from '../../data/ledger'
import { fromNumeric, numericToNumber, quantityField, toNumeric } from '../../lib/money'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { bool, id, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'

const ESTATE_STOCK_LEDGER: LedgerDef = {
  account: estateMaterials,
  value: estateMaterials.quantity,
  touched: estateMaterials.updatedAt,
  records: estateStockRecords,
  recordId: estateStockRecords.id,
  after: estateStockRecords.quantityAfter,
  kind: 'numeric',
}

export interface EstateStockMove {
  materialId: string
  kind: EstateStockKind
  /** Signed hundredths of the material's unit. */
  deltaHundredths: number
  /** The repair (use) or the stock-in (in): one move per (material, kind, bizId). */
  bizId: string
  /** Refusal when the stock would go below zero, e.g. '「水龙头」库存不足'. */
  refusal: string
  userId?: string | null
  remark?: string | null
  at?: Date
}

/** Moves a consumable's stock and writes its ledger row in one statement; never below zero. */
export function moveEstateStock(db: Db, m: EstateStockMove): Promise<LedgerResult> {
  return appendLedger(db, ESTATE_STOCK_LEDGER, {
    where: eq(estateMaterials.id, m.materialId),
    delta: m.deltaHundredths,
    record: { materialId: m.materialId, kind: m.kind, delta: toNumeric(m.deltaHundredths), bizId: m.bizId, userId: m.userId ?? null, remark: m.remark ?? null, createdAt: m.at },
    refusal: m.refusal,
  })
}

export const presentMaterial = (m: typeof estateMaterials.$inferSelect): EstateMaterial => ({
  id: m.id,
  code: m.code,
  name: m.name,
  spec: m.spec,
  category: m.category,
  unit: m.unit,
  priceFen: m.priceFen,
  quantity: numericToNumber(m.quantity),
  lowStock: m.lowStockQty !== null && fromNumeric(m.quantity) < fromNumeric(m.lowStockQty),
})

const materialResource = resource({
  table: estateMaterials,
  id: estateMaterials.id,
  order: [by.asc(estateMaterials.code), by.asc(estateMaterials.id)],
  present: (_db, rows) => rows.map(presentMaterial),
})

const serviceResource = resource({
  table: repairServiceItems,
  id: repairServiceItems.id,
  order: [by.asc(repairServiceItems.code), by.asc(repairServiceItems.id)],
  present: (_db, rows): RepairServiceItem[] =>
    rows.map((s) => ({ id: s.id, code: s.code, name: s.name, category: s.category, unit: s.unit, priceFen: s.priceFen, remark: s.remark })),
})

/** Code or name containing the keyword. */
const codeOrName = (code: PgColumn, name: PgColumn, keyword?: string) => (keyword ? or(ilike(code, containsPattern(keyword)), ilike(name, containsPattern(keyword))) : undefined)

/** The maintainer's pickers read these; the office (a staff account holding 物业耗材) too. */
const READERS = ['maintainer', 'staff'] as const

export const estateStockHandlers = [
  handler({
    endpoint: contract.estate.stockMain.page,
    access: READERS,
    module: { maintainer: 'worksheet', staff: 'estateStock' },
    input: { ...pageShape, keyword: fields.keyword(), inStock: opt(bool()) },
    handle: ({ db, user }, input) =>
      materialResource.page(db, user, pageArgs(input), [
        codeOrName(estateMaterials.code, estateMaterials.name, input.keyword),
        input.inStock ? gt(estateMaterials.quantity, '0') : undefined,
      ]),
  }),
  handler({
    endpoint: contract.estate.recordsProject.page,
    access: READERS,
    module: { maintainer: 'worksheet', staff: 'estateStock' },
    input: { ...pageShape, keyword: fields.keyword() },
    handle: ({ db, user }, input) =>
      serviceResource.page(db, user, pageArgs(input), [codeOrName(repairServiceItems.code, repairServiceItems.name, input.keyword)]),
  }),
  handler({
    endpoint: contract.market.estateStock.stockIn,
    access: ['staff'],
    module: { staff: 'estateStock' },
    input: {
      materialId: id(),
      quantity: quantityField({ msg: '入库数量需为大于0的数，最多2位小数' }),
      remark: opt(str({ max: 200, msg: '备注不能超过200个字符' })),
    },
    async handle({ db, user }, input) {
      const material = await materialResource.find(db, user, input.materialId)
      await moveEstateStock(db, {
        materialId: material.id,
        kind: 'in',
        deltaHundredths: Math.round(input.quantity * 100),
        bizId: newId(),
        refusal: '入库失败',
        userId: user.id,
        remark: input.remark ?? '采购入库',
      })
      return presentMaterial(await materialResource.find(db, user, material.id))
    },
  }),
]
