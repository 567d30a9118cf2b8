/**
 * NUL and other control characters (issue 10, finding 2): refused in the parsing layer for every
 * declared field of every implemented endpoint, with '参数包含非法字符：<field>', before any SQL;
 * a value the database still refuses answers a message, not HTTP 500; the log never shows SQL
 * parameters.
 */
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { contract, MARKET_OFFICE_MODULES, type Endpoint, type Role, ROLES } from '@/contract'
import { buildApp } from '../../server/app'
import { handler, type HandlerDef } from '../../server/http/handler'
import { handlers } from '../../server/modules'
import { MARKET_OFFICE_ROLE, USERS } from '../../server/seeds/seedData'
import { call, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<string, string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(
    env.app,
    USERS.map((u) => u.username),
  )
}, 600_000)
afterAll(() => env?.close())

/** A token that passes the handler's access rule (a merchant admin, a user of a listed role). */
function tokenFor(h: HandlerDef): string | null {
  if (h.access === 'public') return null
  if (h.access === 'user' || h.access === 'supplierAdmin') return tk.supplier01!
  const role = (h.access as readonly Role[]).find((r) => ROLES.includes(r))!
  // The market office's handlers: an account bound to the 市场办公 role holds their modules.
  const module = h.module?.[role]
  if (module && MARKET_OFFICE_MODULES.includes(module)) return tk[MARKET_OFFICE_ROLE.users[0]]!
  return tk[USERS.find((u) => u.userType === role && (role !== 'supplier' || u.isAdmin))!.username]!
}

const cases = handlers.filter((h) => !h.multipart).flatMap((h) => Object.keys(h.input).map((key) => [h.endpoint.path, key, h] as const))

test('there are handlers with string fields to probe', () => {
  expect(cases.length).toBeGreaterThan(150)
})

/** Invisible characters refused like the C0 controls (issue 17, item 9): DEL, C1, format and bidi characters, the BOM. */
const INVISIBLE = ['\u007f', '\u0085', '\u009b', '\u202e', '\u200b', '\u2028', '\ufeff', '\u2066', '\u200d']

test.each(cases.map(([path, key, h], i) => [path, key, h, i] as const))('%s: NUL in %s is refused with a message', async (_path, key, h, i) => {
  const invisible = INVISIBLE[i % INVISIBLE.length]!
  for (const value of ['supplier01\u0000', '\u0000', 'a\u0001b', 'x\u001bY', `绿源${invisible}果蔬`]) {
    const r = await call(env.app, h.endpoint, { [key]: value }, { token: tokenFor(h), remoteAddress: '192.0.2.9' })
    expect([r.status, r.state, r.msg]).toEqual([200, 1, `参数包含非法字符：${key}`])
  }
})

describe('invisible characters (issue 17, item 9)', () => {
  test.each(INVISIBLE.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))('%s in a name is refused and nothing is stored', async (_name, c) => {
    const name = `巡检${c}专员`
    const r = await call(env.app, contract.permission.sysRole.create, { name }, { token: tk.supplier01 })
    expect([r.state, r.msg]).toEqual([1, '参数包含非法字符：name'])
    const buyer = await call(env.app, contract.member.purchase.update, { name: `城南${c}生鲜` }, { token: tk.purchaser01 })
    expect(buyer.msg).toBe('参数包含非法字符：name')
    const stored = await env.db.execute(sql`select count(*)::int as n from sys_roles where name like ${'巡检%专员'}`)
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0)
  })

  test('visible text around them is still accepted: Chinese, emoji, full-width punctuation', async () => {
    const r = await call(env.app, contract.permission.sysRole.create, { name: '理货员（早班）🍎' }, { token: tk.supplier01 })
    expect(r.state).toBe(0)
  })
})

describe('where control characters hide', () => {
  test('inside a JSON array of objects', async () => {
    const r = await call(
      env.app,
      contract.gate.inmarketPrefillMain.createPreFill,
      { plateNumber: '浙A12399', items: [{ productId: 'p\u0000', quantity: 1, weight: 1 }] },
      { token: tk.supplier01 },
    )
    expect(r.msg).toBe('参数包含非法字符：items')
  })

  test('in a JSON object key', async () => {
    const r = await call(env.app, contract.train.examResults.save, { examId: '1', answers: [{ ['question\u0000Id']: 'x', answer: ['A'] }] }, { token: tk.staff01 })
    expect(r.msg).toBe('参数包含非法字符：answers')
  })

  test('line breaks: allowed in multi-line text, refused in a one-line field', async () => {
    const base = { complaintType: '1', title: '标题', content: '第一行内容说明\n第二行内容说明', contactName: '张三', contactPhone: '13812345678' }
    const multi = await call(env.app, contract.member.complaintComplaint.create, base, { token: tk.purchaser01 })
    expect(multi.msg).not.toMatch(/非法字符/)
    const single = await call(env.app, contract.member.complaintComplaint.create, { ...base, title: '标题\n换行' }, { token: tk.purchaser01 })
    expect(single.msg).toBe('参数包含非法字符：title')
    const tab = await call(env.app, contract.permission.sysRole.create, { name: '理\t货' }, { token: tk.supplier01 })
    expect(tab.msg).toBe('参数包含非法字符：name')
  })

  test('a percent-encoded NUL in a query string', async () => {
    const res = await env.app.inject({ method: 'GET', url: `${contract.user.dataDictionary.page.path}?dataType=unit%00`, headers: { authorization: tk.staff01! } })
    expect(res.json()).toMatchObject({ state: 1, msg: '参数包含非法字符：dataType' })
  })
})

describe('what reaches the database anyway', () => {
  const ep = contract.message.history.getUnreadMessageCount as Endpoint<unknown, unknown>
  async function appLogging(run: HandlerDef['handle']) {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const probe = handler({ endpoint: contract.message.history.getUnreadMessageCount, access: 'public', input: {}, handle: run as never })
    const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, handlers: [probe], logger: { level: 'info', stream } })
    return { app, lines }
  }

  test('a value PostgreSQL refuses answers 参数格式不正确 and the log shows neither the value nor the parameters', async () => {
    const { app, lines } = await appLogging(async ({ db }) => db.execute(sql`select ${'secret-nul-\u0000-value'}::text as v`))
    const r = await call(app, ep, {})
    expect([r.status, r.state, r.msg]).toEqual([200, 1, '参数格式不正确'])
    const log = lines.join('')
    expect(log).toMatch(/database refused the request/)
    expect(log).not.toMatch(/secret-nul|params/)
    await app.close()
  })

  test('an unexpected database error answers 500 and logs the query without its parameters', async () => {
    const { app, lines } = await appLogging(async ({ db }) => db.execute(sql`select * from no_such_table where name = ${'secret-param-value'}`))
    const r = await call(app, ep, {})
    expect([r.status, r.msg]).toEqual([500, '服务器繁忙，请稍后再试'])
    const log = lines.join('')
    expect(log).toMatch(/no_such_table/)
    expect(log).not.toMatch(/secret-param-value|params:/)
    await app.close()
  })
})
