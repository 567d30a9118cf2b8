/**
 * Real browser, WeChat and the web (issue 22) against the WeChat stand-in the server runs without
 * an app secret (its authorisation page plays WeChat's): web OAuth logs a bound WeChat in and a
 * refusal says so; an unbound WeChat binds to an account after its password, and unbinds; a phone
 * confirming the code of the server's PC page logs that page in (a reused code is refused); the
 * OAuth2 approval and the web view refuse URLs off their allow-lists; a signature is refused empty,
 * then drawn, uploaded and shown; a location is chosen on the H5 picker and kept; opening the mini
 * program from the web shows the way to open it and a QR code of the page, and refuses a page the
 * mini program lacks.
 */
import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { DEMO, button, expectPath, fill, loginAs, modal, open, storedToken, visibleText, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'test', timeoutMs: 240_000 })

/** Opens a screen in a fresh load of the app (not a hash change within the running one). */
async function reopen(page: Page, hashPath: string): Promise<void> {
  await page.goto('about:blank')
  await open(page, rig.server, hashPath)
}

/** On the stand-in's authorisation page: plays `persona` and allows (or refuses). */
async function standInAuthorize(page: Page, persona: string, decision: '允许' | '拒绝' = '允许'): Promise<void> {
  await page.waitForURL(/\/wechat-standin\/connect\/oauth2\/authorize/)
  await page.getByLabel(persona).check()
  await page.getByRole('button', { name: decision }).click()
}

test("web OAuth: a bound WeChat logs its account in; refusing on WeChat's page says so", async () => {
  const { page, server } = rig
  await open(page, server, '/pages/webOauth?userType=purchaser')
  await button(page, '微信授权登录').click()
  await standInAuthorize(page, '演示微信用户一', '拒绝')
  await visibleText(page, '未获得微信授权：您拒绝了授权，或授权已失效，请重新授权').waitFor()
  // The code left the address: a reload does not replay it.
  expect(page.url()).not.toMatch(/[?&](code|state)=/)

  await button(page, '重新授权').click()
  await standInAuthorize(page, '演示微信用户一')
  await expectPath(page, '/purchaser/index')
  expect(await storedToken(page)).not.toBe('')
  expect(page.url()).not.toMatch(/[?&]code=/)
})

test('bind and unbind: an unbound WeChat is bound after the password, logs in with WeChat, then is unbound', async () => {
  const { page, server } = rig
  await open(page, server, '/pages/webOauth?userType=supplier')
  await button(page, '微信授权登录').click()
  await standInAuthorize(page, '演示微信用户二')
  await expectPath(page, '/ydui/view/bindAccount')
  await visibleText(page, '此微信尚未绑定账号').waitFor()
  await fill(page, '请输入用户名', DEMO.supplier)
  await fill(page, '请输入密码', 'Wrong@2026')
  await button(page, '验证密码并绑定').click()
  await expect(modal.read(page)).resolves.toEqual({ title: '提示', text: '用户名或密码错误' })
  await modal.confirm(page)
  await fill(page, '请输入密码', 'Market@2026')
  await button(page, '验证密码并绑定').click()
  await expectPath(page, '/ydui/view/success')
  await visibleText(page, '微信绑定成功，下次可直接用微信登录').waitFor()

  // The binding logs in by WeChat from now on (after logging out).
  await page.evaluate(() => window.localStorage.removeItem('_user'))
  await reopen(page, '/pages/webOauth?userType=supplier')
  await button(page, '微信授权登录').click()
  await standInAuthorize(page, '演示微信用户二')
  await expectPath(page, '/supplier/index')

  // Unbinding, from the bindings list.
  await reopen(page, '/ydui/view/bindAccount')
  const web = page.getByTestId('binding-wx').filter({ visible: true })
  await web.getByText('已绑定').waitFor()
  await web.locator('.nut-button', { hasText: '解除绑定' }).click()
  await modal.confirm(page)
  await web.getByText('未绑定').waitFor()
  await page.evaluate(() => window.localStorage.removeItem('_user'))
  await reopen(page, '/pages/webOauth?userType=supplier')
  await button(page, '微信授权登录').click()
  await standInAuthorize(page, '演示微信用户二')
  await expectPath(page, '/ydui/view/bindAccount')
  await visibleText(page, '此微信尚未绑定账号').waitFor()
})

test("scan-code login: the phone confirms the PC page's code, the PC page is logged in; the code is then spent", async () => {
  const { page: phone, server, browser } = rig
  const pc = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage()
  try {
    await pc.goto(`${server.url}/scan-login`)
    const link = pc.locator('#link')
    await pc.waitForFunction(() => /scene=/.test(document.getElementById('link')?.textContent ?? ''))
    const url = (await link.textContent())!
    expect(url).toMatch(/\/mp\/#\/ydui\/view\/scanCodeLogin\?scene=[A-Za-z0-9_-]{16,64}$/)

    await phone.goto(url)
    await button(phone, '确认登录').click()
    await standInAuthorize(phone, '演示微信用户一')
    await expectPath(phone, '/ydui/view/success')
    await visibleText(phone, '电脑端已登录，请在电脑上继续操作').waitFor()
    await pc.locator('#who').filter({ hasText: '赵采买（采购商）' }).waitFor({ timeout: 30_000 })
    await pc.locator('#unread').filter({ hasText: /未读消息 \d+ 条/ }).waitFor()

    // The same code again: spent.
    await phone.goto('about:blank')
    await phone.goto(url)
    await button(phone, '确认登录').click()
    await standInAuthorize(phone, '演示微信用户一')
    await expect(modal.read(phone)).resolves.toEqual({ title: '提示', text: '二维码已失效，请刷新' })
    await modal.confirm(phone)
    await visibleText(phone, '登录确认失败').waitFor()
  } finally {
    await pc.context().close()
  }
})

test('OAuth2: a redirect off the allow-list is refused; an allowed one gets a code and the state', async () => {
  const { page, server } = rig
  await loginAs(page, server, 'purchaser')
  await open(page, server, `/ydui/view/OAuth2?clientId=market-pc&redirectUri=${encodeURIComponent('https://evil.example.com/cb')}&scope=profile`)
  await visibleText(page, '该应用的回调地址不在允许范围内，不能授权').waitFor()
  await expect(button(page, '同意授权').count()).resolves.toBe(0)

  const back = `${server.url}/oauth-back`
  await reopen(page, `/ydui/view/OAuth2?clientId=market-pc&redirectUri=${encodeURIComponent(back)}&scope=profile%20mobile&state=s1`)
  await visibleText(page, '市场PC管理系统').waitFor()
  await visibleText(page, '读取你的手机号').waitFor()
  await button(page, '同意授权').click()
  await page.waitForURL(/\/oauth-back\?/)
  const given = new URL(page.url())
  expect(given.searchParams.get('state')).toBe('s1')
  expect(given.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/)
  // (The other system's page is not this app's to check.)
  await page.goto('about:blank')
})

test("web view: a URL off the allow-list is refused; the app's own origin opens", async () => {
  const { page, server } = rig
  await open(page, server, `/pages/webView?url=${encodeURIComponent('https://evil.example.com/')}`)
  await visibleText(page, '该网页不在允许打开的范围内，无法打开').waitFor()
  await reopen(page, `/pages/webView?url=${encodeURIComponent(`${server.url}/scan-login`)}`)
  await page.waitForURL(`${server.url}/scan-login`)
})

/** The text of the QR code drawn on the page's canvas (read from its pixels once it is painted). */
async function readQrCanvas(page: Page, selector: string): Promise<string | null> {
  await page.waitForFunction((sel) => {
    const canvas = document.querySelector(sel) as HTMLCanvasElement | null
    const pixels = canvas?.width ? canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data : []
    return Array.prototype.some.call(pixels, (v: number, i: number) => i % 4 === 0 && v < 128)
  }, selector)
  const { data, width, height } = await page.evaluate((sel) => {
    const canvas = document.querySelector(sel) as HTMLCanvasElement
    const image = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(image.data), width: image.width, height: image.height }
  }, selector)
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null
}

test('opening the mini program from the web: a page it lacks is refused; else the way to open it (the stand-in said so) and a QR code of this page', async () => {
  const { page, server } = rig
  await open(page, server, '/pages/webJumpMp?path=pages%2Fnowhere')
  await visibleText(page, '小程序中没有这个页面，无法打开').waitFor()
  const hashPath = `/pages/webJumpMp?path=${encodeURIComponent('/pages/notice/index')}`
  await reopen(page, hashPath)
  await visibleText(page, '演示环境：微信由本地替身模拟，不会真的打开小程序').waitFor()
  await button(page, '打开小程序').waitFor()
  await visibleText(page, '用手机微信扫一扫，在微信中打开').waitFor()
  await expect(readQrCanvas(page, '.mp-jump__fallback canvas')).resolves.toBe(`${server.url}/mp/#/pages/webJumpMp?path=pages%2Fnotice%2Findex`)
})

/** Draws a stroke across the signature pad with touch events, as a finger would. */
async function drawStroke(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="signature-pad"] canvas') as HTMLCanvasElement
    const box = canvas.getBoundingClientRect()
    const touch = (x: number, y: number) => new Touch({ identifier: 1, target: canvas, clientX: box.left + x, clientY: box.top + y })
    const fire = (type: string, t: Touch) => canvas.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: [t], changedTouches: [t] }))
    fire('touchstart', touch(20, 20))
    for (let i = 1; i <= 20; i++) fire('touchmove', touch(20 + i * 12, 20 + (i % 5) * 10))
    fire('touchend', touch(260, 60))
  })
}

test('signature: an empty one is refused; a drawn one is uploaded and shown', async () => {
  const { page, server } = rig
  await loginAs(page, server, 'purchaser')
  await open(page, server, '/ydui/view/signature')
  await page.locator('[data-testid="signature-pad"] canvas').waitFor()
  // The pad readies its canvas a moment after it shows.
  await page.waitForFunction(() => ((document.querySelector('[data-testid="signature-pad"] canvas') as HTMLCanvasElement | null)?.width ?? 0) > 0)
  await button(page, '确认签名').click()
  await visibleText(page, '请先签名').waitFor()
  await drawStroke(page)
  await button(page, '确认签名').click()
  const image = page.getByTestId('signature-image').filter({ visible: true }).locator('img')
  await image.waitFor()
  const src = (await image.getAttribute('src'))!
  expect(src).toMatch(/\/uploads\/[^/]+\.png$/)
  const res = await page.request.get(src)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')
})

test('location: chosen on the H5 picker, shown, kept after a reload, and shown as a place', async () => {
  const { page, server } = rig
  await open(page, server, '/ydui/view/location')
  await visibleText(page, '尚未选择位置').waitFor()
  await button(page, '选择位置').click()
  await expectPath(page, '/choose-location')
  const place = page.getByTestId('place').filter({ visible: true }).nth(1)
  const name = (await place.locator('.app-location__name').innerText()).trim()
  const coords = (await place.locator('.app-location__coords').innerText()).trim()
  await place.click()
  await expectPath(page, '/ydui/view/location')
  await visibleText(page, name).waitFor()
  await visibleText(page, coords).waitFor()

  await page.reload()
  await visibleText(page, coords).waitFor()
  await button(page, '查看位置').click()
  await expectPath(page, '/open-location')
  await visibleText(page, coords).waitFor()
})
