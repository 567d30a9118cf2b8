/**
 * The one table writer of the exports (docs/architecture.md, "Exports and downloads"): typed
 * columns written to XLSX (exceljs' streaming writer) or CSV (UTF-8 with a BOM, so Excel reads the
 * Chinese; papaparse quotes and defuses cells that would start a formula), page by page, to a
 * stream.
 *
 * Column kinds: `text`; `fen` (integer fen, written as a number of yuan with two decimals: numFmt
 * '0.00' in XLSX, '12.50' in CSV); `int`; `time` (a Date, written in the market's time zone:
 * exceljs writes a Date as its UTC wall clock, so it is shifted by the market's offset first);
 * `day` ('YYYY-MM-DD', a date cell in XLSX).
 */
import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { MARKET_UTC_OFFSET_MINUTES, type ExportFormat } from '@/contract'
import { fenToYuan } from './money'

export type ColumnKind = 'text' | 'fen' | 'int' | 'time' | 'day'

type CellOf<K extends ColumnKind> = K extends 'fen' | 'int' ? number : K extends 'time' ? Date : string

export interface TableColumn<R> {
  header: string
  kind: ColumnKind
  /** The cell of a row: a string (text, day), a number (fen, int), a Date (time); null leaves it blank. */
  value: (row: R) => CellOf<ColumnKind> | null
  /** Width in characters (XLSX); default from the kind. */
  width?: number
}

/** A column typed by its kind (the value's type follows). */
export const column = <R, K extends ColumnKind>(header: string, kind: K, value: (row: R) => CellOf<K> | null, width?: number): TableColumn<R> => ({ header, kind, value, width })

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

const OFFSET_MS = MARKET_UTC_OFFSET_MINUTES * 60_000
const NUM_FMT: Partial<Record<ColumnKind, string>> = { fen: '0.00', int: '0', time: 'yyyy-mm-dd hh:mm:ss', day: 'yyyy-mm-dd' }
const WIDTH: Record<ColumnKind, number> = { text: 18, fen: 12, int: 8, time: 20, day: 12 }

/** 'YYYY-MM-DD HH:mm:ss' in the market's time zone. */
export const marketSecond = (d: Date): string => new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')

function xlsxCell(kind: ColumnKind, v: CellOf<ColumnKind> | null): ExcelJS.CellValue {
  if (v === null) return null
  if (kind === 'fen') return (v as number) / 100
  // exceljs writes a Date's UTC fields: shift it so they read as the market's wall clock.
  if (kind === 'time') return new Date((v as Date).getTime() + OFFSET_MS)
  if (kind === 'day') return new Date(`${v as string}T00:00:00Z`)
  return v as string | number
}

function csvCell(kind: ColumnKind, v: CellOf<ColumnKind> | null): string | number {
  if (v === null) return ''
  if (kind === 'fen') return fenToYuan(v as number)
  if (kind === 'time') return marketSecond(v as Date)
  return v as string | number
}

/**
 * Writes the header and every page of rows to `out`, then ends it. Resolves when the file is
 * written; rejects (and destroys `out`) when reading a page or writing fails.
 */
export async function writeTable<R>(out: Writable, format: ExportFormat, o: { sheet: string; columns: readonly TableColumn<R>[]; pages: AsyncIterable<readonly R[]> }): Promise<void> {
  try {
    if (format === 'xlsx') await writeXlsx(out, o)
    else await writeCsv(out, o)
  } catch (err) {
    out.destroy(err as Error)
    throw err
  }
}

async function writeXlsx<R>(out: Writable, o: { sheet: string; columns: readonly TableColumn<R>[]; pages: AsyncIterable<readonly R[]> }): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = book.addWorksheet(o.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = o.columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? WIDTH[c.kind], style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {} }))
  sheet.getRow(1).font = { bold: true }
  for await (const page of o.pages) for (const r of page) sheet.addRow(o.columns.map((c) => xlsxCell(c.kind, c.value(r)))).commit()
  sheet.commit()
  await book.commit()
}

const waitDrain = (out: Writable): Promise<void> => new Promise((resolve, reject) => {
  const done = (err?: Error) => {
    out.off('drain', ok)
    out.off('error', done)
    if (err) reject(err)
    else resolve()
  }
  const ok = () => done()
  out.once('drain', ok)
  out.once('error', done)
})

async function writeCsv<R>(out: Writable, o: { columns: readonly TableColumn<R>[]; pages: AsyncIterable<readonly R[]> }): Promise<void> {
  const write = async (text: string) => {
    if (!out.write(text)) await waitDrain(out)
  }
  await write(`\uFEFF${Papa.unparse([o.columns.map((c) => c.header)], { newline: '\r\n', escapeFormulae: true })}\r\n`)
  for await (const page of o.pages) {
    if (!page.length) continue
    await write(`${Papa.unparse(page.map((r) => o.columns.map((c) => csvCell(c.kind, c.value(r)))), { newline: '\r\n', escapeFormulae: true })}\r\n`)
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())))
}
