/** /api/user/*: profile, sub-accounts, mobile check, dictionary, centre info, version. */
import { eq } from 'drizzle-orm'
import { contract, PATTERN_MESSAGES } from '@/contract'
import { users } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01' | 'staff01', string>
const ids: Record<string, string> = {}
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'staff01'] as const)
  for (const u of await env.db.select().from(users)) ids[u.username] = u.id
}, 600_000)
afterAll(() => env?.close())

const U = contract.user.user

describe('user/queryById', () => {
  test('self', async () => {
    const p = expectOk(await call(env.app, U.queryById, { id: ids.purchaser01 }, { token: tk.purchaser01 }))
    expect(p).toMatchObject({ username: 'purchaser01', userType: 'purchaser' })
    expect(JSON.stringify(p)).not.toMatch(/passwordHash|scrypt|OpenId/)
  })
  test('a merchant admin reads its sub-accounts, not another merchant\'s', async () => {
    expect(expectOk(await call(env.app, U.queryById, { id: ids.supplier01a }, { token: tk.supplier01 }))).toMatchObject({ username: 'supplier01a' })
    expect((await call(env.app, U.queryById, { id: ids.supplier02 }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })
  test('a non-admin reads nobody else', async () => {
    expect((await call(env.app, U.queryById, { id: ids.supplier01 }, { token: tk.supplier01a })).msg).toBe('记录不存在')
    expect((await call(env.app, U.queryById, { id: ids.supplier01 }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
  })
  test('bad input and no token', async () => {
    expect((await call(env.app, U.queryById, {}, { token: tk.staff01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, U.queryById, { id: "1' or 1=1" }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, U.queryById, { id: ids.staff01 })).state).toBe(97)
  })
})

describe('user/update', () => {
  test('own profile', async () => {
    const p = expectOk(await call(env.app, U.update, { realName: '吴新名', mobile: '13698765432', email: 'staff@example.com', avatar: '/uploads/a.png' }, { token: tk.staff01 }))
    expect(p).toMatchObject({ realName: '吴新名', mobile: '13698765432', email: 'staff@example.com', avatar: '/uploads/a.png' })
  })
  test('bad input', async () => {
    expect((await call(env.app, U.update, { mobile: '110' }, { token: tk.staff01 })).msg).toBe(PATTERN_MESSAGES.mobile)
    expect((await call(env.app, U.update, { email: 'nope' }, { token: tk.staff01 })).msg).toBe('邮箱格式不正确')
    expect((await call(env.app, U.update, { realName: 'x' }, { token: tk.staff01 })).msg).toBe(PATTERN_MESSAGES.chineseName)
    expect((await call(env.app, U.update, { avatar: 'javascript:alert(1)' }, { token: tk.staff01 })).msg).toBe('头像地址不正确')
  })
  test('another user\'s row, no token', async () => {
    expect((await call(env.app, U.update, { id: ids.supplier01, realName: '坏人' }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(env.app, U.update, { id: ids.supplier02, realName: '坏人' }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, U.update, { realName: '某某' })).state).toBe(97)
  })
  test('a merchant admin edits its sub-account', async () => {
    expect(expectOk(await call(env.app, U.update, { id: ids.supplier01a, realName: '周芳芳' }, { token: tk.supplier01 }))).toMatchObject({ realName: '周芳芳' })
  })
})

describe('sub-accounts: create, page, delete', () => {
  const acct = { username: 'lvyuan_cashier2', password: 'Cash@2026', realName: '钱收银', mobile: '13511112222' }
  test('create binds the new user to the admin\'s merchant', async () => {
    const p = expectOk(await call(env.app, U.create, acct, { token: tk.supplier01 })) as Record<string, unknown>
    const [admin] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
    expect(p).toMatchObject({ username: 'lvyuan_cashier2', userType: 'supplier', isAdmin: false, customerId: admin!.customerId })
    ids.cashier2 = p.id as string
  })
  test('create: bad input, duplicate, wrong role, no token', async () => {
    expect((await call(env.app, U.create, { ...acct, username: 'supplier02' }, { token: tk.supplier01 })).msg).toBe('用户名已存在')
    expect((await call(env.app, U.create, { ...acct, username: 'x1', mobile: '1' }, { token: tk.supplier01 })).msg).toBe(PATTERN_MESSAGES.username)
    expect((await call(env.app, U.create, { ...acct, username: 'abcd1', mobile: '1' }, { token: tk.supplier01 })).msg).toBe(PATTERN_MESSAGES.mobile)
    expect((await call(env.app, U.create, { ...acct, username: 'abcd2' }, { token: tk.supplier01a })).msg).toBe('仅商户管理员可操作')
    expect((await call(env.app, U.create, { ...acct, username: 'abcd3' }, { token: tk.purchaser01 })).msg).toBe('仅商户管理员可操作')
    expect((await call(env.app, U.create, { ...acct, username: 'abcd4' })).state).toBe(97)
  })
  test('page lists only the admin\'s merchant, with paging and keyword', async () => {
    const page = expectOk(await call(env.app, U.page, { withTotal: true, current: 1, size: 2 }, { token: tk.supplier01 })) as { records: Array<{ username: string }>; total: number; size: number }
    expect(page.total).toBe(3)
    expect(page.size).toBe(2)
    expect(page.records).toHaveLength(2)
    const all = expectOk(await call(env.app, U.page, { withTotal: true, size: 500 }, { token: tk.supplier01 })) as { records: Array<{ username: string }>; size: number }
    expect(all.size).toBe(100)
    expect(all.records.map((r) => r.username).sort()).toEqual(['lvyuan_cashier2', 'supplier01', 'supplier01a'])
    const kw = expectOk(await call(env.app, U.page, { keyword: '收银' }, { token: tk.supplier01 })) as { records: Array<{ username: string }> }
    expect(kw.records.map((r) => r.username)).toEqual(['lvyuan_cashier2'])
    const other = expectOk(await call(env.app, U.page, {}, { token: tk.supplier02 })) as { records: Array<{ username: string }> }
    expect(other.records.map((r) => r.username)).toEqual(['supplier02'])
    expect((await call(env.app, U.page, { current: 0 }, { token: tk.supplier01 })).msg).toBe('页码需为正整数')
    expect((await call(env.app, U.page, {}, { token: tk.staff01 })).msg).toBe('仅商户管理员可操作')
    expect((await call(env.app, U.page, {})).state).toBe(97)
  })
  test('delete: only own sub-accounts, never self', async () => {
    expect((await call(env.app, U.delete, { id: ids.cashier2 }, { token: tk.supplier02 })).msg).toBe('记录不存在')
    expect((await call(env.app, U.delete, { id: ids.supplier01 }, { token: tk.supplier01 })).msg).toBe('不能删除当前登录账号')
    expect((await call(env.app, U.delete, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, U.delete, { id: ids.cashier2 }, { token: tk.supplier01a })).msg).toBe('仅商户管理员可操作')
    expect((await call(env.app, U.delete, { id: ids.cashier2 })).state).toBe(97)
    expect((await call(env.app, U.delete, { id: ids.cashier2 }, { token: tk.supplier01 })).state).toBe(0)
    expect((await call(env.app, U.queryById, { id: ids.cashier2 }, { token: tk.supplier01 })).msg).toBe('记录不存在')
  })
})

describe('auth/getAuthByMobile', () => {
  const ep = contract.user.auth.getAuthByMobile
  test('answers only whether the mobile has an account', async () => {
    expect(expectOk(await call(env.app, ep, { mobile: '13900000002' }, { token: tk.purchaser01 }))).toEqual({ exists: true })
    expect(expectOk(await call(env.app, ep, { mobile: '13000000000' }, { token: tk.purchaser01 }))).toEqual({ exists: false })
    expect((await call(env.app, ep, { mobile: 'abc' }, { token: tk.purchaser01 })).msg).toBe(PATTERN_MESSAGES.mobile)
    expect((await call(env.app, ep, { mobile: '13900000002' })).state).toBe(97)
  })
})

describe('dataDictionary/page (GET)', () => {
  const ep = contract.user.dataDictionary.page
  test('by type, prefix, enabled flag, paging', async () => {
    const vt = expectOk(await call(env.app, ep, { withTotal: true, dataType: 'vehicleType' }, { token: tk.staff01 })) as { records: Array<Record<string, unknown>>; total: number }
    expect(vt.total).toBe(5)
    expect(vt.records[0]).toMatchObject({ dataType: 'vehicleType', dataKey: '1', dataValue: '小型货车' })
    const pay = expectOk(await call(env.app, ep, { withTotal: true, dataType: 'payStatus', autoLike: true }, { token: tk.staff01 })) as { total: number }
    expect(pay.total).toBe(5)
    const enabled = expectOk(await call(env.app, ep, { withTotal: true, dataType: 'payStatus', autoLike: 'true', enabled: 'true' }, { token: tk.staff01 })) as { total: number }
    expect(enabled.total).toBe(4)
    const all = expectOk(await call(env.app, ep, { withTotal: true, size: 10, current: 2 }, { token: tk.staff01 })) as { records: unknown[]; current: number; total: number }
    expect([all.records.length, all.current]).toEqual([10, 2])
    expect(all.total).toBeGreaterThan(20)
  })
  test('bad input, no token', async () => {
    expect((await call(env.app, ep, { enabled: 'maybe' }, { token: tk.staff01 })).msg).toBe('参数格式不正确：enabled')
    expect((await call(env.app, ep, { size: 'x' }, { token: tk.staff01 })).msg).toBe('每页条数需为正整数')
    expect((await call(env.app, ep, {})).state).toBe(97)
  })
})

describe('sysLogoConf (public) and versionManage', () => {
  test('centre information without a token', async () => {
    const conf = expectOk(await call(env.app, contract.user.sysLogoConf.queryByParam, {}))
    expect(conf).toMatchObject({ name: '江南农产品批发交易中心', phone: expect.any(String), address: expect.any(String), logo: null })
    const page = expectOk(await call(env.app, contract.user.sysLogoConf.page, { withTotal: true, size: 5 })) as { total: number }
    expect(page.total).toBe(1)
    expect((await call(env.app, contract.user.sysLogoConf.page, { current: -1 })).msg).toBe('页码需为正整数')
  })
  test('newest version', async () => {
    expect(expectOk(await call(env.app, contract.user.versionManage.getNewestVersion, {}, { token: tk.staff01 }))).toMatchObject({ version: '1.0.0', versionCode: 100 })
    expect((await call(env.app, contract.user.versionManage.getNewestVersion, {})).state).toBe(97)
  })
})
