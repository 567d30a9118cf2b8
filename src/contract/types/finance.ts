/**
 * The market office's finance exports and the reconciliation against the payment provider's
 * statement (module 财务对账; docs/trade.md, "Finance exports and reconciliation"), and the one
 * shape of a download link (docs/architecture.md, "Exports and downloads").
 */
import type { Labels } from './trade'

/** File formats of an export: XLSX everywhere; CSV (UTF-8 with BOM) where the platform can save it. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]
export const EXPORT_FORMAT_LABELS: Labels<ExportFormat> = { xlsx: 'Excel (XLSX)', csv: 'CSV' }

/** A one-time download link: GET `url` (relative to the API root) once, before `expiresAt`. */
export interface ExportLink {
  url: string
  /** The file's name, extension included ('账单_2026-11-01_2026-11-25.xlsx'). */
  fileName: string
  format: ExportFormat
  /** ISO time. */
  expiresAt: string
}

/** What the office exports: bills issued, payments made, refunds paid out, in a period. */
export const FINANCE_EXPORT_KINDS = ['bills', 'payments', 'refunds'] as const
export type FinanceExportKind = (typeof FINANCE_EXPORT_KINDS)[number]
export const FINANCE_EXPORT_LABELS: Labels<FinanceExportKind> = { bills: '账单', payments: '支付', refunds: '退款' }

/** A period of market days: from..to at most this many days, not reversed, not after today. */
export const FINANCE_LIMITS = { maxSpanDays: 92 } as const

export interface FinanceExportPayload {
  kind: FinanceExportKind
  /** 'YYYY-MM-DD', market days, both included. */
  from: string
  to: string
  format: ExportFormat
}

export interface ReconcilePayload {
  /** The market day to reconcile ('YYYY-MM-DD', not after today). */
  day: string
}

/** The four outcomes of a reconciliation. */
export const RECON_GROUPS = ['matched', 'missingLocal', 'missingProvider', 'amountDiffers'] as const
export type ReconGroup = (typeof RECON_GROUPS)[number]
export const RECON_GROUP_LABELS: Labels<ReconGroup> = { matched: '已匹配', missingLocal: '本地缺失', missingProvider: '平台缺失', amountDiffers: '金额不符' }

export type ReconEntryKind = 'payment' | 'refund'
export const RECON_ENTRY_LABELS: Labels<ReconEntryKind> = { payment: '支付', refund: '退款' }

/** One payment or refund as each side knows it (null: that side has none). */
export interface ReconItem {
  kind: ReconEntryKind
  /** out_trade_no (payments) or out_refund_no (refunds). */
  no: string
  /** The provider's transaction or refund id, when its statement has the entry. */
  providerId: string | null
  providerFen: number | null
  localFen: number | null
  /** When it happened ('YYYY-MM-DD HH:mm:ss', market time), from the statement or else our records. */
  time: string
}

export interface ReconGroupResult {
  count: number
  /**
   * Net money of the group in fen (refunds count negative): matched and missingLocal the
   * provider's amounts, missingProvider ours, amountDiffers the provider's minus ours.
   */
  amountFen: number
  items: ReconItem[]
}

export interface Reconciliation {
  day: string
  /** The statement's own summary: its count of entries and totals (fen). */
  statement: { count: number; paidFen: number; refundedFen: number }
  groups: Record<ReconGroup, ReconGroupResult>
}
