/**
 * Real browser, 375x667: 长辈模式 (large-text mode) turned on in 设置 makes the text visibly larger
 * (computed font sizes, ours and NutUI's, 1.25 times), on this screen and the next, keeps it across
 * a reload, and turns off again. Every screen in the mode at 375 px: the sweep (a11y.test.ts).
 */
import type { Page } from 'playwright-core'
import { expectPath, loginAs, open, setupBrowserRig, tapTo, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

/** The computed font size (CSS px) of the first visible element matching `selector`. */
async function fontSize(page: Page, selector: string): Promise<number> {
  const el = page.locator(selector).filter({ visible: true }).first()
  await el.waitFor()
  return el.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))
}

const toggle = (page: Page) => page.getByRole('switch', { name: '长辈模式' }).filter({ visible: true }).first()
const largeRoots = (page: Page) => page.locator('.app-large-text').filter({ visible: true }).count()

// Our own style (a menu caption, 设置's labels) and NutUI's (a cell title, through its variables).
const CAPTION = '.app-menu-grid__caption'
const LABEL = '.app-toggle__label'
const CELL = '.nut-cell-title'

test('长辈模式: on in 设置, text 1.25 times larger here and on the home screen, kept across a reload, then off', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'purchaser')
  const caption = await fontSize(page, CAPTION)
  await tapTo(page, visibleText(page, '设置'), '/pages/setting')
  const label = await fontSize(page, LABEL)
  const cell = await fontSize(page, CELL)
  await expect(toggle(page).getAttribute('aria-checked')).resolves.toBe('false')
  await expect(largeRoots(page)).resolves.toBe(0)

  await toggle(page).click()
  await expect(toggle(page).getAttribute('aria-checked')).resolves.toBe('true')
  await expect(largeRoots(page)).resolves.toBe(1)
  expect(await fontSize(page, LABEL)).toBeCloseTo(label * 1.25, 1)
  expect(await fontSize(page, CELL)).toBeCloseTo(cell * 1.25, 1)

  // Kept on the device: a reload starts in the mode.
  await page.reload()
  await expectPath(page, '/pages/setting')
  await expect(toggle(page).getAttribute('aria-checked')).resolves.toBe('true')
  expect(await fontSize(page, LABEL)).toBeCloseTo(label * 1.25, 1)

  // Every screen: the role home's menu too.
  await open(page, rig.server, '/purchaser/index')
  await expectPath(page, '/purchaser/index')
  await expect(largeRoots(page)).resolves.toBe(1)
  expect(await fontSize(page, CAPTION)).toBeCloseTo(caption * 1.25, 1)
  const item = await page.locator('[data-testid="menu-item"]').filter({ visible: true }).first().boundingBox()
  expect(item!.height).toBeGreaterThanOrEqual(44)

  await tapTo(page, visibleText(page, '设置'), '/pages/setting')
  await toggle(page).click()
  await expect(toggle(page).getAttribute('aria-checked')).resolves.toBe('false')
  await expect(largeRoots(page)).resolves.toBe(0)
  expect(await fontSize(page, LABEL)).toBeCloseTo(label, 1)
  await page.reload()
  await expectPath(page, '/pages/setting')
  await expect(toggle(page).getAttribute('aria-checked')).resolves.toBe('false')
})
