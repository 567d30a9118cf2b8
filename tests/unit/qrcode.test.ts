/** The QR encoder of components/QrCode: UTF-8 bytes, the matrix, and painting it on a 2d context. */
import qrcode from 'qrcode-generator'
import { paintQr, qrMatrix, utf8Bytes } from '@/components/QrCode/encode'

const encoder = new TextEncoder()

test.each(['MC1.eyJrIjoiYiJ9.c2ln', '绿源果蔬商行', 'https://m.example.com/mp/#/suyuan/index?code=T7QK2M4ZP3X6N5RA', '苹果🍎 ½ kg', 'é'])('utf8Bytes(%p) is what TextEncoder makes', (text) => {
  expect(utf8Bytes(text)).toEqual([...encoder.encode(text)])
})

test('a lone surrogate becomes U+FFFD, as TextEncoder does', () => {
  for (const text of ['a\ud800b', '\udc00', 'x\ud83d']) expect(utf8Bytes(text)).toEqual([...encoder.encode(text)])
})

/** The matrix the library draws when it is given its own UTF-8 conversion. */
function libraryUtf8Matrix(text: string): boolean[][] {
  const lib = qrcode as unknown as typeof qrcode & { stringToBytes: (s: string) => number[] }
  const original = lib.stringToBytes
  lib.stringToBytes = lib.stringToBytesFuncs['UTF-8']
  try {
    const qr = qrcode(0, 'M')
    qr.addData(text, 'Byte')
    qr.make()
    const n = qr.getModuleCount()
    return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
  } finally {
    lib.stringToBytes = original
  }
}

test('Chinese text is encoded as UTF-8: the same matrix as the library with UTF-8 bytes', () => {
  const text = '采购商：城南生鲜采购中心'
  const matrix = qrMatrix(text)
  expect(matrix).toEqual(libraryUtf8Matrix(text))
  // The library's default (what its ES module does with text): one byte per UTF-16 unit, wrong.
  const plain = qrcode(0, 'M')
  plain.addData(text, 'Byte')
  plain.make()
  const wrong = Array.from({ length: plain.getModuleCount() }, (_, r) => Array.from({ length: plain.getModuleCount() }, (_, c) => plain.isDark(r, c)))
  expect(wrong).not.toEqual(matrix)
})

test('the matrix is square, the smallest version that fits, and grows with the text', () => {
  const short = qrMatrix('T7QK2M4ZP3X6N5RA')
  expect(short).toHaveLength(25) // version 2 at level M holds 26 bytes
  expect(short.every((row) => row.length === short.length)).toBe(true)
  const token = `MC1.${'x'.repeat(120)}.${'y'.repeat(43)}`
  expect(qrMatrix(token).length).toBeGreaterThan(short.length)
  // Finder pattern in the top-left corner: a dark 7x7 ring.
  expect(short[0].slice(0, 7)).toEqual([true, true, true, true, true, true, true])
  expect(short[1].slice(0, 7)).toEqual([true, false, false, false, false, false, true])
})

test('paintQr: a white square, then one whole-pixel cell per dark module inside a quiet zone, centred', () => {
  const calls: Array<{ style: unknown; rect: number[] }> = []
  const ctx = {
    fillStyle: '' as unknown,
    fillRect(x: number, y: number, w: number, h: number) {
      calls.push({ style: this.fillStyle, rect: [x, y, w, h] })
    },
  }
  const matrix = qrMatrix('hello')
  const n = matrix.length
  const size = 600
  const cell = paintQr(ctx, matrix, size)
  expect(cell).toBe(Math.floor(size / (n + 4)))
  expect(calls[0]).toEqual({ style: '#ffffff', rect: [0, 0, size, size] })
  const dark = matrix.flat().filter(Boolean).length
  expect(calls.slice(1)).toHaveLength(dark)
  expect(calls.slice(1).every((c) => c.style === '#000000' && c.rect[2] === cell && c.rect[3] === cell)).toBe(true)
  const offset = Math.floor((size - cell * n) / 2)
  expect(offset).toBeGreaterThanOrEqual(2 * cell)
  const xs = calls.slice(1).map((c) => c.rect[0])
  expect(Math.min(...xs)).toBe(offset)
  expect(Math.max(...xs)).toBe(offset + (n - 1) * cell)
})
