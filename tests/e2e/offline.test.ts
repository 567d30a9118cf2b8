/**
 * Real browser, issue 25 point 4: with the network cut (the browser's offline mode), the notices,
 * the price board, my orders and an order's detail loaded before open from their kept answers,
 * marked 离线 · 数据更新于; a write is refused with 网络不可用，请联网后再试 and nothing is sent; the
 * buyer's identity code keeps showing a fresh, unseen code fetched ahead.
 */
import type { Page } from 'playwright-core'
import { settle } from '@/contract/settle'
import type { OrderItem, PageResult } from '@/contract/types'
import { apiCall } from './api'
import { DEMO, button, expectPath, login, modal, open, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 180_000 })

const visible = (p: Page, selector: string) => p.locator(selector).filter({ visible: true }).first()
const banner = (p: Page) => visible(p, '[data-testid="offline-banner"]')

/** Opens a screen inside the running app (a hash change: no page load, which offline mode would refuse). */
async function go(p: Page, hashPath: string): Promise<void> {
  await p.evaluate((h) => {
    window.location.hash = h
  }, hashPath)
  await expectPath(p, hashPath.split('?')[0]!)
}

test('notices, prices and an order read offline with the banner; a write is refused; the identity code goes on', async () => {
  const p = rig.page
  await open(p, rig.server, '/purchaser/login')
  await login(p, DEMO.purchaser)
  await expectPath(p, '/purchaser/index')
  const unpaid = await apiCall<unknown, PageResult<OrderItem>>(p, rig.server, settle.orderInfo.page, { current: 1, size: 1, status: 'unpaid' })
  const order = unpaid.records[0]!
  expect(order).toBeTruthy()

  // Online: each screen loads once, and its answer is kept.
  await go(p, '/pages/notice/index')
  const noticeTitle = (await visible(p, '[data-testid="list-card"] .app-list-card__title').innerText()).trim()
  await go(p, '/public-price/index')
  await visibleText(p, '价格公示').waitFor()
  await p.waitForTimeout(1500)
  const boardText = await visible(p, '.app-page__body').innerText()
  await go(p, '/purchaser/order')
  await visible(p, '[data-testid="list-card"]').waitFor()
  await go(p, `/purchaser/orderDetail?id=${order.id}`)
  await visibleText(p, order.orderNo).waitFor()
  await go(p, '/purchaser/IDCode')
  const qr = visible(p, '[data-testid="qrcode"]')
  await qr.waitFor()
  const firstCode = await qr.getAttribute('data-value')
  expect(await banner(p).count()).toBe(0)

  // The network drops.
  await p.context().setOffline(true)
  const sent: string[] = []
  p.on('request', (r) => {
    if (r.url().includes('/api/')) sent.push(r.url())
  })

  // The identity code: 刷新 without network shows the next code fetched ahead, not the one shown.
  await button(p, '刷新身份码').click()
  await visible(p, '[data-testid="id-code-offline"]').waitFor()
  const nextCode = await qr.getAttribute('data-value')
  expect(nextCode).toBeTruthy()
  expect(nextCode).not.toBe(firstCode)
  await expect(visible(p, '[data-testid="id-code-left"]').innerText()).resolves.toMatch(/后失效/)

  await go(p, '/pages/notice/index')
  await banner(p).waitFor()
  await expect(banner(p).innerText()).resolves.toMatch(/^离线 · 数据更新于 \d\d-\d\d \d\d:\d\d$/)
  await visibleText(p, noticeTitle).waitFor()

  await go(p, '/public-price/index')
  await banner(p).waitFor()
  const offlineBoard = await visible(p, '.app-page__body').innerText()
  expect(offlineBoard).toContain(boardText.split('\n').find((l) => l.trim().length > 1 && !l.includes('价格公示')) ?? '')

  await go(p, '/purchaser/order')
  await banner(p).waitFor()
  await visibleText(p, order.orderNo).waitFor()

  await go(p, `/purchaser/orderDetail?id=${order.id}`)
  await banner(p).waitFor()
  await visibleText(p, order.orderNo).waitFor()

  // A write: refused at once with the message, nothing sent, nothing queued.
  await button(p, '关闭订单').click()
  await expect(modal.read(p)).resolves.toMatchObject({ text: '确定关闭该订单吗？' })
  // The refusal follows in the same modal box at once: confirm, then wait for its words.
  await modal.box(p).locator('.taro-model__confirm').click()
  await p.locator('.taro-modal__text', { hasText: '网络不可用，请联网后再试' }).filter({ visible: true }).first().waitFor()
  await modal.confirm(p)
  expect(sent.filter((u) => u.includes('closeOrder'))).toEqual([])

  // Back online: the order is still unpaid (nothing was queued).
  await p.context().setOffline(false)
  await p.waitForTimeout(500)
  const still = await apiCall<unknown, PageResult<OrderItem>>(p, rig.server, settle.orderInfo.page, { current: 1, size: 50, status: 'unpaid' })
  expect(still.records.map((o) => o.id)).toContain(order.id)
})
