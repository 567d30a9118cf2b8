/** /api/permission/*: roles, modules, grants and bindings of a merchant; the caller's menu. */
import { contract } from '@/contract'
import { sysModules, users } from '../../server/db/schema'
import { MODULES } from '../../server/seeds/seedData'
import { GRANTABLE_SUPPLIER_MODULES, MARKET_OFFICE_GROUP, MARKET_OFFICE_MODULES } from '@/contract'
import { ROLES } from '@/contract/types'
import { call, expectOk, loginAll, setup, userTypeOf, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01' | 'maintainer01' | 'staff01' | 'office01', string>
const uid: Record<string, string> = {}
const P = contract.permission
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01', 'staff01', 'office01'] as const)
  for (const u of await env.db.select().from(users)) uid[u.username] = u.id
}, 600_000)
afterAll(() => env?.close())

type Page<T> = { records: T[]; total: number }
type Role = { id: string; name: string }
const rolesOf = async (token: string) => (expectOk(await call(env.app, P.sysRole.page, {}, { token })) as Page<Role>).records
/** Captions in menu order; the defaults of a user type; the modules every user type gets. */
const inOrder = (captions: string[]) => MODULES.map((m) => m.caption).filter((c) => captions.includes(c))
/** A user type's default set; a merchant admin (supplier01) also holds the admin-only modules. */
const defaultsOf = (username: string) => MODULES.filter((m) => m.defaultFor.includes(userTypeOf(username)) || (username === 'supplier01' && m.adminOnly)).map((m) => m.caption)
const forAll = MODULES.filter((m) => m.defaultFor.length === ROLES.length).map((m) => m.caption)
/** What the seeded 收银员 role adds to the modules every user type holds. */
const CASHIER = ['消息中心', '通知公告', '订单管理', '快速开单', '商品管理']
const modules = async () => (expectOk(await call(env.app, P.sysModule.page, { size: 100 }, { token: tk.supplier01 })) as Page<{ id: string; caption: string }>).records

test('the menu: default modules without a role binding, the role\'s modules with one', async () => {
  for (const name of ['purchaser01', 'maintainer01', 'supplier01'] as const) {
    const m = expectOk(await call(env.app, P.permission.getRoleModulListAndButtonList, {}, { token: tk[name] })) as { modules: Array<{ caption: string }>; buttons: string[] }
    expect(m.modules.map((x) => x.caption)).toEqual(defaultsOf(name))
    expect(m.modules.map((x) => x.caption)).toEqual(expect.arrayContaining(['设置', '修改密码', '关于我们', '知识库', '培训考试', '价格公示']))
  }
  const sub = expectOk(await call(env.app, P.permission.getRoleModulListAndButtonList, {}, { token: tk.supplier01a })) as { modules: Array<{ caption: string }>; buttons: string[] }
  // The seeded 收银员 role: the common modules plus order taking and products (seeds/backoffice.ts).
  expect(sub.modules.map((x) => x.caption)).toEqual(inOrder([...forAll, ...CASHIER]))
  expect(sub.buttons).toContain('msg:read')
  expect([...sub.buttons].sort()).toEqual(MODULES.filter((m) => sub.modules.some((x) => x.caption === m.caption)).flatMap((m) => m.buttons ?? []).sort())
  expect((await call(env.app, P.permission.getRoleModulListAndButtonList, {})).state).toBe(97)
})

test('sysModule/page lists the modules a shop role may be granted, grouped (merchant admin only)', async () => {
  const all = (expectOk(await call(env.app, P.sysModule.page, { size: 100 }, { token: tk.supplier01 })) as Page<{ caption: string; code: string; group: string }>).records
  expect(all.map((m) => m.code)).toEqual(GRANTABLE_SUPPLIER_MODULES)
  expect(all.map((m) => m.caption)).toEqual(expect.arrayContaining(['设置', '消息中心', '通知公告', '在线投诉', '进场报备', '园区平面图', '知识库', '培训考试', '价格公示', '订单管理', '商品管理', '账单服务']))
  // Neither the admin's own modules nor a buyer's are offered.
  expect(all.some((m) => ['roleAdmin', 'userAdmin', 'buyerOrder', 'devices'].includes(m.code))).toBe(false)
  // Each group's modules come together (the role editor's tree).
  const groups = all.map((m) => m.group).filter((g, i, a) => i === 0 || a[i - 1] !== g)
  expect(groups).toEqual([...new Set(groups)])
  expect(groups).toEqual(['通用', '交易管理', '商品库存', '财务服务', '店铺管理', '租赁合同'])
  expect((await call(env.app, P.sysModule.page, {}, { token: tk.supplier01a })).msg).toBe('仅商户管理员可操作')
  expect((await call(env.app, P.sysModule.page, {}, { token: tk.maintainer01 })).msg).toBe('仅商户管理员可操作')
  expect((await call(env.app, P.sysModule.page, { size: 0 }, { token: tk.supplier01 })).msg).toBe('每页条数需为正整数')
  expect((await call(env.app, P.sysModule.page, {})).state).toBe(97)
})

test('the market office: a staff account bound to the 市场办公 role holds the staff modules and the office\'s', async () => {
  const menuOf = async (token: string) =>
    (expectOk(await call(env.app, P.permission.getRoleModulListAndButtonList, {}, { token })) as { modules: Array<{ caption: string }> }).modules.map((m) => m.caption)
  const office = MODULES.filter((m) => (MARKET_OFFICE_MODULES as readonly string[]).includes(m.code))
  expect(office.every((m) => m.group === MARKET_OFFICE_GROUP && m.defaultFor.length === 0)).toBe(true)
  expect(await menuOf(tk.office01)).toEqual(inOrder([...defaultsOf('staff01'), ...office.map((m) => m.caption)]))
  // A plain staff account holds none of the office's modules.
  expect(await menuOf(tk.staff01)).toEqual(defaultsOf('staff01'))
})

describe('sysRole', () => {
  let roleId = ''
  test('create, checkRoleName, queryById, update, page: scoped to the merchant', async () => {
    const r = expectOk(await call(env.app, P.sysRole.create, { name: '理货员', remark: '负责理货' }, { token: tk.supplier01 })) as Role & { userType: string; enabled: boolean }
    expect(r).toMatchObject({ name: '理货员', userType: 'supplier', enabled: true })
    roleId = r.id
    expect((await call(env.app, P.sysRole.create, { name: '理货员' }, { token: tk.supplier01 })).msg).toBe('角色名称已存在')
    expect(expectOk(await call(env.app, P.sysRole.checkRoleName, { name: '理货员' }, { token: tk.supplier01 }))).toEqual({ exists: true })
    expect(expectOk(await call(env.app, P.sysRole.checkRoleName, { name: '理货员', id: roleId }, { token: tk.supplier01 }))).toEqual({ exists: false })
    expect(expectOk(await call(env.app, P.sysRole.checkRoleName, { name: '理货员' }, { token: tk.supplier02 }))).toEqual({ exists: false })
    expect(expectOk(await call(env.app, P.sysRole.queryById, { id: roleId }, { token: tk.supplier01 }))).toMatchObject({ name: '理货员', remark: '负责理货' })
    expect(expectOk(await call(env.app, P.sysRole.update, { id: roleId, name: '理货组长', enabled: 'false' }, { token: tk.supplier01 }))).toMatchObject({ name: '理货组长', enabled: false })
    expect((await call(env.app, P.sysRole.update, { id: roleId, name: '收银员' }, { token: tk.supplier01 })).msg).toBe('角色名称已存在')
    expect((await rolesOf(tk.supplier01)).map((x) => x.name).sort()).toEqual(['收银员', '理货组长'])
    expect((await rolesOf(tk.supplier02)).map((x) => x.name)).toEqual(['财务'])
    const filtered = expectOk(await call(env.app, P.sysRole.page, { name: '理货' }, { token: tk.supplier01 })) as Page<Role>
    expect(filtered.records.map((x) => x.name)).toEqual(['理货组长'])
  })
  test('another merchant\'s role is 记录不存在 for every action', async () => {
    const foreign = roleId
    const t = tk.supplier02
    expect((await call(env.app, P.sysRole.queryById, { id: foreign }, { token: t })).msg).toBe('记录不存在')
    expect((await call(env.app, P.sysRole.update, { id: foreign, name: 'x' }, { token: t })).msg).toBe('记录不存在')
    expect((await call(env.app, P.sysRole.delete, { id: foreign }, { token: t })).msg).toBe('记录不存在')
    expect((await call(env.app, P.sysRoleModlePermission.listByRole, { roleId: foreign }, { token: t })).msg).toBe('记录不存在')
    expect((await call(env.app, P.sysRoleModlePermission.batchSaveModulePermission, { roleId: foreign, moduleIds: [] }, { token: t })).msg).toBe('记录不存在')
    expect((await call(env.app, P.sysRoleUser.binDing, { roleId: foreign, userIds: uid.supplier02 }, { token: t })).msg).toBe('记录不存在')
  })
  test('bad input, wrong role, no token', async () => {
    expect((await call(env.app, P.sysRole.create, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：name')
    expect((await call(env.app, P.sysRole.create, { name: '很'.repeat(21) }, { token: tk.supplier01 })).msg).toBe('角色名称不能超过20个字符')
    expect((await call(env.app, P.sysRole.update, { name: 'x' }, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, P.sysRole.update, { id: roleId, enabled: 'perhaps' }, { token: tk.supplier01 })).msg).toBe('参数格式不正确：enabled')
    expect((await call(env.app, P.sysRole.queryById, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, P.sysRole.delete, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, P.sysRole.checkRoleName, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：name')
    for (const [ep, data] of [
      [P.sysRole.page, {}],
      [P.sysRole.create, { name: 'a' }],
      [P.sysRole.update, { id: roleId }],
      [P.sysRole.queryById, { id: roleId }],
      [P.sysRole.delete, { id: roleId }],
      [P.sysRole.checkRoleName, { name: 'a' }],
    ] as const) {
      expect((await call(env.app, ep, data, { token: tk.supplier01a })).msg).toBe('仅商户管理员可操作')
      expect((await call(env.app, ep, data, { token: tk.purchaser01 })).msg).toBe('仅商户管理员可操作')
      expect((await call(env.app, ep, data)).state).toBe(97)
    }
  })

  test('grants: batch save (json), toggle one, list; the bound user\'s menu follows', async () => {
    const all = await modules()
    const pick = (c: string) => all.find((m) => m.caption === c)!.id
    await call(env.app, P.sysRole.update, { id: roleId, enabled: 'true' }, { token: tk.supplier01 })
    const saved = expectOk(await call(env.app, P.sysRoleModlePermission.batchSaveModulePermission, { roleId, moduleIds: [pick('设置'), pick('在线投诉')] }, { token: tk.supplier01 })) as Array<{ caption: string }>
    expect(saved.map((m) => m.caption)).toEqual(['设置', '在线投诉'])
    const toggled = expectOk(await call(env.app, P.sysRoleModlePermission.updateModlePermission, { roleId, moduleId: pick('知识库'), granted: true }, { token: tk.supplier01 })) as Array<{ caption: string }>
    expect(toggled.map((m) => m.caption)).toEqual(['设置', '在线投诉', '知识库'])
    await call(env.app, P.sysRoleModlePermission.updateModlePermission, { roleId, moduleId: pick('设置'), granted: 'false' }, { token: tk.supplier01 })
    const listed = expectOk(await call(env.app, P.sysRoleModlePermission.listByRole, { roleId }, { token: tk.supplier01 })) as Array<{ caption: string }>
    expect(listed.map((m) => m.caption)).toEqual(['在线投诉', '知识库'])

    expect(expectOk(await call(env.app, P.sysRoleUser.binDing, { roleId, userIds: uid.supplier01a }, { token: tk.supplier01 }))).toEqual({ roleId, userIds: [uid.supplier01a] })
    const menu = expectOk(await call(env.app, P.permission.getRoleModulListAndButtonList, {}, { token: tk.supplier01a })) as { modules: Array<{ caption: string }>; buttons: string[] }
    expect(menu.modules.map((m) => m.caption)).toEqual(inOrder([...forAll, ...CASHIER, '在线投诉', '知识库']))
    expect(menu.buttons.sort()).toEqual(['complaint:create', 'complaint:delete', 'msg:read', 'order:close', 'order:credit', 'sku:create', 'sku:delete', 'sku:sort'])

    const bindings = expectOk(await call(env.app, P.sysRoleUser.page, { userId: uid.supplier01a }, { token: tk.supplier01 })) as Page<{ roleName: string; username: string }>
    expect(bindings.records.map((b) => b.roleName).sort()).toEqual(['收银员', '理货组长'])
    expect((expectOk(await call(env.app, P.sysRoleUser.page, {withTotal: true}, { token: tk.supplier02 })) as Page<unknown>).total).toBe(0)
    // clearing the binding
    expectOk(await call(env.app, P.sysRoleUser.binDing, { roleId, userIds: '' }, { token: tk.supplier01 }))
    expect((expectOk(await call(env.app, P.sysRoleUser.page, { withTotal: true, roleId }, { token: tk.supplier01 })) as Page<unknown>).total).toBe(0)
  })

  test('grants and bindings: bad input, foreign users, wrong role, no token', async () => {
    const M = P.sysRoleModlePermission
    expect((await call(env.app, M.batchSaveModulePermission, { roleId, moduleIds: ['nope'] }, { token: tk.supplier01 })).msg).toBe('模块不存在')
    expect((await call(env.app, M.batchSaveModulePermission, { moduleIds: [] }, { token: tk.supplier01 })).msg).toBe('缺少参数：roleId')
    expect((await call(env.app, M.updateModlePermission, { roleId, moduleId: 'x1' }, { token: tk.supplier01 })).msg).toBe('缺少参数：granted')
    expect((await call(env.app, M.listByRole, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：roleId')
    expect((await call(env.app, P.sysRoleUser.binDing, { roleId, userIds: uid.supplier02 }, { token: tk.supplier01 })).msg).toBe('用户不存在')
    expect((await call(env.app, P.sysRoleUser.binDing, { userIds: uid.supplier01a }, { token: tk.supplier01 })).msg).toBe('缺少参数：roleId')
    expect((await call(env.app, P.sysRoleUser.page, { roleId: 'a b' }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    for (const [ep, data] of [
      [M.listByRole, { roleId }],
      [M.batchSaveModulePermission, { roleId, moduleIds: [] }],
      [M.updateModlePermission, { roleId, moduleId: 'x', granted: true }],
      [P.sysRoleUser.binDing, { roleId, userIds: '' }],
      [P.sysRoleUser.page, {}],
    ] as const) {
      expect((await call(env.app, ep, data, { token: tk.supplier01a })).msg).toBe('仅商户管理员可操作')
      expect((await call(env.app, ep, data)).state).toBe(97)
    }
  })

  test('delete', async () => {
    expect((await call(env.app, P.sysRole.delete, { id: roleId }, { token: tk.supplier01 })).state).toBe(0)
    expect((await call(env.app, P.sysRole.queryById, { id: roleId }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })
})

describe('a shop\'s roles grant only what a shop may grant, and never widen by accident', () => {
  const codeIds = async (codes: string[]) => Object.fromEntries((await env.db.select().from(sysModules)).filter((m) => codes.includes(m.code)).map((m) => [m.code, m.id]))
  test('saving a module outside the grantable set (admin-only, a buyer\'s, unknown) is refused; nothing changes', async () => {
    const role = expectOk(await call(env.app, P.sysRole.create, { name: '仓管员' }, { token: tk.supplier01 })) as Role
    const ids = await codeIds(['inventory', 'userAdmin', 'buyerOrder', 'roleAdmin'])
    const M = P.sysRoleModlePermission
    expect((await call(env.app, M.batchSaveModulePermission, { roleId: role.id, moduleIds: [ids.inventory] }, { token: tk.supplier01 })).state).toBe(0)
    for (const bad of [ids.userAdmin, ids.roleAdmin, ids.buyerOrder]) {
      expect((await call(env.app, M.batchSaveModulePermission, { roleId: role.id, moduleIds: [ids.inventory, bad] }, { token: tk.supplier01 })).msg).toBe('模块不存在')
      expect((await call(env.app, M.updateModlePermission, { roleId: role.id, moduleId: bad, granted: true }, { token: tk.supplier01 })).msg).toBe('模块不存在')
    }
    const listed = expectOk(await call(env.app, M.listByRole, { roleId: role.id }, { token: tk.supplier01 })) as Array<{ code: string }>
    expect(listed.map((m) => m.code)).toEqual(['inventory'])
  })

  test('a role still bound to users cannot be deleted; unbound it can', async () => {
    const role = (await rolesOf(tk.supplier01)).find((r) => r.name === '仓管员')!
    expectOk(await call(env.app, P.sysRoleUser.binDing, { roleId: role.id, userIds: uid.supplier01a }, { token: tk.supplier01 }))
    expect((await call(env.app, P.sysRole.delete, { id: role.id }, { token: tk.supplier01 })).msg).toBe('该角色已分配给用户，请先解除绑定')
    expect((await call(env.app, P.sysRole.queryById, { id: role.id }, { token: tk.supplier01 })).state).toBe(0)
    expectOk(await call(env.app, P.sysRoleUser.binDing, { roleId: role.id, userIds: '' }, { token: tk.supplier01 }))
    expect((await call(env.app, P.sysRole.delete, { id: role.id }, { token: tk.supplier01 })).state).toBe(0)
  })

  test('the merchant admin is never bound to a role (it would only cut its own menu)', async () => {
    const role = expectOk(await call(env.app, P.sysRole.create, { name: '店长' }, { token: tk.supplier01 })) as Role
    expect((await call(env.app, P.sysRoleUser.binDing, { roleId: role.id, userIds: [uid.supplier01, uid.supplier01a] }, { token: tk.supplier01 })).msg).toBe('商户管理员无需分配角色')
    expect((expectOk(await call(env.app, P.sysRoleUser.page, { roleId: role.id }, { token: tk.supplier01 })) as Page<unknown>).records).toEqual([])
  })
})
