/**
 * @jest-environment jsdom
 */
/**
 * The role homes in the PRODUCTION weapp build: their shared code (RoleHome, MenuGrid and its
 * icons, the latest notices) ships once, in the main package's `shared` chunk (config/sharedCode.ts),
 * instead of a copy in each of the six role subpackages; a role home page, whose own package now
 * holds only a few lines, still mounts from it. See harness.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { bootApp, builtPages, mountPage, weappDir, type Booted } from './harness'

jest.setTimeout(90_000)

const ROLES = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff']
/** What the role home draws: its search entry (the text), found in its code by the class name. */
const ROLE_HOME_TEXT = '搜索通知、知识库、我的记录'
const ROLE_HOME_CLASS = 'app-role-home__search'

let app: Booted

beforeAll(() => {
  // A supplier logged in at an earlier start, as core/session keeps it (core/cache entries).
  const kept = (data: unknown) => ({ data, timeout: 0, createTime: Date.now() })
  app = bootApp(weappDir(), 'supplier/index', {
    _user: kept({ token: 'tok-1', id: 'u1', username: 'supplier01', realName: '张三', mobile: '13812345678', userType: 'supplier' }),
    _userType: kept('supplier'),
  })
})

const files = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile())

test('the role home code is in the main package once, and in no role subpackage', () => {
  const { sub } = builtPages(app.dir)
  const withText = files(app.dir).filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(app.dir, f), 'utf8').includes(ROLE_HOME_CLASS))
  expect(withText).toEqual(['shared.js'])
  for (const role of ROLES) {
    expect(sub).toContain(`${role}/index`)
    // The role's home and login pages are a few lines each: the code they draw with is shared.
    for (const page of ['index.js', 'login.js']) expect(fs.statSync(path.join(app.dir, role, page)).size).toBeLessThan(2048)
  }
  // app.js loads the shared chunk with Taro's common chunks; app.wxss imports its styles.
  expect(fs.readFileSync(path.join(app.dir, 'app.js'), 'utf8')).toContain('require("./shared")')
  expect(fs.readFileSync(path.join(app.dir, 'app.wxss'), 'utf8')).toContain('shared.wxss')
})

test('a role home page mounts from the shared code: the logged-in user, the search entry and the menu', async () => {
  const page = mountPage('supplier/index')
  try {
    await page.waitForText(ROLE_HOME_TEXT)
    await page.waitForText('张三')
    // The module list is not loaded (the backend answers 503): every menu item of the role shows.
    for (const caption of ['通知公告', '消息中心', '在线投诉', '进场报备', '价格公示', '设置', '关于我们']) await page.waitForText(caption)
    await page.waitForText('退出登录')
  } finally {
    page.unmount()
  }
})
