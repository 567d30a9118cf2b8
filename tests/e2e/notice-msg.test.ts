/**
 * Real browser: reading a message drops the unread count on the role home by one and 全部已读
 * clears it; the notice with <script> / onclick markup renders as harmless text; /search finds a
 * notice by a word of its title and keeps the term under recent searches across a reload.
 */
import type { Page } from 'playwright-core'
import { DEMO, button, expectPath, login, modal, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 120_000 })

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
  await open(p, rig.server, `/${role}/login`)
  await login(p, DEMO[role])
  await expectPath(p, `/${role}/index`)
}

test('reading a message drops the unread count by one; 全部已读 clears it', async () => {
  await loginAs(rig.page, 'purchaser')
  await unreadIs(rig.page, 2)

  await visible(rig.page, '[data-testid="unread"]').click()
  await expectPath(rig.page, '/pages/msg/index')
  await visibleText(rig.page, '未读消息 2 条').waitFor()
  await visibleText(rig.page, '订单提醒').click()
  await expectPath(rig.page, '/pages/msg/detail')
  // The list shows the same text: wait for the detail's own article (the message is then loaded
  // and being marked read), not for the text on the page below.
  await rig.page.locator('[data-testid="article"]', { hasText: '绿源果蔬商行为您开具了一笔新订单，请及时支付。' }).filter({ visible: true }).first().waitFor()

  await rig.page.goBack()
  await expectPath(rig.page, '/pages/msg/index')
  await visibleText(rig.page, '未读消息 1 条').waitFor()
  await rig.page.goBack()
  await expectPath(rig.page, '/purchaser/index')
  await unreadIs(rig.page, 1)

  await visible(rig.page, '[data-testid="unread"]').click()
  await expectPath(rig.page, '/pages/msg/index')
  await visibleText(rig.page, '未读消息 1 条').waitFor()
  await button(rig.page, '全部已读').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '确定将全部消息标记为已读吗？' })
  await modal.confirm(rig.page)
  await visibleText(rig.page, '暂无未读消息').waitFor()
  await rig.page.goBack()
  await expectPath(rig.page, '/purchaser/index')
  await unreadIs(rig.page, 0)
})

test('the notice with <script> and onclick markup renders as harmless text and is marked read', async () => {
  // Any handler the markup might run: alert is what the seeded notice calls.
  await rig.page.addInitScript(() => {
    window.alert = () => {
      ;(window as unknown as { __xss?: boolean }).__xss = true
    }
  })
  const dialogs: string[] = []
  rig.page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await loginAs(rig.page, 'maintainer')
  await visibleText(rig.page, '最新公告').waitFor()
  await visible(rig.page, '[data-testid="latest-notices-more"]').click()
  await expectPath(rig.page, '/pages/notice/index')

  const title = '系统维护公告'
  const card = rig.page.locator('[data-testid="list-card"]', { hasText: title }).filter({ visible: true }).first()
  await expect(card.innerText()).resolves.toContain('未读')
  await expect(rig.page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).resolves.toBeUndefined()
  await card.click()
  await expectPath(rig.page, '/pages/notice/detail')

  const content = visible(rig.page, '[data-testid="rich-content"]')
  await content.getByText('系统将于周日凌晨维护。').waitFor()
  await expect(content.innerText()).resolves.toContain('给您带来的不便敬请谅解。')
  await expect(content.locator('script').count()).resolves.toBe(0)
  await expect(content.locator('[onclick]').count()).resolves.toBe(0)
  await content.getByText('给您带来的不便敬请谅解。').click()
  await rig.page.waitForTimeout(500)
  await expect(rig.page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).resolves.toBeUndefined()
  expect(dialogs).toEqual([])

  await rig.page.goBack()
  await expectPath(rig.page, '/pages/notice/index')
  await rig.page.waitForFunction(
    (t) => [...document.querySelectorAll('[data-testid="list-card"]')].some((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.includes(t) && !el.textContent.includes('未读')),
    title,
    { timeout: 15_000 },
  )
})

test('/search finds a notice by a word of its title under 通知公告 and keeps the term after a reload', async () => {
  await loginAs(rig.page, 'staff')
  await visible(rig.page, '[data-testid="home-search"]').click()
  await expectPath(rig.page, '/search')
  await visible(rig.page, 'input[placeholder="搜索通知、知识库、我的记录"]').fill('抽检')
  const notices = visible(rig.page, '[data-testid="search-section"][data-key="notice"]')
  await notices.getByText('食品安全抽检结果公示').waitFor()
  await expect(notices.innerText()).resolves.toContain('通知公告')
  // Staff do not report entries: no 进场报备 section.
  await expect(rig.page.locator('[data-testid="search-section"][data-key="inmarket"]').count()).resolves.toBe(0)

  await rig.page.reload()
  await expectPath(rig.page, '/search')
  await visible(rig.page, '[data-testid="recent-item"]').waitFor()
  await expect(rig.page.locator('[data-testid="recent-item"]').filter({ visible: true }).allInnerTexts()).resolves.toEqual(['抽检'])
  await visibleText(rig.page, '抽检').click()
  await notices.getByText('食品安全抽检结果公示').waitFor()
  await notices.getByText('食品安全抽检结果公示').click()
  await expectPath(rig.page, '/pages/notice/detail')
  await visibleText(rig.page, '本周抽检蔬菜样品120批次，全部合格。').waitFor()
})
