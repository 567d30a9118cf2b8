/**
 * QR matrices for the app's codes (identity codes, trace links): qrcode-generator 2.0.x in byte
 * mode, fed UTF-8. The library's ES module entry (what webpack bundles) turns each UTF-16 unit
 * into one byte (`c & 0xff`), so Chinese text would scan as garbage: the text is encoded to UTF-8
 * here first and handed over one byte per character.
 */
import qrcode from 'qrcode-generator'

export type QrLevel = 'L' | 'M' | 'Q' | 'H'

/** UTF-8 bytes of `text`; a lone surrogate becomes U+FFFD (as TextEncoder does). */
export function utf8Bytes(text: string): number[] {
  const out: number[] = []
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdbff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00)
        i++
      } else cp = 0xfffd
    } else if (cp >= 0xdc00 && cp <= 0xdfff) cp = 0xfffd
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
  }
  return out
}

/** One character per byte: what the library's default byte conversion reads back unchanged. */
const byteString = (bytes: readonly number[]): string => bytes.map((b) => String.fromCharCode(b)).join('')

/** The QR code of `text` as rows of dark (true) and light modules, the smallest version that fits. */
export function qrMatrix(text: string, level: QrLevel = 'M'): boolean[][] {
  const qr = qrcode(0, level)
  qr.addData(byteString(utf8Bytes(text)), 'Byte')
  qr.make()
  const n = qr.getModuleCount()
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
}

/** Something with a 2d context's fillStyle and fillRect (a canvas 2d context on weapp or H5). */
export interface QrPainter {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
}

/**
 * Paints `matrix` centred on a `size` x `size` (canvas pixels) square with a quiet zone of
 * `margin` modules; whole-pixel cells keep the edges sharp. Answers the cell size.
 */
export function paintQr(ctx: QrPainter, matrix: readonly boolean[][], size: number, margin = 2): number {
  const n = matrix.length
  const cell = Math.max(1, Math.floor(size / (n + margin * 2)))
  const offset = Math.floor((size - cell * n) / 2)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, size, size)
  ctx.fillStyle = '#000000'
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (matrix[r][c]) ctx.fillRect(offset + c * cell, offset + r * cell, cell, cell)
  return cell
}
