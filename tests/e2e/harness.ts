/**
 * Browser test rig: the reference backend started as `npm start` would (its own embedded database
 * holding the demo data: ./serverMain.ts) on a free port, and Debian's Chromium driven by playwright-core at 375x667. Every
 * screen a test reaches is checked with axe-core (./axe.ts): after each `expectPath`, once the
 * screen has settled, and at the end of each test; a serious or critical WCAG A/AA violation
 * fails the test.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { APP_CONFIG } from '@/config'
import { findRoute } from '@/routes'
import { expectAccessible } from './axe'
import { SERVER_START_BOUND_MS, startServer, type Server } from './server'

export { startServer, type Server }

export const DEMO_PASSWORD = 'Market@2026'
export const DEMO = {
  supplier: 'supplier01',
  purchaser: 'purchaser01',
  maintainer: 'maintainer01',
  proprietor: 'proprietor01',
  dc: 'dc01',
  staff: 'staff01',
} as const

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A new phone-sized page with its own storage. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  return context.newPage()
}

/**
 * Large-text mode (长辈模式) on for this page's device from its next load on, as 设置 keeps it
 * (Taro's storage entry around the app's cache entry, stores/largeText.ts).
 */
export async function largeTextOnLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('_largeText', JSON.stringify({ data: { data: true, timeout: 0, createTime: Date.now() } }))
  })
}

/** Taro keeps earlier pages of the stack in the DOM, hidden: match visible text only. */
export const visibleText = (page: Page, text: string | RegExp): Locator => page.getByText(text).filter({ visible: true }).first()

/** NutUI buttons: click the `.nut-button`, not the text inside (Taro's button core intercepts). */
export const button = (page: Page, text: string): Locator => page.locator('.nut-button', { hasText: text }).filter({ visible: true }).first()

/** Types into the visible input with this placeholder. */
export async function fill(page: Page, placeholder: string, value: string): Promise<void> {
  const input = page.locator(`input[placeholder="${placeholder}"]`).filter({ visible: true }).first()
  await input.fill(value)
}

/**
 * The Taro H5 modal (showModal): its title and text, and its buttons. The wrapper has no size of
 * its own (mask and box are fixed), so visibility is read on the box; closing waits until it is
 * gone, so the next read cannot see the old one fading out.
 */
export const modal = {
  box: (page: Page) => page.locator('.taro-modal__content').filter({ visible: true }),
  async read(page: Page): Promise<{ title: string; text: string }> {
    const box = this.box(page)
    await box.waitFor({ state: 'visible' })
    return { title: (await box.locator('.taro-modal__title').innerText()).trim(), text: (await box.locator('.taro-modal__text').innerText()).trim() }
  },
  async buttons(page: Page): Promise<{ confirm: string; cancel: string }> {
    const box = this.box(page)
    await box.waitFor({ state: 'visible' })
    return { confirm: await box.locator('.taro-model__confirm').innerText(), cancel: await box.locator('.taro-model__cancel').innerText() }
  },
  async confirm(page: Page): Promise<void> {
    await this.close(page, '.taro-model__confirm')
  },
  async cancel(page: Page): Promise<void> {
    await this.close(page, '.taro-model__cancel')
  },
  async close(page: Page, selector: string): Promise<void> {
    const box = this.box(page)
    await box.locator(selector).click()
    await page.locator('.taro-modal__content').waitFor({ state: 'hidden' })
  },
}

export const currentHash = (page: Page): Promise<string> => page.evaluate(() => window.location.hash)

/** The visible navigation bar title. */
export const navTitle = (page: Page): Locator => page.locator('.app-navbar__title').filter({ visible: true }).first()

/** What a screen without a title of its own shows: the configured centre's name, or the server's once it has answered. */
const CENTRE_NAMES = [APP_CONFIG.appName, '江南农产品批发交易中心']

/** Waits until the navigation bar shows exactly `title` (the centre's name when undefined); fails saying what it shows. */
export async function expectTitle(page: Page, title: string | undefined): Promise<void> {
  const titles = title ? [title] : CENTRE_NAMES
  const exactly = new RegExp(`^(?:${titles.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`)
  await navTitle(page)
    .filter({ hasText: exactly })
    .waitFor({ timeout: 15_000 })
    .catch(async () => {
      throw new Error(`the screen shows the title "${await navTitle(page).innerText()}", not ${titles.join(' or ')}`)
    })
}

/** Opens a screen by its hash path (a fresh load, as typing it into the address bar). */
export async function open(page: Page, server: Server, hashPath: string): Promise<void> {
  await page.goto(`${server.url}/mp/#${hashPath}`)
}

/**
 * Waits until the page shown is the screen `screen` (reached by its path or one of its aliases),
 * then checks it with axe-core once it has settled (`a11y: false` leaves that to the caller).
 */
export async function expectPath(page: Page, screen: string, { a11y = true }: { a11y?: boolean } = {}): Promise<void> {
  const route = findRoute(screen)
  const paths = route ? [route.path, ...route.aliases] : [screen]
  await page.waitForFunction((ps) => ps.includes(window.location.hash.replace(/^#/, '').split('?')[0] || '/'), paths, { timeout: 15_000 })
  await pageSettled(page, paths)
  if (a11y) await expectAccessible(page, `screen ${screen}`)
}

/**
 * Waits for the router's page transition to end: while the new page slides in, the page it
 * covers is still shown, and a locator for a text both have (an action bar's 申请出场) could
 * otherwise pick the old page's element just before it is hidden. The hash changes before the
 * new page is mounted, so "one page shown" alone could still be the old page: the one shown must
 * be the screen of `paths` and have finished its slide (Taro marks it `taro_page_stationed`).
 */
export async function pageSettled(page: Page, paths: string[]): Promise<void> {
  await page.waitForFunction(
    (ps) => {
      const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].filter((el) => el.getClientRects().length > 0)
      if (shown.length !== 1) return false
      const [top] = shown
      return top.classList.contains('taro_page_stationed') && (ps.includes('/') || ps.includes(top.id.split('?')[0]))
    },
    paths,
    { timeout: 15_000 },
  )
}

/** The token of the logged-in user, as the app keeps it in local storage under `_user`. */
export async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const find = (v: unknown): string => {
      if (!v || typeof v !== 'object') return ''
      const o = v as Record<string, unknown>
      if (typeof o.token === 'string') return o.token
      for (const child of Object.values(o)) {
        const t = find(child)
        if (t) return t
      }
      return ''
    }
    const raw = window.localStorage.getItem('_user')
    return raw ? find(JSON.parse(raw)) : ''
  })
}

/** Logs in through the visible login form. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await fill(page, '请输入用户名', username)
  await fill(page, '请输入密码', password)
  await button(page, '登录').click()
}

/** Opens the role's login page, logs in with its demo account and waits for the role home. */
export async function loginAs(page: Page, server: Server, role: keyof typeof DEMO): Promise<void> {
  await open(page, server, `/${role}/login`)
  await login(page, DEMO[role])
  await expectPath(page, `/${role}/index`)
}

export interface Rig {
  readonly server: Server
  readonly browser: Browser
  /** A phone page: new for every test (`pagePer: 'test'`) or one for the whole file. */
  readonly page: Page
}

/** The end-of-test check: a page still showing the app (not closed, not about:blank). */
async function checkAtEnd(page: Page | undefined, server: Server | undefined): Promise<void> {
  if (!page || page.isClosed() || !server || !page.url().startsWith(server.url)) return
  await expectAccessible(page, 'the end of the test')
}

/**
 * The lifecycle every browser test file shares: one backend (fresh database) and one Chromium per
 * file, and a phone-sized page per test or per file (`'none'`: the file opens its own pages and
 * checks them itself). Call it at the top level of a test file. The rig's page is checked with
 * axe-core at the end of every test.
 */
export function setupBrowserRig({ pagePer = 'test', timeoutMs = 180_000 }: { pagePer?: 'test' | 'file' | 'none'; timeoutMs?: number } = {}): Rig {
  let server: Server | undefined
  let browser: Browser | undefined
  let page: Page | undefined
  const need = <T>(v: T | undefined, what: string): T => {
    if (!v) throw new Error(`${what} is not ready: call setupBrowserRig() at the top level of the test file`)
    return v
  }
  jest.setTimeout(timeoutMs)
  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
    if (pagePer === 'file') page = await phonePage(browser)
  }, SERVER_START_BOUND_MS + 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })
  if (pagePer === 'test') {
    beforeEach(async () => {
      page = await phonePage(need(browser, 'the browser'))
    })
    afterEach(async () => {
      try {
        await checkAtEnd(page, server)
      } finally {
        await page?.context().close()
      }
    })
  }
  if (pagePer === 'file') afterEach(() => checkAtEnd(page, server))
  return {
    get server() {
      return need(server, 'the server')
    },
    get browser() {
      return need(browser, 'the browser')
    },
    get page() {
      return need(page, 'the page')
    },
  }
}

/**
 * Taps something that opens `path` and waits for it; a tap the loaded machine lost while the page
 * was still settling (the hash unchanged) is tapped again, at most three times.
 */
export async function tapTo(page: Page, target: Locator, path: string): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await target.click()
    const reached = await page
      .waitForFunction((p) => window.location.hash.replace(/^#/, '').split('?')[0] === p, path, { timeout: 8_000 })
      .then(() => true)
      .catch(() => false)
    if (reached || !(await target.isVisible())) break
  }
  await expectPath(page, path)
}
