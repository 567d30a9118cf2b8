/**
 * What the WeChat stand-in remembers, as WeChat would: its two apps' ids and secrets (generated once
 * per installation, never defaults in code), the codes it issued (single use, 5 minutes) and the
 * access tokens it hands out (signed with the app's secret, so any API process can check them).
 *
 * Who is "the WeChat user": a persona key (the stand-in's authorisation page offers the demo
 * personas or any key typed in). A persona has one openid per app, as a real WeChat user has:
 * `oMP-<key>` in the mini program, `oOA-<key>` for the official account.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { wechatStandinApps, wechatStandinCodes } from '../../../db/schema'
import type { AppCredentials, WeChatAppKind } from '../api'

export const STANDIN_PREFIX = '/wechat-standin'
export const CODE_TTL_MS = 5 * 60_000
export const TOKEN_TTL_SECONDS = 7200

export type StandinCodeKind = WeChatAppKind | 'phone'

/** A persona key: what the authorisation page accepts. */
export const PERSONA = /^[A-Za-z0-9_-]{1,32}$/

/** The demo personas the authorisation page offers (the seed binds 演示微信用户一 to purchaser01). */
export const DEMO_PERSONAS = [
  { key: 'demo1', name: '演示微信用户一' },
  { key: 'demo2', name: '演示微信用户二' },
  { key: 'demo3', name: '演示微信用户三' },
] as const

export const openIdOf = (kind: WeChatAppKind, persona: string): string => `o${kind.toUpperCase()}-${persona}`

const credentialCache = new WeakMap<Db, Map<WeChatAppKind, Promise<AppCredentials>>>()

/** The stand-in app's id and secret, created on first use (concurrent processes agree on the first). */
export function standinCredentials(db: Db, kind: WeChatAppKind): Promise<AppCredentials> {
  let byKind = credentialCache.get(db)
  if (!byKind) credentialCache.set(db, (byKind = new Map()))
  let p = byKind.get(kind)
  if (!p) {
    p = (async () => {
      await db
        .insert(wechatStandinApps)
        .values({ kind, appId: `wxstandin${kind}${randomBytes(4).toString('hex')}`, secret: randomBytes(16).toString('hex') })
        .onConflictDoNothing({ target: wechatStandinApps.kind })
      const [row] = await db.select().from(wechatStandinApps).where(eq(wechatStandinApps.kind, kind))
      return { appId: row!.appId, secret: row!.secret }
    })()
    p.catch(() => byKind.delete(kind))
    byKind.set(kind, p)
  }
  return p
}

/** The app kind of an app id the stand-in issued, or null. */
export async function kindOfAppId(db: Db, appId: unknown): Promise<{ kind: WeChatAppKind; secret: string } | null> {
  if (typeof appId !== 'string') return null
  const [row] = await db.select().from(wechatStandinApps).where(eq(wechatStandinApps.appId, appId))
  return row ? { kind: row.kind as WeChatAppKind, secret: row.secret } : null
}

/** Issues a code, as WeChat does for wx.login (`mp`), web authorisation (`oa`) or the phone button (`phone`). */
export async function issueCode(db: Db, kind: StandinCodeKind, who: { persona?: string; phone?: string }): Promise<string> {
  const code = randomBytes(16).toString('hex')
  const openId = who.persona && kind !== 'phone' ? openIdOf(kind, who.persona) : null
  await db.insert(wechatStandinCodes).values({ code, kind, openId, phone: who.phone ?? null, expiresAt: new Date(Date.now() + CODE_TTL_MS) })
  return code
}

/** Uses a code up (once): its row, or null when unknown, of another kind, used or expired. */
export async function spendCode(db: Db, kind: StandinCodeKind, code: unknown) {
  if (typeof code !== 'string' || !code) return null
  const [row] = await db
    .update(wechatStandinCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(wechatStandinCodes.code, code), eq(wechatStandinCodes.kind, kind), isNull(wechatStandinCodes.usedAt), gt(wechatStandinCodes.expiresAt, sql`now()`)))
    .returning()
  return row ?? null
}

const mac = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('base64url')

/** An access token for the app: `SAT.<kind>.<expiry>.<nonce>.<mac>`. */
export function signAccessToken(kind: WeChatAppKind, secret: string, ttlSeconds = TOKEN_TTL_SECONDS): string {
  const body = `SAT.${kind}.${Math.floor(Date.now() / 1000) + ttlSeconds}.${randomBytes(6).toString('hex')}`
  return `${body}.${mac(secret, body)}`
}

/** The app kind a live token was signed for, or null (WeChat answers 40001 / 42001). */
export async function checkAccessToken(db: Db, token: unknown): Promise<{ kind: WeChatAppKind } | 'expired' | null> {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 5 || parts[0] !== 'SAT' || (parts[1] !== 'mp' && parts[1] !== 'oa')) return null
  const kind = parts[1] as WeChatAppKind
  const { secret } = await standinCredentials(db, kind)
  const expected = Buffer.from(mac(secret, parts.slice(0, 4).join('.')))
  const given = Buffer.from(parts[4]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return Number(parts[2]) * 1000 > Date.now() ? { kind } : 'expired'
}
