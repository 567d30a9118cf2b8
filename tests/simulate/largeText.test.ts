/**
 * @jest-environment jsdom
 */
/**
 * Large-text mode (长辈模式) in the PRODUCTION weapp build: kept on the device from an earlier
 * start, the screen root of a mini-program page carries its class from the first render, and 设置
 * turns it off there; the built styles scale their sizes in rpx by the mode's variable
 * (config/textScale.js after pxtransform). See harness.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bootApp, mountPage, weappDir, type Booted } from './harness'

jest.setTimeout(90_000)

const CLASS = 'app-large-text'
let app: Booted

beforeAll(() => {
  // A supplier logged in at an earlier start, with the mode on (core/cache entries).
  const kept = (data: unknown) => ({ data, timeout: 0, createTime: Date.now() })
  app = bootApp(weappDir(), 'pages/setting', {
    _user: kept({ token: 'tok-1', id: 'u1', username: 'supplier01', realName: '张三', mobile: '13812345678', userType: 'supplier' }),
    _userType: kept('supplier'),
    _largeText: kept(true),
  })
})

test('a page shows the class from the first render; 设置 turns the mode off on the device', async () => {
  const page = mountPage('pages/setting')
  try {
    // The first render of a page in the simulator is slow on a loaded machine.
    await page.waitForText('长辈模式', 60_000)
    expect(page.all(CLASS)).toHaveLength(1)
    await page.tap('长辈模式')
    await page.settle()
    expect(page.all(CLASS)).toHaveLength(0)
    expect(app.wx.storage.get('_largeText')).toMatchObject({ data: false })
  } finally {
    page.unmount()
  }
})

test('the built styles: our sizes in rpx times the mode variable, the variable set under the class', () => {
  const wxss = fs
    .readdirSync(app.dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.wxss'))
    .map((f) => fs.readFileSync(path.join(app.dir, f), 'utf8'))
    .join('\n')
  expect(wxss).toMatch(/font-size:\s*calc\(\d+(\.\d+)?rpx\s*\*\s*var\(--app-text-scale,\s*1\)\)/)
  expect(wxss).toMatch(/\.app-large-text\s*\{[^}]*--app-text-scale:\s*1\.25/)
})
