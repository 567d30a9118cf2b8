/**
 * A small harness that runs pages of the PRODUCTION weapp build inside miniprogram-simulate.
 *
 * How it works:
 * - `weappDir()` returns the build to test: `$SIMULATE_WEAPP_DIR` when set, otherwise
 *   `dist/weapp-sim`, rebuilt (`OUTPUT_ROOT=dist/weapp-sim NODE_ENV=production taro build --type
 *   weapp`, with `TARO_APP_API_ROOT=SIM_API_ROOT` and `TARO_APP_PRINTER=ble`) when its app.json is missing
 *   or older than the newest file in src/, config/ or patches/.
 * - `bootApp(dir)` installs what the WeChat runtime provides and miniprogram-simulate does not:
 *   a `wx` whose navigation, dialog, storage and network APIs are jest mocks (`Booted.wx`), and the
 *   `App`/`getApp`/`getCurrentPages`/`Page` constructors. `Page(cfg)` is mapped onto simulate's
 *   `Component()`: Taro's page object (data, `eh` and the page lifecycles) becomes component
 *   data and methods, and the component lifetimes call onLoad/onShow/onReady/onUnload. It then
 *   requires the built app.js (which requires runtime.js, taro.js, vendors.js, common.js) and
 *   calls onLaunch/onShow.
 * - `mountPage(route)` loads the page's .json/.wxml/.js with simulate's official `wcc` compiler
 *   (rootPath = the build folder, so base.wxml, utils.wxs and Taro's recursive `comp` resolve),
 *   attaches it to the jsdom document and returns a `SimPage`: `text()`, `waitForText()`,
 *   `settle()`, `find()`, `all(className)`, `tap(text)`, `input(value, index)`,
 *   `pullDownRefresh()`, `unmount()`. A page can be mounted again (another query): jest runs its
 *   js once, so its definition is reused and the query is read when it attaches.
 * - `bootApp(dir, launch, kept, { backend })` answers wx.request from a running backend
 *   (./backend.ts, on the build's https root only, as WeChat); `{ withoutGlobals }` removes
 *   globals (`Intl`, `Object.fromEntries`) before the app's code loads. `Booted.traffic` lists the
 *   calls, `Booted.errors` the console errors. Without a backend every call answers HTTP 503.
 *
 * Rendering is asynchronous (React commits, then Taro calls setData), so assertions poll:
 * `await page.waitForText('登录')`. Events are dispatched on the simulated node that holds a text,
 * then bubble like a real tap, through Taro's `eh` into the React handler.
 *
 * miniprogram-simulate needs a DOM: test files using this harness start with the
 * `@jest-environment jsdom` docblock. Its type declarations pull in global mini-program typings,
 * so it is loaded with require() against the small interfaces below.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT, staleReason } from '../../server/buildStale'
const DEFAULT_OUT = 'dist/weapp-sim'
/**
 * The API root the simulated build is configured with. WeChat calls https roots only: the build
 * keeps this one, and the mocked wx.request answers from the test's backend (`backend` of
 * bootApp) or with HTTP 503 (no backend).
 */
export const SIM_API_ROOT = 'https://api.example.com'

// ---------------------------------------------------------------------------------------------
// The build

/**
 * The weapp build folder to test. Builds it when needed (about 15 s); throws with the end of the
 * build log when the build fails.
 */
export function weappDir(): string {
  const given = process.env.SIMULATE_WEAPP_DIR
  if (given) {
    const dir = path.resolve(ROOT, given)
    if (!fs.existsSync(path.join(dir, 'app.json'))) throw new Error(`SIMULATE_WEAPP_DIR=${given}: no app.json`)
    return dir
  }
  const dir = path.join(ROOT, DEFAULT_OUT)
  const appJson = path.join(dir, 'app.json')
  if (!staleReason(appJson)) return dir

  return withLock(`${dir}.lock`, () => {
    // Another jest run may have built it while we waited.
    if (!staleReason(appJson)) return dir
    build(dir)
    return dir
  })
}

/** Sleeps synchronously (weappDir is synchronous so it can run in a plain beforeAll). */
const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/** Runs `fn` holding a lock directory, so two jest runs never build into the same folder. */
function withLock<T>(lock: string, fn: () => T): T {
  fs.mkdirSync(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      fs.mkdirSync(lock, { recursive: false })
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      // A lock older than two minutes belongs to a run that died: take it over.
      if (Date.now() - fs.statSync(lock).mtimeMs > 120_000) break
      sleepSync(250)
    }
  }
  try {
    return fn()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

function build(dir: string): void {
  const appJson = path.join(dir, 'app.json')
  const started = Date.now()
  const taro = path.join(ROOT, 'node_modules', '.bin', 'taro')
  const res = spawnSync(taro, ['build', '--type', 'weapp'], {
    cwd: ROOT,
    // A production weapp build needs an https API root (config/env.ts): the mocked wx.request maps it.
    // Receipts print over wx's Bluetooth LE APIs (TARO_APP_PRINTER=ble), which a test mocks (receipt.test.ts).
    env: { ...process.env, OUTPUT_ROOT: DEFAULT_OUT, NODE_ENV: 'production', TARO_APP_API_ROOT: SIM_API_ROOT, TARO_APP_PRINTER: 'ble' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const built = fs.existsSync(appJson) && fs.statSync(appJson).mtimeMs >= started - 1000
  if (res.status !== 0 || !built) {
    const log = `${res.stdout ?? ''}\n${res.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n')
    throw new Error(`weapp build into ${DEFAULT_OUT} failed (exit ${res.status}):\n${log}`)
  }
}

/** The pages of the build: main package first, then every subpackage page. */
export function builtPages(dir: string): { main: string[]; sub: string[] } {
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8')) as {
    pages: string[]
    subPackages?: { root: string; pages: string[] }[]
    subpackages?: { root: string; pages: string[] }[]
  }
  const subs = app.subPackages ?? app.subpackages ?? []
  return { main: app.pages, sub: subs.flatMap((s) => s.pages.map((p) => path.posix.join(s.root, p))) }
}

// ---------------------------------------------------------------------------------------------
// Minimal typings of what the harness uses from miniprogram-simulate / j-component / exparser

interface ExparserNode {
  $$?: Node
  parentNode: ExparserNode | null
}
interface SimComponent {
  dom: HTMLElement
  /** The page's `this`: its data and methods (onPullDownRefresh...). */
  instance: Record<string, unknown>
  /** The page's data: Taro's node tree under `root`. */
  data: Record<string, unknown>
  attach(parent: Node): void
  detach(): void
}
interface Simulate {
  load(componentPath: string, options: { rootPath: string; compiler?: 'official'; usingComponents?: Record<string, string> }): string
  render(id: string, properties?: Record<string, unknown>): SimComponent
}
interface Exparser {
  Event: {
    create(name: string, detail: unknown, options: Record<string, unknown>): unknown
    dispatchEvent(target: ExparserNode, event: unknown): void
  }
}

type Fn = jest.Mock
type Callbacks = { success?: (res: unknown) => void; fail?: (err: unknown) => void; complete?: (res: unknown) => void }

/** Answers a wx-style async call on the next macrotask, as the real client does. */
function answer(options: Callbacks | undefined, res: Record<string, unknown>, ok = true) {
  setTimeout(() => {
    if (ok) options?.success?.(res)
    else options?.fail?.(res)
    options?.complete?.(res)
  }, 0)
}

/** The jest mocks installed on the global `wx`; inspect or re-implement them in tests. */
export interface WxMock {
  navigateTo: Fn
  redirectTo: Fn
  reLaunch: Fn
  switchTab: Fn
  navigateBack: Fn
  showModal: Fn
  showToast: Fn
  hideToast: Fn
  showLoading: Fn
  hideLoading: Fn
  makePhoneCall: Fn
  stopPullDownRefresh: Fn
  request: Fn
  /** The in-memory storage behind get/set/remove/clearStorage(Sync). */
  storage: Map<string, unknown>
}

/** One call the app made through wx.request, as the backend answered it. */
export interface ApiCall {
  method: string
  /** Path and query after the API root. */
  path: string
  status: number
  /** The envelope's state (undefined when the body is not an envelope). */
  state?: number
  msg?: string
  /** When the app called wx.request and when the answer reached it (performance.now(), ms). */
  calledAt: number
  answeredAt: number
}

/** What the app hands to wx.request. */
interface WxRequestOptions extends Callbacks {
  url: string
  method?: string
  data?: unknown
  header?: Record<string, string>
  dataType?: string
}

/** Calls the app made and those still unanswered. */
export interface Traffic {
  calls: ApiCall[]
  inflight: number
  /**
   * While set (BootOptions.holdRequests), wx.request calls wait here unsent, so a test can see
   * what a page draws before any answer; `releaseRequests` sends them.
   */
  held?: (() => void)[]
}

/** Sends the requests held since the launch (BootOptions.holdRequests), and those made from now on at once. */
export function releaseRequests(traffic: Traffic): void {
  const held = traffic.held ?? []
  traffic.held = undefined
  for (const send of held) send()
}

/** A GET's data as a query string, a POST's as the body its content type names (as wx.request does). */
function encodeData(method: string, o: WxRequestOptions): { query: string; body?: string } {
  const data = o.data
  if (data === undefined || data === null) return { query: '' }
  const form = (obj: object) => new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, String(v)])).toString()
  if (method === 'GET') return { query: typeof data === 'string' ? data : form(data as object) }
  if (typeof data === 'string') return { query: '', body: data }
  const type = Object.entries(o.header ?? {}).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'application/json'
  return { query: '', body: type.includes('json') ? JSON.stringify(data) : form(data as object) }
}

/**
 * wx.request answered by the backend at `backend` (http://127.0.0.1:port): a URL under
 * SIM_API_ROOT goes there; any other URL fails as in WeChat (only the configured https domains).
 */
function forwardRequests(backend: string, traffic: Traffic): Fn {
  const http = require('node:http') as typeof import('node:http')
  return jest.fn((o: WxRequestOptions) => {
    let abort = () => undefined as void
    const task = { abort: jest.fn(() => abort()), onHeadersReceived: jest.fn(), offHeadersReceived: jest.fn() }
    if (!o.url.startsWith(`${SIM_API_ROOT}/`)) {
      answer(o, { errMsg: `request:fail url not in domain list: ${o.url}` }, false)
      return task
    }
    const method = (o.method ?? 'GET').toUpperCase()
    const { query, body } = encodeData(method, o)
    const pathAndQuery = o.url.slice(SIM_API_ROOT.length) + (query ? `${o.url.includes('?') ? '&' : '?'}${query}` : '')
    const calledAt = performance.now()
    traffic.inflight++
    let done = false
    const finish = (res: Record<string, unknown>, ok: boolean, call?: Omit<ApiCall, 'calledAt' | 'answeredAt'>) => {
      if (done) return
      done = true
      if (call) traffic.calls.push({ ...call, calledAt, answeredAt: performance.now() })
      traffic.inflight--
      if (ok) o.success?.(res)
      else o.fail?.(res)
      o.complete?.(res)
    }
    abort = () => finish({ errMsg: 'request:fail abort' }, false)
    const send = () => {
      if (done) return
      const req = http.request(`${backend}${pathAndQuery}`, { method, headers: { ...o.header, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          let data: unknown = text
          if (o.dataType !== 'other') {
            try {
              data = JSON.parse(text)
            } catch {
              // Not JSON: handed over as text, as wx.request does.
            }
          }
          const envelope = data && typeof data === 'object' ? (data as { state?: number; msg?: string }) : {}
          const status = res.statusCode ?? 0
          finish({ errMsg: 'request:ok', statusCode: status, data, header: res.headers, cookies: [] }, true, { method, path: pathAndQuery, status, state: envelope.state, msg: envelope.msg })
        })
      })
      req.on('error', (err) => finish({ errMsg: `request:fail ${err.message}` }, false))
      abort = () => {
        req.destroy()
        finish({ errMsg: 'request:fail abort' }, false)
      }
      req.end(body)
    }
    if (traffic.held) traffic.held.push(send)
    else send()
    return task
  })
}

function createWxMock(): WxMock {
  const ok = (name: string, extra: Record<string, unknown> = {}) =>
    jest.fn((options?: Callbacks) => answer(options, { errMsg: `${name}:ok`, ...extra }))
  return {
    navigateTo: ok('navigateTo'),
    redirectTo: ok('redirectTo'),
    reLaunch: ok('reLaunch'),
    switchTab: ok('switchTab'),
    navigateBack: ok('navigateBack'),
    // The user presses the confirm button.
    showModal: ok('showModal', { confirm: true, cancel: false }),
    showToast: ok('showToast'),
    hideToast: ok('hideToast'),
    showLoading: ok('showLoading'),
    hideLoading: ok('hideLoading'),
    makePhoneCall: ok('makePhoneCall'),
    stopPullDownRefresh: ok('stopPullDownRefresh'),
    // There is no backend: every request gets an HTTP 503 answer. (Answering through `fail`
    // instead makes Taro.request's returned promise reject as well; see the test file.)
    request: jest.fn((options?: Callbacks) => {
      answer(options, { errMsg: 'request:ok', statusCode: 503, data: '', header: {} })
      return { abort: jest.fn(), onHeadersReceived: jest.fn(), offHeadersReceived: jest.fn() }
    }),
    storage: new Map(),
  }
}

/**
 * wx.createSelectorQuery: simulate's stand-in has no `fields`/`boundingClientRect`/`node` and never
 * answers `exec`. Here every query answers, with null: simulate lays nothing out and has no canvas
 * (a QR code or chart finds no node and says so, as on a phone whose canvas failed).
 */
function createSelectorQuery() {
  const results: null[] = []
  const callbacks: Array<((r: null) => void) | undefined> = []
  const nodesRef = () => {
    const answer = (cb?: (r: null) => void) => {
      results.push(null)
      callbacks.push(cb)
      return query
    }
    return { fields: (_f: unknown, cb?: (r: null) => void) => answer(cb), boundingClientRect: answer, scrollOffset: answer, node: answer, context: answer }
  }
  const query = {
    in: () => query,
    select: nodesRef,
    selectAll: nodesRef,
    selectViewport: nodesRef,
    exec: (cb?: (r: null[]) => void) => {
      setTimeout(() => {
        callbacks.forEach((c) => c?.(null))
        cb?.(results)
      }, 0)
      return query
    },
  }
  return query
}

// ---------------------------------------------------------------------------------------------
// The mini-program runtime shim

interface PageInstance extends Record<string, unknown> {
  route: string
  options: Record<string, string>
}

interface SimGlobals {
  wx: Record<string, unknown>
  App: (cfg: Record<string, unknown>) => void
  getApp: () => Record<string, unknown> | undefined
  getCurrentPages: () => PageInstance[]
  Page: (cfg: Record<string, unknown>) => void
  Component: (cfg: Record<string, unknown>) => void
}

const g = globalThis as unknown as SimGlobals

export interface Booted {
  dir: string
  simulate: Simulate
  exparser: Exparser
  wx: WxMock
  /** The calls answered by the backend (with `backend`), and those in flight. */
  traffic: Traffic
  /** Every console.error of the app since boot (React's and Taro's error reports), as text. */
  errors: string[]
  /** simulate component id of Taro's recursive `comp`, shared by every page after the first. */
  compId?: string
  /**
   * Warnings of the wxml runtime (`WXMLRT_...`, e.g. "Template `tmpl_0_i` not found": a node
   * Taro's base.wxml cannot render), collected instead of printed with a code frame each.
   */
  wxmlWarnings: Set<string>
}
let booted: Booted | undefined
/** Route and query of the page being mounted: its `attached` lifetime reads them. */
let mounting: { route: string; query: Record<string, string> } | undefined
/** True while simulate.load runs a page's js (which calls Page()). */
let loading = false
/** simulate's component id of each page loaded: jest runs a page's js once, so a page is loaded once. */
const loadedPages = new Map<string, string>()
const pageStack: PageInstance[] = []

/** Maps Taro's Page object onto a simulate Component definition. */
function pageToComponent(cfg: Record<string, unknown>) {
  const methods: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(cfg)) if (typeof value === 'function') methods[key] = value
  type Self = PageInstance & { onLoad(q: object): void; onShow(): void; onReady(): void; onUnload(): void }
  return {
    data: cfg.data ?? {},
    methods,
    lifetimes: {
      attached(this: Self) {
        if (!mounting) throw new Error('a page attached outside mountPage()')
        const { route, query } = mounting
        this.route = route
        this.options = query
        pageStack.push(this)
        this.onLoad({ ...query })
        this.onShow()
      },
      ready(this: Self) {
        this.onReady()
      },
      detached(this: Self) {
        this.onUnload()
        pageStack.splice(pageStack.indexOf(this), 1)
      },
    },
  }
}

export interface BootOptions {
  /** The backend that answers wx.request (http://127.0.0.1:port, see ./backend.ts); default: HTTP 503. */
  backend?: string
  /**
   * Globals removed before the app's code loads, as an engine without them would run it
   * (`Intl`, `BigInt`; `Object.fromEntries` or `Array.prototype.flatMap` name a property).
   */
  withoutGlobals?: readonly string[]
  /** Requests wait unsent from the app's launch on, until `releaseRequests`. */
  holdRequests?: boolean
}

/** Removes `Intl`, `Object.fromEntries`, `Array.prototype.flatMap`... from this jest context. */
function removeGlobal(name: string): void {
  const parts = name.split('.')
  const key = parts.pop()!
  let owner: Record<string, unknown> = globalThis as unknown as Record<string, unknown>
  for (const part of parts) owner = owner[part] as Record<string, unknown>
  if (!(key in owner)) throw new Error(`withoutGlobals: ${name} is not there to remove`)
  delete owner[key]
  if (key in owner) throw new Error(`withoutGlobals: ${name} could not be removed`)
}

/**
 * Installs `wx`, `App`, `getApp`, `getCurrentPages` and `Page`, runs the built app.js and
 * launches the app on `launchPath`. Call once per test file (jest gives each file fresh globals).
 * `kept` is what the device's storage holds from an earlier start (a logged-in user): the app's stores
 * read it when the app starts.
 */
export function bootApp(dir: string, launchPath = 'pages/navi', kept: Record<string, unknown> = {}, options: BootOptions = {}): Booted {
  if (booted) return booted
  // Requiring simulate installs its own `wx` mock and `Component`; ours overrides parts of wx.
  const simulate = require('miniprogram-simulate') as Simulate
  const exparser = require('miniprogram-exparser') as Exparser
  const wx = createWxMock()
  const traffic: Traffic = { calls: [], inflight: 0, ...(options.holdRequests ? { held: [] } : {}) }
  if (options.backend) wx.request = forwardRequests(options.backend, traffic)
  for (const [key, value] of Object.entries(kept)) wx.storage.set(key, value)
  const { storage, ...apis } = wx
  Object.assign(g.wx, apis, {
    createSelectorQuery,
    getStorageSync: (key: string) => (storage.has(key) ? storage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorage: (o: Callbacks & { key: string }) =>
      answer(o, { errMsg: storage.has(o.key) ? 'getStorage:ok' : 'getStorage:fail data not found', data: storage.get(o.key) }, storage.has(o.key)),
    setStorage: (o: Callbacks & { key: string; data: unknown }) => (storage.set(o.key, o.data), answer(o, { errMsg: 'setStorage:ok' })),
    removeStorage: (o: Callbacks & { key: string }) => (storage.delete(o.key), answer(o, { errMsg: 'removeStorage:ok' })),
  })

  let app: Record<string, unknown> | undefined
  g.App = (cfg) => {
    app = cfg
  }
  g.getApp = () => app
  g.getCurrentPages = () => [...pageStack]
  g.Page = (cfg) => {
    if (!loading) throw new Error('Page() called outside mountPage()')
    g.Component(pageToComponent(cfg))
  }

  const wxmlWarnings = new Set<string>()
  const warn = console.warn.bind(console)
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('WXMLRT_')) wxmlWarnings.add(args[0])
    else warn(...args)
  }
  // Kept for the tests to check (each failing check lists them) rather than printed with a stack each.
  const errors: string[] = []
  console.error = (...args: unknown[]) => {
    errors.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '))
  }
  for (const name of options.withoutGlobals ?? []) removeGlobal(name)
  require(path.join(dir, 'app.js'))
  if (!app) throw new Error(`${dir}/app.js did not call App()`)
  const launch = { path: launchPath, query: {}, scene: 1001, referrerInfo: {} }
  ;(app.onLaunch as ((o: object) => void) | undefined)?.call(app, launch)
  ;(app.onShow as ((o: object) => void) | undefined)?.call(app, launch)
  booted = { dir, simulate, exparser, wx, traffic, errors, wxmlWarnings }
  // Remember the id simulate gives Taro's `comp` (see mountPage).
  const jComponent = require('j-component') as { register(def: { id: string; path?: string }): string }
  const register = jComponent.register.bind(jComponent)
  const b = booted
  jComponent.register = (def) => {
    if (def.path === path.join(dir, 'comp')) b.compId = def.id
    return register(def)
  }
  return booted
}

// ---------------------------------------------------------------------------------------------
// Pages

/** Text of a DOM subtree with whitespace collapsed. */
const textOf = (node: Node): string => (node.textContent ?? '').replace(/\s+/g, ' ').trim()

/**
 * Polls `check` every 20 ms until it returns a value other than undefined/false, or times out.
 * `what` (or what it returns, read when the wait fails) names the wait in the error.
 */
export async function waitFor<T>(check: () => T | undefined | false, what: string | (() => string), timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export class SimPage {
  constructor(
    readonly route: string,
    readonly component: SimComponent,
    private readonly exparser: Exparser,
    private readonly traffic: Traffic,
  ) {}

  /**
   * Waits until the page is still: no call in flight, no 加载中..., the same text for three polls
   * in a row. Resolves with that text.
   */
  async settle(timeoutMs = 20_000): Promise<string> {
    let last: string | undefined
    let still = 0
    return waitFor(
      () => {
        const text = this.text()
        const busy = this.traffic.inflight > 0 || text.includes('加载中')
        still = !busy && text === last ? still + 1 : 0
        last = text
        return still >= 3 ? text : undefined
      },
      () => `${this.route} to settle (${this.traffic.inflight} call(s) in flight); it shows "${this.text()}"`,
      timeoutMs,
    )
  }

  /** The user pulls the page down: the page's onPullDownRefresh runs (Taro calls the screen's hooks). */
  pullDownRefresh(): void {
    const handler = this.component.instance.onPullDownRefresh
    if (typeof handler !== 'function') throw new Error(`${this.route} has no onPullDownRefresh`)
    handler.call(this.component.instance)
  }

  /** The rendered elements whose class list has `className` (simulate prefixes classes: match a part). */
  all(className: string): Element[] {
    return Array.from(this.component.dom.querySelectorAll(`[class*="${className}"]`)).filter((el) => el.className.split(/\s+/).some((c) => c === className || c.endsWith(`--${className}`)))
  }

  /** The rendered text of the page. */
  text(): string {
    return textOf(this.component.dom)
  }

  /** Waits until the page shows `text`. */
  async waitForText(text: string, timeoutMs?: number): Promise<void> {
    await waitFor(() => this.text().includes(text), `"${text}" on ${this.route}; page shows "${this.text()}"`, timeoutMs)
  }

  /**
   * The innermost rendered element whose text is exactly `text` (else: contains it), matching
   * `selector` when given (CSS against simulate's DOM: `wx-view`, `wx-button`, `wx-input`, classes
   * with a `main--` prefix).
   */
  find(text: string, selector = '*'): Element | undefined {
    const els = Array.from(this.component.dom.querySelectorAll(selector))
    const innermost = (all: Element[]) => all.find((el) => !all.some((other) => other !== el && el.contains(other)))
    return innermost(els.filter((el) => textOf(el) === text)) ?? innermost(els.filter((el) => textOf(el).includes(text)))
  }

  /** Waits for an element (see `find`), then dispatches a bubbling `name` event on it. */
  async fire(name: string, text: string, detail: Record<string, unknown> = {}, selector?: string): Promise<void> {
    const el = await waitFor(() => this.find(text, selector), `an element with "${text}" on ${this.route}`)
    this.dispatch(name, el, detail)
  }

  /** Taps the innermost element showing `text`; the tap bubbles to the nearest handler. */
  tap(text: string, selector?: string): Promise<void> {
    return this.fire('tap', text, {}, selector)
  }

  /** Types into the n-th `<input>` of the page: an `input` event carrying `{ value }`. */
  async input(value: string, index = 0): Promise<void> {
    const el = await waitFor(() => this.component.dom.querySelectorAll('wx-input')[index], `input #${index} on ${this.route}`)
    this.dispatch('input', el, { value, cursor: value.length, keyCode: 0 })
  }

  /** Dispatches a mini-program event the way j-component does for its own `dispatchEvent`. */
  dispatch(name: string, el: Element, detail: Record<string, unknown>): void {
    const node = (el as Element & { __wxElement?: ExparserNode }).__wxElement
    if (!node) throw new Error(`<${el.tagName.toLowerCase()}> is not a simulated node`)
    const event = this.exparser.Event.create(name, detail, {
      bubbles: true,
      capturePhase: true,
      composed: true,
      extraFields: { touches: [], changedTouches: [] },
    })
    this.exparser.Event.dispatchEvent(node, event)
  }

  /** Detaches the page: onUnload runs and React unmounts the screen. */
  unmount(): void {
    this.component.detach()
  }
}

/**
 * Loads, renders and attaches a page (`pages/navi`, `supplier/login`), which runs its
 * onLoad/onShow/onReady. The app must be booted.
 */
export function mountPage(route: string, query: Record<string, string> = {}): SimPage {
  if (!booted) throw new Error('bootApp() first')
  const b = booted
  let id = loadedPages.get(route)
  if (!id) {
    loading = true
    try {
      id = b.simulate.load(path.join(b.dir, route), {
        rootPath: b.dir,
        compiler: 'official',
        // Taro's recursive `comp` runs its js (and calls Component()) only once per app: reuse it.
        ...(b.compId ? { usingComponents: { comp: b.compId } } : {}),
      })
    } finally {
      loading = false
    }
    loadedPages.set(route, id)
  }
  const component = b.simulate.render(id)
  mounting = { route, query }
  try {
    component.attach(document.body)
  } finally {
    mounting = undefined
  }
  return new SimPage(route, component, b.exparser, b.traffic)
}
