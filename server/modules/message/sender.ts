/**
 * Subscribe messages (docs/trade.md, "Messages"): the server tells a user about an order, a bill
 * or a repair through WeChat's subscribe-message API. Two senders behind one interface:
 *
 * - `recorder` (default, WECHAT_SENDER unset): writes the message to `subscribe_sends` with status
 *   'recorded' and sends nothing. Tests and the demo read the rows.
 * - `wechat`: POST cgi-bin/message/subscribe/send with the user's mini-program openid and the
 *   mini program's access token from the WeChat client (wechat/runtime.ts: WECHAT_MP_APPID +
 *   WECHAT_MP_SECRET; one token for all API processes, wechat/tokenStore.ts), refreshed once when
 *   WeChat says it expired (42001) or is invalid (40001). Every attempt is logged in
 *   `subscribe_sends` ('sent' / 'failed' with WeChat's errcode).
 *
 * A sending failure never fails the business call: callers send after their transaction
 * committed (`sendQuietly` waits for an idempotent request's commit itself) and it only logs.
 *
 * Texts to a mobile number (`sendText`: a one-time credential, a verification code) go through the
 * same interface; both senders hand them to the stand-in (`recordText`), which records them in
 * `text_sends` and prints them on the console, until an SMS gateway is plugged in.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { afterCommit } from '../../data/afterCommit'
import { subscribeSends, textSends, users } from '../../db/schema'
import { TOKEN_ERRORS, type WeChatApi } from '../wechat/api'
import { wechatApi } from '../wechat/runtime'

export type TemplateKey = 'order' | 'bill' | 'repair'

export interface SubscribeMessage {
  userId: string
  templateKey: TemplateKey
  /** The mini-program page the message opens, with its query ('purchaser/orderDetail?id=...'). */
  page: string
  data: Record<string, { value: string }>
}

/** A text message to a mobile number (an SMS): a one-time credential, a verification code. */
export interface TextMessage {
  mobile: string
  purpose: 'credential' | 'claimCode'
  text: string
}

export interface MessageSender {
  sendSubscribe(m: SubscribeMessage): Promise<void>
  /** Delivers a text to a mobile; throws when it could not (the caller decides what that means). */
  sendText(m: TextMessage): Promise<void>
}

/**
 * The text channel's stand-in, shared by both senders until an SMS gateway is configured (WeChat
 * has no text-message API): the text is kept in `text_sends` ('recorded') and printed on the
 * server's console, where the demo user reads it (server/README.md, "Text messages").
 */
export async function recordText(db: Db, m: TextMessage): Promise<void> {
  await db.insert(textSends).values({ mobile: m.mobile, purpose: m.purpose, content: m.text, status: 'recorded' })
  if (process.env.NODE_ENV !== 'test') console.log(`[短信（模拟发送）] ${m.mobile}: ${m.text}`)
}

type Env = Readonly<Record<string, string | undefined>>

/** Template ids per key: WX_TMPL_ORDER, WX_TMPL_BILL, WX_TMPL_REPAIR (placeholders for the recorder). */
export function templateIds(env: Env = process.env): Record<TemplateKey, string> {
  return {
    order: env.WX_TMPL_ORDER || 'recorder-order',
    bill: env.WX_TMPL_BILL || 'recorder-bill',
    repair: env.WX_TMPL_REPAIR || 'recorder-repair',
  }
}

/** Writes each message to subscribe_sends (status 'recorded'); sends nothing. */
export class RecorderSender implements MessageSender {
  constructor(
    private readonly db: Db,
    private readonly templates: Record<TemplateKey, string> = templateIds(),
  ) {}

  sendText(m: TextMessage): Promise<void> {
    return recordText(this.db, m)
  }

  async sendSubscribe(m: SubscribeMessage): Promise<void> {
    const [u] = await this.db.select({ openId: users.mpOpenId }).from(users).where(eq(users.id, m.userId))
    await this.db.insert(subscribeSends).values({
      userId: m.userId,
      openId: u?.openId ?? null,
      templateKey: m.templateKey,
      templateId: this.templates[m.templateKey],
      page: m.page,
      data: m.data,
      status: 'recorded',
    })
  }
}

export interface WechatSenderOptions {
  /** The mini program's access token, shared by every API process (the WeChat client). */
  tokens: Pick<WeChatApi, 'accessToken' | 'refuseAccessToken'>
  templates?: Record<TemplateKey, string>
  /** Default https://api.weixin.qq.com (tests point it at a fake). */
  apiBase?: string
  fetch?: typeof fetch
  /** 'formal' (default) | 'trial' | 'developer': which build of the mini program the message opens. */
  miniprogramState?: string
}

interface WxAnswer {
  errcode?: number
  errmsg?: string
}

export class WechatSender implements MessageSender {
  private readonly fetchFn: typeof fetch
  private readonly apiBase: string
  private readonly templates: Record<TemplateKey, string>

  constructor(
    private readonly db: Db,
    private readonly opts: WechatSenderOptions,
  ) {
    this.fetchFn = opts.fetch ?? fetch
    this.apiBase = (opts.apiBase ?? 'https://api.weixin.qq.com').replace(/\/$/, '')
    this.templates = opts.templates ?? templateIds()
  }

  private async post(path: string, body: unknown): Promise<WxAnswer> {
    const res = await this.fetchFn(`${this.apiBase}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`WeChat subscribe/send: HTTP ${res.status}`)
    return (await res.json()) as WxAnswer
  }

  /** WeChat sends no texts: the stand-in records them until an SMS gateway plugs in here. */
  sendText(m: TextMessage): Promise<void> {
    return recordText(this.db, m)
  }

  async sendSubscribe(m: SubscribeMessage): Promise<void> {
    const [u] = await this.db.select({ openId: users.mpOpenId }).from(users).where(eq(users.id, m.userId))
    const row = { userId: m.userId, openId: u?.openId ?? null, templateKey: m.templateKey, templateId: this.templates[m.templateKey], page: m.page, data: m.data }
    if (!u?.openId) {
      await this.db.insert(subscribeSends).values({ ...row, status: 'failed', errmsg: 'user has no mini-program openid' })
      return
    }
    const body = { touser: u.openId, template_id: row.templateId, page: m.page, data: m.data, miniprogram_state: this.opts.miniprogramState ?? 'formal', lang: 'zh_CN' }
    let answer: WxAnswer = {}
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const token = await this.opts.tokens.accessToken('mp')
        answer = await this.post(`/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`, body)
        if (!TOKEN_ERRORS.has(answer.errcode ?? 0)) break
        await this.opts.tokens.refuseAccessToken('mp', token)
      }
    } catch (err) {
      answer = { errcode: -1, errmsg: err instanceof Error ? err.message : String(err) }
    }
    const ok = (answer.errcode ?? 0) === 0
    await this.db.insert(subscribeSends).values({ ...row, status: ok ? 'sent' : 'failed', errcode: answer.errcode ?? 0, errmsg: answer.errmsg ?? null })
  }
}

const senders = new WeakMap<Db, MessageSender>()

/** The sender WECHAT_SENDER selects ('recorder' by default), one per database. */
export function messageSender(db: Db, env: Env = process.env): MessageSender {
  const known = senders.get(db)
  if (known) return known
  let sender: MessageSender
  if (env.WECHAT_SENDER === 'wechat') {
    const api = wechatApi(db)
    if (api.isStandIn('mp')) throw new Error('WECHAT_SENDER=wechat needs WECHAT_MP_APPID and WECHAT_MP_SECRET')
    sender = new WechatSender(db, { tokens: api, templates: templateIds(env), miniprogramState: env.WECHAT_MP_STATE, apiBase: env.WECHAT_API_BASE || undefined })
  } else sender = new RecorderSender(db, templateIds(env))
  senders.set(db, sender)
  return sender
}

/** Replaces the sender of a database (tests). */
export function setMessageSender(db: Db, sender: MessageSender): void {
  senders.set(db, sender)
}

/**
 * Sends without ever throwing: a failure is logged, the business call it follows stands. Inside an
 * idempotent request's transaction the messages go after its commit (data/afterCommit.ts), through
 * the database's own sender.
 */
export async function sendQuietly(db: Db, messages: SubscribeMessage[]): Promise<void> {
  if (!messages.length) return
  await afterCommit(db, async (committed) => {
    for (const m of messages) {
      try {
        await messageSender(committed).sendSubscribe(m)
      } catch (err) {
        console.error('subscribe message not sent', m.templateKey, m.userId, err)
      }
    }
  })
}
