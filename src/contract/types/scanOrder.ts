/**
 * Scan-to-order (settle/scanOrder/*, beyond the spec's call list): a shop (or its electronic scale)
 * issues a ticket for goods on the counter; a buyer scans its code (or types it), sees the lines
 * and claims it, which makes an ordinary order of the shop to that buyer, paid through the order
 * payment (orderInfo/pay). docs/gate.md, "Scan-to-order".
 *
 * What a code authorises: reading the ticket's lines and claiming it, once. A ticket made for a
 * named buyer (`purchaserId`) can be read and claimed only by that buyer's accounts; an open one
 * (a scale ticket, a walk-in) by any buyer, and only the first claim wins. A ticket expires
 * (`expiresAt`), and the shop can cancel it while open.
 */
import type { PageQuery } from './common'
import type { Labels, OrderStatus, PayMethod } from './trade'

export const TICKET_STATES = ['open', 'claimed', 'cancelled'] as const
export type TicketStatus = (typeof TICKET_STATES)[number]
/** 'expired' is an open ticket past its time (derived). */
export type TicketView = TicketStatus | 'expired'
export const TICKET_STATE_LABELS: Labels<TicketView> = { open: '待下单', claimed: '已下单', cancelled: '已作废', expired: '已过期' }

/** How long a ticket stays open. */
export const TICKET_TTL_MINUTES = 120

/** A ticket's code: 'SO' + 14 base32 characters (70 random bits), typed or scanned. */
export const TICKET_CODE_PATTERN = /^SO[A-Z2-7]{14}$/

export interface TicketLineInput {
  skuId: string
  /** > 0, up to 2 decimals. */
  quantity: number
  /** Default: the SKU's price. */
  priceFen?: number
}

/** createTicket (json), by a shop: `purchaserId` binds it to one buyer; `scaleId`: printed by one of its bound scales. */
export interface TicketPayload {
  lines: TicketLineInput[]
  purchaserId?: string
  scaleId?: string
  remark?: string
}

export interface TicketCreated {
  id: string
  /** The code to show as a QR code (or print on the scale ticket). */
  code: string
  goodsFen: number
  expiresAt: string
}

export interface TicketLine {
  skuId: string
  productName: string
  skuName: string
  unit: string
  quantity: number
  priceFen: number
  amountFen: number
}

/** What a buyer sees after scanning (read), and the shop's own tickets (page). */
export interface TicketInfo {
  id: string
  /** Only the shop sees its tickets' codes. */
  code: string | null
  status: TicketView
  supplierId: string
  supplierName: string
  boothCodes: string[]
  /** The buyer it is meant for (its name only to the shop). */
  purchaserName: string | null
  scaleName: string | null
  /** A scale's weighing ticket: its number on the scale and when it was weighed. */
  scaleTicketNo: string | null
  weighedAt: string | null
  lines: TicketLine[]
  goodsFen: number
  remark: string | null
  expiresAt: string
  createTime: string
  /** The order it became, once claimed (the buyer's own, or the shop's). */
  orderId: string | null
  orderNo: string | null
  orderStatus: OrderStatus | null
}

/** read / claim (form): the code as scanned or typed (a link carrying `code=` is taken too). */
export interface TicketCodePayload {
  code: string
}

export interface TicketPagePayload extends PageQuery {
  status?: TicketStatus
  /** Only the scales' weighing tickets. */
  fromScale?: boolean
}

/** confirm (json), by the shop: its open ticket becomes an order to this buyer, paid as quick order's. */
export interface TicketConfirmPayload {
  id: string
  purchaserId: string
  /** The buyer's scanned identity code (verified again). */
  idCode?: string
  payMethod: PayMethod
  owePassword?: string
}
