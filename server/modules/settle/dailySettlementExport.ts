/**
 * A shop's daily settlement as a file (export source `dailySettlement`, export/sources.ts): a
 * heading of the shop, the day and the net takings, then one line per row of every section
 * (section, row, count, amount in yuan), as the screen shows them. The shop is the one bound into
 * the link when it was issued (dailySettlementHandlers.ts), never a parameter of the download.
 */
import { column } from '../../lib/table'
import { exportSource } from '../export/source'
import { dailySettlement } from './dailySettlement'

interface Line {
  section: string
  label: string | null
  count: number | null
  amountFen: number | null
}

export const dailySettlementExport = exportSource<Line>({
  fileName: (p) => `日结对账-${p.day}`,
  sheet: '日结对账',
  columns: [
    column<Line, 'text'>('分类', 'text', (l) => l.section),
    column<Line, 'text'>('项目', 'text', (l) => l.label, 24),
    column<Line, 'int'>('笔数', 'int', (l) => l.count),
    column<Line, 'fen'>('金额(元)', 'fen', (l) => l.amountFen),
  ],
  async *pages(db, p) {
    const s = await dailySettlement(db, p.shopId, p.day)
    yield [
      { section: '商户', label: s.shopName, count: null, amountFen: null },
      { section: '日期', label: s.day, count: null, amountFen: null },
      { section: '实收合计', label: null, count: s.orderCount, amountFen: s.netFen },
      ...s.sections.flatMap((section) => section.rows.map((r) => ({ section: section.title, label: r.label, count: r.count, amountFen: r.amountFen }))),
    ]
  },
})
