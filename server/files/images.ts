/**
 * What an uploaded file really is, from its bytes (the name and the declared type are not
 * trusted). Only PNG, JPEG, GIF and WebP are taken, and only when
 *
 * 1. the container structure holds from the first byte to the last: PNG chunks from IHDR to IEND,
 *    JPEG segments from SOI to EOI (further JPEGs appended, as phones do for gain maps, are
 *    walked the same way), GIF blocks to the trailer, the RIFF chunks of a WebP filling exactly
 *    the size its header declares. Nothing may follow the end: the classic polyglot is a valid
 *    image with an HTML page or a script appended;
 * 2. no HTML-like markup appears anywhere in the file (`<html`, `<script`, `<svg`, `<iframe`,
 *    ...): markup hidden INSIDE the structure (a PNG text chunk, a JPEG comment, a GIF comment
 *    block, uncompressed pixel data) would otherwise pass step 1. The tokens are long enough
 *    (a tag name of 3+ letters followed by a space, `>` or `/`) that compressed image data hits
 *    one by chance about once in several thousand 5 MB photos, and the user is then asked for
 *    another image.
 *
 * Pixels are not decoded (that needs a native image library); served files are additionally
 * protected by `nosniff`, their exact image type and a `sandbox` CSP (server/http/uploads.ts), so
 * even a file that got through could not run as a page on our origin.
 */

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp'

export const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' }

export type ImageCheck = { ok: true; kind: ImageKind } | { ok: false; reason: 'type' | 'structure' | 'markup' }

/** The image kind from the first bytes, or null. */
export function sniffImage(b: Buffer): ImageKind | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif'
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

const MARKUP = /<(?:!doctype|\?php|html|head|body|script|svg|iframe|frame|object|embed|meta|link|style|form|img|math|template|xml-stylesheet)[\s>/]/i

export function hasMarkup(b: Buffer): boolean {
  return MARKUP.test(b.toString('latin1'))
}

export function checkImage(b: Buffer): ImageCheck {
  const kind = sniffImage(b)
  if (!kind) return { ok: false, reason: 'type' }
  const intact = kind === 'png' ? pngIntact(b) : kind === 'jpg' ? jpegIntact(b) : kind === 'gif' ? gifIntact(b) : webpIntact(b)
  if (!intact) return { ok: false, reason: 'structure' }
  if (hasMarkup(b)) return { ok: false, reason: 'markup' }
  return { ok: true, kind }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Chunks from IHDR (first, 13 bytes) to IEND (last byte of the file), at least one IDAT. */
function pngIntact(b: Buffer): boolean {
  let at = 8
  let first = true
  let idat = false
  while (at + 12 <= b.length) {
    const len = b.readUInt32BE(at)
    const type = b.subarray(at + 4, at + 8).toString('latin1')
    if (!/^[A-Za-z]{4}$/.test(type) || len > b.length - at - 12) return false
    if (first && (type !== 'IHDR' || len !== 13)) return false
    first = false
    if (type === 'IDAT') idat = true
    at += 12 + len
    if (type === 'IEND') return idat && at === b.length
  }
  return false
}

/** One JPEG from `start`: the offset just after its EOI, or -1. */
function jpegEnd(b: Buffer, start: number): number {
  if (b[start] !== 0xff || b[start + 1] !== 0xd8) return -1
  let at = start + 2
  let frame = false
  let scan = false
  while (at < b.length) {
    if (b[at] !== 0xff) return -1
    while (b[at] === 0xff) at++ // fill bytes
    const marker = b[at++]
    if (marker === undefined) return -1
    if (marker === 0xd9) return frame && scan ? at : -1
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue
    if (at + 2 > b.length) return -1
    const len = b.readUInt16BE(at)
    if (len < 2 || at + len > b.length) return -1
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true
    at += len
    if (marker === 0xda) {
      scan = true
      // Entropy-coded data: up to the next marker that is not a stuffed 0xFF00 or a restart.
      for (;;) {
        if (at + 1 >= b.length) return -1
        if (b[at] === 0xff && b[at + 1] !== 0x00 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7) && b[at + 1] !== 0xff) break
        at++
      }
    }
  }
  return -1
}

/** SOI ... EOI; what follows may only be further whole JPEGs (multi-picture files) or zero padding. */
function jpegIntact(b: Buffer): boolean {
  let at = jpegEnd(b, 0)
  if (at < 0) return false
  for (;;) {
    while (at < b.length && b[at] === 0x00) at++
    if (at === b.length) return true
    const next = jpegEnd(b, at)
    if (next < 0) return false
    at = next
  }
}

/** Sub-blocks (size byte + data) up to the zero-size terminator: the offset after it, or -1. */
function gifSubBlocks(b: Buffer, at: number): number {
  for (;;) {
    const size = b[at]
    if (size === undefined) return -1
    at += 1 + size
    if (size === 0) return at
  }
}

/** Header, screen descriptor, color table, blocks to the trailer (last byte), at least one image. */
function gifIntact(b: Buffer): boolean {
  if (b.length < 14) return false
  let at = 13
  const packed = b[10]!
  if (packed & 0x80) at += 3 * 2 ** ((packed & 7) + 1)
  let image = false
  while (at < b.length) {
    const block = b[at]
    if (block === 0x3b) return image && at + 1 === b.length
    if (block === 0x21) {
      at = gifSubBlocks(b, at + 2)
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return false
      const local = b[at + 9]!
      at += 10
      if (local & 0x80) at += 3 * 2 ** ((local & 7) + 1)
      at = gifSubBlocks(b, at + 1) // after the LZW minimum code size
      image = true
    } else return false
    if (at < 0) return false
  }
  return false
}

/** RIFF size = file size - 8; chunks (padded to even sizes) fill it exactly; an image chunk first. */
function webpIntact(b: Buffer): boolean {
  if (b.readUInt32LE(4) + 8 !== b.length) return false
  let at = 12
  let first = true
  while (at + 8 <= b.length) {
    const type = b.subarray(at, at + 4).toString('latin1')
    const len = b.readUInt32LE(at + 4)
    if (!/^[A-Z0-9 ]{4}$/.test(type)) return false
    if (first && !['VP8 ', 'VP8L', 'VP8X'].includes(type)) return false
    first = false
    at += 8 + len + (len % 2)
    if (at > b.length) return false
  }
  return !first && at === b.length
}
