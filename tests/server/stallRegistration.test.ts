/**
 * Issue 17, item 3: a buyer registered at a stall gets an unguessable one-time credential by text
 * message (the stand-in records it), logs in with it once and must set its own password before
 * anything else; a shop registers a bounded number of buyers a day; the real owner of the number
 * claims the account with a code sent to it, which ends the sessions of whoever used the credential.
 */
import { and, desc, eq } from 'drizzle-orm'
import { contract, RESET_PASSWORD, type CustomerBrief, type LoginUser } from '@/contract'
import { CHANGE_PASSWORD_FIRST } from '../../server/http/access'
import { TEMP_PASSWORD_SPENT } from '../../server/auth/tempPassword'
import { rateLimits, textSends, users } from '../../server/db/schema'
import { BUYER_REGISTER_LIMIT, BUYER_REGISTER_LOCKED } from '../../server/modules/member/customer'
import { CLAIM_BAD_CODE, CLAIM_SENT, CLAIM_TOO_OFTEN } from '../../server/modules/user/claim'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { sentCredential } from './tradeHelpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02', string>
let ipSeq = 0
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02'] as const)
}, 600_000)
afterAll(() => env?.close())

const ip = () => `198.18.${Math.floor(ipSeq / 200)}.${(ipSeq++ % 200) + 1}`
const register = (mobile: string, token = tk.supplier01) => call<CustomerBrief>(env.app, contract.member.customer.registered, { name: '测试饭店', mobile }, { token })
const loginAs = (username: string, password: string) => call<LoginUser>(env.app, contract.login.login, { username, password, userType: 'purchaser' }, { remoteAddress: ip() })
const lastText = async (mobile: string, purpose: string) =>
  (await env.db.select().from(textSends).where(and(eq(textSends.mobile, mobile), eq(textSends.purpose, purpose))).orderBy(desc(textSends.createdAt)).limit(1))[0]

test('the credential goes to the buyer by text, not to the shop; the published password does not log in', async () => {
  const r = await register('13655550101')
  expect([r.state, r.msg]).toEqual([0, '买家已注册，登录账号为手机号，临时密码已通过短信发送给买家'])
  expect(r.raw.body).not.toMatch(/Market@123|临时密码[A-Za-z0-9]{10}/)
  const text = await lastText('13655550101', 'credential')
  expect(text).toMatchObject({ status: 'recorded' })
  const credential = await sentCredential(env.db, '13655550101')
  expect(credential).toMatch(/^[A-Za-z0-9]{10}$/)
  expect(credential).not.toBe(RESET_PASSWORD)
  expect((await loginAs('13655550101', RESET_PASSWORD)).msg).toBe('用户名或密码错误')
  // Two registrations never share a credential.
  expectOk(await register('13655550102'))
  expect(await sentCredential(env.db, '13655550102')).not.toBe(credential)
})

test('the credential logs in once; until a new password is set, only the password change is open', async () => {
  expectOk(await register('13655550103'))
  const credential = await sentCredential(env.db, '13655550103')
  const first = expectOk(await loginAs('13655550103', credential))
  expect(first.mustChangePassword).toBe(true)
  for (const [ep, data] of [
    [contract.member.purchase.queryDetail, { withIdCode: true }],
    [contract.settle.orderInfo.page, {}],
    [contract.settle.predepositAccount.getAccountInfoByCustomerId, {}],
  ] as const)
    expect((await call(env.app, ep, data, { token: first.token })).msg).toBe(CHANGE_PASSWORD_FIRST)
  expect((await call(env.app, contract.permission.permission.getRoleModulListAndButtonList, {}, { token: first.token })).state).toBe(0)
  // A second login with it, by the buyer or anyone who read it, is refused.
  expect((await loginAs('13655550103', credential)).msg).toBe(TEMP_PASSWORD_SPENT)
  expectOk(await call(env.app, contract.user.user.updatePassword, { oldPassword: credential, newPassword: 'Buyer@2026' }, { token: first.token }))
  expect((await call(env.app, contract.settle.orderInfo.page, {}, { token: first.token })).state).toBe(0)
  expect(expectOk(await loginAs('13655550103', 'Buyer@2026')).mustChangePassword).toBeUndefined()
  expect((await loginAs('13655550103', credential)).msg).toBe('用户名或密码错误')
})

test('an unused credential expires after 7 days', async () => {
  expectOk(await register('13655550104'))
  const credential = await sentCredential(env.db, '13655550104')
  await env.db.update(users).set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.username, '13655550104'))
  expect((await loginAs('13655550104', credential)).msg).toBe(TEMP_PASSWORD_SPENT)
})

test(`a shop registers at most ${BUYER_REGISTER_LIMIT.max} buyers a day, whichever of its accounts does it; another shop is not affected`, async () => {
  await env.db.delete(rateLimits)
  const answers = []
  for (let i = 0; i < BUYER_REGISTER_LIMIT.max + 2; i++) answers.push(await register(`1365556${String(i).padStart(4, '0')}`, i % 2 ? tk.supplier01a : tk.supplier01))
  expect(answers.filter((a) => a.state === 0)).toHaveLength(BUYER_REGISTER_LIMIT.max)
  expect(answers.slice(BUYER_REGISTER_LIMIT.max).map((a) => a.msg)).toEqual([BUYER_REGISTER_LOCKED, BUYER_REGISTER_LOCKED])
  expect((await register('13655557000', tk.supplier02)).state).toBe(0)
})

test('the owner of the number claims it: a code by text, a new password; the stall\'s session ends', async () => {
  await env.db.delete(rateLimits)
  const mobile = '13655550105'
  expectOk(await register(mobile))
  const squatter = expectOk(await loginAs(mobile, await sentCredential(env.db, mobile)))
  const sent = await call(env.app, contract.user.claim.sendCode, { mobile }, { remoteAddress: ip() })
  expect([sent.state, sent.msg]).toEqual([0, CLAIM_SENT])
  const code = /验证码(\d{6})/.exec((await lastText(mobile, 'claimCode'))!.content)![1]!
  // Another code within the minute: refused.
  expect((await call(env.app, contract.user.claim.sendCode, { mobile }, { remoteAddress: ip() })).msg).toBe(CLAIM_TOO_OFTEN)
  const claim = (c: string, newPassword = 'Owner@2026') => call(env.app, contract.user.claim.confirm, { mobile, code: c, newPassword }, { remoteAddress: ip() })
  expect((await claim(code === '000000' ? '000001' : '000000')).msg).toBe(CLAIM_BAD_CODE)
  expect((await claim(code, '123')).state).toBe(1)
  const done = await claim(code)
  expect([done.state, done.result]).toEqual([0, { username: mobile }])
  // Used once; the squatter is out; the owner logs in with its own password, nothing to change.
  expect((await claim(code)).msg).toBe(CLAIM_BAD_CODE)
  expect((await call(env.app, contract.settle.orderInfo.page, {}, { token: squatter.token })).state).toBe(97)
  expect(expectOk(await loginAs(mobile, 'Owner@2026')).mustChangePassword).toBeUndefined()
})

test('a code allows 5 tries; an unknown number gets the same answer and no text', async () => {
  await env.db.delete(rateLimits)
  const mobile = '13655550106'
  expectOk(await register(mobile))
  expectOk(await call(env.app, contract.user.claim.sendCode, { mobile }, { remoteAddress: ip() }))
  const code = /验证码(\d{6})/.exec((await lastText(mobile, 'claimCode'))!.content)![1]!
  const wrong = code === '999999' ? '999998' : '999999'
  for (let i = 0; i < 5; i++) expect((await call(env.app, contract.user.claim.confirm, { mobile, code: wrong, newPassword: 'Owner@2026' }, { remoteAddress: ip() })).msg).toBe(CLAIM_BAD_CODE)
  expect((await call(env.app, contract.user.claim.confirm, { mobile, code, newPassword: 'Owner@2026' }, { remoteAddress: ip() })).msg).toBe(CLAIM_BAD_CODE)
  const unknown = await call(env.app, contract.user.claim.sendCode, { mobile: '13655550999' }, { remoteAddress: ip() })
  expect([unknown.state, unknown.msg]).toEqual([0, CLAIM_SENT])
  expect(await lastText('13655550999', 'claimCode')).toBeUndefined()
  // A demo account that is not a stall's buyer (its user name is not a number) cannot be claimed.
  expectOk(await call(env.app, contract.user.claim.sendCode, { mobile: '13900000003' }, { remoteAddress: ip() }))
  expect(await lastText('13900000003', 'claimCode')).toBeUndefined()
})
