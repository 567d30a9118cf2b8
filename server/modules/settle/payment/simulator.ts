/**
 * The local WeChat Pay simulator (docs/trade.md, "The simulator"), the default provider: the
 * same WeChat Pay v3 client (wechatpay.ts) with the simulator's keys, talking to the routes below
 * in process. The routes play WeChat Pay's part: they check the merchant's request signature,
 * sign their answers with the simulator's platform key, and deliver notifications encrypted with
 * its APIv3 key and signed the same way to this server's notify route, so paying with the
 * simulator runs the exact callback path a real payment does.
 *
 * Keys: one row in pay_simulator_keys, generated on first use and shared by every API process.
 *
 * Routes (only registered when PAY_PROVIDER is the simulator):
 *   POST /pay-simulator/v3/pay/transactions/jsapi            prepay (records a NOTPAY transaction)
 *   GET  /pay-simulator/v3/pay/transactions/out-trade-no/:no query
 *   POST /pay-simulator/v3/pay/transactions/out-trade-no/:no/close
 *   POST /pay-simulator/v3/refund/domestic/refunds            refund (answers SUCCESS and notifies)
 *   GET  /pay-simulator/v3/bill/tradebill?bill_date=...       a day's trade bill: its download URL and SHA1
 *   GET  /pay-simulator/v3/billdownload/file?token=...        the bill itself (tradeBill.ts's format)
 *   GET  /pay-simulator/checkout?payNo=...&sig=...&return=/mp/#/...   the page where the user confirms
 *   POST /pay-simulator/confirm {payNo, sig, return?}                   pays: notifies, then redirects or answers JSON
 *
 * The page and its confirm need the payer's own link: `sig` is an HMAC of the pay number with the
 * installation's payLink secret, given only in the pay action's answer (checkoutLink).
 */
import { createHmac, generateKeyPairSync, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, eq, gte, gt, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import type { Db } from '../../../db/client'
import { payments, paySimulatorKeys, paySimulatorRefunds, paySimulatorTransactions } from '../../../db/schema'
import { CARD_STYLE, escapeHtml, pageCsp, sendPage } from '../../../http/page'
import { fenToYuan } from '../../../lib/money'
import { addDays, chinaDay, isDay, marketDayStart } from '../../../lib/dates'
import { secret } from '../../../data/secrets'
import { MAX_CLOCK_SKEW_SECONDS, WechatPayProvider, type HttpAdapter } from './wechatpay'
import { tradeBillHash, writeTradeBill, type TradeBillEntry } from './tradeBill'

export const SIMULATOR_ORIGIN = 'http://pay-simulator.local'
export const SIMULATOR_PREFIX = '/pay-simulator'
export const SIMULATOR_MCHID = '1900000109'
const KEY_ROW = 'default'

export type SimulatorKeys = typeof paySimulatorKeys.$inferSelect

const pemPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const randomText = (n: number): string => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('')

const keyCache = new WeakMap<Db, Promise<SimulatorKeys>>()

/** The simulator's keys, created once (insert ... on conflict do nothing: concurrent processes agree on the first). */
export function simulatorKeys(db: Db): Promise<SimulatorKeys> {
  let p = keyCache.get(db)
  if (!p) {
    p = (async () => {
      const [found] = await db.select().from(paySimulatorKeys).where(eq(paySimulatorKeys.id, KEY_ROW))
      if (found) return found
      const platform = pemPair()
      const merchant = pemPair()
      await db
        .insert(paySimulatorKeys)
        .values({
          id: KEY_ROW,
          platformPrivateKey: platform.privateKey,
          platformPublicKey: platform.publicKey,
          platformSerial: `PUB_KEY_ID_0119${randomBytes(12).toString('hex').toUpperCase()}`,
          merchantPrivateKey: merchant.privateKey,
          merchantPublicKey: merchant.publicKey,
          merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
          apiV3Key: randomText(32),
        })
        .onConflictDoNothing()
      const [row] = await db.select().from(paySimulatorKeys).where(eq(paySimulatorKeys.id, KEY_ROW))
      return row!
    })()
    p.catch(() => keyCache.delete(db))
    keyCache.set(db, p)
  }
  return p
}

/** An axios adapter that hands the provider's requests to this app's routes (no socket, same code path). */
export function injectAdapter(app: FastifyInstance): HttpAdapter {
  const adapter = async (config: {
    url?: string
    baseURL?: string
    params?: Record<string, unknown>
    method?: string
    headers?: { toJSON?(): Record<string, unknown> } & Record<string, unknown>
    data?: unknown
    responseType?: string
    validateStatus?: ((status: number) => boolean) | null
  }) => {
    const full = new URL(config.url ?? '', config.baseURL)
    for (const [k, v] of Object.entries(config.params ?? {})) if (v !== undefined) full.searchParams.set(k, String(v))
    const plain = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {})
    const headers = Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined && v !== null && v !== false).map(([k, v]) => [k, String(v)]))
    const res = await app.inject({ method: (config.method ?? 'get').toUpperCase() as 'GET', url: full.pathname + full.search, headers, payload: typeof config.data === 'string' ? config.data : undefined })
    const response = { data: config.responseType === 'arraybuffer' ? res.rawPayload : res.body, status: res.statusCode, statusText: res.statusMessage, headers: res.headers, config, request: {} }
    if (config.validateStatus && !config.validateStatus(res.statusCode)) throw Object.assign(new Error(`Request failed with status code ${res.statusCode}`), { response, config })
    return response
  }
  return adapter as unknown as HttpAdapter
}

// ---- The payer's own link --------------------------------------------------------------------------

/**
 * The signature that makes a checkout link the payer's own: HMAC-SHA256 of the pay number with
 * the installation's `payLink` secret (data/secrets.ts). Only the pay action's answer carries it, so
 * the checkout page and its confirm are refused to anyone who merely knows or guesses a pay number.
 */
export const simulatorLinkSig = (payNo: string): string => createHmac('sha256', secret('payLink')).update(`pay-simulator:${payNo}`).digest('base64url')

function linkSigned(payNo: string, sig: unknown): boolean {
  if (typeof sig !== 'string' || sig.length > 100) return false
  const given = Buffer.from(sig)
  const expected = Buffer.from(simulatorLinkSig(payNo))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The checkout page of an attempt, for its payer ('sig' binds it). */
export const checkoutLink = (payNo: string): string => `${SIMULATOR_PREFIX}/checkout?payNo=${encodeURIComponent(payNo)}&sig=${simulatorLinkSig(payNo)}`

/** The provider the app pays with when PAY_PROVIDER is the simulator. */
export async function simulatorProvider(db: Db, app: FastifyInstance): Promise<WechatPayProvider> {
  const k = await simulatorKeys(db)
  return new WechatPayProvider({
    name: 'simulator',
    mchid: SIMULATOR_MCHID,
    serial: k.merchantSerial,
    privateKey: k.merchantPrivateKey,
    platformKeys: { [k.platformSerial]: k.platformPublicKey },
    apiV3Key: k.apiV3Key,
    baseURL: `${SIMULATOR_ORIGIN}${SIMULATOR_PREFIX}/`,
    adapter: injectAdapter(app),
    checkoutLink: checkoutLink,
  })
}

// ---- Signing as WeChat Pay does --------------------------------------------------------------------

export interface PlatformSigner {
  platformPrivateKey: string
  platformSerial: string
  apiV3Key: string
}

/** Wechatpay-* headers over an answer or notification body (what the plugin and parseNotification verify). */
export function platformHeaders(k: Pick<PlatformSigner, 'platformPrivateKey' | 'platformSerial'>, body: string, at: Date = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000))
  const nonce = Formatter.nonce(32)
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': k.platformSerial,
    'Wechatpay-Signature': Rsa.sign(Formatter.response(timestamp, nonce, body), k.platformPrivateKey),
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  }
}

/** A v3 notification: the resource encrypted with AEAD_AES_256_GCM and the APIv3 key, the body signed with the platform key. */
export function signedNotification(k: PlatformSigner, eventType: 'TRANSACTION.SUCCESS' | 'REFUND.SUCCESS', resource: object, at: Date = new Date()): { headers: Record<string, string>; body: string } {
  const original = eventType.startsWith('REFUND') ? 'refund' : 'transaction'
  const nonce = Formatter.nonce(12)
  const ciphertext = Aes.AesGcm.encrypt(JSON.stringify(resource), k.apiV3Key, nonce, original)
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: chinaTimeOf(at),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: eventType === 'REFUND.SUCCESS' ? '退款成功' : '支付成功',
    resource: { original_type: original, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: original, nonce },
  })
  return { headers: { ...platformHeaders(k, body, at), 'Content-Type': 'application/json' }, body }
}

const chinaTimeOf = (d: Date): string => `${new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`

/** Posts a notification to the notify URL's route in process, as WeChat Pay's servers would. */
async function deliver(app: FastifyInstance, notifyUrl: string, n: { headers: Record<string, string>; body: string }): Promise<boolean> {
  const res = await app.inject({ method: 'POST', url: new URL(notifyUrl, SIMULATOR_ORIGIN).pathname, headers: n.headers, payload: n.body })
  return res.statusCode >= 200 && res.statusCode < 300
}

// ---- The trade bill (对账单) -------------------------------------------------------------------------

const chinaSecond = (d: Date): string => chinaTimeOf(d).slice(0, 19).replace('T', ' ')

/** The simulator's trade bill of a day (China time): its successful payments and its refunds, in time order. */
export async function simulatorTradeBill(db: Db, day: string): Promise<string> {
  const from = marketDayStart(day)
  const to = marketDayStart(addDays(day, 1))
  const t = paySimulatorTransactions
  const [paid, refunded] = await Promise.all([
    db.select().from(t).where(and(eq(t.tradeState, 'SUCCESS'), gte(t.paidAt, from), lt(t.paidAt, to))),
    db
      .select({ r: paySimulatorRefunds, t })
      .from(paySimulatorRefunds)
      .innerJoin(t, eq(t.payNo, paySimulatorRefunds.payNo))
      .where(and(gte(paySimulatorRefunds.createdAt, from), lt(paySimulatorRefunds.createdAt, to))),
  ])
  const base = (x: TxnRow) => ({ appId: x.appId, mchId: SIMULATOR_MCHID, transactionId: x.transactionId ?? '', payNo: x.payNo, totalFen: x.amountFen, description: x.description })
  const entries: (TradeBillEntry & { at: number })[] = [
    ...paid.map((x) => ({ ...base(x), at: x.paidAt!.getTime(), time: chinaSecond(x.paidAt!), state: 'SUCCESS' as const, refundId: '', refundNo: '', refundFen: 0 })),
    ...refunded.map(({ r, t: x }) => ({ ...base(x), at: r.createdAt.getTime(), time: chinaSecond(r.createdAt), state: 'REFUND' as const, refundId: r.refundId, refundNo: r.refundNo, refundFen: r.amountFen })),
  ]
  return writeTradeBill(entries.sort((a, b) => a.at - b.at || a.payNo.localeCompare(b.payNo)).map(({ at: _at, ...e }) => e))
}

/** The download token of a day's bill: the day and an HMAC of it with the simulator's APIv3 key. */
const billToken = (k: SimulatorKeys, day: string): string => `${day}.${createHmac('sha256', k.apiV3Key).update(`tradebill:${day}`).digest('base64url')}`

function billDayOf(k: SimulatorKeys, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 100) return null
  const day = token.slice(0, 10)
  const given = Buffer.from(token)
  const expected = Buffer.from(billToken(k, day))
  return isDay(day) && given.length === expected.length && timingSafeEqual(given, expected) ? day : null
}

// ---- The routes ----------------------------------------------------------------------------------

type TxnRow = typeof paySimulatorTransactions.$inferSelect

/** Parses `WECHATPAY2-SHA256-RSA2048 mchid="..",serial_no="..",...` and checks it against the merchant key. */
function merchantSigned(req: FastifyRequest, rawBody: string, k: SimulatorKeys): boolean {
  const auth = req.headers.authorization ?? ''
  if (!auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false
  const parts = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  if (parts.mchid !== SIMULATOR_MCHID || parts.serial_no !== k.merchantSerial || !parts.timestamp || !parts.nonce_str || !parts.signature) return false
  if (Math.abs(Formatter.timestamp() - Number(parts.timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false
  try {
    return Rsa.verify(Formatter.request(req.method, req.url, parts.timestamp, parts.nonce_str, rawBody), parts.signature, k.merchantPublicKey)
  } catch {
    return false
  }
}

function signedJson(reply: FastifyReply, k: SimulatorKeys, status: number, payload: object | null): FastifyReply {
  const body = payload === null ? '' : JSON.stringify(payload)
  reply.code(status).headers(platformHeaders(k, body))
  if (payload === null) return reply.send()
  return reply.type('application/json').send(body)
}

const wxError = (code: string, message: string) => ({ code, message })

function transactionJson(t: TxnRow) {
  const desc: Record<string, string> = { SUCCESS: '支付成功', NOTPAY: '未支付', CLOSED: '已关闭' }
  return {
    appid: t.appId,
    mchid: SIMULATOR_MCHID,
    out_trade_no: t.payNo,
    transaction_id: t.transactionId ?? undefined,
    trade_type: 'JSAPI',
    trade_state: t.tradeState,
    trade_state_desc: desc[t.tradeState] ?? t.tradeState,
    success_time: t.paidAt ? chinaTimeOf(t.paidAt) : undefined,
    amount: { total: t.amountFen, payer_total: t.tradeState === 'SUCCESS' ? t.amountFen : 0, currency: 'CNY', payer_currency: 'CNY' },
  }
}

/** `return` of the checkout page: a path of this server's H5 app only (no open redirect). */
const RETURN_PATH = /^\/mp\/(?:#\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*)?$/
export const isReturnPath = (s: unknown): s is string => typeof s === 'string' && s.length <= 500 && RETURN_PATH.test(s)

/** The checkout page: the shared card look (http/page.ts) and a large amount. */
const PAGE_STYLE = `${CARD_STYLE}.amount{font-size:36px;font-weight:600;margin:8px 0 24px}\n`

/** The checkout page's policy: its one style (by hash), posting only to this server, no script at all. */
export const CHECKOUT_CSP = pageCsp({ style: PAGE_STYLE })

/** Sends one of the simulator's HTML pages under its own policy (no script at all). */
const html = (reply: FastifyReply, status: number, inner: string): FastifyReply => sendPage(reply, status, { title: '模拟支付', style: PAGE_STYLE, body: `<div class="card">${inner}</div>` })

async function readTxn(db: Db, payNo: unknown): Promise<TxnRow | null> {
  if (typeof payNo !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(payNo)) return null
  const [t] = await db.select().from(paySimulatorTransactions).where(eq(paySimulatorTransactions.payNo, payNo))
  return t ?? null
}

/**
 * Marks the transaction paid (once) and delivers TRANSACTION.SUCCESS to its notify URL; a second
 * confirm of a paid transaction delivers the notification again, as WeChat retries.
 */
export async function confirmSimulatedPayment(db: Db, app: FastifyInstance, payNo: string): Promise<{ paid: boolean; msg: string }> {
  const txnId = `4200${Date.now()}${String(randomInt(1e9)).padStart(9, '0')}`
  const [t] = await db
    .update(paySimulatorTransactions)
    .set({ tradeState: 'SUCCESS', transactionId: txnId, paidAt: new Date() })
    .where(and(eq(paySimulatorTransactions.payNo, payNo), eq(paySimulatorTransactions.tradeState, 'NOTPAY'), gt(paySimulatorTransactions.expiresAt, new Date())))
    .returning()
  const row = t ?? (await readTxn(db, payNo))
  if (!row) return { paid: false, msg: '支付单不存在' }
  if (row.tradeState === 'CLOSED') return { paid: false, msg: '该支付已关闭，请返回重新发起支付' }
  if (row.tradeState !== 'SUCCESS') return { paid: false, msg: '支付已超时，请返回重新发起支付' }
  const k = await simulatorKeys(db)
  const resource = { ...transactionJson(row), mchid: SIMULATOR_MCHID, bank_type: 'OTHERS', payer: { openid: 'simulator-payer' } }
  const delivered = await deliver(app, row.notifyUrl, signedNotification(k, 'TRANSACTION.SUCCESS', resource))
  if (!delivered) app.log.warn({ payNo }, 'simulated notification was not accepted')
  return { paid: true, msg: '支付成功' }
}

export async function registerSimulatorRoutes(app: FastifyInstance, db: Db): Promise<void> {
  // The v3 API: raw bodies, so the merchant's request signature is checked over the exact text.
  await app.register(async (api) => {
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
    const guarded = (handle: (req: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>, k: SimulatorKeys) => Promise<FastifyReply>) =>
      async (req: FastifyRequest, reply: FastifyReply) => {
        const k = await simulatorKeys(db)
        const raw = typeof req.body === 'string' ? req.body : ''
        if (!merchantSigned(req, raw, k)) return signedJson(reply, k, 401, wxError('SIGN_ERROR', '签名错误'))
        let body: Record<string, unknown> = {}
        try {
          body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
        } catch {
          return signedJson(reply, k, 400, wxError('PARAM_ERROR', '请求体不是JSON'))
        }
        return handle(req, reply, body, k)
      }

    api.post(
      `${SIMULATOR_PREFIX}/v3/pay/transactions/jsapi`,
      guarded(async (_req, reply, b, k) => {
        const amount = (b.amount as { total?: unknown } | undefined)?.total
        const payNo = b.out_trade_no
        const expire = typeof b.time_expire === 'string' ? new Date(b.time_expire) : new Date(Date.now() + 2 * 3600 * 1000)
        if (typeof payNo !== 'string' || !/^[A-Za-z0-9_*|-]{6,32}$/.test(payNo) || typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || typeof b.appid !== 'string' || typeof b.notify_url !== 'string' || Number.isNaN(expire.getTime()))
          return signedJson(reply, k, 400, wxError('PARAM_ERROR', '参数错误'))
        const prepayId = `wx${Date.now()}${randomBytes(8).toString('hex')}`
        await db
          .insert(paySimulatorTransactions)
          .values({ prepayId, payNo, appId: b.appid, description: String(b.description ?? '').slice(0, 127), amountFen: amount, notifyUrl: b.notify_url, expiresAt: expire })
          .onConflictDoNothing()
        const t = (await readTxn(db, payNo))!
        // The same out_trade_no answers the same prepay id, unless the order changed or is over.
        if (t.amountFen !== amount) return signedJson(reply, k, 400, wxError('INVALID_REQUEST', '201 商户订单号重复'))
        if (t.tradeState === 'SUCCESS') return signedJson(reply, k, 400, wxError('ORDERPAID', '该订单已支付'))
        if (t.tradeState === 'CLOSED') return signedJson(reply, k, 400, wxError('ORDERCLOSED', '订单已关闭'))
        return signedJson(reply, k, 200, { prepay_id: t.prepayId })
      }),
    )

    api.get(
      `${SIMULATOR_PREFIX}/v3/pay/transactions/out-trade-no/:payNo`,
      guarded(async (req, reply, _b, k) => {
        const t = await readTxn(db, (req.params as { payNo: string }).payNo)
        if (!t) return signedJson(reply, k, 404, wxError('ORDER_NOT_EXIST', '订单不存在'))
        return signedJson(reply, k, 200, transactionJson(t))
      }),
    )

    api.post(
      `${SIMULATOR_PREFIX}/v3/pay/transactions/out-trade-no/:payNo/close`,
      guarded(async (req, reply, _b, k) => {
        const payNo = (req.params as { payNo: string }).payNo
        const [closed] = await db
          .update(paySimulatorTransactions)
          .set({ tradeState: 'CLOSED' })
          .where(and(eq(paySimulatorTransactions.payNo, payNo), eq(paySimulatorTransactions.tradeState, 'NOTPAY')))
          .returning()
        if (closed) return signedJson(reply, k, 204, null)
        const t = await readTxn(db, payNo)
        if (!t) return signedJson(reply, k, 404, wxError('ORDER_NOT_EXIST', '订单不存在'))
        if (t.tradeState === 'SUCCESS') return signedJson(reply, k, 400, wxError('ORDERPAID', '该订单已支付'))
        return signedJson(reply, k, 204, null)
      }),
    )

    api.post(
      `${SIMULATOR_PREFIX}/v3/refund/domestic/refunds`,
      guarded(async (_req, reply, b, k) => {
        const amount = b.amount as { refund?: unknown; total?: unknown } | undefined
        const refundNo = b.out_refund_no
        const t = await readTxn(db, b.out_trade_no)
        if (typeof refundNo !== 'string' || !/^[A-Za-z0-9_*@|-]{1,64}$/.test(refundNo) || typeof amount?.refund !== 'number' || !Number.isSafeInteger(amount.refund) || amount.refund <= 0)
          return signedJson(reply, k, 400, wxError('PARAM_ERROR', '参数错误'))
        if (!t) return signedJson(reply, k, 404, wxError('RESOURCE_NOT_EXISTS', '订单不存在'))
        if (t.tradeState !== 'SUCCESS') return signedJson(reply, k, 400, wxError('INVALID_REQUEST', '订单未支付'))
        if (amount.total !== t.amountFen) return signedJson(reply, k, 400, wxError('INVALID_REQUEST', '订单金额与原订单不一致'))
        const refund = amount.refund
        const notifyUrl = typeof b.notify_url === 'string' ? b.notify_url : null
        const created = await db
          .transaction(async (tx) => {
            const [r] = await tx
              .insert(paySimulatorRefunds)
              .values({ refundNo, payNo: t.payNo, refundId: `5030${Date.now()}${String(randomInt(1e9)).padStart(9, '0')}`, amountFen: refund, notifyUrl })
              .onConflictDoNothing()
              .returning()
            if (!r) return null
            const [moved] = await tx
              .update(paySimulatorTransactions)
              .set({ refundedFen: sql`${paySimulatorTransactions.refundedFen} + ${refund}` })
              .where(and(eq(paySimulatorTransactions.payNo, t.payNo), sql`${paySimulatorTransactions.refundedFen} + ${refund} <= ${paySimulatorTransactions.amountFen}`))
              .returning()
            if (!moved) throw Object.assign(new Error('not enough'), { notEnough: true })
            return r
          })
          .catch((err: { notEnough?: boolean }) => {
            if (err?.notEnough) return 'notEnough' as const
            throw err
          })
        if (created === 'notEnough') return signedJson(reply, k, 403, wxError('NOT_ENOUGH', '可退金额不足'))
        const [r] = created ? [created] : await db.select().from(paySimulatorRefunds).where(eq(paySimulatorRefunds.refundNo, refundNo))
        if (!r || r.payNo !== t.payNo || r.amountFen !== refund) return signedJson(reply, k, 400, wxError('INVALID_REQUEST', '退款单号重复'))
        const answer = {
          refund_id: r.refundId,
          out_refund_no: r.refundNo,
          transaction_id: t.transactionId,
          out_trade_no: t.payNo,
          channel: 'ORIGINAL',
          user_received_account: '支付用户零钱',
          success_time: chinaTimeOf(r.createdAt),
          create_time: chinaTimeOf(r.createdAt),
          status: 'SUCCESS',
          amount: { total: t.amountFen, refund: r.amountFen, payer_total: t.amountFen, payer_refund: r.amountFen, currency: 'CNY' },
        }
        if (created && r.notifyUrl) {
          const { status: _s, channel: _c, create_time: _t, ...resource } = answer
          await deliver(app, r.notifyUrl, signedNotification(k, 'REFUND.SUCCESS', { ...resource, mchid: SIMULATOR_MCHID, refund_status: 'SUCCESS' }))
        }
        return signedJson(reply, k, 200, answer)
      }),
    )
  })

  // The trade bill: its URL and hash, then the file (WeChat signs neither download; the simulator signs both, which the client accepts).
  await app.register(async (api) => {
    const guarded = (handle: (req: FastifyRequest, reply: FastifyReply, k: SimulatorKeys) => Promise<FastifyReply>) => async (req: FastifyRequest, reply: FastifyReply) => {
      const k = await simulatorKeys(db)
      if (!merchantSigned(req, '', k)) return signedJson(reply, k, 401, wxError('SIGN_ERROR', '签名错误'))
      return handle(req, reply, k)
    }
    api.get(
      `${SIMULATOR_PREFIX}/v3/bill/tradebill`,
      guarded(async (req, reply, k) => {
        const q = req.query as Record<string, unknown>
        const day = typeof q.bill_date === 'string' && isDay(q.bill_date) ? q.bill_date : null
        if (!day || (q.bill_type !== undefined && q.bill_type !== 'ALL')) return signedJson(reply, k, 400, wxError('PARAM_ERROR', '参数错误'))
        // WeChat has no bill of a day to come; the simulator also serves today's so far (the demo reconciles it).
        if (day > chinaDay()) return signedJson(reply, k, 400, wxError('NO_STATEMENT_EXIST', '账单不存在'))
        const bytes = Buffer.from(await simulatorTradeBill(db, day))
        return signedJson(reply, k, 200, { hash_type: 'SHA1', hash_value: tradeBillHash(bytes), download_url: `${SIMULATOR_ORIGIN}${SIMULATOR_PREFIX}/v3/billdownload/file?token=${encodeURIComponent(billToken(k, day))}` })
      }),
    )
    api.get(
      `${SIMULATOR_PREFIX}/v3/billdownload/file`,
      guarded(async (req, reply, k) => {
        const day = billDayOf(k, (req.query as Record<string, unknown>).token)
        if (!day) return signedJson(reply, k, 400, wxError('PARAM_ERROR', '账单下载链接不正确'))
        const body = await simulatorTradeBill(db, day)
        return reply.code(200).headers(platformHeaders(k, body)).type('text/plain; charset=utf-8').send(body)
      }),
    )
  })

  // The checkout page and its confirm button (the user's side, not WeChat's API).
  app.get(`${SIMULATOR_PREFIX}/checkout`, async (req, reply) => {
    const q = req.query as Record<string, unknown>
    const back = q.return
    if (back !== undefined && !isReturnPath(back)) return html(reply, 400, '<p class="state">返回地址不正确</p>')
    // Only the payer's own link opens the page: a pay number alone shows nothing (not even whether it exists).
    const t = typeof q.payNo === 'string' && linkSigned(q.payNo, q.sig) ? await readTxn(db, q.payNo) : null
    if (!t) return html(reply, 404, '<p class="state">支付单不存在</p>')
    const [p] = await db.select({ status: payments.status }).from(payments).where(eq(payments.payNo, t.payNo))
    const backLink = back ? `<a class="btn cancel" role="button" href="${escapeHtml(back)}">返回</a>` : ''
    const head = `<span class="tag">模拟支付 · 非真实扣款</span><h1>江南农产品批发交易中心</h1><p class="desc">${escapeHtml(t.description)}</p><p class="amount">¥${fenToYuan(t.amountFen)}</p>`
    let body: string
    if (t.tradeState === 'SUCCESS') body = `${head}<p class="state">已支付</p>${backLink}`
    else if (t.tradeState === 'CLOSED' || p?.status === 'closed' || t.expiresAt.getTime() <= Date.now()) body = `${head}<p class="state">该支付已关闭，请返回重新发起支付</p>${backLink}`
    else
      body = `${head}<form method="post" action="${SIMULATOR_PREFIX}/confirm"><input type="hidden" name="payNo" value="${escapeHtml(t.payNo)}"><input type="hidden" name="sig" value="${escapeHtml(String(q.sig))}">${back ? `<input type="hidden" name="return" value="${escapeHtml(back)}">` : ''}<button class="pay" type="submit">确认支付</button></form>${back ? `<a class="btn cancel" role="button" href="${escapeHtml(back)}">取消</a>` : ''}`
    return html(reply, 200, body)
  })

  app.post(`${SIMULATOR_PREFIX}/confirm`, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>
    const back = b.return
    if (back !== undefined && back !== '' && !isReturnPath(back)) return reply.code(400).send({ state: 1, msg: '返回地址不正确', result: null, paid: false })
    const payNo = typeof b.payNo === 'string' ? b.payNo : ''
    // Paying needs the payer's own link too (its signature), not just a pay number.
    const out = linkSigned(payNo, b.sig) ? await confirmSimulatedPayment(db, app, payNo) : { paid: false, msg: '支付单不存在' }
    if (isReturnPath(back)) {
      if (out.paid) return reply.redirect(back, 303)
      return html(reply, 200, `<p class="state">${escapeHtml(out.msg)}</p><a class="btn cancel" role="button" href="${escapeHtml(back)}">返回</a>`)
    }
    // The envelope the app's request layer reads, with `paid` also at the top for plain clients.
    return reply.send({ state: out.paid ? 0 : 1, msg: out.msg, result: { paid: out.paid }, paid: out.paid })
  })
}
