/**
 * The WeChat client against a fake WeChat on a real socket (no stand-in): code2session, the web
 * authorisation exchange, the phone number, the mini-program code and the JS-SDK ticket; the access
 * token fetched once for several API processes sharing the database and refreshed once when WeChat
 * refuses it; a lease holder that fails frees the lease; and no app secret, session key or access
 * token in any answer, log line or table but the token store.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { contract, type LoginUser } from '@/contract'
import { openPostgres, type Db } from '../../server/db/client'
import { users, wechatCodes, wechatTokens } from '../../server/db/schema'
import { WeChatError, WeChatHttpApi, type AppEndpoint } from '../../server/modules/wechat/api'
import { TokenStore } from '../../server/modules/wechat/tokenStore'
import { call, expectOk, setup, type TestEnv } from './helpers'

const SECRETS = { mp: 'MP-APP-SECRET-0123456789', oa: 'OA-APP-SECRET-0123456789' }
const SESSION_KEY = 'SESSION-KEY-SECRET-abcdef'
const USER_TOKEN = 'WEB-USER-ACCESS-TOKEN-secret'

/** A fake WeChat: the codes it knows, the tokens it issued, and what it was asked. */
class FakeWeChat {
  server!: Server
  base = ''
  codes = new Map<string, string>()
  phoneCodes = new Map<string, string>()
  issued: string[] = []
  tokenRequests: Array<{ appid: string; force_refresh: boolean }> = []
  /** Tokens WeChat no longer accepts (42001). */
  expired = new Set<string>()
  tokenDelayMs = 50
  failTokens = 0

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  stop = () =>
    new Promise<void>((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })

  private json(res: ServerResponse, body: object): void {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  private tokenOk(res: ServerResponse, token: string | null): boolean {
    if (token && this.expired.has(token)) this.json(res, { errcode: 42001, errmsg: 'access_token expired' })
    else if (!token || !this.issued.includes(token)) this.json(res, { errcode: 40001, errmsg: 'invalid credential' })
    else return true
    return false
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const url = new URL(req.url!, this.base)
    const q = url.searchParams
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    const secretOk = (appid: unknown, secret: unknown) => (appid === 'wx-mp' && secret === SECRETS.mp) || (appid === 'wx-oa' && secret === SECRETS.oa)
    switch (url.pathname) {
      case '/sns/jscode2session':
      case '/sns/oauth2/access_token': {
        if (!secretOk(q.get('appid'), q.get('secret'))) return this.json(res, { errcode: 40125, errmsg: 'invalid appsecret' })
        const code = q.get('js_code') ?? q.get('code') ?? ''
        const openid = this.codes.get(code)
        this.codes.delete(code)
        if (!openid) return this.json(res, { errcode: 40029, errmsg: 'invalid code, rid: 1' })
        return this.json(res, url.pathname === '/sns/jscode2session' ? { openid, session_key: SESSION_KEY } : { openid, access_token: USER_TOKEN, expires_in: 7200, refresh_token: 'R', scope: 'snsapi_base' })
      }
      case '/cgi-bin/stable_token': {
        this.tokenRequests.push({ appid: String(body.appid), force_refresh: Boolean(body.force_refresh) })
        await new Promise((r) => setTimeout(r, this.tokenDelayMs))
        if (this.failTokens > 0) {
          this.failTokens--
          res.writeHead(500)
          return void res.end()
        }
        if (!secretOk(body.appid, body.secret)) return this.json(res, { errcode: 40125, errmsg: 'invalid appsecret' })
        const token = `ACCESS-TOKEN-${body.appid}-${this.issued.length + 1}`
        this.issued.push(token)
        return this.json(res, { access_token: token, expires_in: 7200 })
      }
      case '/wxa/business/getuserphonenumber': {
        if (!this.tokenOk(res, q.get('access_token'))) return
        const phone = this.phoneCodes.get(String(body.code))
        this.phoneCodes.delete(String(body.code))
        if (!phone) return this.json(res, { errcode: 40029, errmsg: 'invalid code' })
        return this.json(res, { errcode: 0, errmsg: 'ok', phone_info: { phoneNumber: phone, purePhoneNumber: phone, countryCode: '86' } })
      }
      case '/wxa/getwxacodeunlimit': {
        if (!this.tokenOk(res, q.get('access_token'))) return
        res.writeHead(200, { 'content-type': 'image/jpeg' })
        return void res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
      }
      case '/cgi-bin/ticket/getticket':
        if (!this.tokenOk(res, q.get('access_token'))) return
        return this.json(res, { errcode: 0, errmsg: 'ok', ticket: 'JSAPI-TICKET-1', expires_in: 7200 })
      default:
        res.writeHead(404)
        res.end()
    }
  }
}

const fake = new FakeWeChat()
const lines: string[] = []
const logStream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk))
    done()
  },
})

/** One API process's client: its own token store (memory) over the shared database. */
function client(db: Db): WeChatHttpApi {
  const app = (kind: 'mp' | 'oa'): AppEndpoint => ({ standIn: false, credentials: async () => ({ appId: `wx-${kind}`, secret: SECRETS[kind] }), apiBase: fake.base, fetch })
  return new WeChatHttpApi({ apps: { mp: app('mp'), oa: app('oa') }, tokens: new TokenStore(db, { pollMs: 20 }), log: { warn: (obj, msg) => lines.push(JSON.stringify({ ...obj, msg })) } })
}

let env: TestEnv
let api: WeChatHttpApi
/** A second API process: on PostgreSQL its own connection pool, on PGlite the same database. */
let second: { db: Db; close(): Promise<void> }

beforeAll(async () => {
  await fake.start()
  env = await setup({ wechat: undefined, logger: { level: 'trace', stream: logStream } })
  api = client(env.db)
  // The app under test uses the real client (pointed at the fake) instead of the stand-in.
  const { installWeChat } = await import('../../server/modules/wechat/runtime')
  await installWeChat(env.app, env.db, { api })
  if (env.databaseUrl) {
    const h = openPostgres(env.databaseUrl, 4)
    second = { db: h.db, close: () => h.close() }
  } else second = { db: env.db, close: async () => undefined }
}, 600_000)
afterAll(async () => {
  await second?.close()
  await env?.close()
  await fake.stop()
})

const resetTokens = async () => {
  await env.db.delete(wechatTokens)
  fake.issued = []
  fake.tokenRequests = []
  fake.expired.clear()
}

describe('the calls', () => {
  test('code2session and the web exchange give the openid; a bad or used code is WeChat\'s 40029', async () => {
    fake.codes.set('mp-code-1', 'o-mp-1')
    fake.codes.set('oa-code-1', 'o-oa-1')
    expect(await api.miniProgramLogin('mp-code-1')).toEqual({ openId: 'o-mp-1' })
    expect(await api.webAuthorization('oa-code-1')).toEqual({ openId: 'o-oa-1' })
    await expect(api.miniProgramLogin('mp-code-1')).rejects.toMatchObject({ name: 'WeChatError', errcode: 40029 })
  })

  test('the mini-program code is the image WeChat sends; the ticket is cached like a token', async () => {
    await resetTokens()
    const image = await api.miniProgramCode('abc', 'ydui/view/scanCodeLogin')
    expect([image.contentType, [...image.body]]).toEqual(['image/jpeg', [0xff, 0xd8, 0xff, 0xd9]])
    expect(await api.jsapiTicket()).toBe('JSAPI-TICKET-1')
    expect(await api.jsapiTicket()).toBe('JSAPI-TICKET-1')
    expect(fake.tokenRequests.map((r) => r.appid)).toEqual(['wx-mp', 'wx-oa'])
  })
})

describe('the access token, shared by every API process', () => {
  test('twenty calls on two processes at once: one token request', async () => {
    await resetTokens()
    for (let i = 0; i < 20; i++) fake.phoneCodes.set(`p${i}`, `1390000${String(i).padStart(4, '0')}`)
    const other = client(second.db)
    const phones = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : client(env.db)).phoneNumber(`p${i}`)))
    expect(phones[3]).toBe('13900000003')
    expect(fake.tokenRequests).toEqual([{ appid: 'wx-mp', force_refresh: false }])
  })

  test('WeChat says the token expired (42001): one forced refresh for all the calls that met it, each retried once', async () => {
    await resetTokens()
    for (let i = 0; i < 6; i++) fake.phoneCodes.set(`q${i}`, '13600000000')
    await api.phoneNumber('q0')
    fake.expired.add(fake.issued[0]!)
    const others = [client(env.db), client(second.db)]
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => (i < 3 ? api : others[i % 2]!).phoneNumber(`q${i}`)))
    expect(results).toEqual(Array(5).fill('13600000000'))
    expect(fake.tokenRequests).toEqual([
      { appid: 'wx-mp', force_refresh: false },
      { appid: 'wx-mp', force_refresh: true },
    ])
  })

  test('a process whose token request fails frees the lease: the next caller fetches at once', async () => {
    await resetTokens()
    fake.phoneCodes.set('r1', '13500000000')
    fake.failTokens = 1
    await expect(api.phoneNumber('r1')).rejects.toBeInstanceOf(WeChatError)
    const [row] = await env.db.select().from(wechatTokens).where(sql`${wechatTokens.key} = 'mp:wx-mp:access_token'`)
    expect([row!.leaseHolder, row!.value]).toEqual([null, null])
    expect(await client(second.db).phoneNumber('r1')).toBe('13500000000')
    expect(fake.tokenRequests).toHaveLength(2)
  })
})

describe('the app with the real client', () => {
  test('login, binding and the phone number work; no secret, session key or token appears in answers, logs or other tables', async () => {
    await resetTokens()
    fake.codes.set('login-code', 'o-real-mp')
    expect(expectOk(await call(env.app, contract.user.weChat.getLoginInfo, { code: 'login-code', userType: 'purchaser' }))).toEqual({ bound: false })
    const { login } = await import('./helpers')
    const tk = await login(env.app, 'purchaser01')
    const bound = await call(env.app, contract.user.weChat.updateUserMPopenId, { code: 'login-code' }, { token: tk })
    expect(bound.result).toEqual({ bound: true })
    fake.codes.set('login-code-2', 'o-real-mp')
    const r = expectOk(await call(env.app, contract.user.weChat.getLoginInfo, { code: 'login-code-2', userType: 'purchaser' })) as { user: LoginUser }
    expect(r.user.username).toBe('purchaser01')
    fake.phoneCodes.set('phone-code', '13700001111')
    const phone = await call(env.app, contract.user.weChat.getPhoneNoInfo, { code: 'phone-code' })
    expect(phone.result).toEqual({ phoneNumber: '13700001111' })
    const refused = await call(env.app, contract.user.weChat.getPhoneNoInfo, { code: 'phone-code' })
    expect(refused.msg).toBe('微信授权码无效或已使用，请重新授权')
    fake.codes.set('web-code', 'o-real-oa')
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: 'web-code' })).msg).toBe('该微信尚未绑定账号，请先绑定')
    expect(expectOk(await call(env.app, contract.user.weChat.miniProgramLaunch, { path: 'pages/about' }))).toEqual({
      appId: 'wx-mp',
      scheme: 'weixin://dl/business/?appid=wx-mp&path=pages%2Fabout&query=&env_version=release',
      standIn: false,
    })
    const cfg = expectOk(await call(env.app, contract.user.weChat.jsapiConfig, { url: 'http://localhost/mp/' }))
    expect(cfg).toMatchObject({ standIn: false, appId: 'wx-oa' })
    const { timestamp, nonceStr, signature } = cfg as { timestamp: number; nonceStr: string; signature: string }
    expect(signature).toBe(createHash('sha1').update(`jsapi_ticket=JSAPI-TICKET-1&noncestr=${nonceStr}&timestamp=${timestamp}&url=http://localhost/mp/`).digest('hex'))

    const answers = [bound.raw.body, JSON.stringify(r), phone.raw.body, refused.raw.body, JSON.stringify(cfg)].join('\n')
    const logs = lines.join('\n')
    expect(logs).toContain('"errcode":40029')
    const tokens = fake.issued
    expect(tokens.length).toBeGreaterThan(0)
    for (const secret of [SECRETS.mp, SECRETS.oa, SESSION_KEY, USER_TOKEN, 'JSAPI-TICKET-1', ...tokens]) {
      expect([secret, answers.includes(secret)]).toEqual([secret, false])
      expect([secret, logs.includes(secret)]).toEqual([secret, false])
    }
    // Only the token store keeps a token; nothing keeps a session key or a user's web token.
    const dump = JSON.stringify(await env.db.select().from(wechatCodes))
    for (const secret of [SESSION_KEY, USER_TOKEN, ...tokens]) expect(dump.includes(secret)).toBe(false)
    const [u] = await env.db.select().from(users).where(sql`${users.username} = 'purchaser01'`)
    expect(u!.mpOpenId).toBe('o-real-mp')
  })
})
