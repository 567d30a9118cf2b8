/**
 * The test report of an inspection as a small, real PDF (docs/gate.md, "Inspections"): A4 pages
 * with the market's name, the report number, the shop, the dates, the conclusion and one table row
 * per product and item. Written by hand (no library): PDF 1.4, one uncompressed content stream per
 * page, Chinese text in the standard CJK font STSong-Light with the UniGB-UCS2-H encoding (Adobe-GB1),
 * which PDF readers provide without embedding, so a report weighs a few kilobytes.
 */
import type { DetectionResult } from '@/contract'
import { DETECTION_RESULT_LABELS } from '@/contract'

export interface ReportInput {
  marketName: string
  detectionNo: string
  supplierName: string
  /** YYYY-MM-DD. */
  entryDate: string
  /** 'YYYY-MM-DD HH:mm', China time. */
  testedAt: string
  testerName: string
  result: DetectionResult
  products: Array<{ productName: string; origin: string | null; items: Array<{ itemName: string; standard: string; result: DetectionResult; value: string | null }> }>
}

const PAGE_W = 595
const PAGE_H = 842
const MARGIN = 50
const ROWS_PER_PAGE = 26
/** Table columns: x of each column's left edge, and the right edge. */
const COLS = [MARGIN, 120, 185, 305, 415, 465, PAGE_W - MARGIN]
const HEAD = ['商品', '产地', '检测项目', '判定标准', '结果', '检测值']

/** A text string for the UCS-2 CMap: 4 hex digits per character (outside the BMP: '?'). */
function hex(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    out += (code > 0xffff || code < 0x20 ? 0x3f : code).toString(16).padStart(4, '0')
  }
  return `<${out.toUpperCase()}>`
}

/** An approximate width in points (CJK full width, Latin half width). */
const widthOf = (text: string, size: number): number => [...text].reduce((w, ch) => w + ((ch.codePointAt(0) ?? 0) < 0x2e80 ? size / 2 : size), 0)

/** Cuts text to fit a width. */
function fit(text: string, size: number, width: number): string {
  let out = ''
  for (const ch of text) {
    if (widthOf(out + ch + '…', size) > width) return out + '…'
    out += ch
  }
  return out
}

const textAt = (x: number, y: number, size: number, text: string) => `BT /F1 ${size} Tf ${x} ${y} Td ${hex(text)} Tj ET`
const line = (x1: number, y1: number, x2: number, y2: number) => `${x1} ${y1} m ${x2} ${y2} l S`

interface Row {
  cells: string[]
  fail: boolean
}

function rowsOf(input: ReportInput): Row[] {
  return input.products.flatMap((p) =>
    p.items.map((i, n) => ({
      cells: [n === 0 ? p.productName : '', n === 0 ? (p.origin ?? '—') : '', i.itemName, i.standard, DETECTION_RESULT_LABELS[i.result], i.value ?? '—'],
      fail: i.result === 'fail',
    })),
  )
}

function pageContent(input: ReportInput, rows: Row[], pageNo: number, pages: number): string {
  const ops: string[] = ['0 g 0.6 w']
  let y = PAGE_H - MARGIN - 10
  ops.push(textAt(PAGE_W / 2 - widthOf(input.marketName, 16) / 2, y, 16, input.marketName))
  y -= 30
  const title = '农产品质量安全检测报告'
  ops.push(textAt(PAGE_W / 2 - widthOf(title, 20) / 2, y, 20, title))
  y -= 34
  const facts: Array<[string, string]> = [
    ['报告编号', input.detectionNo],
    ['委托商户', input.supplierName],
    ['进场日期', input.entryDate],
    ['检测时间', input.testedAt],
  ]
  for (const [k, v] of facts) {
    ops.push(textAt(MARGIN, y, 11, `${k}：${v}`))
    y -= 18
  }
  ops.push(textAt(MARGIN, y, 12, `检测结论：${DETECTION_RESULT_LABELS[input.result]}`))
  y -= 24
  // The table: a header row and the item rows.
  const rowH = 20
  const top = y
  const all: Row[] = [{ cells: HEAD, fail: false }, ...rows]
  all.forEach((r, i) => {
    const base = top - (i + 1) * rowH + 6
    r.cells.forEach((c, col) => ops.push(textAt(COLS[col]! + 4, base, 10, fit(c, 10, COLS[col + 1]! - COLS[col]! - 8))))
  })
  const bottom = top - all.length * rowH
  for (let i = 0; i <= all.length; i++) ops.push(line(COLS[0]!, top - i * rowH, COLS.at(-1)!, top - i * rowH))
  for (const x of COLS) ops.push(line(x, top, x, bottom))
  y = bottom - 28
  if (pageNo === pages) {
    ops.push(textAt(MARGIN, y, 11, `检测单位：${input.marketName}检测室    检测人：${input.testerName}`))
    y -= 18
    ops.push(textAt(MARGIN, y, 10, '说明：本报告仅对所检样品负责；结果依据所列标准判定。'))
  }
  ops.push(textAt(PAGE_W / 2 - 20, MARGIN - 20, 9, `第 ${pageNo} / ${pages} 页`))
  return ops.join('\n')
}

/** The report as PDF bytes. */
export function reportPdf(input: ReportInput): Buffer {
  const rows = rowsOf(input)
  const chunks: Row[][] = []
  for (let i = 0; i < rows.length || i === 0; i += ROWS_PER_PAGE) chunks.push(rows.slice(i, i + ROWS_PER_PAGE))
  const pages = chunks.length
  // Objects: 1 catalog, 2 pages, 3 font, 4 CID font, 5 descriptor, 6 info, then a page and its content per page.
  const pageIds = chunks.map((_, i) => 7 + i * 2)
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${hex(`检测报告 ${input.detectionNo}`).replace(/^</, '<FEFF')} /Producer (market server) >>`,
  ]
  chunks.forEach((chunk, i) => {
    const content = pageContent(input, chunk, i + 1, pages)
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`)
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
  })
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
