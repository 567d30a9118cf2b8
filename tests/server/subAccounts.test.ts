/**
 * Sub-accounts of a shop (docs/trade.md, "Sub-accounts"): roles given at creation and on update,
 * disabling ends the sessions and refuses logins; and the server's module checks follow the same
 * grants as the menu (server/http/grants.ts).
 */
import { eq } from 'drizzle-orm'
import { contract, type Endpoint, type BillCounts } from '@/contract'
import { buildApp } from '../../server/app'
import { sysModules, sysRoleModules, sysRoles, users } from '../../server/db/schema'
import { checkModule, grantedModules, NO_MODULE } from '../../server/http/grants'
import { handler } from '../../server/http/handler'
import type { AuthUser } from '../../server/auth/user'
import { loginHandlers } from '../../server/modules/login/login'
import { call, expectOk, login, loginAll, setup, type TestEnv } from './helpers'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier02' | 'purchaser01', string>
const U = contract.user.user
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01'] as const)
}, 600_000)
afterAll(() => env?.close())

const roleNamed = async (name: string) => (await env.db.select().from(sysRoles).where(eq(sysRoles.name, name)))[0]!
const authUser = async (username: string): Promise<AuthUser> => {
  const [u] = await env.db.select().from(users).where(eq(users.username, username))
  return { id: u!.id, username: u!.username, realName: u!.realName, mobile: u!.mobile, userType: u!.userType as AuthUser['userType'], customerId: u!.customerId, isAdmin: u!.isAdmin, mustChangePassword: false, tokenHash: '' }
}
const loginAs = (username: string, password = DEMO_PASSWORD) =>
  call(env.app, contract.login.login, { username, password, userType: 'supplier' }, { remoteAddress: '10.1.0.9' })

test('a sub-account created with a role of the shop carries it; roles of another shop are refused', async () => {
  const cashier = await roleNamed('收银员')
  const created = expectOk(
    await call(env.app, U.create, { username: 'cashier02', password: 'Abc12345', realName: '钱收银', mobile: '13700000001', roleIds: [cashier.id] }, { token: tk.supplier01 }),
  )
  expect(created).toMatchObject({ username: 'cashier02', enabled: true, roles: [{ id: cashier.id, name: '收银员' }] })
  const foreign = await roleNamed('财务')
  const r = await call(env.app, U.create, { username: 'cashier03', password: 'Abc12345', realName: '孙收银', mobile: '13700000002', roleIds: [foreign.id] }, { token: tk.supplier01 })
  expect(r.msg).toBe('角色不存在')
  expect((await call(env.app, U.page, { keyword: 'cashier03' }, { token: tk.supplier01 })).result.records).toEqual([])
  const page = expectOk(await call(env.app, U.page, { keyword: 'cashier02' }, { token: tk.supplier01 }))
  expect(page.records[0]).toMatchObject({ enabled: true, roles: [{ name: '收银员' }] })
})

test('roles change on update; the admin cannot disable itself or change its own roles', async () => {
  const [sub] = await env.db.select().from(users).where(eq(users.username, 'cashier02'))
  const updated = expectOk(await call(env.app, U.update, { id: sub!.id, roleIds: [] }, { token: tk.supplier01 }))
  expect(updated.roles).toEqual([])
  const [admin] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
  expect((await call(env.app, U.update, { id: admin!.id, enabled: 'false' }, { token: tk.supplier01 })).msg).toBe('只能修改子账号的状态和角色')
  expect((await call(env.app, U.update, { enabled: 'false' }, { token: tk.supplier01 })).msg).toBe('只能修改子账号的状态和角色')
  expect((await call(env.app, U.update, { id: sub!.id, enabled: 'false' }, { token: tk.supplier02 })).msg).toBe('记录不存在')
})

test('disabling a sub-account ends its sessions and refuses its logins until enabled again', async () => {
  const token = await login(env.app, 'supplier01a')
  expect((await call(env.app, contract.permission.permission.getRoleModulListAndButtonList, {}, { token })).state).toBe(0)
  const [sub] = await env.db.select().from(users).where(eq(users.username, 'supplier01a'))
  expect(expectOk(await call(env.app, U.update, { id: sub!.id, enabled: 'false' }, { token: tk.supplier01 }))).toMatchObject({ enabled: false })
  expect((await call(env.app, contract.permission.permission.getRoleModulListAndButtonList, {}, { token })).state).toBe(97)
  expect((await loginAs('supplier01a')).msg).toBe('账号已停用，请联系商户管理员')
  expectOk(await call(env.app, U.update, { id: sub!.id, enabled: 'true' }, { token: tk.supplier01 }))
  expect((await loginAs('supplier01a')).state).toBe(0)
})

describe('module checks follow the grants the menu shows', () => {
  const billCounts: BillCounts = { unpaid: 0, partial: 0, paid: 0, refunded: 0, total: 0, overdue: 0, outstandingFen: 0 }
  const probe = handler({
    endpoint: contract.settle.billStatistics.myQuantityByPayStatus,
    access: ['supplier', 'purchaser'],
    module: { supplier: 'bill' },
    input: {},
    handle: async () => billCounts,
  })
  const ep: Endpoint = contract.settle.billStatistics.myQuantityByPayStatus

  test('a sub-account whose role lacks the module is refused, in the route and in the check; granting it lets it through', async () => {
    const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, handlers: [...loginHandlers, probe] })
    try {
      const subToken = await login(app, 'supplier01a')
      expect((await call(app, ep, {}, { token: subToken })).msg).toBe(NO_MODULE)
      await expect(checkModule(env.db, { supplier: 'bill' }, await authUser('supplier01a'))).rejects.toThrow(NO_MODULE)
      // The admin and a purchaser (not named by the rule) pass.
      expect((await call(app, ep, {}, { token: await login(app, 'supplier01') })).state).toBe(0)
      expect((await call(app, ep, {}, { token: await login(app, 'purchaser01') })).state).toBe(0)

      const cashier = await roleNamed('收银员')
      const [bill] = await env.db.select().from(sysModules).where(eq(sysModules.code, 'bill'))
      await env.db.insert(sysRoleModules).values({ roleId: cashier.id, moduleId: bill!.id })
      expect((await call(app, ep, {}, { token: subToken })).state).toBe(0)
      expect((await grantedModules(env.db, await authUser('supplier01a'))).map((m) => m.code)).toContain('bill')
    } finally {
      await app.close()
    }
  })

  test('without a binding the user type\'s defaults apply; a binding to disabled roles only grants nothing', async () => {
    const purchaser = await authUser('purchaser01')
    await expect(checkModule(env.db, { purchaser: 'buyerOrder' }, purchaser)).resolves.toBeUndefined()
    await expect(checkModule(env.db, { purchaser: 'order' }, purchaser)).rejects.toThrow(NO_MODULE)
    const cashier = await roleNamed('收银员')
    await env.db.update(sysRoles).set({ enabled: false }).where(eq(sysRoles.id, cashier.id))
    const sub = await authUser('supplier01a')
    expect(await grantedModules(env.db, sub)).toEqual([])
    await expect(checkModule(env.db, { supplier: 'bill' }, sub)).rejects.toThrow(NO_MODULE)
    const menu = expectOk(await call(env.app, contract.permission.permission.getRoleModulListAndButtonList, {}, { token: await login(env.app, 'supplier01a') }))
    expect(menu.modules).toEqual([])
    await env.db.update(sysRoles).set({ enabled: true }).where(eq(sysRoles.id, cashier.id))
  })

  test('sysModule/page gives each module its group for the role editor\'s tree', async () => {
    const page = expectOk(await call(env.app, contract.permission.sysModule.page, { size: 100 }, { token: tk.supplier01 }))
    expect(page.records.find((m: { code?: string }) => m.code === 'order')).toMatchObject({ caption: '订单管理', group: '交易管理' })
  })
})
