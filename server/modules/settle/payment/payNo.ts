/**
 * Payment numbers (payments.pay_no, WeChat Pay's out_trade_no; docs/trade.md, "Payments"):
 * 'PY' + the China-time day + 16 random characters of an unambiguous base32 alphabet (80 bits),
 * 26 characters in all. Unlike the other document numbers they carry no sequence: a pay number
 * names an attempt at the provider and on the simulator's pages, so it must not be guessable.
 * The unique pay_no column is the backstop against the (astronomically rare) collision.
 */
import { randomBytes } from 'node:crypto'
import { chinaDay } from '../../../lib/dates'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const PAY_NO_PATTERN = /^PY\d{8}[A-Z2-9]{16}$/

export function newPayNo(now: Date = new Date()): string {
  const random = [...randomBytes(16)].map((b) => ALPHABET[b & 31]).join('')
  return `PY${chinaDay(now).replace(/-/g, '')}${random}`
}
