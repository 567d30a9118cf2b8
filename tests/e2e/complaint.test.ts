/**
 * Real browser: supplier01 files a complaint with a photo (an invalid phone first: the 提示 modal,
 * nothing typed lost), finds it first in the list as 待受理 with the photo on the detail, deletes
 * it; the park plan shows zones and booths logged out (plain, with the login note) and logged in
 * (coloured).
 */
import zlib from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { DEMO, button, expectPath, fill, launchBrowser, login, modal, open, phonePage, startServer, visibleText, type Server } from './harness'

jest.setTimeout(180_000)

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

/** A small solid green PNG, built here (signature, IHDR, IDAT, IEND). */
function png(size = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [10, 103, 14]).flat())])
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}

const PHONE_PLACEHOLDER = '手机号或座机号（如0571-88886666）'
const content = (p: Page) => p.locator('textarea').filter({ visible: true }).first()
const visibleCards = (p: Page) => p.locator('[data-testid="list-card"]').filter({ visible: true })

test('supplier01 files a complaint with a photo, an invalid phone first; sees it as 待受理 with the photo; deletes it', async () => {
  const title = `e2e投诉${Date.now() % 100000}`
  const text = '市场北门通道被货车长期占用，影响正常进出。'
  await open(page, server, '/supplier/login')
  await login(page, DEMO.supplier)
  await expectPath(page, '/supplier/index')
  await visibleText(page, '园区平面图').waitFor()
  await visibleText(page, '在线投诉').click()
  await expectPath(page, '/pages/complaint/index')
  await visibleCards(page).first().waitFor()
  await button(page, '我要投诉').click()
  await expectPath(page, '/pages/complaint/create')

  // Contact prefilled from the session user.
  await expect(page.locator('input[placeholder="请输入联系人"]').filter({ visible: true }).inputValue()).resolves.toBe('李绿源')
  await visibleText(page, '请选择…').click()
  await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().click()
  await fill(page, '请输入标题', title)
  await content(page).fill(text)
  const chooser = page.waitForEvent('filechooser')
  await page.locator('[aria-label="添加图片"]').filter({ visible: true }).first().click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png() })
  await page.waitForFunction(() => [...document.querySelectorAll('.app-uploader img')].some((i) => (i as HTMLImageElement).src.includes('/uploads/')), null, { timeout: 20_000 })

  await fill(page, PHONE_PLACEHOLDER, '1390000')
  await button(page, '提交投诉').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）' })
  await modal.confirm(page)
  await expectPath(page, '/pages/complaint/create')
  await expect(page.locator('input[placeholder="请输入标题"]').filter({ visible: true }).inputValue()).resolves.toBe(title)
  await expect(content(page).inputValue()).resolves.toBe(text)
  await expect(page.locator('.app-uploader img').filter({ visible: true }).count()).resolves.toBe(1)

  await fill(page, PHONE_PLACEHOLDER, '0571-88886666')
  await button(page, '提交投诉').click()
  await expectPath(page, '/pages/complaint/index')
  const first = visibleCards(page).first()
  await first.filter({ hasText: title }).waitFor({ timeout: 15_000 })
  await expect(first.innerText()).resolves.toContain('待受理')

  await first.click()
  await expectPath(page, '/pages/complaint/detail')
  await visibleText(page, text).waitFor()
  await visibleText(page, '0571-88886666').waitFor()
  const photo = page.locator('.app-uploader img').filter({ visible: true }).first()
  await photo.waitFor()
  await expect(photo.getAttribute('src')).resolves.toMatch(/\/uploads\/[\w-]+\.png$/)
  await expect(page.evaluate(async (src) => (await fetch(src!)).status, await photo.getAttribute('src'))).resolves.toBe(200)

  await button(page, '删除').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '确定删除该投诉吗？' })
  await modal.confirm(page)
  await expectPath(page, '/pages/complaint/index')
  await page.waitForFunction((t) => ![...document.querySelectorAll('[data-testid="list-card"]')].some((c) => (c as HTMLElement).offsetParent !== null && c.textContent?.includes(t)), title, { timeout: 15_000 })
  await visibleCards(page).first().waitFor()
})

test('the park plan: zones and plain booths logged out with the login note; coloured booths logged in', async () => {
  await open(page, server, '/parkPlan')
  await visibleText(page, '蔬菜区').waitFor()
  await visibleText(page, '水果区').waitFor()
  await visibleText(page, '登录后可查看摊位状态').waitFor()
  await visibleText(page, '蔬菜区A排').waitFor()
  const booths = page.locator('.app-booth-map__booth').filter({ visible: true })
  await expect(booths.count()).resolves.toBe(8)
  await expect(page.locator('.app-booth-map__booth--plain').filter({ visible: true }).count()).resolves.toBe(8)

  await open(page, server, '/supplier/login')
  await login(page, DEMO.supplier)
  await expectPath(page, '/supplier/index')
  await visibleText(page, '园区平面图').click()
  await expectPath(page, '/pages/parkPlan')
  await visibleText(page, '蔬菜区B排').waitFor()
  await page.waitForFunction(() => document.querySelectorAll('.app-booth-map__booth:not(.app-booth-map__booth--plain)').length >= 6, null, { timeout: 15_000 })
  await expect(page.getByText('登录后可查看摊位状态').filter({ visible: true }).count()).resolves.toBe(0)
  await visibleText(page, '水果区').click()
  await visibleText(page, '水果区A排').waitFor()
  await page.locator('.app-booth-map__booth').filter({ visible: true, hasText: 'SG-A-03' }).click()
  await visibleText(page, '编号').waitFor()
  await visibleText(page, /¥[\d,]+\.\d{2}/).waitFor()
})
