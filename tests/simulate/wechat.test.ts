/**
 * @jest-environment jsdom
 */
/**
 * WeChat on the PRODUCTION weapp build in miniprogram-simulate, against the real backend and its
 * WeChat stand-in (the server started as `npm start` would, without an app secret): wx.request is
 * carried to that server, and wx.login gives what the stand-in's wx.login gives (POST
 * /wechat-standin/issue). A bound WeChat logs its account in from the login page; an unbound one is
 * kept, and the password login then binds it. The other pages mount from the same build.
 * See harness.ts.
 */
import http from 'node:http'
import { startServer, type Server } from '../e2e/server'
import { bootApp, mountPage, SIM_API_ROOT, waitFor, weappDir, type Booted } from './harness'

jest.setTimeout(180_000)

let app: Booted
let server: Server

type Req = { url: string; method?: string; header?: Record<string, string>; data?: unknown; success?: (r: unknown) => void; fail?: (r: unknown) => void; complete?: (r: unknown) => void }
type Callbacks = { success?: (r: unknown) => void; fail?: (r: unknown) => void; complete?: (r: unknown) => void }

/** One HTTP call to the test server (jsdom has no fetch). */
function call(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const r = http.request(url, { method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (text += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    r.on('error', reject)
    if (body !== undefined) r.write(body)
    r.end()
  })
}

/** wx.request, answered by the server (the build's API root replaced by the server's address). */
function carry(o: Req) {
  const url = o.url.replace(SIM_API_ROOT, server.url)
  const method = (o.method ?? 'GET').toUpperCase()
  const body = o.data === undefined || method === 'GET' ? undefined : typeof o.data === 'string' ? o.data : JSON.stringify(o.data)
  call(url, method, o.header ?? {}, body).then(
    ({ status, text }) => {
      let data: unknown = text
      try {
        data = JSON.parse(text)
      } catch {
        // Not JSON: handed over as text.
      }
      o.success?.({ errMsg: 'request:ok', statusCode: status, data, header: {} })
      o.complete?.({})
    },
    (e: Error) => {
      o.fail?.({ errMsg: `request:fail ${e.message}` })
      o.complete?.({})
    },
  )
  return { abort: jest.fn(), onHeadersReceived: jest.fn(), offHeadersReceived: jest.fn() }
}

/** Which stand-in persona wx.login plays next. */
let persona = 'demo1'
const login = jest.fn((o: Callbacks) => {
  call(`${server.url}/wechat-standin/issue`, 'POST', { 'content-type': 'application/json' }, JSON.stringify({ kind: 'mp', persona })).then(
    ({ text }) => {
      o.success?.({ errMsg: 'login:ok', code: (JSON.parse(text) as { code: string }).code })
      o.complete?.({})
    },
    () => o.fail?.({ errMsg: 'login:fail' }),
  )
})

// The build (when stale) and the server's start take minutes on a loaded machine.
beforeAll(async () => {
  app = bootApp(weappDir())
  app.wx.request.mockImplementation(carry)
  Object.assign((globalThis as unknown as { wx: Record<string, unknown> }).wx, { login })
  server = await startServer()
}, 900_000)
afterAll(() => server?.stop())

const requested = (part: string) => (app.wx.request.mock.calls as [Req][]).some(([r]) => r.url.includes(part))
const relaunchedTo = (url: string) => app.wx.reLaunch.mock.calls.some(([o]) => (o as { url?: string }).url === url)

test('purchaser/login: 微信登录 with a bound WeChat logs its account in and opens its home', async () => {
  persona = 'demo1'
  const page = mountPage('purchaser/login')
  try {
    await page.waitForText('微信登录')
    await page.tap('微信登录', 'wx-button *')
    await waitFor(() => relaunchedTo('/purchaser/index'), 'the purchaser home', 60_000)
    expect(login).toHaveBeenCalled()
    expect(requested('/api/user/weChat/getLoginInfo?')).toBe(true)
    // The kept user carries a token; no session key nor access token reached the app.
    const kept = JSON.stringify([...app.wx.storage.values()])
    expect(kept).toContain('赵采买')
    expect(kept).not.toMatch(/session_?key|access_?token/i)
  } finally {
    page.unmount()
  }
})

test('supplier/login: an unbound WeChat is kept, and the password login binds it', async () => {
  persona = 'demo3'
  app.wx.reLaunch.mockClear()
  const page = mountPage('supplier/login')
  try {
    await page.tap('微信登录', 'wx-button *')
    await waitFor(() => app.wx.showModal.mock.calls.some(([o]) => String((o as { content?: string }).content).startsWith('该微信尚未绑定账号')), 'the unbound hint', 60_000)
    await page.waitForText('登录后将绑定当前微信')
    await page.input('supplier02', 0)
    await page.input('Market@2026', 1)
    await page.tap('登录', 'wx-button *')
    await waitFor(() => relaunchedTo('/supplier/index'), 'the supplier home', 60_000)
    expect(requested('/api/user/weChat/updateUserMPopenId')).toBe(true)
    await waitFor(() => app.wx.showToast.mock.calls.some(([o]) => (o as { title?: string }).title === '微信绑定成功'), 'the binding toast')
  } finally {
    page.unmount()
  }
  // The same WeChat now logs supplier02 in (from the general login page, which keeps the user type).
  app.wx.reLaunch.mockClear()
  const again = mountPage('pages/login')
  try {
    await again.tap('微信登录', 'wx-button *')
    await waitFor(() => relaunchedTo('/supplier/index'), 'the supplier home by WeChat', 60_000)
  } finally {
    again.unmount()
  }
})

test.each([
  ['ydui/view/scanCodeLogin', { scene: 'A'.repeat(24) }, '确认登录'],
  ['ydui/view/bindAccount', {}, '验证密码并绑定'],
  ['ydui/view/location', {}, '选择位置'],
  ['ydui/view/success', { text: '已完成' }, '已完成'],
  ['pages/webOauth', { userType: 'purchaser' }, '微信授权登录'],
  ['pages/webView', { url: 'https://evil.example.com/' }, '该网页不在允许打开的范围内，无法打开'],
  ['pages/webJumpMp', { path: 'pages/nowhere' }, '小程序中没有这个页面，无法打开'],
  // Logged in (supplier02, above) for these two.
  ['ydui/view/OAuth2', { clientId: 'market-pc', redirectUri: 'https://evil.example.com/' }, '该应用的回调地址不在允许范围内，不能授权'],
  ['ydui/view/signature', {}, '确认签名'],
])('%s mounts from the production build', async (route, query, text) => {
  const page = mountPage(route, query as Record<string, string>)
  try {
    await page.waitForText(text, 30_000)
  } finally {
    page.unmount()
  }
})
