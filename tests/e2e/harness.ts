/**
 * Browser test rig: the reference backend started as `npm start` would (fresh embedded database,
 * demo data) on a free port, and Debian's Chromium driven by playwright-core at 375x667.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'

const root = path.resolve(__dirname, '../..')

export const DEMO_PASSWORD = 'Market@2026'
export const DEMO = {
  supplier: 'supplier01',
  purchaser: 'purchaser01',
  maintainer: 'maintainer01',
  proprietor: 'proprietor01',
  dc: 'dc01',
  staff: 'staff01',
} as const

export interface Server {
  url: string
  stop: () => Promise<void>
}

/** Starts server/main.ts on a free port over a new data folder; resolves once it listens. */
export function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-e2e-'))
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise<Server>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const m = output.match(/http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\/mp\//)
      if (!m) return
      clearTimeout(timer)
      resolve({
        url: `http://127.0.0.1:${m[1]}`,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => {
              fs.rmSync(dataDir, { recursive: true, force: true })
              done()
            })
            child.kill('SIGTERM')
          }),
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}

/** Chromium with the flags of design.md section 7; Playwright gives each launch a fresh profile. */
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
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  return context.newPage()
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

/** The Taro H5 modal (showModal): its title and text, and its buttons. */
export const modal = {
  root: (page: Page) => page.locator('.taro__modal').filter({ visible: true }),
  async read(page: Page): Promise<{ title: string; text: string }> {
    const el = this.root(page)
    await el.waitFor({ state: 'visible' })
    return { title: (await el.locator('.taro-modal__title').innerText()).trim(), text: (await el.locator('.taro-modal__text').innerText()).trim() }
  },
  confirm: (page: Page) => page.locator('.taro__modal .taro-model__confirm').filter({ visible: true }).click(),
  cancel: (page: Page) => page.locator('.taro__modal .taro-model__cancel').filter({ visible: true }).click(),
}

export const currentHash = (page: Page): Promise<string> => page.evaluate(() => window.location.hash)
