/**
 * WeChat Pay APIv3 (JSAPI and mini-program payments) over `wechatpay-axios-plugin`: its client
 * signs every request with the merchant key and verifies every answer against the platform
 * public key; `Rsa.sign` makes the client's paySign; `Rsa.verify` and `Aes.AesGcm.decrypt` check
 * and open notifications. No crypto of our own.
 *
 * The simulator (simulator.ts) is this same class with the simulator's keys and an HTTP adapter
 * that hands requests to this server's /pay-simulator routes in process.
 */
import { Aes, Formatter, Rsa, Wechatpay, type Decorator } from 'wechatpay-axios-plugin'
import type { ClientPayRequest } from '@/contract'
import { tradeBillHash } from './tradeBill'
import type { PaymentProvider, PrepareArgs, ProviderName, ProviderNotice, RefundArgs, TradeState } from './provider'

/** A minimal axios adapter: what the simulator's in-process transport implements. */
export type HttpAdapter = (config: never) => Promise<unknown>

export interface WechatPayConfig {
  name: ProviderName
  mchid: string
  /** The merchant certificate's serial number. */
  serial: string
  /** The merchant private key (PEM). */
  privateKey: string
  /** Platform public keys by id (public-key mode: { PUB_KEY_ID_...: PEM }). */
  platformKeys: Record<string, string>
  /** The 32-character APIv3 key. */
  apiV3Key: string
  /** Default https://api.mch.weixin.qq.com/. */
  baseURL?: string
  adapter?: HttpAdapter
  /** Simulator only: the payer's own checkout link for an attempt ('/pay-simulator/checkout?payNo=...&sig=...'). */
  checkoutLink?: (payNo: string) => string
  timeoutMs?: number
}

/** A notification's timestamp may be this far from our clock (WeChat's own rule). */
export const MAX_CLOCK_SKEW_SECONDS = 300

/**
 * A notification refused: `signature` when it cannot be trusted (headers, clock, key, signature,
 * decryption), `content` when it is authentic but not what WeChat Pay sends (a field missing or
 * malformed, e.g. a success_time that is not a time).
 */
export class NotificationError extends Error {
  constructor(
    message: string,
    readonly kind: 'signature' | 'content' = 'signature',
  ) {
    super(message)
  }
}

const badContent = (message: string) => new NotificationError(message, 'content')

/** An RFC 3339 time as WeChat Pay writes it ('2026-03-14T10:34:56+08:00'); anything else is refused. */
function rfc3339(s: unknown, what: string): Date {
  const d = typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(s) ? new Date(s) : null
  if (!d || Number.isNaN(d.getTime())) throw badContent(`${what} is not a time`)
  return d
}

/** out_trade_no and out_refund_no: what this server issues, at most 64 characters of WeChat's alphabet. */
const DOC_NO = /^[A-Za-z0-9_*|@-]{1,64}$/

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name] ?? headers[name.toLowerCase()]
  return Array.isArray(v) ? v[0] : v
}

/** RFC 3339 in China time, as WeChat Pay writes and reads times ('2026-03-14T10:34:56+08:00'). */
export function chinaTime(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19)}+08:00`
}

/** The status and body of a failed provider call, for the log and the callers' decisions. */
export function providerError(err: unknown): { status: number | null; code: string | null; message: string } {
  const e = err as { response?: { status?: number; data?: { code?: string; message?: string } }; message?: string }
  return { status: e?.response?.status ?? null, code: e?.response?.data?.code ?? null, message: e?.response?.data?.message ?? e?.message ?? String(err) }
}

/** A decrypted resource as sent: any field may be missing or of another type (checked before use). */
interface TransactionResource {
  out_trade_no?: unknown
  transaction_id?: unknown
  trade_state?: unknown
  success_time?: unknown
  amount?: { total?: unknown; payer_total?: unknown }
}
interface RefundResource {
  out_trade_no?: string
  out_refund_no?: string
  refund_id?: string
  refund_status?: string
  status?: string
  amount?: { refund?: number }
}

const TRADE_STATES: readonly TradeState[] = ['SUCCESS', 'NOTPAY', 'CLOSED', 'PAYERROR', 'USERPAYING', 'REFUND', 'REVOKED']

function transactionNotice(t: TransactionResource): Extract<ProviderNotice, { kind: 'transaction' }> {
  const state = TRADE_STATES.find((s) => s === t.trade_state)
  const total = t.amount?.total
  if (typeof t.out_trade_no !== 'string' || !DOC_NO.test(t.out_trade_no) || !state || typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) throw badContent('transaction resource incomplete')
  if (t.transaction_id !== undefined && (typeof t.transaction_id !== 'string' || t.transaction_id.length > 64)) throw badContent('transaction_id is malformed')
  return {
    kind: 'transaction',
    payNo: t.out_trade_no,
    providerTxnId: t.transaction_id ?? '',
    tradeState: state,
    amountFen: total,
    paidAt: t.success_time === undefined || t.success_time === null || t.success_time === '' ? null : rfc3339(t.success_time, 'success_time'),
  }
}

export class WechatPayProvider implements PaymentProvider {
  readonly name: ProviderName
  private readonly client: Decorator
  private readonly privateKey: ReturnType<typeof Rsa.from>
  private readonly platformKeys: Record<string, ReturnType<typeof Rsa.from>>

  constructor(private readonly cfg: WechatPayConfig) {
    this.name = cfg.name
    this.privateKey = Rsa.from(cfg.privateKey, Rsa.KEY_TYPE_PRIVATE)
    this.platformKeys = Object.fromEntries(Object.entries(cfg.platformKeys).map(([id, pem]) => [id, Rsa.from(pem, Rsa.KEY_TYPE_PUBLIC)]))
    if (Buffer.byteLength(cfg.apiV3Key) !== 32) throw new Error('the APIv3 key must be 32 bytes')
    const wx = new Wechatpay({
      mchid: cfg.mchid,
      serial: cfg.serial,
      privateKey: cfg.privateKey,
      certs: { ...cfg.platformKeys },
      baseURL: cfg.baseURL ?? 'https://api.mch.weixin.qq.com/',
      timeout: cfg.timeoutMs ?? 10_000,
      ...(cfg.adapter ? { adapter: cfg.adapter as never } : {}),
    })
    this.client = (wx as unknown as { client: Decorator }).client
  }

  private async request<T>(path: string, method: 'get' | 'post', data?: object, config: Record<string, unknown> = {}): Promise<{ status: number; data: T }> {
    const res = (await this.client.request(path, method, data, config as never)) as { status: number; data: T }
    return res
  }

  async prepare(p: PrepareArgs): Promise<{ prepayId: string }> {
    const body = {
      appid: p.appId,
      mchid: this.cfg.mchid,
      description: p.description.slice(0, 127),
      out_trade_no: p.payNo,
      time_expire: chinaTime(p.expiresAt),
      notify_url: p.notifyUrl,
      amount: { total: p.amountFen, currency: 'CNY' },
      ...(p.openId ? { payer: { openid: p.openId } } : {}),
    }
    const res = await this.request<{ prepay_id?: string }>('v3/pay/transactions/jsapi', 'post', body)
    if (!res.data?.prepay_id) throw new Error('prepay answer without prepay_id')
    return { prepayId: res.data.prepay_id }
  }

  clientRequest(p: { appId: string; prepayId: string; payNo: string }): ClientPayRequest {
    const timeStamp = String(Formatter.timestamp())
    const nonceStr = Formatter.nonce(32)
    const pkg = `prepay_id=${p.prepayId}`
    const paySign = Rsa.sign(Formatter.joinedByLineFeed(p.appId, timeStamp, nonceStr, pkg), this.privateKey)
    const request: ClientPayRequest = { provider: this.name, appId: p.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
    if (this.cfg.checkoutLink) request.simulatorUrl = this.cfg.checkoutLink(p.payNo)
    return request
  }

  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderNotice {
    const timestamp = header(headers, 'Wechatpay-Timestamp')
    const nonce = header(headers, 'Wechatpay-Nonce')
    const serial = header(headers, 'Wechatpay-Serial')
    const signature = header(headers, 'Wechatpay-Signature')
    if (!timestamp || !nonce || !serial || !signature) throw new NotificationError('signature headers missing')
    if (!/^\d+$/.test(timestamp) || Math.abs(Formatter.timestamp() - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) throw new NotificationError('timestamp too far off')
    const key = Object.prototype.hasOwnProperty.call(this.platformKeys, serial) ? this.platformKeys[serial] : undefined
    if (!key) throw new NotificationError('unknown platform key')
    let verified = false
    try {
      verified = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, key)
    } catch {
      verified = false
    }
    if (!verified) throw new NotificationError('bad signature')

    let event: { event_type?: string; resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string } }
    try {
      event = JSON.parse(rawBody)
    } catch {
      throw badContent('body is not JSON')
    }
    const r = event.resource
    if (!r || r.algorithm !== 'AEAD_AES_256_GCM' || !r.ciphertext || !r.nonce) throw badContent('resource missing')
    let plain: string
    try {
      plain = Aes.AesGcm.decrypt(r.ciphertext, this.cfg.apiV3Key, r.nonce, r.associated_data ?? '')
    } catch {
      throw new NotificationError('resource does not decrypt')
    }
    let resource: TransactionResource & RefundResource
    try {
      resource = JSON.parse(plain) as TransactionResource & RefundResource
    } catch {
      throw badContent('resource is not JSON')
    }
    if (!resource || typeof resource !== 'object') throw badContent('resource is not an object')
    if (event.event_type?.startsWith('TRANSACTION.')) return transactionNotice(resource)
    if (event.event_type?.startsWith('REFUND.')) {
      const status = resource.refund_status
      const refund = resource.amount?.refund ?? 0
      if (typeof resource.out_refund_no !== 'string' || !DOC_NO.test(resource.out_refund_no) || typeof resource.refund_id !== 'string' || (status !== 'SUCCESS' && status !== 'CLOSED' && status !== 'ABNORMAL') || !Number.isSafeInteger(refund) || refund < 0)
        throw badContent('refund resource incomplete')
      return { kind: 'refund', refundNo: resource.out_refund_no, payNo: typeof resource.out_trade_no === 'string' ? resource.out_trade_no : '', providerRefundId: resource.refund_id, status, amountFen: refund }
    }
    throw badContent(`unknown event ${event.event_type}`)
  }

  async query(payNo: string): Promise<Extract<ProviderNotice, { kind: 'transaction' }> | null> {
    try {
      const res = await this.request<TransactionResource>('v3/pay/transactions/out-trade-no/{out_trade_no}', 'get', undefined, { out_trade_no: payNo, params: { mchid: this.cfg.mchid } })
      return transactionNotice(res.data)
    } catch (err) {
      if (providerError(err).status === 404) return null
      throw err
    }
  }

  async close(payNo: string): Promise<void> {
    try {
      await this.request('v3/pay/transactions/out-trade-no/{out_trade_no}/close', 'post', { mchid: this.cfg.mchid }, { out_trade_no: payNo })
    } catch (err) {
      // Already paid or unknown: nothing to close (the callback or a query settles a paid one).
      const { code } = providerError(err)
      if (code === 'ORDERPAID' || code === 'ORDER_NOT_EXIST' || code === 'ORDERNOTEXIST') return
      throw err
    }
  }

  async refund(p: RefundArgs): Promise<{ providerRefundId: string; status: 'SUCCESS' | 'PROCESSING' }> {
    const res = await this.request<{ refund_id?: string; status?: string }>('v3/refund/domestic/refunds', 'post', {
      out_trade_no: p.payNo,
      out_refund_no: p.refundNo,
      reason: p.reason.slice(0, 80),
      notify_url: p.notifyUrl,
      amount: { refund: p.amountFen, total: p.totalFen, currency: 'CNY' },
    })
    const status = res.data?.status
    if (!res.data?.refund_id || (status !== 'SUCCESS' && status !== 'PROCESSING')) throw new Error(`refund answered ${status ?? 'nothing'}`)
    return { providerRefundId: res.data.refund_id, status }
  }

  async tradeBill(day: string): Promise<string | null> {
    let bill: { hash_type?: string; hash_value?: string; download_url?: string }
    try {
      bill = (await this.request<typeof bill>('v3/bill/tradebill', 'get', undefined, { params: { bill_date: day, bill_type: 'ALL' } })).data
    } catch (err) {
      if (providerError(err).code === 'NO_STATEMENT_EXIST') return null
      throw err
    }
    if (!bill?.download_url || !bill.hash_value || (bill.hash_type ?? 'SHA1') !== 'SHA1') throw new Error('tradebill answer without download_url or SHA1')
    // The download is signed like any request; its answer is the file's bytes (checked by the SHA1, not a signature).
    const file = await this.request<ArrayBuffer | Buffer>(bill.download_url, 'get', undefined, { responseType: 'arraybuffer' })
    const bytes = Buffer.from(file.data as ArrayBuffer)
    if (tradeBillHash(bytes) !== bill.hash_value.toLowerCase()) throw new Error('trade bill does not match its SHA1')
    return bytes.toString('utf8')
  }
}
