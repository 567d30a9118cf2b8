/**
 * A laid-out receipt (layout.ts) as ESC/POS bytes for a 58 mm thermal printer. Only the commands a
 * receipt needs, encoded directly: the receipt encoder libraries cannot make GBK bytes, which
 * Chinese text needs (docs/architecture.md, "Receipt printing"). Text goes out as GBK (gbk.js)
 * in the printer's Chinese mode; the trace QR codes use the printer's own QR command (GS ( k).
 */
import GBK from 'gbk.js/dist/gbk.min.js'
import type { ReceiptBlock } from './layout'

const ESC = 0x1b
const FS = 0x1c
const GS = 0x1d
const LF = 0x0a

export const ESCPOS = {
  /** ESC @ (reset), then FS & (Chinese mode: two-byte GBK characters). */
  init: [ESC, 0x40, FS, 0x26],
  /** ESC a n: 0 left, 1 centre. */
  align: (center: boolean) => [ESC, 0x61, center ? 1 : 0],
  /** ESC E n. */
  bold: (on: boolean) => [ESC, 0x45, on ? 1 : 0],
  /** GS ! n: double width and height, or normal; FS ! n does the same for Chinese characters. */
  large: (on: boolean) => [GS, 0x21, on ? 0x11 : 0, FS, 0x21, on ? 0x0c : 0],
  /** ESC d n: feed n lines. */
  feed: (lines: number) => [ESC, 0x64, lines],
  /** GS V 66 0: feed to the cutter and cut (partial). */
  cut: [GS, 0x56, 0x42, 0x00],
} as const

/** GS ( k: cn 49 (QR), function fn, its parameters. */
const qrFunction = (fn: number, params: number[]) => {
  const len = params.length + 2
  return [GS, 0x28, 0x6b, len & 0xff, len >> 8, 0x31, fn, ...params]
}

/** A QR code of ASCII data (a trace link): model 2, module size 6, level M, stored then printed. */
export function qrCommand(data: string): number[] {
  const bytes: number[] = []
  for (const ch of data) bytes.push(ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f)
  return [
    ...qrFunction(0x41, [0x32, 0x00]),
    ...qrFunction(0x43, [6]),
    ...qrFunction(0x45, [0x31]),
    ...qrFunction(0x50, [0x30, ...bytes]),
    ...qrFunction(0x51, [0x30]),
  ]
}

/** Text as GBK bytes (ASCII as itself; a character GBK lacks becomes '?'). */
export const gbkBytes = (text: string): number[] => GBK.encode(text)

export function encodeReceipt(blocks: readonly ReceiptBlock[]): Uint8Array {
  const out: number[] = [...ESCPOS.init]
  const push = (bytes: readonly number[]) => {
    for (const b of bytes) out.push(b)
  }
  for (const b of blocks) {
    push(ESCPOS.align(b.kind === 'qr' || !!b.center))
    if (b.kind === 'qr') {
      push(qrCommand(b.data))
      push([LF])
      continue
    }
    if (b.bold) push(ESCPOS.bold(true))
    if (b.large) push(ESCPOS.large(true))
    push(gbkBytes(b.text))
    push([LF])
    if (b.large) push(ESCPOS.large(false))
    if (b.bold) push(ESCPOS.bold(false))
  }
  push(ESCPOS.align(false))
  push(ESCPOS.feed(3))
  push(ESCPOS.cut)
  return new Uint8Array(out)
}
