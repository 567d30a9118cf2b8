/**
 * The price file staff import into a day's draft, and its template (docs/trade.md, "Prices
 * published from trade"). Columns: 品名, 单位, 最低价, 平均价, 最高价 (yuan, at most 2 decimals).
 * Every row is checked before anything is saved; an error names the row's number in the file
 * (the header is row 1; blank rows are skipped but keep their numbers).
 */
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { yuanToFen, type PriceImportError } from '@/contract'
import { BizError } from '../../lib/envelope'
import type { RowInput } from './priceDraft'

/** A file row: a product's prices, for whichever day the file is imported into. */
export type FileRow = Omit<RowInput, 'day'>

export const PRICE_FILE_HEADER = ['品名', '单位', '最低价', '平均价', '最高价'] as const
export const PRICE_FILE_MAX_BYTES = 2 * 1024 * 1024
export const PRICE_FILE_MAX_ROWS = 2000
export const PRICE_FILE_MESSAGES = {
  tooLarge: '导入文件不能超过2MB',
  type: '仅支持 CSV 或 XLSX 文件',
  unreadable: '文件无法读取，请使用下载的模板填写',
  header: `表头应为：${PRICE_FILE_HEADER.join('、')}`,
  empty: '文件中没有价格数据',
  tooMany: `一次最多导入${PRICE_FILE_MAX_ROWS}行`,
} as const

export interface BoardProduct {
  id: string
  name: string
  unit: string
}

type Cells = { row: number; cells: string[] }

/** Decodes a CSV file's bytes: UTF-8 (with or without BOM), else GB18030 (Excel's Chinese CSV). */
function decodeCsv(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data)
  } catch {
    return new TextDecoder('gb18030').decode(data)
  }
}

function csvRows(data: Buffer): Cells[] {
  const parsed = Papa.parse<string[]>(decodeCsv(data), { skipEmptyLines: false })
  return parsed.data.map((cells, i) => ({ row: i + 1, cells: cells.map((c) => String(c ?? '').trim()) }))
}

async function xlsxRows(data: Buffer): Promise<Cells[]> {
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer)
  } catch {
    throw new BizError(PRICE_FILE_MESSAGES.unreadable)
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw new BizError(PRICE_FILE_MESSAGES.unreadable)
  const out: Cells[] = []
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const cells = PRICE_FILE_HEADER.map((_, i) => r.getCell(i + 1).text.trim())
    out.push({ row: r.number, cells })
  })
  return out
}

/** The file's rows as text cells, by its type ('csv' or 'xlsx'). */
export async function readPriceFile(data: Buffer, ext: string): Promise<Cells[]> {
  if (ext === 'csv') return csvRows(data)
  if (ext === 'xlsx') return xlsxRows(data)
  throw new BizError(PRICE_FILE_MESSAGES.type)
}

/**
 * Checks every row: a board product by name and its unit, three prices (yuan), min ≤ avg ≤ max,
 * each product once. Answers the rows, or every error with its row number.
 */
export function validatePriceRows(rows: readonly Cells[], board: readonly BoardProduct[]): { rows: FileRow[]; errors: PriceImportError[] } {
  const [head, ...body] = rows
  if (!head || PRICE_FILE_HEADER.some((h, i) => head.cells[i] !== h)) throw new BizError(PRICE_FILE_MESSAGES.header)
  const data = body.filter((r) => r.cells.some((c) => c !== ''))
  if (!data.length) throw new BizError(PRICE_FILE_MESSAGES.empty)
  if (data.length > PRICE_FILE_MAX_ROWS) throw new BizError(PRICE_FILE_MESSAGES.tooMany)
  const byName = new Map(board.map((p) => [p.name, p]))
  const seen = new Map<string, number>()
  const out: FileRow[] = []
  const errors: PriceImportError[] = []
  for (const { row, cells } of data) {
    const [name = '', unit = '', ...prices] = cells
    const product = byName.get(name)
    const fen = prices.map((p) => yuanToFen(p))
    const fail = (message: string) => errors.push({ row, message })
    if (!product) fail(name ? `品名「${name}」不在价格品种中` : '品名不能为空')
    else if (unit !== product.unit) fail(`「${name}」的单位应为${product.unit}`)
    else if (seen.has(product.id)) fail(`「${name}」与第${seen.get(product.id)}行重复`)
    else if (fen.length < 3 || fen.some((f) => f === null || f === 0)) fail('价格需为大于0的数，最多2位小数')
    else {
      const [minFen, avgFen, maxFen] = fen as [number, number, number]
      if (!(minFen <= avgFen && avgFen <= maxFen)) fail('价格需满足：最低价 ≤ 平均价 ≤ 最高价')
      else out.push({ priceProductId: product.id, minFen, avgFen, maxFen })
      seen.set(product.id, row)
    }
  }
  return { rows: errors.length ? [] : out, errors }
}

/** The template: the header and every board product with its unit, prices left to fill. */
export async function priceTemplate(board: readonly BoardProduct[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('价格导入')
  sheet.addRow([...PRICE_FILE_HEADER])
  for (const p of board) sheet.addRow([p.name, p.unit])
  sheet.columns.forEach((c) => (c.width = 12))
  return Buffer.from(await book.xlsx.writeBuffer())
}
