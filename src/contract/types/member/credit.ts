/** Credit accounts between a shop and a buyer, their totals and monthly periods. Money in fen. */
import type { PageQuery } from '@/contract/types/common'
import type { CreditPeriodStatus } from '@/contract/types/trade'

/**
 * A credit account: a shop lets one buyer owe up to `limitFen` (set by the market; no app endpoint).
 * creditDetail/customerPage: a supplier's buyers or a purchaser's shops.
 */
export interface CreditPagePayload extends PageQuery {
  /** The other side's name. */
  keyword?: string
}

export interface CreditAccountItem {
  id: string
  supplierId: string
  supplierName: string
  purchaserId: string
  purchaserName: string
  limitFen: number
  usedFen: number
  /** limitFen - usedFen. */
  availableFen: number
  /** Outstanding in periods past their due date. */
  overdueFen: number
  updateTime: string
}

/** creditDetail/getCredidTotal: totals over the caller's accounts, or the one with `counterpartyId`. */
export interface CreditTotalPayload {
  counterpartyId?: string
}

export interface CreditTotal {
  accountCount: number
  limitFen: number
  usedFen: number
  availableFen: number
  overdueFen: number
}

/** creditBillPeriod/page: monthly periods of the caller's credit accounts, newest first. */
export interface CreditPeriodPagePayload extends PageQuery {
  status?: CreditPeriodStatus
  /** The other side (a buyer for a supplier, a shop for a purchaser). */
  counterpartyId?: string
}

export interface CreditPeriodItem {
  id: string
  accountId: string
  supplierId: string
  supplierName: string
  purchaserId: string
  purchaserName: string
  /** 'YYYY-MM'. */
  period: string
  startDate: string
  endDate: string
  dueDate: string
  owedFen: number
  repaidFen: number
  outstandingFen: number
  status: CreditPeriodStatus
}
