/**
 * Real browser, the stall's electronic scale (issue 25 point 5, docs/scale-device-api.md):
 * supplier01 registers a scale in 电子秤 and reads its key once; the stand-in scale
 * (scripts/scale/standIn.ts) calls the device API over HTTP with it: its PLU list pulled and
 * acknowledged shows 已同步, a price change shows 待同步 until the scale pulls it and has the new
 * price. A weighing ticket is confirmed by the shop for a buyer in 秤票 (its order shows the line's
 * trace code), and another one's printed code is scanned by the buyer, who gets the order with its
 * trace code.
 */
import type { Page } from 'playwright-core'
import { contract, type Endpoint, type ScaleTicketAnswer } from '@/contract'
import { httpTransport, StandInScale } from '../../scripts/scale/standIn'
import { apiCall } from './api'
import { button, expectPath, fill, loginAs, open, phonePage, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 300_000 })
const call = <P, R>(page: Page, ep: Endpoint<P, R>, payload: P): Promise<R> => apiCall(page, rig.server, ep, payload)
const scaleCard = (page: Page, serial: string) => page.locator('[data-testid="list-card"]').filter({ hasText: serial }).filter({ visible: true }).first()

test('a scale registered in the app pulls its PLU list and a price change; one ticket confirmed by the shop, another scanned by a buyer, each with its trace code', async () => {
  const shop = rig.page
  await loginAs(shop, rig.server, 'supplier')

  // Register: the key is shown once.
  const serial = `ES-E2E-${Date.now().toString(36).toUpperCase()}`
  await open(shop, rig.server, '/stall/scale/index')
  await expectPath(shop, '/stall/scale/index')
  await button(shop, '登记电子秤').click()
  await expectPath(shop, '/stall/scale/register')
  await fill(shop, '电子秤铭牌上的序列号', serial)
  await fill(shop, '如：1号电子秤', '门口电子秤')
  await button(shop, '登记').click()
  await visibleText(shop, '密钥仅显示这一次').waitFor()
  const secret = (await shop.locator('body').innerText()).match(/sk_[A-Za-z0-9_-]{43}/)?.[0] ?? ''
  expect(secret).toMatch(/^sk_/)
  await button(shop, '我已保存').click()
  await expectPath(shop, '/stall/scale/index')
  await scaleCard(shop, serial).filter({ hasText: '待同步' }).waitFor()

  // The stand-in scale pulls its list and acknowledges it: 已同步.
  const scale = new StandInScale(serial, secret, httpTransport(rig.server.url))
  expect(await scale.pull()).toBe('updated')
  expect(await scale.pull()).toBe('unchanged')
  await open(shop, rig.server, '/stall/scale/index')
  await scaleCard(shop, serial).filter({ hasText: '已同步' }).waitFor()

  // A price change reaches the scale: 待同步 until it pulls, then the new price on the scale.
  const potato = (await call(shop, contract.member.sku.page, { current: 1, size: 5, keyword: '土豆' })).records.find((s) => s.pluCode !== null)!
  const newPrice = scale.item(potato.pluCode!).unitPriceFen + 20
  await call(shop, contract.member.sku.update, { id: potato.id, priceFen: newPrice })
  await open(shop, rig.server, '/stall/scale/index')
  await scaleCard(shop, serial).filter({ hasText: '待同步' }).waitFor()
  expect(await scale.pull()).toBe('updated')
  expect(scale.item(potato.pluCode!).unitPriceFen).toBe(newPrice)
  await open(shop, rig.server, '/stall/scale/index')
  await scaleCard(shop, serial).filter({ hasText: '已同步' }).waitFor()

  // A ticket confirmed by the shop for a buyer: an order whose line carries its trace code.
  const first = await scale.weigh(potato.pluCode!, 2.5)
  expect(first.body?.state).toBe(0)
  await button(shop, '秤票').click()
  await expectPath(shop, '/stall/scale/tickets')
  await shop.locator('[data-testid="list-card"]').filter({ hasText: first.ticket.ticketNo }).filter({ visible: true }).first().click()
  await expectPath(shop, '/stall/scale/confirm')
  await visibleText(shop, first.ticket.ticketNo).waitFor()
  await fill(shop, '手机号或名称', '13900000003')
  await button(shop, '查找').click()
  await shop.locator('[data-testid="buyer-option"]').filter({ visible: true }).first().click()
  await button(shop, '确认开单').click()
  await expectPath(shop, '/supplier/order/detail')
  await visibleText(shop, /溯源码 T[A-Z2-7]{15}/).waitFor()

  // Another ticket: its printed code scanned by the buyer, who gets the order with its trace code.
  const second = await scale.weigh(potato.pluCode!, 1.25)
  const { code } = second.body!.result as ScaleTicketAnswer
  const buyer = await phonePage(rig.browser)
  try {
    await loginAs(buyer, rig.server, 'purchaser')
    await open(buyer, rig.server, `/scanorder/index?code=${code}`)
    await expectPath(buyer, '/scanorder/index')
    await visibleText(buyer, '门口电子秤').waitFor()
    await button(buyer, '确认下单').click()
    await expectPath(buyer, '/scanorder/success')
    await button(buyer, '立即支付').click()
    await expectPath(buyer, '/purchaser/orderDetail')
    await visibleText(buyer, /溯源码 T[A-Z2-7]{15}/).waitFor()
  } finally {
    await buyer.context().close()
  }
  // Both tickets are now orders in the shop's list.
  const claimed = await call(shop, contract.settle.scanOrder.page, { current: 1, size: 20, fromScale: true, status: 'claimed' })
  expect(claimed.records.map((t) => t.scaleTicketNo)).toEqual(expect.arrayContaining([first.ticket.ticketNo, second.ticket.ticketNo]))
})
