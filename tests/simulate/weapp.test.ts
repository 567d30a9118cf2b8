/**
 * @jest-environment jsdom
 */
/**
 * Smoke test of the PRODUCTION weapp build in miniprogram-simulate (design.md section 7): one
 * main-package page and one subpackage page mount from the compiled wxml/js, show their text,
 * and taps and typing reach the React handlers. jsdom is needed by miniprogram-simulate only;
 * the app code itself runs on Taro's mini-program runtime, as in WeChat. See harness.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bootApp, builtPages, mountPage, SIM_API_ROOT, waitFor, weappDir, type Booted } from './harness'

// The first run on a fresh checkout builds the app (about 15 s).
jest.setTimeout(90_000)

const ROLE_NAMES = ['商户', '采购商', '物业维修', '业主', '配送中心', '市场员工']

let app: Booted

beforeAll(() => {
  app = bootApp(weappDir())
})

beforeEach(() => {
  jest.clearAllMocks()
})

afterAll(() => {
  // E.g. "Template `tmpl_0_i` not found": a node the compiled templates cannot draw.
  if (app?.wxmlWarnings.size) console.warn(`wxml runtime warnings:\n${[...app.wxmlWarnings].join('\n')}`)
})

test('the build has the pages under test', () => {
  const { main, sub } = builtPages(app.dir)
  expect(main[0]).toBe('pages/navi')
  expect(sub).toContain('supplier/login')
})

test("app.json sets the spec's 60000 ms network time-outs", () => {
  const appJson = JSON.parse(fs.readFileSync(path.join(app.dir, 'app.json'), 'utf8')) as { networkTimeout?: unknown }
  expect(appJson.networkTimeout).toEqual({ request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 })
})

test("app.json has the role homes' preloadRule, naming subpackages the build has", () => {
  const appJson = JSON.parse(fs.readFileSync(path.join(app.dir, 'app.json'), 'utf8')) as {
    preloadRule?: Record<string, { network: string; packages: string[] }>
    subPackages: { root: string }[]
  }
  const roots = appJson.subPackages.map((s) => s.root)
  expect(appJson.preloadRule?.['supplier/index']).toEqual({ network: 'all', packages: expect.arrayContaining(['pages/notice', 'pages/msg']) })
  for (const rule of Object.values(appJson.preloadRule ?? {})) for (const p of rule.packages) expect(roots).toContain(p)
})

/** The API root the harness built with; unknown for a build given through SIMULATE_WEAPP_DIR. */
const builtRoot = process.env.SIMULATE_WEAPP_DIR ? null : SIM_API_ROOT

test('the production build carries no local API root as a default', () => {
  if (!builtRoot || /127\.0\.0\.1|localhost/.test(builtRoot)) return
  const scripts = fs.readdirSync(app.dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const local = scripts.filter((f) => /\/\/(?:127\.0\.0\.1|localhost)[:/]/.test(fs.readFileSync(path.join(app.dir, f), 'utf8')))
  expect(local).toEqual([])
})

describe('main package: pages/navi', () => {
  test('mounts with the six roles; tapping a role card opens its login page', async () => {
    const page = mountPage('pages/navi')
    try {
      for (const name of ROLE_NAMES) await page.waitForText(name)

      await page.tap('商户')
      await waitFor(() => app.wx.navigateTo.mock.calls.length > 0, 'wx.navigateTo')
      // One tap, one navigation: the event bubbles through several nodes bound to `eh`.
      await new Promise((r) => setTimeout(r, 100))
      expect(app.wx.navigateTo).toHaveBeenCalledTimes(1)
      expect(app.wx.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/supplier/login' }))
    } finally {
      page.unmount()
    }
  })
})

describe('subpackage: supplier/login', () => {
  test('mounts the login form; the 登录 button validates, then submits to the backend', async () => {
    const page = mountPage('supplier/login')
    try {
      await page.waitForText('商户登录')
      await page.waitForText('用户名')
      await page.waitForText('密码')

      const modalWith = async (content: string) => {
        await page.tap('登录', 'wx-button *')
        await waitForCall(app.wx.showModal, content)
      }
      // Empty form: the validation modal names the first missing field.
      await modalWith('请输入用户名')
      // Typing reaches React state: the next missing field is the password.
      await page.input('zhangsan', 0)
      await modalWith('请输入密码')
      await page.input('secret1', 1)
      app.wx.showModal.mockClear()
      await page.tap('登录', 'wx-button *')
      // Valid form: the request layer posts the login (the stub backend answers 503).
      await waitFor(() => app.wx.request.mock.calls.length > 0, 'a login request')
      const [req] = app.wx.request.mock.calls[0] as [{ url: string; method: string; data: unknown }]
      expect(req.url).toMatch(/\/login\/login$/)
      // The configured API root, not a local default.
      if (builtRoot) expect(req.url).toBe(`${builtRoot}/login/login`)
      expect(req.method).toBe('POST')
      expect(String(req.data)).toContain('zhangsan')
    } finally {
      page.unmount()
    }
  })
})

async function waitForCall(fn: jest.Mock, content: string) {
  await waitFor(
    () => fn.mock.calls.some(([o]) => (o as { content?: string })?.content === content),
    `showModal "${content}"; calls: ${JSON.stringify(fn.mock.calls.map(([o]) => (o as { content?: string })?.content))}`,
  )
}
