/**
 * The app's screen check (src/routes/access.ts, `refusalOf`) read with the module list this server
 * answers (permission/getRoleModulListAndButtonList, server/http/grants.ts): every demo account
 * opens every screen of its role; a sub-account whose role grants two modules opens those
 * screens and the account items, and is refused the rest, as the server refuses their calls.
 */
import { desc } from 'drizzle-orm'
import { contract, MARKET_OFFICE_GROUP, MODULES, type LoginUser, type SysModule } from '@/contract'
import { ROUTES, menuCaption, menuFor, refusalOf, type RouteDef } from '@/routes'
import { users } from '../../server/db/schema'
import { DEMO_PASSWORD, USERS } from '../../server/seeds/seedData'
import { NO_MODULE } from '../../server/http/grants'
import { subAccountWith } from './backoffice'
import { call, expectOk, setup, type TestEnv } from './helpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 600_000)
afterAll(() => env?.close())

const routes = ROUTES as readonly RouteDef[]
/** The market office's screens: their modules come only with the 市场办公 role (office01), never by default. */
const officeCaptions = new Set<string>(MODULES.filter((m) => m.group === MARKET_OFFICE_GROUP).map((m) => m.caption))
const officeOnly = new Set(routes.filter((r) => r.module && officeCaptions.has(r.module)).map((r) => r.name))
let seq = 0
async function logIn(username: string, userType: LoginUser['userType']): Promise<LoginUser> {
  seq += 1
  return expectOk(await call<LoginUser>(env.app, contract.login.login, { username, password: DEMO_PASSWORD, userType }, { remoteAddress: `10.7.0.${seq}` }))
}
const modulesOf = async (token: string): Promise<SysModule[]> =>
  (expectOk(await call(env.app, contract.permission.permission.getRoleModulListAndButtonList, {}, { token })) as { modules: SysModule[] }).modules

test.each(USERS.filter((u) => u.username !== 'supplier01a').map((u) => [u.username, u.userType] as const))(
  '%s (no role binding) opens every screen its role may open, and is refused only other roles\' screens',
  async (username, userType) => {
    const user = await logIn(username, userType)
    const modules = await modulesOf(user.token)
    const all = routes.filter((r) => refusalOf(r, user, modules)).map((r) => [r.name, refusalOf(r, user, modules)])
    const refused = all.filter(([name]) => !officeOnly.has(name!))
    expect(refused.filter(([, why]) => why !== 'role')).toEqual([])
    expect(refused.map(([name]) => name).sort()).toEqual(routes.filter((r) => r.roles && !r.roles.includes(userType) && !officeOnly.has(r.name)).map((r) => r.name).sort())
    // Every market office screen is refused to an account without the office's role.
    if (username !== 'office01') expect(all.filter(([name]) => officeOnly.has(name!)).length).toBe(officeOnly.size)
  },
)

test('a sub-account whose role grants two modules: their screens, the account items and its home; the server refuses what the app refuses', async () => {
  const admin = await logIn('supplier01', 'supplier')
  await subAccountWith(env, admin.token, ['product', 'bill'])
  const [created] = await env.db.select().from(users).orderBy(desc(users.createdAt)).limit(1)
  const sub = await logIn(created!.username, 'supplier')
  const token = sub.token
  expect(sub.isAdmin).toBe(false)
  const modules = await modulesOf(token)
  const may = (r: RouteDef) => !refusalOf(r, sub, modules)
  const menu = menuFor('supplier').filter(may).map(menuCaption)
  expect(menu).toEqual(['商品管理', '账单服务', '设置', '修改密码', '关于我们'])
  const supplierScreens = routes.filter((r) => r.group === 'supplier' && may(r)).map((r) => r.name)
  expect(supplierScreens.sort()).toEqual(
    ['supplierLogin', 'supplierHome', 'supplierProductList', 'supplierProductCreate', 'supplierProductSort', 'supplierBillList', 'supplierBillDetail'].sort(),
  )
  // What the app refuses, the server refuses too: the stock list and the shop's orders.
  expect(refusalOf(routes.find((r) => r.name === 'supplierInventory')!, sub, modules)).toBe('module')
  expect((await call(env.app, contract.warehouse.supStockMain.page, {}, { token })).msg).toBe(NO_MODULE)
  expect(refusalOf(routes.find((r) => r.name === 'supplierOrderList')!, sub, modules)).toBe('module')
  expect((await call(env.app, contract.settle.orderInfo.page, {}, { token })).msg).toBe(NO_MODULE)
  // And what it opens, the server answers.
  expect((await call(env.app, contract.member.sku.page, {}, { token })).state).toBe(0)
})
