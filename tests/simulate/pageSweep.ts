/**
 * The page sweep (design.md section 7): every page of the PRODUCTION weapp build's app.json is
 * mounted in miniprogram-simulate against the real backend (./backend.ts: a fresh copy of the demo
 * database on a free port; the build keeps its https API root and the mocked wx.request answers
 * from the backend), logged in through the role's login page as the demo account of the page's
 * role (or the plan's account: office01 for the market office). Each page must settle (no call in flight, no 加载中) showing a title and content, no error,
 * empty-parameter or not-logged-in state, with no console error, no failed call and no modal;
 * lists pulled down refresh once; the taps of ./pagePlan.ts (list card -> detail, ...) must open
 * their screen, which is then mounted with the query the tap navigated with. Each sweep's file
 * then checks that every page of app.json was mounted (the returned `Sweep`).
 *
 * `withoutGlobals` runs the same sweep on an engine without those globals (removed before the
 * app's code loads): WeChat's Android engine has no `Intl`, the declared targets no `BigInt`,
 * `Object.fromEntries` or `Promise.allSettled`.
 */
import { ROLES, type Role } from '@/contract'
import { findRoute, NOT_FOUND_PAGE, pathOf, type RouteDef, type RouteName } from '@/routes'
import { DEMO_PASSWORD, USERS } from '../../server/seeds/seedData'
import { callApi, startBackend, type Backend } from './backend'
import { bootApp, builtPages, mountPage, waitFor, weappDir, type Booted, type SimPage } from './harness'
import { PAGE_PLAN, type Api, type Tap } from './pagePlan'

/** WeChat's input types: anything else (`tel`) opens a plain keyboard, or nothing, on a phone. */
const WECHAT_INPUT_TYPES = ['text', 'number', 'idcard', 'digit', 'safe-password', 'nickname']

/** What a page must not show once settled. */
const BAD_STATES = ['加载中', '加载失败', '重新加载', '页面参数缺失', '您还未登录']

/** The route of a page of app.json; none for the 页面不存在 page (NOT_FOUND_PAGE, outside the table). */
const routeOf = (page: string): (RouteDef & { name: RouteName }) | undefined => {
  const route = findRoute(`/${page}`)
  if (!route && `/${page}` !== NOT_FOUND_PAGE) throw new Error(`${page} of app.json is not in the route table`)
  return route as (RouteDef & { name: RouteName }) | undefined
}

const isRole = (group: string): group is Role => (ROLES as readonly string[]).includes(group)

/** The role a page is opened as when no tap leads to it. */
function roleOf(page: string): Role {
  const route = routeOf(page)
  if (!route) return 'supplier'
  return PAGE_PLAN[route.name]?.role ?? (isRole(route.group) ? route.group : 'supplier')
}

/** The demo account a page is opened as when no tap leads to it: the plan's, else its role's first. */
function accountOf(page: string): string {
  const route = routeOf(page)
  const role = roleOf(page)
  const username = (route && PAGE_PLAN[route.name]?.account) ?? USERS.find((u) => u.userType === role)!.username
  if (!USERS.some((u) => u.username === username && u.userType === role)) throw new Error(`${page}: ${username} is no demo ${role} account`)
  return username
}

/** The pages some tap of the plan opens: visited from that tap, not on their own. */
function tapTargets(): Set<string> {
  const out = new Set<string>()
  for (const plan of Object.values(PAGE_PLAN)) for (const t of plan?.taps ?? []) out.add(pathOf(t.opens).slice(1))
  return out
}

/** Path and query of a navigateTo url ('/supplier/order/detail?id=7'). */
function parseUrl(url: string): { page: string; query: Record<string, string> } {
  const [p, q = ''] = url.split('?')
  return { page: p.replace(/^\//, ''), query: Object.fromEntries(new URLSearchParams(q)) }
}

/** What the sweep saw: every page of app.json, and the pages it mounted (filled as its tests run). */
export interface Sweep {
  all: readonly string[]
  visited: ReadonlySet<string>
}

export function sweepEveryPage(options: { withoutGlobals?: readonly string[] } = {}): Sweep {
  // Building on a fresh checkout, the backend's first seeding of the day and 78 pages on a loaded machine.
  jest.setTimeout(600_000)
  const dir = weappDir()
  const { main, sub } = builtPages(dir)
  const all = [...main, ...sub]
  const targets = tapTargets()
  const visited = new Set<string>()
  let app: Booted
  let backend: Backend

  beforeAll(async () => {
    backend = await startBackend()
    app = bootApp(dir, 'pages/navi', {}, { backend: backend.url, withoutGlobals: options.withoutGlobals })
  })
  afterAll(async () => {
    await backend?.stop()
  })

  const token = () => ((app.wx.storage.get('_user') as { data?: { token?: string } } | undefined)?.data?.token ?? '')
  const api: Api = (ep, payload) => callApi(backend.url, ep, payload, token())

  /** Logs in through the role's login page with its demo account; the app relaunches on the role home. */
  async function logIn(role: Role, username: string): Promise<void> {
    const account = USERS.find((u) => u.username === username)!
    const page = mountPage(`${role}/login`)
    try {
      await page.waitForText('密码')
      await page.input(account.username, 0)
      await page.input(DEMO_PASSWORD, 1)
      const before = app.wx.reLaunch.mock.calls.length
      await page.tap('登录', 'wx-button *')
      await waitFor(() => app.wx.reLaunch.mock.calls.length > before, () => `the home after logging in as ${account.username}; errors: ${app.errors.join('; ')}`, 30_000)
      expect(app.wx.reLaunch.mock.calls[before][0]).toEqual(expect.objectContaining({ url: `/${role}/index` }))
    } finally {
      page.unmount()
    }
  }

  /**
   * The address the page's web-view loads, '' without one. Simulate keeps only the data- attributes
   * of a built-in tag, so it is read from the page data: Taro's node with the element's `data-sid`
   * holds it as `p0` (base.wxml: `<web-view src="{{i.p0}}" data-sid="{{i.sid}}">`).
   */
  function webViewSrc(page: SimPage): string {
    const sid = page.component.dom.querySelector('wx-web-view')?.getAttribute('data-sid')
    if (!sid) return ''
    const find = (node: unknown): string => {
      if (!node || typeof node !== 'object') return ''
      const n = node as Record<string, unknown>
      if (n.sid === sid && typeof n.p0 === 'string') return n.p0
      for (const child of Object.values(n)) {
        const src = find(child)
        if (src) return src
      }
      return ''
    }
    return find(page.component.data)
  }

  /** What went wrong on `page` since `mark`: bad states, console errors, failed calls, modals. */
  function problemsOf(page: SimPage, mark: { errors: number; calls: number; modals: number }): string[] {
    const text = page.text()
    const problems: string[] = []
    const title = page.all('app-navbar__title')[0]?.textContent?.trim() ?? ''
    if (!title) problems.push('no title in the navigation bar')
    // A web view's content is the page it loads (no text here): its web-view with an address counts.
    // (The test backend's origin is http; WeChat itself loads https pages only.)
    const webView = /^https?:\/\/[^/]+/.test(webViewSrc(page))
    if (text.replace(title, '').trim().length < 2 && !webView) problems.push('nothing under the navigation bar')
    for (const bad of BAD_STATES) if (text.includes(bad)) problems.push(`shows ${bad}`)
    for (const e of app.errors.slice(mark.errors)) problems.push(`console.error: ${e.slice(0, 300)}`)
    for (const c of app.traffic.calls.slice(mark.calls)) if (c.status >= 400 || (c.state !== undefined && c.state !== 0)) problems.push(`failed call ${c.method} ${c.path}: ${c.status} ${c.state} ${c.msg}`)
    for (const [o] of app.wx.showModal.mock.calls.slice(mark.modals)) problems.push(`modal: ${(o as { content?: string }).content}`)
    for (const input of Array.from(page.component.dom.querySelectorAll('wx-input'))) {
      const type = input.getAttribute('type') ?? 'text'
      if (!WECHAT_INPUT_TYPES.includes(type)) problems.push(`an input of type "${type}" (not a WeChat input type)`)
    }
    return problems.length ? [...problems, `page text: ${text.slice(0, 300)}`] : []
  }

  /** Pull-to-refresh: the page's calls run again, each once, and the gesture ends. */
  async function pullToRefresh(page: SimPage): Promise<void> {
    const calls = app.traffic.calls.length
    const stops = app.wx.stopPullDownRefresh.mock.calls.length
    page.pullDownRefresh()
    await waitFor(() => app.wx.stopPullDownRefresh.mock.calls.length > stops, `stopPullDownRefresh on ${page.route}`, 15_000)
    await page.settle()
    const paths = app.traffic.calls.slice(calls).map((c) => c.path)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
    expect(app.wx.stopPullDownRefresh.mock.calls.length).toBe(stops + 1)
  }

  /** Makes the tap; resolves with the page and query it navigated to. */
  async function follow(page: SimPage, tap: Tap): Promise<{ page: string; query: Record<string, string> }> {
    const navs = app.wx.navigateTo.mock.calls.length
    if (tap.tap === 'card') page.dispatch('tap', await waitFor(() => page.all('app-list-card--tappable')[0], `a tappable list card on ${page.route}`), {})
    else await page.tap(tap.tap)
    await waitFor(() => app.wx.navigateTo.mock.calls.length > navs, `wx.navigateTo after tapping ${tap.tap} on ${page.route}`)
    const target = parseUrl((app.wx.navigateTo.mock.calls[navs][0] as { url: string }).url)
    expect(`/${target.page}`).toBe(pathOf(tap.opens))
    return target
  }

  /** Mounts `pagePath`, checks it, pulls it down, makes its taps and visits what they open. */
  async function visit(pagePath: string, query?: Record<string, string>): Promise<void> {
    const route = routeOf(pagePath)
    const plan = route && PAGE_PLAN[route.name]
    const q = query ?? (plan?.query ? await plan.query(api) : {})
    const mark = { errors: app.errors.length, calls: app.traffic.calls.length, modals: app.wx.showModal.mock.calls.length }
    const page = mountPage(pagePath, q)
    const next: Array<{ page: string; query: Record<string, string> }> = []
    try {
      await page.settle().catch((e: Error) => {
        throw new Error(`${e.message}; console errors: ${app.errors.slice(mark.errors).join('; ') || 'none'}`)
      })
      visited.add(pagePath)
      expect(problemsOf(page, mark)).toEqual([])
      if (route?.pullRefresh) await pullToRefresh(page)
      for (const tap of plan?.taps ?? []) next.push(await follow(page, tap))
    } finally {
      page.unmount()
    }
    for (const n of next) await visit(n.page, n.query)
  }

  // One login per account: the role's demo account, or the plan's (office01 for the market office).
  const byAccount = new Map<string, { role: Role; pages: string[] }>()
  for (const page of all.filter((p) => !targets.has(p))) {
    const account = accountOf(page)
    const group = byAccount.get(account) ?? { role: roleOf(page), pages: [] }
    byAccount.set(account, { ...group, pages: [...group.pages, page] })
  }
  for (const [account, { role, pages }] of byAccount) {
    describe(account === USERS.find((u) => u.userType === role)!.username ? `as ${role}` : `as ${role} ${account}`, () => {
      beforeAll(() => logIn(role, account))
      test.each(pages)('%s', (page) => visit(page))
    })
  }

  return { all, visited }
}
