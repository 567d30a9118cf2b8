/**
 * Real browser, estate and staff (issue 21, docs/estate.md):
 * 1. supplier01 reports a repair with a photo on its first booth (冻品区, 孙师傅's zone);
 *    maintainer02 takes it, starts it, records a consumable and completes it; the merchant sees
 *    the repair's bill; the maintainer shows the receipt code, the merchant scans it on 账单服务
 *    (扫码缴费), pays the bill from the balance, and the maintainer's screen shows 已支付; the
 *    merchant rates the repair (已评价).
 * 2. maintainer01 records a fault found on its round (新建工单): a consumable and a service
 *    from their pickers, more than the stock refused; the bill's receipt code opens at once.
 * 3. maintainer01 reads 绿源's 蔬菜区 water meter (the booth's last one this month): a reading
 *    below the last is refused, the calculation shows the amount, the reading is saved with a
 *    photo, and the booth's utility bill of the month appears on the merchant's 账单服务.
 * 4. staff01 checks in today; office01's 健康统计 counts one more check-in.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { readingTooLow, type ReceiptCodeCreated } from '@/contract/types'
import { expectAccessible } from './axe'
import { button, expectPath, login, loginAs, modal, open, phonePage, setupBrowserRig, visibleText } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 400_000 })

const PHOTO = fs.readFileSync(path.join(__dirname, '../server/fixtures/sample.png'))
const visible = (page: Page, selector: string): Locator => page.locator(selector).filter({ visible: true })
const cards = (page: Page): Locator => visible(page, '[data-testid="list-card"]')

/** Opens a picker field and confirms its first option. */
async function pickFirst(page: Page, field: string): Promise<void> {
  await visible(page, `[data-field="${field}"] .app-picker-field__value`).first().click()
  const confirm = visible(page, '.nut-picker-confirm-btn').first()
  await confirm.waitFor()
  await confirm.click()
  await confirm.waitFor({ state: 'hidden' })
}

/** Adds one photo through the visible uploader (the nth on the screen). */
async function addPhoto(page: Page, nth = 0): Promise<void> {
  const before = await page.locator('.app-uploader img').count()
  const chooser = page.waitForEvent('filechooser')
  await visible(page, '[data-testid="uploader-add"]').nth(nth).click()
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO })
  await page.waitForFunction((n) => [...document.querySelectorAll('.app-uploader img')].filter((i) => (i as HTMLImageElement).src.includes('/uploads/')).length > n, before, { timeout: 30_000 })
}

/** Logs in by username on the role's login screen. */
async function loginUser(page: Page, role: string, username: string): Promise<void> {
  await open(page, rig.server, `/${role}/login`)
  await login(page, username)
  await expectPath(page, `/${role}/index`)
}

test('a repair from report to rating: photo, consumable, completion, the bill paid through the receipt code, the rating', async () => {
  const shop = rig.page
  const description = `冷库门密封条脱落，漏冷严重 ${Date.now() % 100000}`
  await loginAs(shop, rig.server, 'supplier')
  await visibleText(shop, '报修服务').click()
  await expectPath(shop, '/supplier/repairs/index')
  await button(shop, '我要报修').click()
  await expectPath(shop, '/supplier/repairs/create')
  await pickFirst(shop, 'assetId')
  await pickFirst(shop, 'repairType')
  await visible(shop, 'textarea').first().fill(description)
  await addPhoto(shop)
  await button(shop, '提交报修').click()
  await expectPath(shop, '/supplier/repairs/index')
  const mine = cards(shop).filter({ hasText: description })
  await mine.first().waitFor()
  await expect(mine.first().innerText()).resolves.toContain('待派单')

  // 孙师傅 (冻品区) takes it from the pool, starts it, records one consumable and completes it.
  const fixer = await phonePage(rig.browser)
  try {
    await loginUser(fixer, 'maintainer', 'maintainer02')
    await visibleText(fixer, '维修工单').click()
    await expectPath(fixer, '/maintainer/repairs/index')
    await cards(fixer).filter({ hasText: description }).first().click()
    await expectPath(fixer, '/maintainer/repairs/details')
    await button(fixer, '接单').click()
    await modal.confirm(fixer)
    await button(fixer, '开始维修').click()
    await modal.confirm(fixer)
    await button(fixer, '维修处理').click()
    await expectPath(fixer, '/maintainer/repairs/dispose')
    // Completing with nothing recorded is refused.
    await button(fixer, '确认完工').click()
    await expect(modal.read(fixer)).resolves.toEqual({ title: '提示', text: '请至少添加一项耗材或服务' })
    await modal.confirm(fixer)
    // 添加耗材 opens the consumables picker; a tap on one hands it back to the worksheet.
    await button(fixer, '添加耗材').click()
    await expectPath(fixer, '/maintainer/repairs/project')
    await cards(fixer).first().click()
    await expectPath(fixer, '/maintainer/repairs/dispose')
    await visible(fixer, '[data-testid="work-line"]').first().waitFor()
    await addPhoto(fixer, 1)
    await button(fixer, '确认完工').click()
    await expectPath(fixer, '/maintainer/repairs/disposeSuc')
    await visible(fixer, '[data-testid="repair-done"]').filter({ hasText: '维修已完工' }).first().waitFor()

    // The merchant sees the completed repair with its bill.
    await shop.reload()
    await cards(shop).filter({ hasText: description }).filter({ hasText: '已完工' }).first().click()
    await expectPath(shop, '/supplier/repairs/detail')
    await visibleText(shop, '维修账单').waitFor()
    await visible(shop, '[data-testid="repair-line"]').first().waitFor()
    await visibleText(shop, '未支付').waitFor()

    // The maintainer shows the receipt code; its text is what the merchant's camera reads.
    const made = fixer.waitForResponse((r) => r.url().includes('/api/estate/receiptCode/create'))
    await button(fixer, '出示收款码').click()
    await expectPath(fixer, '/maintainer/receiptCode')
    const code = ((await (await made).json()) as { result: ReceiptCodeCreated }).result.code
    await visible(fixer, '[data-testid="receipt-code-status"]').filter({ hasText: '待支付' }).first().waitFor()

    // The merchant scans it on 账单服务 (the browser's barcode reader stands in for the camera) and pays.
    await shop.addInitScript((text) => {
      ;(window as unknown as { BarcodeDetector: unknown }).BarcodeDetector = class {
        async detect() {
          return [{ rawValue: text }]
        }
      }
    }, code)
    // A fresh document, so the stand-in is there (a hash change alone keeps the running app).
    await shop.goto('about:blank')
    await open(shop, rig.server, '/supplier/bill/index')
    await expectPath(shop, '/supplier/bill/index')
    const chooser = shop.waitForEvent('filechooser')
    await button(shop, '扫码缴费').click()
    await (await chooser).setFiles({ name: 'code.png', mimeType: 'image/png', buffer: PHOTO })
    await expectPath(shop, '/supplier/bill/details')
    await visibleText(shop, '维修费').waitFor()
    await button(shop, '确认支付').click()
    await visible(shop, '.bill-head').filter({ hasText: '已支付' }).first().waitFor({ timeout: 30_000 })

    // The maintainer's screen sees the payment arrive.
    await visible(fixer, '[data-testid="receipt-code-status"]').filter({ hasText: '已支付' }).first().waitFor({ timeout: 30_000 })
    await expectAccessible(fixer, 'the paid receipt code')
  } finally {
    await fixer.context().close()
  }

  // The merchant rates the repair.
  await open(shop, rig.server, '/supplier/repairs/index')
  await cards(shop).filter({ hasText: description }).first().click()
  await expectPath(shop, '/supplier/repairs/detail')
  await button(shop, '评价').click()
  await expectPath(shop, '/supplier/repairs/evaluate')
  await visible(shop, 'textarea').first().fill('师傅很专业，修得很快')
  await button(shop, '提交评价').click()
  await expectPath(shop, '/supplier/repairs/detail')
  await visibleText(shop, '我的评价').waitFor()
  await visibleText(shop, '已评价').waitFor()
})

test("a fault found on the round: 新建工单 with a consumable and a service from their pickers (more than the stock refused), straight to the bill's receipt code", async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'maintainer')
  await visibleText(page, '维修工单').click()
  await expectPath(page, '/maintainer/repairs/index')
  await button(page, '新建工单').click()
  await expectPath(page, '/maintainer/repairs/createWorksheet')
  await pickFirst(page, 'assetId')
  await pickFirst(page, 'repairType')
  await visible(page, 'textarea').first().fill('巡检发现卷帘门弹簧断裂，现场更换')

  // The consumables picker shows the stock left; the one spring left cannot cover two.
  await button(page, '添加耗材').click()
  await expectPath(page, '/maintainer/repairs/project')
  await visible(page, 'input[placeholder="编号或名称"]').first().fill('卷帘门弹簧')
  const spring = cards(page).filter({ hasText: '卷帘门弹簧' }).filter({ hasText: '库存：1个' }).first()
  await spring.waitFor()
  await spring.click()
  await expectPath(page, '/maintainer/repairs/createWorksheet')
  const quantity = visible(page, '[data-field^="耗材-"] input').first()
  await quantity.fill('2')
  await button(page, '完成并生成账单').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '「卷帘门弹簧」库存不足' })
  await modal.confirm(page)
  await quantity.fill('1')

  await button(page, '添加服务').click()
  await expectPath(page, '/maintainer/repairs/serviceProject')
  await cards(page).filter({ hasText: '卷帘门维修' }).first().click()
  await expectPath(page, '/maintainer/repairs/createWorksheet')
  await visible(page, '[data-testid="work-line"]').filter({ hasText: '卷帘门维修' }).first().waitFor()
  await button(page, '完成并生成账单').click()
  await expectPath(page, '/maintainer/receiptCode')
  await visible(page, '[data-testid="receipt-code-status"]').filter({ hasText: '待支付' }).first().waitFor()
})

test("a meter reading: a lower reading refused, the amount calculated, saved with a photo; the booth's bill appears for the merchant", async () => {
  const page = rig.page
  await loginAs(page, rig.server, 'maintainer')
  await visibleText(page, '水电抄表').click()
  await expectPath(page, '/maintainer/meter/index')
  await visible(page, 'input').first().fill('SC-A-01')
  const meter = cards(page).filter({ hasText: 'SC-A-01' }).filter({ hasText: '水表' }).first()
  await meter.waitFor()
  await meter.click()
  await expectPath(page, '/maintainer/meter/create')
  const lastText = await visible(page, '[data-field="reading"] input').first().getAttribute('placeholder')
  const last = Number(lastText!.replace('上次读数 ', ''))

  await visible(page, '[data-field="reading"] input').first().fill(String(Math.max(0, last - 1)))
  await button(page, '计算费用').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: readingTooLow(last) })
  await modal.confirm(page)

  await visible(page, '[data-field="reading"] input').first().fill((last + 12.35).toFixed(2))
  await button(page, '计算费用').click()
  // 12.35 t at 4.10 a ton.
  await expect(visible(page, '[data-testid="reading-amount"]').first().innerText()).resolves.toContain('50.64')
  await addPhoto(page)
  await button(page, '保存读数').click()
  await expectPath(page, '/maintainer/meter/index')

  // The booth's last meter of the month: its utility bill is the merchant's at once.
  const shop = await phonePage(rig.browser)
  try {
    await loginAs(shop, rig.server, 'supplier')
    await open(shop, rig.server, '/supplier/bill/index')
    await expectPath(shop, '/supplier/bill/index')
    const month = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'numeric' }).format(new Date()).replace(/\//g, '年').replace(/年(\d+)$/, '年$1月')
    await cards(shop).filter({ hasText: `水电费（SC-A-01 ${month}）` }).first().waitFor()
    await expectAccessible(shop, "the merchant's bills")
  } finally {
    await shop.context().close()
  }
})

test("staff check in; the market office's statistics count them", async () => {
  const office = rig.page
  await loginUser(office, 'staff', 'office01')
  await open(office, rig.server, '/staff/fy/statistics')
  await expectPath(office, '/staff/fy/statistics')
  const checkedIn = visible(office, '[data-testid="checked-in"]').first()
  await checkedIn.waitFor()
  const [before, total] = (/(\d+)\/(\d+)/.exec(await checkedIn.innerText()) ?? []).slice(1).map(Number)
  await visible(office, '[data-testid="not-checked-in"]').filter({ hasText: '吴员工' }).first().waitFor()

  const staff = await phonePage(rig.browser)
  try {
    await loginAs(staff, rig.server, 'staff')
    await visibleText(staff, '健康打卡').click()
    await expectPath(staff, '/staff/fy/healthCheck')
    await visibleText(staff, '今日未打卡').waitFor()
    await button(staff, '立即打卡').click()
    await expectPath(staff, '/staff/fy/healthCheckAdd')
    // A temperature outside 35-42 is refused in the contract's words.
    await visible(staff, '[data-field="temperature"] input').first().fill('45')
    await button(staff, '提交打卡').click()
    await expect(modal.read(staff)).resolves.toEqual({ title: '提示', text: '体温需为35.0-42.0之间的数，最多1位小数' })
    await modal.confirm(staff)
    await visible(staff, '[data-field="temperature"] input').first().fill('36.5')
    for (const field of await visible(staff, '[data-field^="q-"] .app-picker-field__value').all()) {
      await field.click()
      const confirm = visible(staff, '.nut-picker-confirm-btn').first()
      await confirm.click()
      await confirm.waitFor({ state: 'hidden' })
    }
    await button(staff, '提交打卡').click()
    await expectPath(staff, '/staff/fy/healthCheck')
    await visibleText(staff, '今日已打卡').waitFor()
  } finally {
    await staff.context().close()
  }

  await office.reload()
  await visible(office, '[data-testid="checked-in"]').filter({ hasText: `${before! + 1}/${total}` }).first().waitFor()
  await expect(visible(office, '[data-testid="not-checked-in"]').filter({ hasText: '吴员工' }).count()).resolves.toBe(0)
})
