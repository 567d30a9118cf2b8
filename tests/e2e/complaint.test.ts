/**
 * Real browser: supplier01 files a complaint with a photo (an invalid phone first: the 提示 modal,
 * nothing typed lost), finds it first in the list as 待受理 with the photo on the detail, deletes
 * it; the park plan shows zones and booths logged out (plain, with the login note) and logged in
 * (coloured).
 */
import zlib from 'node:zlib'
import type { Page } from 'playwright-core'
import { expectAccessible } from './axe'
import { DEMO, button, expectPath, fill, login, modal, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

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
  await open(rig.page, rig.server, '/supplier/login')
  await login(rig.page, DEMO.supplier)
  await expectPath(rig.page, '/supplier/index')
  await visibleText(rig.page, '园区平面图').waitFor()
  await visibleText(rig.page, '在线投诉').click()
  await expectPath(rig.page, '/pages/complaint/index')
  await visibleCards(rig.page).first().waitFor()
  await button(rig.page, '我要投诉').click()
  await expectPath(rig.page, '/pages/complaint/create')

  // Contact prefilled from the session user.
  await expect(rig.page.locator('input[placeholder="请输入联系人"]').filter({ visible: true }).inputValue()).resolves.toBe('李绿源')
  await visibleText(rig.page, '请选择…').click()
  await rig.page.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().waitFor()
  await expectAccessible(rig.page, 'the complaint type picker')
  await rig.page.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().click()
  await fill(rig.page, '请输入标题', title)
  await content(rig.page).fill(text)
  const chooser = rig.page.waitForEvent('filechooser')
  await rig.page.getByRole('button', { name: /^添加图片/ }).filter({ visible: true }).first().click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png() })
  await rig.page.waitForFunction(() => [...document.querySelectorAll('.app-uploader img')].some((i) => (i as HTMLImageElement).src.includes('/uploads/')), null, { timeout: 20_000 })

  await fill(rig.page, PHONE_PLACEHOLDER, '1390000')
  await button(rig.page, '提交投诉').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）' })
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/pages/complaint/create')
  await expect(rig.page.locator('input[placeholder="请输入标题"]').filter({ visible: true }).inputValue()).resolves.toBe(title)
  await expect(content(rig.page).inputValue()).resolves.toBe(text)
  await expect(rig.page.locator('.app-uploader img').filter({ visible: true }).count()).resolves.toBe(1)

  await fill(rig.page, PHONE_PLACEHOLDER, '0571-88886666')
  await button(rig.page, '提交投诉').click()
  await expectPath(rig.page, '/pages/complaint/index')
  const first = visibleCards(rig.page).first()
  await first.filter({ hasText: title }).waitFor({ timeout: 15_000 })
  await expect(first.innerText()).resolves.toContain('待受理')

  await first.click()
  await expectPath(rig.page, '/pages/complaint/detail')
  await visibleText(rig.page, text).waitFor()
  await visibleText(rig.page, '0571-88886666').waitFor()
  const photo = rig.page.locator('.app-uploader img').filter({ visible: true }).first()
  await photo.waitFor()
  await expect(photo.getAttribute('src')).resolves.toMatch(/\/uploads\/[\w-]+\.png$/)
  await expect(rig.page.evaluate(async (src) => (await fetch(src!)).status, await photo.getAttribute('src'))).resolves.toBe(200)

  await button(rig.page, '删除').click()
  await expect(modal.read(rig.page)).resolves.toEqual({ title: '提示', text: '确定删除该投诉吗？' })
  await expectAccessible(rig.page, 'the 删除 confirmation')
  await modal.confirm(rig.page)
  await expectPath(rig.page, '/pages/complaint/index')
  await rig.page.waitForFunction((t) => ![...document.querySelectorAll('[data-testid="list-card"]')].some((c) => (c as HTMLElement).offsetParent !== null && c.textContent?.includes(t)), title, { timeout: 15_000 })
  await visibleCards(rig.page).first().waitFor()
})

test('the park plan: zones and plain booths logged out with the login note; coloured booths logged in', async () => {
  await open(rig.page, rig.server, '/parkPlan')
  await visibleText(rig.page, '蔬菜区').waitFor()
  await visibleText(rig.page, '水果区').waitFor()
  await visibleText(rig.page, '登录后可查看摊位状态').waitFor()
  await visibleText(rig.page, '蔬菜区A排').waitFor()
  const booths = rig.page.locator('.app-booth-map__booth').filter({ visible: true })
  await expect(booths.count()).resolves.toBe(8)
  await expect(rig.page.locator('.app-booth-map__booth--plain').filter({ visible: true }).count()).resolves.toBe(8)

  await open(rig.page, rig.server, '/supplier/login')
  await login(rig.page, DEMO.supplier)
  await expectPath(rig.page, '/supplier/index')
  await visibleText(rig.page, '园区平面图').click()
  await expectPath(rig.page, '/pages/parkPlan')
  await visibleText(rig.page, '蔬菜区B排').waitFor()
  await rig.page.waitForFunction(() => document.querySelectorAll('.app-booth-map__booth:not(.app-booth-map__booth--plain)').length >= 6, null, { timeout: 15_000 })
  await expect(rig.page.getByText('登录后可查看摊位状态').filter({ visible: true }).count()).resolves.toBe(0)
  await visibleText(rig.page, '水果区').click()
  await visibleText(rig.page, '水果区A排').waitFor()
  await rig.page.locator('.app-booth-map__booth').filter({ visible: true, hasText: 'SG-A-03' }).click()
  await visibleText(rig.page, '编号').waitFor()
  await visibleText(rig.page, /¥[\d,]+\.\d{2}/).waitFor()
})
