/**
 * Every export the one-time links can serve (links.ts), by the name stored in `export_links.source`.
 * A feature adds its source here (server/modules/export/source.ts) and issues links from its own
 * handler with `issueExportLink` after its own access and input checks.
 */
import { billExport, paymentExport, refundExport } from '../market/financeExports'
import { dailySettlementExport } from '../settle/dailySettlementExport'
import type { ExportSource } from './source'

export const EXPORT_SOURCES = {
  financeBills: billExport,
  financePayments: paymentExport,
  financeRefunds: refundExport,
  dailySettlement: dailySettlementExport,
} satisfies Record<string, ExportSource>

export type ExportSourceName = keyof typeof EXPORT_SOURCES
