/**
 * Real browser: reading a message drops the unread count on the role home by one and 全部已读
 * clears it; the notice with <script> / onerror markup renders as harmless text; /search finds a
 * notice by a word of its title and keeps the term under recent searches across a reload.
 */
import type { Browser, Page } from 'playwright-core'
import { DEMO, button, expectPath, launchBrowser, login, modal, open, phonePage, startServer, visibleText, type Server } from './harness'

jest.setTimeout(120_000)

let server: Server
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})
beforeEach(async () => {
  page = await phonePage(browser)
})
afterEach(async () => {
  await page.context().close()
})

const visible = (p: Page, selector: string) => p.locator(selector).filter({ visible: true }).first()

/** Waits until the visible unread badge of the role home shows `count`. */
async function unreadIs(p: Page, count: number): Promise<void> {
  await p.waitForFunction(
    (n) => [...document.querySelectorAll('[data-testid="unread"]')].some((el) => (el as HTMLElement).offsetParent !== null && el.getAttribute('data-count') === n),
    String(count),
    { timeout: 15_000 },
  )
}

async function loginAs(p: Page, role: keyof typeof DEMO): Promise<void> {
  await open(p, server, `/${role}/login`)
  await login(p, DEMO[role])
  await expectPath(p, `/${role}/index`)
}

test('reading a message drops the unread count by one; 全部已读 clears it', async () => {
  await loginAs(page, 'purchaser')
  await unreadIs(page, 2)

  await visible(page, '[data-testid="unread"]').click()
  await expectPath(page, '/pages/msg/index')
  await visibleText(page, '未读消息 2 条').waitFor()
  await visibleText(page, '账单提醒').click()
  await expectPath(page, '/pages/msg/detail')
  await visibleText(page, '您本月的摊位租金账单已生成，请及时缴纳。').waitFor()

  await page.goBack()
  await expectPath(page, '/pages/msg/index')
  await visibleText(page, '未读消息 1 条').waitFor()
  await page.goBack()
  await expectPath(page, '/purchaser/index')
  await unreadIs(page, 1)

  await visible(page, '[data-testid="unread"]').click()
  await expectPath(page, '/pages/msg/index')
  await visibleText(page, '未读消息 1 条').waitFor()
  await button(page, '全部已读').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '确定将全部消息标记为已读吗？' })
  await modal.confirm(page)
  await visibleText(page, '暂无未读消息').waitFor()
  await page.goBack()
  await expectPath(page, '/purchaser/index')
  await unreadIs(page, 0)
})

test('the notice with <script> and onerror markup renders as harmless text and is marked read', async () => {
  // Any handler the markup might run: alert is what the seeded notice calls.
  await page.addInitScript(() => {
    window.alert = () => {
      ;(window as unknown as { __xss?: boolean }).__xss = true
    }
  })
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await loginAs(page, 'maintainer')
  await visibleText(page, '最新公告').waitFor()
  await visible(page, '[data-testid="latest-notices-more"]').click()
  await expectPath(page, '/pages/notice/index')

  const title = '系统维护公告（测试富文本）'
  const card = page.locator('[data-testid="list-card"]', { hasText: title }).filter({ visible: true }).first()
  await expect(card.innerText()).resolves.toContain('未读')
  await expect(page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).resolves.toBeUndefined()
  await card.click()
  await expectPath(page, '/pages/notice/detail')

  const content = visible(page, '[data-testid="rich-content"]')
  await content.getByText('系统将于周日凌晨维护。').waitFor()
  await expect(content.innerText()).resolves.toContain('给您带来的不便敬请谅解。')
  await expect(content.locator('script').count()).resolves.toBe(0)
  await expect(content.locator('img[onerror]').count()).resolves.toBe(0)
  await expect(content.locator('[onerror]').count()).resolves.toBe(0)
  await page.waitForTimeout(500)
  await expect(page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).resolves.toBeUndefined()
  expect(dialogs).toEqual([])

  await page.goBack()
  await expectPath(page, '/pages/notice/index')
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('[data-testid="list-card"]')].some((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.includes(t) && !el.textContent.includes('未读')),
    title,
    { timeout: 15_000 },
  )
})

test('/search finds a notice by a word of its title under 通知公告 and keeps the term after a reload', async () => {
  await loginAs(page, 'staff')
  await visible(page, '[data-testid="home-search"]').click()
  await expectPath(page, '/search')
  await visible(page, 'input[placeholder="搜索通知、知识库、我的记录"]').fill('抽检')
  const notices = visible(page, '[data-testid="search-section"][data-key="notice"]')
  await notices.getByText('食品安全抽检结果公示').waitFor()
  await expect(notices.innerText()).resolves.toContain('通知公告')
  // Staff do not report entries: no 进场报备 section.
  await expect(page.locator('[data-testid="search-section"][data-key="inmarket"]').count()).resolves.toBe(0)

  await page.reload()
  await expectPath(page, '/search')
  await visible(page, '[data-testid="recent-item"]').waitFor()
  await expect(page.locator('[data-testid="recent-item"]').filter({ visible: true }).allInnerTexts()).resolves.toEqual(['抽检'])
  await visibleText(page, '抽检').click()
  await notices.getByText('食品安全抽检结果公示').waitFor()
  await notices.getByText('食品安全抽检结果公示').click()
  await expectPath(page, '/pages/notice/detail')
  await visibleText(page, '本周抽检蔬菜样品120批次，全部合格。').waitFor()
})
