/**
 * The built H5 app runs under the server's Content-Security-Policy (server/http/headers.ts): the
 * screens it opens here (entry, login, a role home, lists, forms, an image upload, the price
 * chart, articles and the notice that carries <script> markup) report no violation in Chromium,
 * and the answers carry the security headers.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { findRoute } from '@/routes'
import { expectPath, loginAs, navTitle, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'file', timeoutMs: 300_000 })
const NOTICE_WITH_SCRIPT = '系统维护公告'

/** Every violation the page reports: the DOM event and Chromium's console line. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(`console: ${m.text()}`)
  })
  await page.exposeFunction('__reportCsp', (s: string) => seen.push(s))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __reportCsp: (s: string) => void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  return seen
}

test('headers: the app and the API', async () => {
  const app = await fetch(`${rig.server.url}/mp/`)
  const csp = app.headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
  expect(csp).toMatch(/frame-ancestors 'none'/)
  expect(csp).not.toMatch(/unsafe-eval/)
  expect(app.headers.get('x-content-type-options')).toBe('nosniff')
  expect(app.headers.get('referrer-policy')).toBe('no-referrer')
  expect(app.headers.get('x-frame-options')).toBe('DENY')
  const api = await fetch(`${rig.server.url}/api/user/sysLogoConf/queryByParam`)
  expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
})

test('no CSP violation across the screens', async () => {
  const page = rig.page
  const violations = await watchCsp(page)
  await loginAs(page, rig.server, 'supplier')
  for (const path of ['/', '/publicPrice', '/complaint', '/complaint/create', '/notice', '/knowledgeList', '/trainList', '/inmarket/create', '/setting']) {
    await open(page, rig.server, path)
    await expectPath(page, path)
    await navTitle(page).filter({ hasText: findRoute(path)!.title }).waitFor()
    await page.waitForLoadState('networkidle')
  }
  // An image picked and uploaded (the H5 upload reads the picked blob first), then shown.
  await open(page, rig.server, '/complaint/create')
  await expectPath(page, '/complaint/create')
  const chooser = page.waitForEvent('filechooser')
  await page.locator('[data-testid="uploader-add"]').filter({ visible: true }).first().click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: readFileSync(path.join(__dirname, '../server/fixtures/sample.png')) })
  await page.waitForFunction(() => [...document.querySelectorAll('.app-uploader img')].some((i) => (i as HTMLImageElement).src.includes('/uploads/') && (i as HTMLImageElement).complete))
  // The notice whose content carries <script> and an inline handler, and an article.
  await open(page, rig.server, '/notice')
  await visibleText(page, NOTICE_WITH_SCRIPT).click()
  await expectPath(page, '/pages/notice/detail')
  await visibleText(page, '给您带来的不便敬请谅解').waitFor()
  await open(page, rig.server, '/knowledgeList')
  await visibleText(page, '农产品进场查验要点').click()
  await expectPath(page, '/knowledge/knowledgeDetail')
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
  // The policy is enforced and the watch sees it: an injected inline script is refused.
  await page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.__injected = 1'
    document.body.appendChild(s)
  })
  for (let i = 0; i < 40 && violations.length === 0; i++) await page.waitForTimeout(50)
  expect(violations.some((v) => /script-src/.test(v))).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined()
})
