/**
 * Scan-code login (/ydui/view/scanCodeLogin, server/README.md "WeChat"): a PC page asks for a code
 * (weChat/getQrcode) and shows it as a QR code; a phone scans it and confirms as its WeChat user
 * (weChat/setScanLoginCode, with a WeChat code that proves who that is); the PC page polls
 * message/wx/getTokenByCode until it receives the login. Each step checks the state in the
 * statement that changes it: a code is confirmed once, redeemed once, and dies after 5 minutes.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import { STATE } from '@/contract'
import type { Db } from '../../db/client'
import { wechatCodes } from '../../db/schema'
import { BizError } from '../../lib/envelope'

export const SCAN_TTL_MS = 5 * 60_000
export const SCAN_EXPIRED = '二维码已失效，请刷新'
export const SCAN_WAITING = '等待手机扫码确认'

export async function createScanCode(db: Db): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(18).toString('base64url')
  const expiresAt = new Date(Date.now() + SCAN_TTL_MS)
  await db.insert(wechatCodes).values({ code, kind: 'scan', status: 'pending', expiresAt })
  return { code, expiresAt }
}

const liveScan = (code: string, status: string) => and(eq(wechatCodes.code, code), eq(wechatCodes.kind, 'scan'), eq(wechatCodes.status, status), gt(wechatCodes.expiresAt, sql`now()`))

/** The phone's confirmation: a pending, live code becomes the user's (once). */
export async function confirmScanCode(db: Db, code: string, userId: string): Promise<void> {
  const rows = await db.update(wechatCodes).set({ status: 'confirmed', userId }).where(liveScan(code, 'pending')).returning({ code: wechatCodes.code })
  if (!rows.length) throw new BizError(SCAN_EXPIRED)
}

/**
 * The PC page's poll: the confirming user's id once (the code is used); null when `code` is no
 * scan-login code at all. A code still waiting answers state 71 (silent: the page keeps polling);
 * an expired or used one '二维码已失效，请刷新'.
 */
export async function redeemScanCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db.update(wechatCodes).set({ status: 'used' }).where(liveScan(code, 'confirmed')).returning({ userId: wechatCodes.userId })
  if (row?.userId) return row.userId
  const [known] = await db.select().from(wechatCodes).where(eq(wechatCodes.code, code))
  if (!known || known.kind !== 'scan') return null
  if (known.status === 'pending' && known.expiresAt.getTime() > Date.now()) throw new BizError(SCAN_WAITING, STATE.SILENT)
  throw new BizError(SCAN_EXPIRED)
}
