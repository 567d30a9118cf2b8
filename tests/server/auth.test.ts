/** Login, lockout, logout, token expiry, supplier registration, password change and reset. */
import { eq } from 'drizzle-orm'
import { contract, PATTERN_MESSAGES, ROLES } from '@/contract'
import { hashToken } from '../../server/auth/tokens'
import { authTokens, customers, users } from '../../server/db/schema'
import { DEMO_PASSWORD, USERS } from '../../server/seeds/seedData'
import { call, expectOk, login, setup, type TestEnv } from './helpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 600_000)
afterAll(() => env?.close())

const { login: loginEp, logout } = contract.login
const unread = contract.message.history.getUnreadMessageCount
let ipSeq = 0
const freshIp = () => `192.0.2.${++ipSeq}`

describe('login', () => {
  test.each(USERS.map((u) => [u.username, u.userType] as const))('%s logs in as %s and gets a LoginUser', async (username, userType) => {
    const r = await call(env.app, loginEp, { username, password: DEMO_PASSWORD, userType }, { remoteAddress: freshIp() })
    const u = expectOk(r) as Record<string, unknown>
    expect(u).toMatchObject({ username, userType })
    expect(Object.keys(u).sort()).toEqual(['avatar', 'customerId', 'id', 'isAdmin', 'mobile', 'realName', 'token', 'userType', 'username'])
    expect(u.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [row] = await env.db.select().from(authTokens).where(eq(authTokens.tokenHash, hashToken(u.token as string)))
    expect(row).toBeDefined()
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    expect(JSON.stringify(u)).not.toMatch(/scrypt|password/i)
  })

  test('wrong password, unknown user: the same message', async () => {
    const ip = freshIp()
    expect((await call(env.app, loginEp, { username: 'staff01', password: 'Wrong@2026', userType: 'staff' }, { remoteAddress: ip })).msg).toBe('用户名或密码错误')
    expect((await call(env.app, loginEp, { username: 'nobody99', password: 'Wrong@2026', userType: 'staff' }, { remoteAddress: ip })).msg).toBe('用户名或密码错误')
  })

  test('an account of another type cannot log in through this role', async () => {
    for (const userType of ROLES.filter((r) => r !== 'purchaser')) {
      const r = await call(env.app, loginEp, { username: 'purchaser01', password: DEMO_PASSWORD, userType }, { remoteAddress: freshIp() })
      expect([r.state, r.msg]).toEqual([1, '该账号不是此身份的用户'])
    }
  })

  test('bad input names the problem', async () => {
    expect((await call(env.app, loginEp, { password: 'x', userType: 'staff' })).msg).toBe('缺少参数：username')
    expect((await call(env.app, loginEp, { username: 'staff01', userType: 'staff' })).msg).toBe('缺少参数：password')
    expect((await call(env.app, loginEp, { username: 'staff01', password: DEMO_PASSWORD, userType: 'admin' })).msg).toBe('用户类型不正确')
  })

  test('5 failures per account within 15 minutes lock the account, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await call(env.app, loginEp, { username: 'dc01', password: `Bad@${i}xx`, userType: 'dc' }, { remoteAddress: freshIp() })
      expect(r.msg).toBe('用户名或密码错误')
    }
    const locked = await call(env.app, loginEp, { username: 'dc01', password: DEMO_PASSWORD, userType: 'dc' }, { remoteAddress: freshIp() })
    expect([locked.state, locked.msg]).toEqual([1, '登录失败次数过多，请15分钟后再试'])
    // Failures older than the window no longer count.
    const { rateLimits } = await import('../../server/db/schema')
    await env.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, 'login:user:dc01'))
    expect((await call(env.app, loginEp, { username: 'dc01', password: DEMO_PASSWORD, userType: 'dc' }, { remoteAddress: freshIp() })).state).toBe(0)
  })

  test('20 failures from one address lock that address for every account', async () => {
    const ip = '198.51.100.7'
    for (let i = 0; i < 20; i++) await call(env.app, loginEp, { username: `ghost${i}`, password: 'Bad@1234', userType: 'staff' }, { remoteAddress: ip })
    const r = await call(env.app, loginEp, { username: 'staff01', password: DEMO_PASSWORD, userType: 'staff' }, { remoteAddress: ip })
    expect(r.msg).toBe('登录失败次数过多，请15分钟后再试')
    expect((await call(env.app, loginEp, { username: 'staff01', password: DEMO_PASSWORD, userType: 'staff' }, { remoteAddress: freshIp() })).state).toBe(0)
  })
})

describe('tokens', () => {
  test('logout revokes the token: it then answers 97; other sessions live on', async () => {
    const a = await login(env.app, 'maintainer01')
    const b = await login(env.app, 'maintainer01')
    expect(expectOk(await call(env.app, logout, {}, { token: a }))).toBeNull()
    const r = await call(env.app, unread, {}, { token: a })
    expect([r.state, r.msg]).toEqual([97, '登录已失效，请重新登录'])
    expect((await call(env.app, logout, {}, { token: a })).state).toBe(97)
    expect((await call(env.app, unread, {}, { token: b })).state).toBe(0)
  })

  test('an expired token answers 97', async () => {
    const t = await login(env.app, 'proprietor01')
    await env.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hashToken(t)))
    expect((await call(env.app, unread, {}, { token: t })).state).toBe(97)
  })

  test('logout without a token answers 97', async () => {
    expect((await call(env.app, logout, {})).state).toBe(97)
  })
})

describe('supplier registration', () => {
  const reg = contract.member.supplier.registered
  const good = { username: 'newshop_01', password: 'Shop@2026', realName: '刘新店', mobile: '13712345678', companyName: '新店果业', idCard: '11010119900307123X' }

  test('creates a merchant and its admin account, works without a token, then logs in', async () => {
    const profile = expectOk(await call(env.app, reg, good)) as Record<string, unknown>
    expect(profile).toMatchObject({ username: 'newshop_01', realName: '刘新店', mobile: '13712345678', userType: 'supplier', isAdmin: true })
    expect(profile).not.toHaveProperty('token')
    const [c] = await env.db.select().from(customers).where(eq(customers.id, profile.customerId as string))
    expect(c).toMatchObject({ name: '新店果业', customerType: 'supplier', idCard: '11010119900307123X' })
    const t = await call(env.app, loginEp, { username: 'newshop_01', password: 'Shop@2026', userType: 'supplier' }, { remoteAddress: freshIp() })
    expect(t.state).toBe(0)
  })

  test('duplicate username (case-insensitive)', async () => {
    expect((await call(env.app, reg, { ...good, username: 'SUPPLIER01' })).msg).toBe('用户名已存在')
  })

  test.each([
    [{ username: 'ab' }, PATTERN_MESSAGES.username],
    [{ username: 'bad-name!' }, PATTERN_MESSAGES.username],
    [{ password: '123456' }, PATTERN_MESSAGES.password],
    [{ password: 'abcdefg' }, PATTERN_MESSAGES.password],
    [{ password: '!@#$%^&' }, PATTERN_MESSAGES.password],
    [{ password: 'abc 12345' }, PATTERN_MESSAGES.password],
    [{ password: 'abc密码123' }, PATTERN_MESSAGES.password],
    [{ password: 'Ab1!' }, PATTERN_MESSAGES.password],
    [{ password: 'Abcdefgh12345678x' }, PATTERN_MESSAGES.password],
    [{ mobile: '12345678901' }, PATTERN_MESSAGES.mobile],
    [{ mobile: '1381234567' }, PATTERN_MESSAGES.mobile],
    [{ realName: '刘' }, PATTERN_MESSAGES.chineseName],
    [{ realName: 'Tom' }, PATTERN_MESSAGES.chineseName],
    [{ realName: '·张' }, PATTERN_MESSAGES.chineseName],
    [{ realName: '张三·' }, PATTERN_MESSAGES.chineseName],
    [{ mobile: '16612345678' }, PATTERN_MESSAGES.mobile],
    [{ idCard: '12345' }, PATTERN_MESSAGES.idCard],
    [{ idCard: '11010119900307123Y' }, PATTERN_MESSAGES.idCard],
    [{ companyName: '' }, '缺少参数：companyName'],
    [{ mobile: undefined }, '缺少参数：mobile'],
  ])('rejects %o: %s', async (patch, msg) => {
    const data = Object.fromEntries(Object.entries({ ...good, username: 'someone_new', ...patch }).filter(([, v]) => v !== undefined))
    const r = await call(env.app, reg, data)
    expect([r.state, r.msg]).toEqual([1, msg])
  })

  test('15-digit id card and no id card are accepted', async () => {
    expect((await call(env.app, reg, { ...good, username: 'shop15', idCard: '110101900307123' })).state).toBe(0)
    const { idCard: _omit, ...noCard } = good
    expect((await call(env.app, reg, { ...noCard, username: 'shopnocard' })).state).toBe(0)
  })
})

describe('passwords', () => {
  const upd = contract.user.user.updatePassword
  test('change: old must match, new must differ and be valid; other sessions end', async () => {
    const mine = await login(env.app, 'purchaser01')
    const other = await login(env.app, 'purchaser01')
    expect((await call(env.app, upd, { oldPassword: 'Nope@2026', newPassword: 'Fresh@2027' }, { token: mine })).msg).toBe('原密码错误')
    expect((await call(env.app, upd, { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, { token: mine })).msg).toBe('新密码不能与原密码相同')
    expect((await call(env.app, upd, { oldPassword: DEMO_PASSWORD, newPassword: '123456' }, { token: mine })).msg).toBe(PATTERN_MESSAGES.password)
    expect((await call(env.app, upd, { oldPassword: DEMO_PASSWORD }, { token: mine })).msg).toBe('缺少参数：newPassword')
    expect((await call(env.app, upd, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@2027' })).state).toBe(97)
    expect((await call(env.app, upd, { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@2027' }, { token: mine })).state).toBe(0)
    expect((await call(env.app, unread, {}, { token: mine })).state).toBe(0)
    expect((await call(env.app, unread, {}, { token: other })).state).toBe(97)
    const r = await call(env.app, loginEp, { username: 'purchaser01', password: 'Fresh@2027', userType: 'purchaser' }, { remoteAddress: freshIp() })
    expect(r.state).toBe(0)
  })

  test('reset: a merchant admin resets its own sub-account to Market@123 and ends its sessions', async () => {
    const reset = contract.user.user.resetPassword
    const admin = await login(env.app, 'supplier01')
    const subToken = await login(env.app, 'supplier01a')
    const [sub] = await env.db.select().from(users).where(eq(users.username, 'supplier01a'))
    const [foreign] = await env.db.select().from(users).where(eq(users.username, 'supplier02'))
    const [self] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
    expect((await call(env.app, reset, {}, { token: admin })).msg).toBe('缺少参数：id')
    expect((await call(env.app, reset, { id: foreign!.id }, { token: admin })).msg).toBe('记录不存在')
    expect((await call(env.app, reset, { id: self!.id }, { token: admin })).msg).toBe('请通过修改密码更改自己的密码')
    expect((await call(env.app, reset, { id: sub!.id }, { token: subToken })).msg).toBe('仅商户管理员可操作')
    expect((await call(env.app, reset, { id: sub!.id })).state).toBe(97)
    const ok = await call(env.app, reset, { id: sub!.id }, { token: admin })
    expect([ok.state, ok.msg]).toEqual([0, '密码已重置为 Market@123'])
    expect((await call(env.app, unread, {}, { token: subToken })).state).toBe(97)
    const r = await call(env.app, loginEp, { username: 'supplier01a', password: 'Market@123', userType: 'supplier' }, { remoteAddress: freshIp() })
    expect(r.state).toBe(0)
  })
})
