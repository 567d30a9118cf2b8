/**
 * Reads ESC/POS bytes back, as a printer would, for the receipt tests (unit, simulate, browser):
 * the commands the app sends are stepped over (an unknown one fails), text is decoded from GBK,
 * every line feed ends a line, and each printed QR code is reported with its payload (and stands
 * in the text as `[QR]`).
 */
import GBK from 'gbk.js/dist/gbk.min.js'

export interface DecodedReceipt {
  lines: string[]
  /** The payload of each QR code printed, in order. */
  qr: string[]
  /** The text with every line trimmed, joined by '\n'. */
  text: string
  cut: boolean
}

const FIXED: Record<string, number> = {
  '1b40': 2, // ESC @
  '1c26': 2, // FS &
  '1b61': 3, // ESC a n
  '1b45': 3, // ESC E n
  '1d21': 3, // GS ! n
  '1c21': 3, // FS ! n
}

export function decodeEscPos(input: ArrayLike<number>): DecodedReceipt {
  const bytes = Array.from(input)
  const lines: string[] = []
  const qr: string[] = []
  let pending: number[] = []
  let stored: string | null = null
  let cut = false
  const endLine = () => {
    lines.push(GBK.decode(pending))
    pending = []
  }
  const hex = (i: number) => bytes.slice(i, i + 2).map((b) => b.toString(16).padStart(2, '0')).join('')
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]
    if (b === 0x0a) {
      endLine()
      i += 1
    } else if (FIXED[hex(i)]) {
      i += FIXED[hex(i)]
    } else if (hex(i) === '1b64') {
      for (let n = 0; n < bytes[i + 2]; n++) endLine()
      i += 3
    } else if (hex(i) === '1d56') {
      cut = true
      i += bytes[i + 2] >= 65 ? 4 : 3
    } else if (hex(i) === '1d28' && bytes[i + 2] === 0x6b) {
      const len = bytes[i + 3] + bytes[i + 4] * 256
      const body = bytes.slice(i + 5, i + 5 + len)
      if (body[0] !== 0x31) throw new Error(`GS ( k: unknown symbol ${body[0]}`)
      if (body[1] === 0x50) stored = String.fromCharCode(...body.slice(3))
      if (body[1] === 0x51) {
        if (stored === null) throw new Error('GS ( k: a QR code printed before its data was stored')
        qr.push(stored)
        pending.push(...Array.from('[QR]', (c) => c.charCodeAt(0)))
      }
      i += 5 + len
    } else if (b === 0x1b || b === 0x1c || b === 0x1d) {
      throw new Error(`unknown ESC/POS command ${hex(i)} at byte ${i}`)
    } else {
      pending.push(b)
      i += 1
    }
  }
  if (pending.length) endLine()
  return { lines, qr, text: lines.map((l) => l.trim()).join('\n'), cut }
}
