/**
 * The electronic scale's device API (docs/scale-device-api.md): what a shop's registered scale
 * (溯源秤) sends and receives under SCALE_DEVICE_PATH, outside the users' token auth. The scale
 * authenticates every call with `Authorization: Scale <serialNo>:<secret>`.
 */

export const SCALE_DEVICE_PATH = '/api/device/scale'

/** The device key: 'sk_' + 43 base64url characters (256 random bits). */
export const SCALE_KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/

/** A weighing ticket's number on its scale. */
export const SCALE_TICKET_NO_PATTERN = /^[0-9A-Za-z_-]{1,32}$/

/** One PLU the scale shows: the shop's on-shelf SKUs that have a PLU number, in shelf order. */
export interface ScalePluItem {
  plu: number
  name: string
  /** The unit the price is per and the quantity is in (a value of the 'unit' dictionary: 斤, 公斤, 箱...). */
  unit: string
  unitPriceFen: number
}

/** GET plu: the list as of `version` (also the ETag, `"v<version>"`). */
export interface ScalePluList {
  version: number
  items: ScalePluItem[]
}

/** POST plu/ack: the version the scale applied. */
export interface ScalePluAck {
  version: number
}

/** POST tickets: one weighing ticket. The same `ticketNo` again is the same ticket (same answer). */
export interface ScaleTicketPayload {
  ticketNo: string
  plu: number
  /** In the PLU's unit, > 0, at most 2 decimals (a weight in 公斤 or 斤, or a count). */
  quantity: number
  unitPriceFen: number
  /** round half-up of quantity x unitPriceFen, in fen: anything else is refused. */
  amountFen: number
  /** ISO 8601 with its offset. */
  weighedAt: string
}

export interface ScaleTicketAnswer {
  ticketNo: string
  /** The scan-to-order code ('SO' + 14 base32 characters): print it as a QR code and as text. */
  code: string
  amountFen: number
  /** Until when a buyer can scan it. */
  expiresAt: string
}

/** A scale's weighing ticket as the shop sees it: an open one waits for its confirm or a buyer's scan. */
export const SCALE_TICKET_LABELS = { open: '待确认', claimed: '已下单', cancelled: '已作废', expired: '已过期' } as const
