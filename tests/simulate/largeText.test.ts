/**
 * @jest-environment jsdom
 */
/**
 * Large-text mode (长辈模式) in the PRODUCTION weapp build: kept on the device from an earlier
 * start, the screen root of a mini-program page carries its class from the first render, in the
 * main package and in a role's subpackage; the built styles scale their sizes in rpx by the mode's
 * variable (config/textScale.js after pxtransform). Turning it on and off in 设置: the component
 * test (tests/components/setting.test.tsx) and the browser journey (tests/e2e/largeText.test.ts).
 * See harness.ts.
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
  app = bootApp(weappDir(), 'pages/about', {
    _user: kept({ token: 'tok-1', id: 'u1', username: 'supplier01', realName: '张三', mobile: '13812345678', userType: 'supplier' }),
    _userType: kept('supplier'),
    _largeText: kept(true),
  })
})

test.each([
  ['pages/about', '关于我们'],
  ['supplier/index', '退出登录'],
])('%s carries the class on its screen root', async (route, text) => {
  const page = mountPage(route)
  try {
    // The first render of a page in the simulator is slow on a loaded machine.
    await page.waitForText(text, 60_000)
    expect(page.all(CLASS)).toHaveLength(1)
    expect(page.all('app-page')).toEqual(page.all(CLASS))
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
