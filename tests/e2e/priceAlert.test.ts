/**
 * Real browser, price alerts (issue 24 part 2): purchaser01 opens a product on the price board,
 * follows it with a 5% threshold and finds it in 我的价格关注; the market office (office01, through
 * the API of 价格发布) corrects the product's price of the next day 20% up and publishes the day,
 * and cannot publish it twice; 消息 shows exactly one 价格提醒 for it.
 */
import type { Locator, Page } from 'playwright-core'
import { expectAccessible } from './axe'
import { market } from '@/contract/market'
import type { Endpoint } from '@/contract'
import { encodeForm } from '@/core/request/encode'
import { button, DEMO_PASSWORD, expectPath, loginAs, modal, open, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 240_000 })

const visible = (page: Page, selector: string): Locator => page.locator(selector).filter({ visible: true })

/** A public call of the member service, as the app sends it (a form body). */
async function publicCall<R>(path: string, data: Record<string, string> = {}): Promise<R> {
  const res = await fetch(`${rig.server.url}/api/member/collectPrice/${path}`, { method: 'POST', body: new URLSearchParams(data) })
  const body = (await res.json()) as { state: number; result: R }
  expect(body.state).toBe(0)
  return body.result
}

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** A call of the market office's API as office01 (价格发布): its envelope. */
async function asOffice<P, R>(ep: Endpoint<P, R>, payload: P): Promise<{ state: number; msg: string; result: R }> {
  const login = await fetch(`${rig.server.url}/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'office01', password: DEMO_PASSWORD, userType: 'staff' }),
  })
  const { result } = (await login.json()) as { result: { token: string } }
  const res = await fetch(`${rig.server.url}${ep.path}`, {
    method: 'POST',
    headers: { authorization: result.token, 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeForm(payload as unknown as Record<string, unknown>),
  })
  return (await res.json()) as { state: number; msg: string; result: R }
}

test('a buyer follows a product with a threshold; a day published with it 20% up gives exactly one alert in 消息', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'purchaser')
  await open(page, rig.server, '/public-price/index')
  await expectPath(page, '/public-price/index')
  const row = visible(page, '[data-testid="price-row"]').first()
  await row.waitFor({ timeout: 20_000 })
  const name = await row.locator('.price-table__product').innerText()
  await row.click()

  // The popup's follow section: a threshold out of range is refused, 5% is saved.
  const form = visible(page, '[data-testid="follow-form"]').first()
  await form.waitFor()
  await expect(visibleText(page, '关注后，价格涨跌超过提醒幅度时在「消息」中提醒您').isVisible()).resolves.toBe(true)
  const threshold = form.locator('[data-field="threshold"] input')
  await threshold.fill('0')
  await button(page, '关注价格').click()
  expect((await modal.read(page)).text).toBe('提醒幅度需为1到100之间的整数')
  await modal.confirm(page)
  await threshold.fill('5')
  await button(page, '关注价格').click()
  await visibleText(page, '已关注 · 涨跌超过5%提醒').waitFor()
  await expectAccessible(page, 'the price popup, followed')

  // 我的价格关注 lists it with its threshold.
  await visible(page, '.follow-bar__link').first().click()
  await expectPath(page, '/public-price/follows')
  const card = visible(page, '[data-testid="list-card"]').filter({ hasText: name }).first()
  await card.waitFor()
  expect(await card.innerText()).toContain('提醒幅度：涨跌超过5%')

  // The office publishes the next day with the product 20% up; the day cannot be published twice.
  const { date } = await publicCall<{ date: string }>('queryLatestDate')
  const board = await publicCall<{ items: Array<{ productId: string; productName: string; price: number }> }>('collectDisplayAll', { date })
  const product = board.items.find((i) => i.productName === name)!
  const day = nextDay(date)
  const upFen = Math.round(product.price * 120)
  const up = (upFen / 100).toFixed(2)
  expect((await asOffice(market.pricePublish.open, { day })).state).toBe(0)
  expect((await asOffice(market.pricePublish.saveRow, { day, productId: product.productId, minFen: upFen, avgFen: upFen, maxFen: upFen })).state).toBe(0)
  expect((await asOffice(market.pricePublish.publish, { day })).state).toBe(0)
  expect((await asOffice(market.pricePublish.publish, { day })).msg).toBe('该日价格已由他人发布')

  await open(page, rig.server, '/pages/msg/index')
  await expectPath(page, '/pages/msg/index')
  const alerts = visible(page, '[data-testid="list-card"]').filter({ hasText: '价格提醒' })
  await alerts.first().waitFor({ timeout: 20_000 })
  expect(await alerts.count()).toBe(1)
  const text = await alerts.first().innerText()
  expect(text).toContain(`您关注的「${name}」${day}均价${up}元`)
  expect(text).toContain('超过您设置的提醒幅度5%')
  expect(text).toContain('价格 · ')
})
