/**
 * Real browser, 375x667: the shared components' layout. Buttons in an ActionBar share height and
 * top (the complaint detail's 修改 / 删除, the exam's 上一题 / 下一题 / 交卷), a danger action is a
 * visible red outlined button and a solid coloured button keeps its colour (text readable on it); a form label stays on
 * one line (预计进场时间); the navigation page, a login page and a role home name the centre alike.
 */
import type { Page } from 'playwright-core'
import { DEMO, button, expectPath, login, loginAs, navTitle, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

interface Box {
  text: string
  top: number
  height: number
  width: number
}

/**
 * The buttons of the visible action bar showing `text`, with their boxes (the page below may
 * still be shown for a moment, with its own bar).
 */
async function actionBarButtons(page: Page, text: string): Promise<Box[]> {
  const bar = page.locator('[data-testid="action-bar"]').filter({ visible: true, hasText: text }).first()
  await bar.waitFor()
  const buttons = bar.locator('.nut-button')
  return buttons.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { text: (el.textContent ?? '').trim(), top: r.top, height: r.height, width: r.width }
    }),
  )
}

/** Every box has the first one's height and top (to the half pixel). */
function expectAligned(boxes: Box[], texts: string[]): void {
  expect(boxes.map((b) => b.text)).toEqual(texts)
  for (const b of boxes) {
    expect(b.height).toBeGreaterThan(24)
    expect(Math.abs(b.height - boxes[0].height)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(b.top - boxes[0].top)).toBeLessThanOrEqual(0.5)
  }
}

test("the complaint detail's 修改 and 删除 share height and top; 删除 is a red outlined button", async () => {
  await loginAs(rig.page, rig.server, 'supplier')
  await open(rig.page, rig.server, '/pages/complaint/index')
  await rig.page.locator('[data-testid="list-card"]').filter({ visible: true }).first().click()
  await expectPath(rig.page, '/pages/complaint/detail')
  await button(rig.page, '删除').waitFor()
  const boxes = await actionBarButtons(rig.page, '删除')
  expectAligned(boxes, ['修改', '删除'])
  expect(Math.abs(boxes[0].width - boxes[1].width)).toBeLessThanOrEqual(1)

  // Red text and a red border on a light background: visibly a danger action, not a disabled one.
  // The red is the error colour's text shade (#c23a3a), readable on the button's ground (AA).
  const danger = await button(rig.page, '删除').evaluate((el) => {
    const text = el.querySelector('.nut-button-children') ?? el
    const style = getComputedStyle(el)
    return { text: getComputedStyle(text).color, border: style.borderTopColor, borderWidth: style.borderTopWidth, background: style.backgroundColor }
  })
  expect(danger.text).toBe('rgb(194, 58, 58)')
  expect(danger.border).toBe('rgb(194, 58, 58)')
  expect(parseFloat(danger.borderWidth)).toBeGreaterThan(0)
  expect(danger.background).not.toBe('rgb(194, 58, 58)')
})

test("the exam's 上一题, 下一题 and 交卷 share height and top", async () => {
  await loginAs(rig.page, rig.server, 'staff')
  await visibleText(rig.page, '培训考试').click()
  await expectPath(rig.page, '/knowledge/trainList')
  await visibleText(rig.page, '食品安全基础培训').click()
  await expectPath(rig.page, '/knowledge/trainDetail')
  await rig.page.locator('.kn-exam .nut-button', { hasText: '开始考试' }).filter({ visible: true }).first().click()
  await expectPath(rig.page, '/knowledge/trainExamination')
  await visibleText(rig.page, /剩余 \d\d:\d\d/).waitFor()
  expectAligned(await actionBarButtons(rig.page, '上一题'), ['上一题', '下一题', '交卷'])
  // 交卷 is a solid warning button: the warning colour, not near-white, with dark text (white on
  // the amber is 1.9:1, under AA).
  const submit = await button(rig.page, '交卷').evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    text: getComputedStyle(el.querySelector('.nut-button-children') ?? el).color,
  }))
  expect(submit).toEqual({ background: 'rgb(240, 173, 78)', text: 'rgb(31, 35, 41)' })
})

test('form labels stay on one line: 预计进场时间 on the entry report form', async () => {
  await loginAs(rig.page, rig.server, 'supplier')
  await open(rig.page, rig.server, '/pages/inmarket/create')
  await visibleText(rig.page, '预计进场时间').waitFor()
  const labels = await rig.page
    .locator('.app-field__label')
    .filter({ visible: true })
    .evaluateAll((els) => els.map((el) => ({ text: (el.textContent ?? '').trim(), height: el.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(el).lineHeight) })))
  expect(labels.map((l) => l.text)).toContain('*预计进场时间')
  for (const l of labels) {
    // The height of one line: Math.round(height / lineHeight) lines.
    expect({ label: l.text, lines: Math.round(l.height / l.lineHeight) }).toEqual({ label: l.text, lines: 1 })
  }
})

test('the navigation page, a login page and a role home name the centre alike', async () => {
  const res = await rig.page.request.get(`${rig.server.url}/api/user/sysLogoConf/queryByParam`)
  const name = ((await res.json()) as { result: { name: string } }).result.name
  expect(name).toBeTruthy()
  const shows = (selector: string) =>
    rig.page.waitForFunction(
      ([sel, n]) => [...document.querySelectorAll(sel)].some((el) => (el as HTMLElement).offsetParent !== null && el.textContent === n),
      [selector, name] as const,
      { timeout: 15_000 },
    )

  await open(rig.page, rig.server, '/')
  await shows('.navi__name')
  await shows('.app-navbar__title')
  await open(rig.page, rig.server, '/supplier/login')
  await shows('.app-login__name')
  await login(rig.page, DEMO.supplier)
  await expectPath(rig.page, '/supplier/index')
  await shows('.app-navbar__title')
  await expect(navTitle(rig.page).innerText()).resolves.toBe(name)
})

test("a role home's menu glyphs are drawn by the menu font: loaded, each glyph a visible square", async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'staff')
  await expectPath(page, '/staff/index')
  const glyphs = page.locator('.app-menu-grid__icon .app-glyph').filter({ visible: true })
  await glyphs.first().waitFor()
  await page.evaluate(() => document.fonts.ready)
  const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/['"]/g, '') === 'app-menu-glyphs').map((f) => f.status))
  expect(loaded).toEqual(['loaded'])
  const boxes = await glyphs.evaluateAll((els) =>
    els.map((el) => ({ key: el.className, width: el.getBoundingClientRect().width, height: el.getBoundingClientRect().height, family: getComputedStyle(el).fontFamily })),
  )
  expect(boxes.length).toBeGreaterThan(8)
  for (const b of boxes) {
    expect(b.family).toContain('app-menu-glyphs')
    // A glyph the font lacks would fall back to a narrow box or nothing: each is about as wide as high.
    expect(b.width).toBeGreaterThan(20)
    expect(Math.abs(b.width - b.height)).toBeLessThan(b.height / 2)
  }
})
