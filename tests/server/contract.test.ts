/** Routes come from the contract: implemented, or honestly '该接口尚未开放'; envelopes everywhere. */
import { allEndpoints, contract, KEYWORD_MAX_LENGTH } from '@/contract'
import { buildApp } from '../../server/app'
import { handler } from '../../server/http/handler'
import { handlers } from '../../server/modules'
import { call, login, setup, type TestEnv } from './helpers'

let env: TestEnv
let token: string
beforeAll(async () => {
  env = await setup()
  token = await login(env.app, 'supplier01')
}, 600_000)
afterAll(() => env?.close())

const implemented = new Set(handlers.map((h) => h.endpoint.path))
const publicPaths = new Set(handlers.filter((h) => h.access === 'public').map((h) => h.endpoint.path))

const isEnvelope = (b: unknown) =>
  !!b && typeof b === 'object' && typeof (b as { state: unknown }).state === 'number' && typeof (b as { msg: unknown }).msg === 'string' && 'result' in (b as object)
const noStack = (text: string) => !/\n\s+at\s|Error:|node_modules|\.ts:\d+/.test(text)

test('every handler belongs to the contract and matches its method', () => {
  const byPath = new Map(allEndpoints().map((e) => [e.path, e]))
  for (const h of handlers) expect(byPath.get(h.endpoint.path)?.method).toBe(h.endpoint.method)
})

test('every endpoint beyond the spec is implemented, public as declared, and answers the envelope', async () => {
  for (const ep of allEndpoints().filter((e) => e.beyondSpec)) {
    expect(implemented.has(ep.path)).toBe(true)
    expect(publicPaths.has(ep.path)).toBe(Boolean(ep.public))
    const r = await call(env.app, ep, {})
    // Refused input (1), or without a token a call for logged-in users that takes no input (97).
    expect([ep.path, r.status, isEnvelope(r.raw.json()), r.state === 1 || (!ep.public && r.state === 97)]).toEqual([ep.path, 200, true, true])
  }
})

test('every contract endpoint is implemented or answers 该接口尚未开放 (with and without token)', async () => {
  for (const ep of allEndpoints()) {
    for (const t of [null, token]) {
      const r = await call(env.app, ep, {}, { token: t })
      expect(r.status).toBeLessThan(500)
      expect(isEnvelope(r.raw.json())).toBe(true)
      expect(noStack(r.raw.body)).toBe(true)
      if (!implemented.has(ep.path)) expect([r.state, r.msg]).toEqual([1, '该接口尚未开放'])
      else if (!t && !publicPaths.has(ep.path)) expect([r.state, r.msg, r.result]).toEqual([97, '登录已失效，请重新登录', null])
      else expect(r.msg).not.toBe('该接口尚未开放')
    }
  }
})

test('public descriptors are public handlers (login and registration are public in behaviour too)', () => {
  for (const ep of allEndpoints().filter((e) => e.public && implemented.has(e.path))) expect(publicPaths.has(ep.path)).toBe(true)
  const declaredPublic = allEndpoints().filter((e) => e.public).map((e) => e.path)
  // Logging in (with a password, or WeChat's login code, its phone number and the PC page's scan code) and registering.
  expect([...publicPaths].filter((p) => !declaredPublic.includes(p)).sort()).toEqual(['/api/member/supplier/registered', '/api/user/weChat/getLoginInfo', '/api/user/weChat/getPhoneNoInfo', '/api/user/weChat/getQrcode', '/login/login'])
})

test('an unknown path answers HTTP 404 with the envelope', async () => {
  for (const [method, url] of [['POST', '/api/nope/nope'], ['GET', '/api/user/user/queryById'], ['GET', '/whatever']] as const) {
    const res = await env.app.inject({ method, url })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ state: 404, msg: '请求地址出错', result: null })
  }
})

test('a wrong, malformed or Bearer token', async () => {
  const ep = contract.message.history.getUnreadMessageCount
  expect((await call(env.app, ep, {}, { token: 'x'.repeat(43) })).state).toBe(97)
  expect((await call(env.app, ep, {}, { token: 'not a token' })).state).toBe(97)
  // (the sweep above called /login/logout with `token`, so log in afresh)
  const fresh = await login(env.app, 'supplier01')
  expect((await call(env.app, ep, {}, { token: `Bearer ${fresh}` })).state).toBe(0)
  expect((await call(env.app, ep, {}, { token })).state).toBe(97)
})

test('malformed bodies answer a clear envelope, not a stack trace', async () => {
  const json = await env.app.inject({
    method: 'POST',
    url: contract.permission.sysRoleModlePermission.batchSaveModulePermission.path,
    headers: { authorization: token, 'content-type': 'application/json' },
    payload: '{"roleId": ',
  })
  expect(json.statusCode).toBe(200)
  expect(json.json()).toEqual({ state: 1, msg: '请求格式不正确', result: null })
  const media = await env.app.inject({ method: 'POST', url: contract.login.login.path, headers: { 'content-type': 'application/xml' }, payload: '<a/>' })
  expect(media.json()).toEqual({ state: 1, msg: '请求格式不正确', result: null })
})

test('every text filter takes KEYWORD_MAX_LENGTH characters and refuses one more, in the same words', async () => {
  const { member, custome, train, message, gate, user, permission, basic } = contract
  const filters = [
    [member.product.page, 'keyword'],
    [member.complaintComplaint.page, 'keyword'],
    [member.collectPrice.collectDisplayAll, 'keyword'],
    [custome.knowledge.queryPage, 'keyword'],
    [train.train.queryPage, 'keyword'],
    [message.announcement.page, 'title'],
    [gate.inmarketPrefillMain.page, 'keyword'],
    [gate.inmarketMain.page, 'keyword'],
    [user.user.page, 'keyword'],
    [permission.sysRole.page, 'name'],
    [basic.assetsManage.page, 'keyword'],
    [basic.assetsManage.getSaleAndLeaseAssets, 'keyword'],
  ] as const
  // A merchant admin may use every one of them (the walk over all endpoints above logged out).
  const admin = await login(env.app, 'supplier01')
  for (const [ep, key] of filters) {
    const longest = await call(env.app, ep, { [key]: '长'.repeat(KEYWORD_MAX_LENGTH) }, { token: admin })
    expect([ep.path, longest.state]).toEqual([ep.path, 0])
    const over = await call(env.app, ep, { [key]: '长'.repeat(KEYWORD_MAX_LENGTH + 1) }, { token: admin })
    expect([ep.path, over.state, over.msg]).toEqual([ep.path, 1, `搜索内容不能超过${KEYWORD_MAX_LENGTH}个字符`])
  }
})

test('an unexpected error answers 500 服务器繁忙 without leaking details', async () => {
  const boom = handler({
    endpoint: contract.user.sysLogoConf.queryByParam,
    access: 'public',
    input: {},
    handle: async () => {
      throw new Error('secret database detail')
    },
  })
  const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, handlers: [boom] })
  const res = await app.inject({ method: 'GET', url: contract.user.sysLogoConf.queryByParam.path })
  expect(res.statusCode).toBe(500)
  expect(res.json()).toEqual({ state: 1, msg: '服务器繁忙，请稍后再试', result: null })
  expect(res.body).not.toMatch(/secret|Error/)
  // Endpoints without a handler in that app answer as not open.
  expect((await call(app, contract.login.login, {})).msg).toBe('该接口尚未开放')
  await app.close()
})
