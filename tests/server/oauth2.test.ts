/**
 * Another system acting for the user (user/oauth2/*): who asks and for what, approval only to a
 * redirect URL on the allow-list, the code bound to the system, the URL and the user and redeemed
 * once with the system's configured secret.
 */
import { contract } from '@/contract'
import { dataDictionary } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01', string>
const O = contract.user.oauth2
const BACK = 'https://erp.example.com/callback?from=market'
const SECRET = 'erp-secret-0123456789abcdef'

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'purchaser01'] as const)
  await env.db.insert(dataDictionary).values([
    { dataType: 'oauthClient', dataKey: 'erp', dataValue: '市场ERP系统', enabled: true, sort: 0 },
    { dataType: 'oauthRedirectOrigin', dataKey: 'https://erp.example.com', dataValue: 'ERP', enabled: true, sort: 0 },
  ])
  process.env.OAUTH2_CLIENT_SECRETS = `erp:${SECRET},market-pc:short`
}, 600_000)
afterAll(async () => {
  delete process.env.OAUTH2_CLIENT_SECRETS
  await env?.close()
})

const redeem = (code: string, over: Record<string, string> = {}) => call(env.app, O.token, { clientId: 'erp', clientSecret: SECRET, code, redirectUri: BACK, ...over })

test('who asks and for what; whether its redirect is allowed', async () => {
  expect(expectOk(await call(env.app, O.client, { clientId: 'erp', redirectUri: BACK, scope: 'profile mobile' }, { token: tk.purchaser01 }))).toEqual({
    clientId: 'erp',
    name: '市场ERP系统',
    scopes: [
      { key: 'profile', text: '读取你的姓名、账号和身份类型' },
      { key: 'mobile', text: '读取你的手机号' },
    ],
    redirectAllowed: true,
  })
  expect(expectOk(await call(env.app, O.client, { clientId: 'market-pc', redirectUri: 'https://evil.example/cb' }, { token: tk.purchaser01 }))).toMatchObject({ name: '市场PC管理系统', redirectAllowed: false })
  expect((await call(env.app, O.client, { clientId: 'nobody', redirectUri: BACK }, { token: tk.purchaser01 })).msg).toBe('未知的应用，无法授权')
  expect((await call(env.app, O.client, { clientId: 'erp', redirectUri: BACK, scope: 'admin' }, { token: tk.purchaser01 })).msg).toBe('申请的权限不正确')
  expect((await call(env.app, O.client, { clientId: 'erp', redirectUri: BACK })).state).toBe(97)
})

test('approval refuses a redirect off the allow-list, and never hands out a code for it', async () => {
  for (const bad of ['https://evil.example/cb', 'http://erp.example.com/callback', 'https://erp.example.com.evil.example/cb', 'javascript:alert(1)']) {
    expect((await call(env.app, O.authorize, { clientId: 'erp', redirectUri: bad, approve: true }, { token: tk.purchaser01 })).msg).toBe('回调地址不在允许范围内')
  }
})

test('approved: a code at the redirect URL, redeemed once by the system with its secret', async () => {
  const r = expectOk(await call(env.app, O.authorize, { clientId: 'erp', redirectUri: BACK, scope: 'profile mobile', state: 'xyz', approve: true }, { token: tk.purchaser01 }))
  const url = new URL(r.redirect)
  expect(`${url.origin}${url.pathname}`).toBe('https://erp.example.com/callback')
  expect([url.searchParams.get('from'), url.searchParams.get('state')]).toEqual(['market', 'xyz'])
  const code = url.searchParams.get('code')!
  expect((await redeem(code, { clientSecret: 'wrong-secret-000000000000' })).msg).toBe('应用密钥不正确')
  expect((await redeem(code, { redirectUri: 'https://erp.example.com/other' })).msg).toBe('授权码无效或已使用')
  expect(expectOk(await redeem(code))).toMatchObject({ username: 'purchaser01', realName: '赵采买', userType: 'purchaser', mobile: '13900000003', scope: 'profile mobile' })
  expect((await redeem(code)).msg).toBe('授权码无效或已使用')
  // A system without a configured secret (or one too short) cannot redeem.
  expect((await call(env.app, O.token, { clientId: 'market-pc', clientSecret: 'short', code, redirectUri: BACK })).msg).toBe('该应用未配置密钥，不能兑换授权码')
})

test('refused: back to the system with error=access_denied and no code; two approvals race into two distinct codes', async () => {
  const r = expectOk(await call(env.app, O.authorize, { clientId: 'erp', redirectUri: BACK, state: 's1', approve: false }, { token: tk.supplier01 }))
  const url = new URL(r.redirect)
  expect([url.searchParams.get('error'), url.searchParams.get('state'), url.searchParams.has('code')]).toEqual(['access_denied', 's1', false])
  const [a, b] = await Promise.all([1, 2].map(() => call(env.app, O.authorize, { clientId: 'erp', redirectUri: BACK, approve: true }, { token: tk.supplier01 })))
  const codes = [a, b].map((x) => new URL(expectOk(x).redirect).searchParams.get('code')!)
  expect(new Set(codes).size).toBe(2)
  const grants = await Promise.all([redeem(codes[0]!), redeem(codes[0]!)])
  expect(grants.map((g) => g.state).sort()).toEqual([0, 1])
  expect(expectOk(await redeem(codes[1]!))).toMatchObject({ username: 'supplier01', scope: 'profile' })
})
