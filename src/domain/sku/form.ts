/**
 * The SKU form (/supplier/product/create): a product of the market catalogue as this shop sells
 * it. Values are the texts typed; the rules are the spec's patterns (price: up to 2 decimals,
 * product code: alphanumeric) and the contract's limits (PLU 1-PLU_MAX, quantities with up to 2
 * decimals); the mappings turn yuan into fen (`yuanToFen`) for sku/createSkuAndStore and sku/update.
 */
import { PLU_MAX, type Product, type SkuCreatePayload, type SkuFields, type SkuItem, type SkuUpdatePayload } from '@/contract/types'
import { FORM_MESSAGES, TEXT_LIMITS } from '@/contract/limits'
import { fenToPriceText, MAX_QUANTITY, yuanToFen } from '@/contract/money'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { date } from '@/core/format'
import { textRule, type Rule } from '@/core/validate'
/** Shelf life of a first batch, in days (the contract's 0-3650). */
export const MAX_SHELF_LIFE_DAYS = 3650

export type SkuFormValues = {
  productId: string
  productName: string
  categoryName: string
  name: string
  unit: string
  spec: string
  /** Yuan per unit, as typed. */
  price: string
  productCode: string
  pluCode: string
  lowStockQty: string
  /** '1' on shelf, '0' off. */
  onShelf: string
  /** Create only: a first stock batch. */
  stockQty: string
  entryDate: string
  shelfLifeDays: string
}

const quantityRules = (name: string, label: string, min: string): Rule[] => [
  { name, checkType: 'reg', checkRule: PATTERNS.price, errorMsg: `${label}格式不正确，最多2位小数` },
  { name, checkType: 'between', checkRule: `${min},${MAX_QUANTITY}`, errorMsg: `${label}需为${min}-${MAX_QUANTITY}之间的数值` },
]

const BASE_RULES: readonly Rule[] = [
  { name: 'productId', checkType: 'notnull', errorMsg: '请选择商品' },
  textRule('name', TEXT_LIMITS.skuName, '请输入商品名称'),
  { name: 'unit', checkType: 'notnull', errorMsg: '请选择单位' },
  { name: 'price', checkType: 'reg', checkRule: PATTERNS.price, emptyMsg: '请输入价格', errorMsg: PATTERN_MESSAGES.price },
  { name: 'price', checkType: 'between', checkRule: '0,100000000', errorMsg: '价格超出范围' },
]

/** The rules for these (trimmed) values: optional fields only when given, the first batch's only with a stock quantity. */
export function rulesFor(v: SkuFormValues, creating: boolean): readonly Rule[] {
  const rules: Rule[] = [
    ...BASE_RULES,
    textRule('spec', TEXT_LIMITS.skuSpec),
    { name: 'productCode', checkType: 'reg', checkRule: PATTERNS.productCode, errorMsg: PATTERN_MESSAGES.productCode, optional: true },
    textRule('productCode', TEXT_LIMITS.productCode),
    { name: 'pluCode', checkType: 'reg', checkRule: PATTERNS.positiveInt, errorMsg: FORM_MESSAGES.pluCode, optional: true },
    { name: 'pluCode', checkType: 'between', checkRule: `1,${PLU_MAX}`, errorMsg: FORM_MESSAGES.pluCode, optional: true },
  ]
  if (v.lowStockQty) rules.push(...quantityRules('lowStockQty', '库存预警值', '0'))
  if (creating && v.stockQty) {
    rules.push(...quantityRules('stockQty', '入库数量', '0'))
    if (Number(v.stockQty) > 0) {
      rules.push({ name: 'shelfLifeDays', checkType: 'reg', checkRule: /^(?:0|[1-9]\d{0,3})$/, emptyMsg: '请输入保质期天数', errorMsg: `保质期需为0-${MAX_SHELF_LIFE_DAYS}天` })
      rules.push({ name: 'shelfLifeDays', checkType: 'between', checkRule: `0,${MAX_SHELF_LIFE_DAYS}`, errorMsg: `保质期需为0-${MAX_SHELF_LIFE_DAYS}天` })
    }
  }
  return rules
}

export const newSku = (today: string = date(Date.now())): SkuFormValues => ({
  productId: '',
  productName: '',
  categoryName: '',
  name: '',
  unit: '',
  spec: '',
  price: '',
  productCode: '',
  pluCode: '',
  lowStockQty: '',
  onShelf: '1',
  stockQty: '',
  entryDate: today,
  shelfLifeDays: '',
})

/** A catalogue product chosen: its name, category and unit (and reference price) fill the form. */
export function withProduct(v: SkuFormValues, p: Product): SkuFormValues {
  return {
    ...v,
    productId: p.id,
    productName: p.name,
    categoryName: p.categoryName,
    name: !v.name || v.name === v.productName ? p.name : v.name,
    unit: v.unit || p.unit,
    spec: v.spec || (p.spec ?? ''),
    price: v.price || (p.price !== null && p.price !== undefined ? String(p.price) : ''),
  }
}

export const fromSku = (s: SkuItem): SkuFormValues => ({
  productId: s.productId,
  productName: s.productName,
  categoryName: s.categoryName,
  name: s.name,
  unit: s.unit,
  spec: s.spec ?? '',
  price: fenToPriceText(s.priceFen),
  productCode: s.productCode ?? '',
  pluCode: s.pluCode !== null ? String(s.pluCode) : '',
  lowStockQty: s.lowStockQty !== null ? String(s.lowStockQty) : '',
  onShelf: s.onShelf ? '1' : '0',
  stockQty: '',
  entryDate: '',
  shelfLifeDays: '',
})

/** The fields both payloads carry (the price checked by the rules: `yuanToFen` cannot fail here). */
function fields(v: SkuFormValues): SkuFields {
  return {
    name: v.name,
    unit: v.unit,
    priceFen: yuanToFen(v.price) ?? 0,
    onShelf: v.onShelf === '1',
    ...(v.spec ? { spec: v.spec } : {}),
    ...(v.productCode ? { productCode: v.productCode } : {}),
    ...(v.pluCode ? { pluCode: Number(v.pluCode) } : {}),
    ...(v.lowStockQty ? { lowStockQty: Number(v.lowStockQty) } : {}),
  }
}

export function toCreatePayload(v: SkuFormValues): SkuCreatePayload {
  const stock = Number(v.stockQty) > 0 ? { stockQty: Number(v.stockQty), entryDate: v.entryDate, shelfLifeDays: Number(v.shelfLifeDays) } : {}
  return { productId: v.productId, ...fields(v), ...stock }
}

export const toUpdatePayload = (id: string, v: SkuFormValues): SkuUpdatePayload => ({ id, ...fields(v) })
