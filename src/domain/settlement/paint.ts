/**
 * The daily settlement drawn as a picture (a 2d canvas on weapp and H5): the shop and the day, the
 * net takings, then each section's rows with count and amount, and when it was drawn. Pure: it
 * draws on whatever 2d context it is given, in CSS pixels (the caller scales by the pixel ratio).
 */
import type { DailySettlement } from '@/contract/types/settlement'
import { money } from '@/core/format'
import { accentColor } from '@/theme'
import { countText, isTotalRow } from './index'

/** What of a 2d context the picture uses (CanvasRenderingContext2D on H5, the mini program's 2d context). */
export interface Painter {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  scale(x: number, y: number): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
}

export const IMAGE_WIDTH = 375
const PAD = 20
const HEAD = 112
const TITLE = 36
const LINE = 28
const GAP = 12
const FOOT = 40
const FONT = 'sans-serif'

export function settlementImageHeight(s: DailySettlement): number {
  return HEAD + s.sections.reduce((h, x) => h + TITLE + x.rows.length * LINE + GAP, 0) + FOOT
}

export function paintSettlement(ctx: Painter, s: DailySettlement, drawnAt: string): void {
  const w = IMAGE_WIDTH
  const right = w - PAD
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, w, settlementImageHeight(s))
  ctx.textBaseline = 'middle'
  ctx.textAlign = 'left'
  ctx.fillStyle = accentColor('supplier')
  ctx.font = `bold 20px ${FONT}`
  ctx.fillText(`${s.shopName} 日结对账`, PAD, 32)
  ctx.fillStyle = '#4e5560'
  ctx.font = `14px ${FONT}`
  ctx.fillText(`${s.day}　订单 ${s.orderCount} 笔`, PAD, 60)
  ctx.fillStyle = '#1f2329'
  ctx.font = `bold 22px ${FONT}`
  ctx.fillText(`实收 ${money(s.netFen)}`, PAD, 92)
  let y = HEAD
  for (const section of s.sections) {
    ctx.fillStyle = '#f2f5f2'
    ctx.fillRect(0, y, w, TITLE - 6)
    ctx.fillStyle = accentColor('supplier')
    ctx.font = `bold 15px ${FONT}`
    ctx.textAlign = 'left'
    ctx.fillText(section.title, PAD, y + (TITLE - 6) / 2)
    y += TITLE
    for (const r of section.rows) {
      const mid = y + LINE / 2
      ctx.fillStyle = '#1f2329'
      ctx.font = `${isTotalRow(r) ? 'bold ' : ''}14px ${FONT}`
      ctx.textAlign = 'left'
      ctx.fillText(r.label, PAD, mid)
      ctx.fillStyle = '#4e5560'
      ctx.textAlign = 'center'
      ctx.fillText(countText(r), w * 0.55, mid)
      ctx.fillStyle = '#1f2329'
      ctx.textAlign = 'right'
      ctx.fillText(money(r.amountFen), right, mid)
      y += LINE
    }
    y += GAP
  }
  ctx.fillStyle = '#4e5560'
  ctx.font = `12px ${FONT}`
  ctx.textAlign = 'left'
  ctx.fillText(`生成于 ${drawnAt}`, PAD, y + FOOT / 2)
}
