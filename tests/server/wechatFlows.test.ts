/**
 * The WeChat calls through the local stand-in (server/README.md, "WeChat"): codes come from the
 * stand-in exactly as the app gets them (wx.login and the phone button through /wechat-standin/issue,
 * web authorisation through its page), and the server exchanges them with the same client it uses
 * against WeChat. Login, binding and unbinding, one action per code, the phone number, scan-code
 * login with the PC page, the authorisation URL, the JS-SDK config and the allow-lists.
 */
import { eq } from 'drizzle-orm'
import { contract, type LoginUser } from '@/contract'
import { users, wechatCodes } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01' | 'staff01', string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'purchaser01', 'staff01'] as const)
}, 600_000)
afterAll(() => env?.close())

const W = contract.user.weChat
const U = contract.user.user
const ORIGIN = 'http://localhost'

/** What wx.login gives the mini program of the stand-in's persona. */
async function mpCode(persona: string): Promise<string> {
  const res = await env.app.inject({ method: 'POST', url: '/wechat-standin/issue', payload: { kind: 'mp', persona } })
  expect(res.statusCode).toBe(200)
  return res.json().code
}

/** Web authorisation in WeChat's browser: the stand-in's page, then its redirect back with ?code=. */
async function oaCode(persona: string, redirect = `${ORIGIN}/mp/#/pages/webOauth`): Promise<string> {
  const start = expectOk(await call(env.app, W.authorizeUrl, { redirectUri: redirect, state: 'st1' }))
  const q = new URL(start.url, ORIGIN).searchParams
  const res = await env.app.inject({
    method: 'POST',
    url: '/wechat-standin/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ appid: q.get('appid')!, redirect_uri: q.get('redirect_uri')!, state: q.get('state')!, persona, decision: 'allow' }).toString(),
  })
  expect(res.statusCode).toBe(302)
  const back = new URL(res.headers.location as string)
  expect(back.hash).toBe('#/pages/webOauth')
  expect(back.searchParams.get('state')).toBe('st1')
  return back.searchParams.get('code')!
}

describe('the stand-in plays WeChat', () => {
  test('the authorisation URL names the stand-in page, with the official account app id, only for an allowed redirect', async () => {
    const r = expectOk(await call(env.app, W.authorizeUrl, { redirectUri: `${ORIGIN}/mp/#/pages/webOauth`, state: 'abc' }))
    expect(r.standIn).toBe(true)
    expect(r.url).toMatch(/^\/wechat-standin\/connect\/oauth2\/authorize\?appid=wxstandinoa[0-9a-f]{8}&redirect_uri=.+&response_type=code&scope=snsapi_base&state=abc#wechat_redirect$/)
    expect((await call(env.app, W.authorizeUrl, { redirectUri: 'https://evil.example/steal', state: 'abc' })).msg).toBe('回调地址不在允许范围内')
    expect((await call(env.app, W.authorizeUrl, { redirectUri: `${ORIGIN}/mp/`, state: 'bad state!' })).msg).toBe('state 参数不正确')
  })

  test("the stand-in's page shows the personas; it refuses a redirect off the allow-list; a refusal comes back without a code", async () => {
    const start = expectOk(await call(env.app, W.authorizeUrl, { redirectUri: `${ORIGIN}/mp/#/pages/webOauth`, state: 's' }))
    const page = await env.app.inject({ method: 'GET', url: start.url.replace(/#.*$/, '') })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('演示微信用户一')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    const appid = new URL(start.url, ORIGIN).searchParams.get('appid')!
    const evil = await env.app.inject({ method: 'GET', url: `/wechat-standin/connect/oauth2/authorize?appid=${appid}&redirect_uri=${encodeURIComponent('https://evil.example/')}&state=s` })
    expect([evil.statusCode, evil.body.includes('回调地址不在允许范围内')]).toEqual([400, true])
    const denied = await env.app.inject({
      method: 'POST',
      url: '/wechat-standin/connect/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ appid, redirect_uri: `${ORIGIN}/mp/#/pages/webOauth`, state: 's', persona: 'demo1', decision: 'deny' }).toString(),
    })
    expect(denied.headers.location).toBe(`${ORIGIN}/mp/?state=s#/pages/webOauth`)
  })
})

describe('mini-program login (weChat/getLoginInfo) and binding', () => {
  test('a bound WeChat logs its account in; another user type is refused; the code is then used up', async () => {
    const code = await mpCode('demo1')
    expect((await call(env.app, W.getLoginInfo, { code, userType: 'supplier' })).msg).toBe('该账号不是此身份的用户')
    const r = expectOk(await call(env.app, W.getLoginInfo, { code, userType: 'purchaser' }))
    expect(r).toMatchObject({ bound: true, user: { username: 'purchaser01', userType: 'purchaser' } })
    expect((await call(env.app, contract.message.history.getUnreadMessageCount, {}, { token: (r as { user: LoginUser }).user.token })).state).toBe(0)
    expect((await call(env.app, W.getLoginInfo, { code, userType: 'purchaser' })).msg).toBe('微信授权码无效或已使用，请重新授权')
    expect((await call(env.app, W.getLoginInfo, { code: 'never-issued', userType: 'purchaser' })).msg).toBe('微信授权码无效或已使用，请重新授权')
  })

  test('an unbound WeChat answers bound: false, and the same code then binds the account logged in with its password', async () => {
    const code = await mpCode('staff-phone')
    expect(expectOk(await call(env.app, W.getLoginInfo, { code, userType: 'staff' }))).toEqual({ bound: false })
    expect(expectOk(await call(env.app, U.getUserByOpenId, { code, slot: 'mp' }))).toEqual({ bound: false })
    expect(expectOk(await call(env.app, W.updateUserMPopenId, { code }, { token: tk.staff01 }))).toEqual({ bound: true })
    expect((await call(env.app, W.updateUserMPopenId, { code }, { token: tk.staff01 })).msg).toBe('微信授权码无效或已使用，请重新授权')
    const [staff] = await env.db.select().from(users).where(eq(users.username, 'staff01'))
    expect(staff!.mpOpenId).toBe('oMP-staff-phone')
    expect(expectOk(await call(env.app, W.bindState, {}, { token: tk.staff01 }))).toEqual({ mp: true, wx: false })
    const next = await mpCode('staff-phone')
    expect(expectOk(await call(env.app, U.getUserByOpenId, { code: next, slot: 'mp' }))).toEqual({ bound: true, userType: 'staff' })
    expect(expectOk(await call(env.app, W.getLoginInfo, { code: next, userType: 'staff' }))).toMatchObject({ bound: true, user: { username: 'staff01' } })
  })

  test('two actions racing for one code: exactly one wins', async () => {
    const code = await mpCode('racer')
    const [a, b] = await Promise.all([call(env.app, W.updateUserMPopenId, { code }, { token: tk.supplier01 }), call(env.app, W.updateUserMPopenId, { code }, { token: tk.supplier01 })])
    expect([a.state, b.state].sort()).toEqual([0, 1])
  })

  test('one account per WeChat; unbinding frees it; bind and unbind need a login', async () => {
    const taken = await mpCode('demo1')
    expect((await call(env.app, W.updateUserMPopenId, { code: taken }, { token: tk.supplier01 })).msg).toBe('该微信已绑定其他账号')
    expect(expectOk(await call(env.app, U.updateUserOpenid, { slot: 'mp' }, { token: tk.staff01 }))).toEqual({ bound: false })
    expect((await call(env.app, U.updateUserOpenid, { slot: 'mp' }, { token: tk.staff01 })).msg).toBe('当前账号未绑定该微信')
    expect((await call(env.app, U.updateUserOpenid, { slot: 'qq' }, { token: tk.staff01 })).msg).toBe('微信类型不正确')
    const again = await mpCode('staff-phone')
    expect(expectOk(await call(env.app, W.getLoginInfo, { code: again, userType: 'staff' }))).toEqual({ bound: false })
    for (const ep of [U.updateUserOpenid, W.updateUserMPopenId, U.modifyUserWxOpenId, W.bindState]) expect((await call(env.app, ep, { code: 'x', slot: 'mp' })).state).toBe(97)
  })

  test('a disabled account is not logged in by its WeChat', async () => {
    await env.db.update(users).set({ enabled: false, mpOpenId: 'oMP-disabled' }).where(eq(users.username, 'supplier01a'))
    try {
      expect((await call(env.app, W.getLoginInfo, { code: await mpCode('disabled'), userType: 'supplier' })).msg).toBe('账号已停用，请联系商户管理员')
    } finally {
      await env.db.update(users).set({ enabled: true, mpOpenId: null }).where(eq(users.username, 'supplier01a'))
    }
  })
})

describe('web authorisation (message/wx/getTokenByCode) and the official-account binding', () => {
  test('a bound WeChat logs in; the code is single use; an unbound one is told to bind, and its code then binds', async () => {
    const code = await oaCode('demo1')
    expect(expectOk(await call(env.app, U.getUserByOpenId, { code, slot: 'wx' }))).toEqual({ bound: true, userType: 'purchaser' })
    expect((expectOk(await call(env.app, contract.message.wx.getTokenByCode, { code, userType: 'purchaser' })) as LoginUser).username).toBe('purchaser01')
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code })).msg).toBe('微信授权码无效或已使用，请重新授权')

    const fresh = await oaCode('supplier-browser')
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: fresh })).msg).toBe('该微信尚未绑定账号，请先绑定')
    expect(expectOk(await call(env.app, U.modifyUserWxOpenId, { code: fresh }, { token: tk.supplier01 }))).toEqual({ bound: true })
    const later = await oaCode('supplier-browser')
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: later, userType: 'purchaser' })).msg).toBe('该账号不是此身份的用户')
    expect((expectOk(await call(env.app, contract.message.wx.getTokenByCode, { code: later, userType: 'supplier' })) as LoginUser).username).toBe('supplier01')
  })

  test('a mini-program code is no web-authorisation code, and missing or malformed codes are refused', async () => {
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: await mpCode('demo1') })).msg).toBe('微信授权码无效或已使用，请重新授权')
    expect((await call(env.app, contract.message.wx.getTokenByCode, {})).msg).toBe('缺少参数：code')
    expect((await call(env.app, U.getUserByOpenId, { code: 'bad code', slot: 'wx' })).msg).toBe('授权码格式不正确')
    const stale = await oaCode('demo2')
    await env.db.insert(wechatCodes).values({ code: 'exchanged-long-ago', kind: 'wx', openId: 'oOA-demo1', status: 'exchanged', expiresAt: new Date(Date.now() - 1000) })
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: 'exchanged-long-ago' })).msg).toBe('微信授权码无效或已使用，请重新授权')
    expect(expectOk(await call(env.app, U.getUserByOpenId, { code: stale, slot: 'wx' }))).toEqual({ bound: false })
  })
})

describe('the phone number (weChat/getPhoneNoInfo)', () => {
  test('a phone-button code gives its number once', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/wechat-standin/issue', payload: { kind: 'phone', phone: '13611112222' } })
    const code = res.json().code as string
    expect(expectOk(await call(env.app, W.getPhoneNoInfo, { code }))).toEqual({ phoneNumber: '13611112222' })
    expect((await call(env.app, W.getPhoneNoInfo, { code })).msg).toBe('微信授权码无效或已使用，请重新授权')
    expect((await call(env.app, W.getPhoneNoInfo, { code: await mpCode('demo1') })).msg).toBe('微信授权码无效或已使用，请重新授权')
  })
})

describe('scan-code login', () => {
  const poll = (code: string) => call(env.app, contract.message.wx.getTokenByCode, { code })

  test('the PC page gets a code; the phone confirms as its WeChat; the PC redeems the login once', async () => {
    const q = expectOk(await call(env.app, W.getQrcode, {}))
    expect(q.url).toBe(`${ORIGIN}/mp/#/ydui/view/scanCodeLogin?scene=${q.code}`)
    const waiting = await poll(q.code)
    expect([waiting.state, waiting.msg]).toEqual([71, '等待手机扫码确认'])
    expect((await call(env.app, W.setScanLoginCode, { scene: q.code, code: await mpCode('nobody-bound'), slot: 'mp' })).msg).toBe('该微信尚未绑定账号，请先绑定')
    expect(expectOk(await call(env.app, W.setScanLoginCode, { scene: q.code, code: await mpCode('demo1'), slot: 'mp' }))).toEqual({ confirmed: true })
    expect((await call(env.app, W.setScanLoginCode, { scene: q.code, code: await oaCode('demo1'), slot: 'wx' })).msg).toBe('二维码已失效，请刷新')
    const login = expectOk(await poll(q.code)) as LoginUser
    expect([login.username, login.userType]).toEqual(['purchaser01', 'purchaser'])
    expect((await poll(q.code)).msg).toBe('二维码已失效，请刷新')
  })

  test('an expired code is refused to the phone and the PC', async () => {
    const q = expectOk(await call(env.app, W.getQrcode, {}))
    await env.db.update(wechatCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(wechatCodes.code, q.code))
    expect((await call(env.app, W.setScanLoginCode, { scene: q.code, code: await mpCode('demo1'), slot: 'mp' })).msg).toBe('二维码已失效，请刷新')
    expect((await poll(q.code)).msg).toBe('二维码已失效，请刷新')
    expect((await call(env.app, W.setScanLoginCode, { scene: 'short', code: 'x', slot: 'mp' })).msg).toBe('二维码参数不正确')
  })

  test('the PC page: its own policy allows its script by hash; the QR code is an SVG of the phone link', async () => {
    const page = await env.app.inject({ method: 'GET', url: '/scan-login' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+'; connect-src 'self'/)
    expect(page.body).toContain('扫码登录')
    // With the stand-in there is no mini-program code to show.
    expect(page.body).not.toContain('id="wxacode"')
    const svg = await env.app.inject({ method: 'GET', url: '/scan-login/qrcode.svg?code=abcdefghijklmnopqrstuvwx' })
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml'])
    expect(svg.body).toMatch(/^<svg /)
    expect((await env.app.inject({ method: 'GET', url: '/scan-login/qrcode.svg?code=<x>' })).statusCode).toBe(400)
  })
})

describe('allow-lists and the JS-SDK', () => {
  test('the own origin and the listed https origins only: never anything https', async () => {
    const check = (url: string, kind: 'webView' | 'redirect') => call(env.app, contract.user.allowList.check, { url, kind }).then((r) => expectOk(r).allowed)
    expect(await check(`${ORIGIN}/mp/#/public-price/index`, 'webView')).toBe(true)
    expect(await check('https://news.example.com/a', 'webView')).toBe(false)
    expect(await check('javascript:alert(1)', 'webView')).toBe(false)
    expect(await check('http://user:pw@localhost/', 'webView')).toBe(false)
    const { dataDictionary } = await import('../../server/db/schema')
    await env.db.insert(dataDictionary).values([
      { dataType: 'webViewOrigin', dataKey: 'https://news.example.com', dataValue: '市场资讯', enabled: true, sort: 0 },
      { dataType: 'webViewOrigin', dataKey: 'https://*.example.org', dataValue: '通配（无效）', enabled: true, sort: 1 },
    ])
    expect(await check('https://news.example.com/a?b=1', 'webView')).toBe(true)
    expect(await check('http://news.example.com/a', 'webView')).toBe(false)
    expect(await check('https://news.example.com/a', 'redirect')).toBe(false)
    expect(await check('https://a.example.org/', 'webView')).toBe(false)
    process.env.WEBVIEW_ORIGINS = 'https://docs.example.net'
    try {
      expect(await check('https://docs.example.net/x', 'webView')).toBe(true)
    } finally {
      delete process.env.WEBVIEW_ORIGINS
    }
  })

  test('the JS-SDK config: the stand-in says so; only the app\'s own pages are signed', async () => {
    expect(expectOk(await call(env.app, W.jsapiConfig, { url: `${ORIGIN}/mp/` }))).toEqual({ standIn: true })
    expect((await call(env.app, W.jsapiConfig, { url: 'https://evil.example/' })).msg).toBe('页面地址不正确')
  })

  test('opening the mini program from the web: the stand-in\'s app id in WeChat\'s plain scheme, said to be the stand-in; a bad page or query is refused', async () => {
    const launch = expectOk(await call(env.app, W.miniProgramLaunch, { path: 'pages/notice/detail', query: 'id=7&from=web' }))
    expect(launch.standIn).toBe(true)
    expect(launch.appId).toMatch(/^wxstandinmp[0-9a-f]+$/)
    expect(launch.scheme).toBe(`weixin://dl/business/?appid=${launch.appId}&path=pages%2Fnotice%2Fdetail&query=id%3D7%26from%3Dweb&env_version=release`)
    expect(expectOk(await call(env.app, W.miniProgramLaunch, { path: 'pages/about' })).scheme).toContain('&query=&env_version=release')
    for (const path of ['/pages/about', 'pages/about?id=1', 'https://evil.example/', '', 'pages/../x']) {
      expect([path, (await call(env.app, W.miniProgramLaunch, { path })).msg]).toEqual([path, path ? '小程序页面地址不正确' : '缺少参数：path'])
    }
    expect((await call(env.app, W.miniProgramLaunch, { path: 'pages/about', query: 'a=<script>' })).msg).toBe('小程序页面参数不正确')
  })
})
