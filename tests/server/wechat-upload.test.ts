/** The WeChat stand-in (codes table); image upload: upload.test.ts. */
import { eq } from 'drizzle-orm'
import { contract } from '@/contract'
import { users, wechatCodes } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01' | 'staff01', string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'purchaser01', 'staff01'] as const)
}, 600_000)
afterAll(() => env?.close())

/** What WeChat would have issued: a code for an openid (and phone). */
const wxCode = async (code: string, openId: string, phone?: string) =>
  env.db.insert(wechatCodes).values({ code, openId, phone: phone ?? null, status: 'wx', expiresAt: new Date(Date.now() + 300_000) })

const W = contract.user.weChat

describe('openid binding and code login', () => {
  test('bind through modifyUserWxOpenId, then getUserByOpenId and getTokenByCode', async () => {
    await wxCode('wx-code-1', 'openid-staff')
    expect(expectOk(await call(env.app, contract.user.user.modifyUserWxOpenId, { code: 'wx-code-1' }, { token: tk.staff01 }))).toEqual({ bound: true })
    const [u] = await env.db.select().from(users).where(eq(users.username, 'staff01'))
    expect(u!.wxOpenId).toBe('openid-staff')
    // codes are single use
    expect((await call(env.app, contract.user.user.modifyUserWxOpenId, { code: 'wx-code-1' }, { token: tk.staff01 })).msg).toBe('微信授权码无效')
    await wxCode('wx-code-2', 'openid-staff')
    expect(expectOk(await call(env.app, contract.user.user.getUserByOpenId, { code: 'wx-code-2' }))).toEqual({ bound: true, userType: 'staff' })
    const login = expectOk(await call(env.app, contract.message.wx.getTokenByCode, { code: 'wx-code-2' })) as { token: string; username: string }
    expect(login.username).toBe('staff01')
    expect((await call(env.app, contract.message.history.getUnreadMessageCount, {}, { token: login.token })).state).toBe(0)
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: 'wx-code-2' })).msg).toBe('微信授权码无效')
  })

  test('unknown, unbound or expired codes', async () => {
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: 'never-issued' })).msg).toBe('微信授权码无效')
    await wxCode('wx-unbound', 'openid-nobody')
    expect(expectOk(await call(env.app, contract.user.user.getUserByOpenId, { code: 'wx-unbound' }))).toEqual({ bound: false })
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: 'wx-unbound' })).msg).toBe('微信授权码无效')
    await env.db.insert(wechatCodes).values({ code: 'wx-old', openId: 'openid-staff', status: 'wx', expiresAt: new Date(Date.now() - 1000) })
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code: 'wx-old' })).msg).toBe('微信授权码无效')
    expect((await call(env.app, contract.message.wx.getTokenByCode, {})).msg).toBe('缺少参数：code')
    expect((await call(env.app, contract.user.user.getUserByOpenId, { code: 'bad code with spaces' })).msg).toBe('授权码格式不正确')
  })

  test('an openid bound to one account cannot be bound to another (updateUserOpenid, updateUserMPopenId)', async () => {
    await wxCode('wx-code-3', 'openid-staff')
    expect((await call(env.app, contract.user.user.updateUserOpenid, { code: 'wx-code-3' }, { token: tk.purchaser01 })).msg).toBe('该微信已绑定其他账号')
    await wxCode('wx-code-4', 'openid-purchaser-mp')
    expect(expectOk(await call(env.app, W.updateUserMPopenId, { code: 'wx-code-4' }, { token: tk.purchaser01 }))).toEqual({ bound: true })
    const [u] = await env.db.select().from(users).where(eq(users.username, 'purchaser01'))
    expect(u!.mpOpenId).toBe('openid-purchaser-mp')
    for (const ep of [contract.user.user.updateUserOpenid, W.updateUserMPopenId, contract.user.user.modifyUserWxOpenId]) {
      expect((await call(env.app, ep, { code: 'x' })).state).toBe(97)
      expect((await call(env.app, ep, {}, { token: tk.purchaser01 })).msg).toBe('缺少参数：code')
    }
  })

  test('getPhoneNoInfo', async () => {
    await wxCode('wx-phone', 'openid-p', '13611112222')
    expect(expectOk(await call(env.app, W.getPhoneNoInfo, { code: 'wx-phone' }, { token: tk.purchaser01 }))).toEqual({ phoneNumber: '13611112222' })
    await wxCode('wx-nophone', 'openid-p')
    expect((await call(env.app, W.getPhoneNoInfo, { code: 'wx-nophone' }, { token: tk.purchaser01 })).msg).toBe('微信授权码无效')
    expect((await call(env.app, W.getPhoneNoInfo, { code: 'wx-phone' })).state).toBe(97)
  })
})

describe('scan login', () => {
  test('a screen registers a code, a logged-in user confirms it, the screen exchanges it once', async () => {
    const code = 'scan-code-0123456789abcdef'
    expect(expectOk(await call(env.app, W.setScanLoginCode, { code }))).toMatchObject({ code, expiresAt: expect.any(String) })
    expect((await call(env.app, W.setScanLoginCode, { code })).msg).toBe('二维码已失效，请刷新')
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code })).msg).toBe('微信授权码无效')
    expect((await call(env.app, W.getLoginInfo, { code })).state).toBe(97)
    expect(expectOk(await call(env.app, W.getLoginInfo, { code }, { token: tk.supplier01 }))).toEqual({ confirmed: true })
    expect((await call(env.app, W.getLoginInfo, { code }, { token: tk.purchaser01 })).msg).toBe('二维码已失效，请刷新')
    const r = expectOk(await call(env.app, contract.message.wx.getTokenByCode, { code })) as { username: string }
    expect(r.username).toBe('supplier01')
    expect((await call(env.app, contract.message.wx.getTokenByCode, { code })).msg).toBe('微信授权码无效')
    expect((await call(env.app, W.setScanLoginCode, { code: 'short' })).msg).toBe('二维码参数不正确')
  })

  test('getQrcode: a one-time login code for the caller', async () => {
    const q = expectOk(await call(env.app, W.getQrcode, {}, { token: tk.purchaser01 })) as { code: string }
    expect((expectOk(await call(env.app, contract.message.wx.getTokenByCode, { code: q.code })) as { username: string }).username).toBe('purchaser01')
    expect((await call(env.app, W.getQrcode, {})).state).toBe(97)
  })
})
