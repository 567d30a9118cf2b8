/**
 * Real browser, cash and walk-in sales (issue 25 point 1): supplier01 makes a walk-in's cash sale
 * (散客, a name) and a cash sale to a buyer found by phone in quick order, hands the second back in
 * cash from its detail (现金退款), and the daily settlement's 现金 rows show each, against the
 * figures read before.
 */
import type { Page } from 'playwright-core'
import { contract, type SettlementRowKey } from '@/contract'
import { apiCall } from './api'
import { button, expectPath, fill, loginAs, modal, open, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 300_000 })
const visible = (page: Page, selector: string) => page.locator(selector).filter({ visible: true })

/** Today's figures of the shop (market day, UTC+8) by row key, as the endpoint answers them. */
async function figures(page: Page): Promise<Partial<Record<SettlementRowKey, number>>> {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  const s = await apiCall(page, rig.server, contract.settle.supplierData.dailySettlement, { day })
  return Object.fromEntries(s.sections.flatMap((x) => x.rows.map((r) => [r.key, r.amountFen])))
}

/** A row's amount as the settlement screen shows it ('¥6.40', '-¥3.20'), in fen. */
async function shownFen(page: Page, key: SettlementRowKey): Promise<number> {
  const text = await visible(page, `[data-testid="settlement-row"][data-key="${key}"] .settlement-row__amount`).first().innerText()
  return (text.startsWith('-') ? -1 : 1) * Math.round(Number(text.replace(/[-¥,]/g, '')) * 100)
}

/** Quick order: 1 line of 土豆 (¥3.20/kg) of `kg`, the buyer chosen by `who`, paid in cash; the detail opens. */
async function cashSale(page: Page, kg: string, who: () => Promise<void>): Promise<void> {
  await open(page, rig.server, '/supplier/order/createOrder')
  await expectPath(page, '/supplier/order/createOrder')
  await who()
  await visibleText(page, /^(点击添加商品|添加商品)$/).click()
  const sku = visible(page, '[data-testid="sku-option"]').filter({ hasText: '土豆' }).first()
  await sku.click()
  await button(page, '完成').click()
  await visible(page, '[data-testid="sku-option"]').first().waitFor({ state: 'hidden' })
  await visible(page, '[data-testid="draft-line"]').first().locator('input[placeholder="数量或重量"]').fill(kg)
  await visible(page, '[data-testid="pay-method"][data-value="cash"]').first().click()
  await button(page, '确认开单').click()
  await expectPath(page, '/supplier/order/detail')
}

test('a walk-in cash sale and a cash sale to a buyer, one handed back in cash: each in the daily settlement', async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'supplier')
  const before = await figures(page)

  // A walk-in: no account, a name; cash is the only method offered.
  await cashSale(page, '2', async () => {
    await visible(page, '[data-testid="sale-buyer-kind"]').filter({ hasText: '散客' }).click()
    await fill(page, '选填，如：老王', '老李')
    await expect(visible(page, '[data-testid="pay-method"]').count()).resolves.toBe(1)
  })
  await visibleText(page, '散客·老李').waitFor()
  await visibleText(page, '现金').waitFor()

  // A buyer found by phone, paying cash at the stall.
  await cashSale(page, '1', async () => {
    await fill(page, '手机号或名称', '13900000003')
    await button(page, '查找').click()
    await visible(page, '[data-testid="buyer-option"]').first().click()
  })
  await visibleText(page, '城南生鲜采购中心').waitFor()
  // Handed back in cash: confirmed, then the action is gone.
  await button(page, '现金退款').click()
  expect((await modal.read(page)).text).toContain('¥3.20')
  await modal.confirm(page)
  await visibleText(page, '现金退款成功').waitFor()
  await button(page, '现金退款').waitFor({ state: 'hidden' })

  const after = await figures(page)
  const delta = (k: SettlementRowKey) => (after[k] ?? 0) - (before[k] ?? 0)
  expect([delta('cash'), delta('cashIn'), delta('cashOut'), delta('cashNet'), delta('refundCash'), delta('net')]).toEqual([960, 960, -320, 640, 320, 640])

  // The screen shows the same cash rows.
  await open(page, rig.server, '/supplier/statistics/daily')
  await expectPath(page, '/supplier/statistics/daily')
  await visible(page, '[data-testid="settlement-row"][data-key="cashNet"]').first().waitFor()
  await expect(shownFen(page, 'cashIn')).resolves.toBe(after.cashIn)
  await expect(shownFen(page, 'cashOut')).resolves.toBe(after.cashOut)
  await expect(shownFen(page, 'cashNet')).resolves.toBe(after.cashNet)
})
