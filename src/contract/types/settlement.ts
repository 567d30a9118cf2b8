/**
 * A shop's daily settlement (日结对账, issue 24 part 3, beyond the spec): one market day's takings
 * as sections of labelled rows, money in integer fen. The screen draws the sections as they come,
 * the shared image paints them, and an export writes them row by row (docs/trade.md, "Daily
 * settlement").
 */

import type { ExportFormat } from './finance'

export interface DailySettlementPayload {
  /** The market day, 'YYYY-MM-DD' (China time); not after today. */
  day: string
}

/** The day's settlement as a file (the one-time link of docs/architecture.md, "Exports and downloads"). */
export interface DailySettlementExportPayload extends DailySettlementPayload {
  format: ExportFormat
}

/** The sections, in the order they are shown. */
/** `cash`: the cash drawer (cash sales taken minus cash handed back, issue 25). */
export type SettlementSectionKey = 'sales' | 'credit' | 'refunds' | 'cash' | 'coupons' | 'net'

/** Every row a section may hold (the key is stable: tests and exports read it; the label is what people read). */
export type SettlementRowKey =
  | 'goods'
  | 'balance'
  | 'wechat'
  | 'credit'
  | 'cash'
  | 'salesTotal'
  | 'owed'
  | 'repaid'
  | 'repaidBalance'
  | 'repaidWechat'
  | 'refundBalance'
  | 'refundWechat'
  | 'refundCash'
  | 'cashIn'
  | 'cashOut'
  | 'cashNet'
  | 'refundTotal'
  | 'couponUsed'
  | 'cashSales'
  | 'repayIn'
  | 'refundOut'
  | 'net'

export interface SettlementRow {
  key: SettlementRowKey
  label: string
  /** How many orders, repayments, refunds or coupons the amount is made of. */
  count: number
  /** Signed fen: what leaves the shop (a refund in the net section) is negative. */
  amountFen: number
}

export interface SettlementSection {
  key: SettlementSectionKey
  title: string
  rows: SettlementRow[]
}

export interface DailySettlement {
  day: string
  shopName: string
  /** Orders settled that day (paid or put on credit). */
  orderCount: number
  /** What the shop took that day: sales settled in money, plus owed amounts repaid, less refunds. */
  netFen: number
  /** False when nothing at all moved that day (no sale, repayment or refund). */
  hasActivity: boolean
  sections: SettlementSection[]
}
