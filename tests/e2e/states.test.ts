/**
 * Real browser, 375x667: the shared empty / error / not-logged-in state is one white rounded card
 * with its icon centred over its words and its button inside (NutUI's Empty drew the icon about
 * 80 px left of centre over a tall gap, with square corners and the button below the card); a
 * missing record is reported once (the error state, no modal) with a way back; detail screens show
 * mobiles masked (spec section 9: 138****5678).
 */
import type { Page } from 'playwright-core'
import { button, expectPath, login, loginAs, modal, open, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

interface Geometry {
  /** Horizontal distance of the icon's and the words' centres from the card's. */
  iconOffset: number
  textOffset: number
  /** From the card's top edge to the icon's. */
  iconGap: number
  radius: number
  background: string
  /** The button's box lies inside the card's; its centre's distance from the card's. */
  buttonInside: boolean | null
  buttonOffset: number | null
}

/** The visible state card `testId` (state-empty, state-error, state-login) measured. */
async function stateGeometry(page: Page, testId: string): Promise<Geometry> {
  const card = page.locator(`[data-testid="${testId}"]`).filter({ visible: true }).first()
  await card.waitFor()
  return card.evaluate((el) => {
    const box = (e: Element) => e.getBoundingClientRect()
    const centre = (r: DOMRect) => r.left + r.width / 2
    const c = box(el)
    // The glyph itself: the icon element inside the icon box.
    const glyph = box(el.querySelector('[data-testid="state-icon"] > *') ?? el.querySelector('[data-testid="state-icon"]')!)
    const text = box(el.querySelector('.app-state__text')!)
    const action = el.querySelector('.nut-button')
    const b = action ? box(action) : null
    const style = getComputedStyle(el)
    return {
      iconOffset: Math.abs(centre(glyph) - centre(c)),
      textOffset: Math.abs(centre(text) - centre(c)),
      iconGap: glyph.top - c.top,
      radius: parseFloat(style.borderTopLeftRadius),
      background: style.backgroundColor,
      buttonInside: b ? b.left >= c.left && b.right <= c.right && b.top >= c.top && b.bottom <= c.bottom : null,
      buttonOffset: b ? Math.abs(centre(b) - centre(c)) : null,
    }
  })
}

/** Icon and words centred (to the pixel), a small gap over the icon, a white rounded card. */
function expectCard(g: Geometry, withButton: boolean): void {
  expect(g.iconOffset).toBeLessThanOrEqual(1)
  expect(g.textOffset).toBeLessThanOrEqual(1)
  expect(g.iconGap).toBeGreaterThan(0)
  expect(g.iconGap).toBeLessThanOrEqual(40)
  expect(g.radius).toBeGreaterThanOrEqual(6)
  expect(g.background).toBe('rgb(255, 255, 255)')
  if (withButton) {
    expect(g.buttonInside).toBe(true)
    expect(g.buttonOffset).toBeLessThanOrEqual(1)
  } else expect(g.buttonInside).toBeNull()
}

/** The visible text of the page, every 11-digit mainland mobile in it, and every masked one. */
async function mobiles(page: Page): Promise<{ full: string[]; masked: string[] }> {
  // The detail's own page (the list below it may still be shown while the detail slides in).
  const text = await page.locator('.taro_page', { has: page.locator('[data-testid="detail-phone"]') }).filter({ visible: true }).first().innerText()
  return { full: text.match(/(?<!\d)1[3-9]\d{9}(?!\d)/g) ?? [], masked: text.match(/(?<!\d)1[3-9]\d\*{4}\d{4}(?!\d)/g) ?? [] }
}

/**
 * Opens the last card of the list screen `list` (the sub-account list starts with the admin, who
 * has no detail), waits for the detail `detail` and its phone row.
 */
async function lastDetail(page: Page, list: string, detail: string): Promise<void> {
  await open(page, rig.server, list)
  await expectPath(page, list, { a11y: false })
  const cards = page.locator('[data-testid="list-card"]').filter({ visible: true })
  await cards.first().waitFor()
  await cards.last().click()
  await expectPath(page, detail)
  await page.locator('[data-testid="detail-phone"]').filter({ visible: true }).first().waitFor()
}

test('not logged in: the icon centred over 您还未登录, 去登录 inside the card', async () => {
  await open(rig.page, rig.server, '/pages/msg/index')
  await expectPath(rig.page, '/pages/msg/index')
  expectCard(await stateGeometry(rig.page, 'state-login'), true)
  await button(rig.page, '去登录').click()
  await expectPath(rig.page, '/pages/login')
})

test('an empty list: the icon centred over its words, no button', async () => {
  // The second shop has no after-sales requests in the demo data.
  await open(rig.page, rig.server, '/supplier/login')
  await login(rig.page, 'supplier02')
  await expectPath(rig.page, '/supplier/index')
  await open(rig.page, rig.server, '/supplier/order/refundOrder')
  await expectPath(rig.page, '/supplier/order/refundOrder')
  expectCard(await stateGeometry(rig.page, 'state-empty'), false)
})

test('a record that does not exist: reported once, by the error state (no modal), whose 返回 leads home', async () => {
  await loginAs(rig.page, rig.server, 'supplier')
  await open(rig.page, rig.server, '/pages/notice/detail?id=999')
  await expectPath(rig.page, '/pages/notice/detail')
  const error = rig.page.locator('[data-testid="state-error"]').filter({ visible: true }).first()
  await expect(error.innerText()).resolves.toContain('记录不存在')
  expectCard(await stateGeometry(rig.page, 'state-error'), true)
  expect(await modal.box(rig.page).count()).toBe(0)
  await expect(button(rig.page, '返回').isVisible()).resolves.toBe(true)
  expect(await button(rig.page, '重新加载').count()).toBe(0)
  // Opened fresh, there is no page below: 返回 leads to the role home.
  await button(rig.page, '返回').click()
  await expectPath(rig.page, '/supplier/index')
})

test('detail screens mask mobiles: the order buyer, the complaint contact, the sub-account', async () => {
  await loginAs(rig.page, rig.server, 'supplier')
  for (const [list, detail] of [
    ['/supplier/order/index', '/supplier/order/detail'],
    ['/pages/complaint/index', '/pages/complaint/detail'],
    ['/supplier/user-admin/index', '/supplier/user-admin/detail'],
  ] as const) {
    await lastDetail(rig.page, list, detail)
    const shown = await mobiles(rig.page)
    expect({ detail, ...shown }).toEqual({ detail, full: [], masked: expect.arrayContaining([expect.stringMatching(/\*{4}/)]) })
  }
})
