/** A scan-to-order code in what was scanned or typed: a bare code (spaces and dashes of its groups of four dropped) or a link carrying `code=`. */
import { TICKET_CODE_PATTERN } from '@/contract/types'

export function ticketCodeOf(text: string): string | null {
  const fromLink = /[?&]code=([^&#]+)/.exec(text)?.[1]
  const code = decodeURIComponent(fromLink ?? text).replace(/[\s-]+/g, '').toUpperCase()
  return TICKET_CODE_PATTERN.test(code) ? code : null
}
