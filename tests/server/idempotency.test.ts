/**
 * Double submits (issue 10, finding 4): writes sent with one Idempotency-Key run once per caller
 * and key, and every repeat (concurrent or later) gets the first answer.
 */
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { openPostgres } from '../../server/db/client'
import { complaints, idempotencyKeys, users as usersTable } from '../../server/db/schema'
import type { Db } from '../../server/db/client'
import { handler, type HandlerDef } from '../../server/http/handler'
import { BizError } from '../../server/lib/envelope'
import { RecorderSender, sendQuietly, setMessageSender } from '../../server/modules/message/sender'
import { paymentRuntime } from '../../server/modules/settle/payment/runtime'
import { BAD_KEY_MSG, KEY_REUSED_MSG, purgeIdempotencyKeys } from '../../server/http/idempotency'
import { loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'purchaser01' | 'staff01' | 'supplier01', string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['purchaser01', 'staff01', 'supplier01'] as const)
}, 600_000)
afterAll(() => env?.close())

const create = contract.member.complaintComplaint.create
let n = 0
const form = (title = `重复提交测试${++n}`) =>
  new URLSearchParams({ complaintType: '1', title, content: '同一次提交发了二十遍，应只记一条', contactName: '赵采买', contactPhone: '13800000001' }).toString()

async function post(app: FastifyInstance, token: string, key: string | null, payload = form(), url: string = create.path) {
  const headers: Record<string, string> = { authorization: token, 'content-type': 'application/x-www-form-urlencoded' }
  if (key) headers['idempotency-key'] = key
  const res = await app.inject({ method: 'POST', url, headers, payload })
  return { status: res.statusCode, body: res.json() as { state: number; msg: string; result: { id: string } | null }, replayed: res.headers['idempotent-replayed'] === 'true' }
}

const userOf = async (username: string) => (await env.db.select().from(usersTable).where(eq(usersTable.username, username)))[0]!
const countTitled = async (title: string) => (await env.db.select().from(complaints).where(eq(complaints.title, title))).length
const key = () => `k${Date.now()}${Math.random().toString(36).slice(2)}xxxxxxxxxxxx`

test('20 identical creates with one key at once: one row, 20 identical answers', async () => {
  const k = key()
  const payload = form('二十连发')
  const answers = await Promise.all(Array.from({ length: 20 }, () => post(env.app, tk.purchaser01, k, payload)))
  expect(await countTitled('二十连发')).toBe(1)
  const ids = new Set(answers.map((a) => a.body.result?.id))
  expect(ids.size).toBe(1)
  expect(answers.every((a) => a.status === 200 && a.body.state === 0)).toBe(true)
  expect(answers.filter((a) => a.replayed)).toHaveLength(19)
})

test('without a key every request runs (the header is what makes a retry safe)', async () => {
  const payload = form('没有标识')
  await post(env.app, tk.purchaser01, null, payload)
  await post(env.app, tk.purchaser01, null, payload)
  expect(await countTitled('没有标识')).toBe(2)
})

test('a later retry with the key gets the first answer; another user with the same key is another action', async () => {
  const k = key()
  const payload = form('稍后重试')
  const first = await post(env.app, tk.purchaser01, k, payload)
  const again = await post(env.app, tk.purchaser01, k, payload)
  expect(again.body).toEqual(first.body)
  expect(again.replayed).toBe(true)
  const other = await post(env.app, tk.staff01, k, payload)
  expect(other.replayed).toBe(false)
  expect(other.body.result!.id).not.toBe(first.body.result!.id)
  expect(await countTitled('稍后重试')).toBe(2)
})

test('a refusal is answered again the same way; a key reused for another body is refused', async () => {
  const k = key()
  const bad = new URLSearchParams({ complaintType: 'nope', title: 'x', content: '内容内容内容内容内容', contactName: '赵', contactPhone: '13800000001' }).toString()
  const first = await post(env.app, tk.purchaser01, k, bad)
  expect(first.body.msg).toBe('投诉类型不正确')
  const again = await post(env.app, tk.purchaser01, k, bad)
  expect([again.body.msg, again.replayed]).toEqual(['投诉类型不正确', true])
  const other = await post(env.app, tk.purchaser01, k, form('换了内容'))
  expect([other.body.state, other.body.msg]).toEqual([1, KEY_REUSED_MSG])
  expect(await countTitled('换了内容')).toBe(0)
})

test('malformed keys are refused', async () => {
  for (const bad of ['short', 'has spaces in it 123456', 'x'.repeat(200), 'nul\u0000nul-nul-nul-nul']) {
    const r = await post(env.app, tk.purchaser01, bad)
    expect([r.body.state, r.body.msg]).toEqual([1, BAD_KEY_MSG])
  }
})

test('after 24 hours the key is free again; housekeeping drops old answers', async () => {
  const k = key()
  const payload = form('隔天重用')
  await post(env.app, tk.purchaser01, k, payload)
  await env.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(idempotencyKeys.key, k))
  expect((await post(env.app, tk.purchaser01, k, payload)).replayed).toBe(false)
  expect(await countTitled('隔天重用')).toBe(2)
  await env.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(idempotencyKeys.key, k))
  expect(await purgeIdempotencyKeys(env.db)).toBeGreaterThanOrEqual(1)
  expect(await env.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toHaveLength(0)
})

test('an unexpected failure frees the key: the retry runs the handler again', async () => {
  let calls = 0
  const flaky = handler({
    endpoint: contract.login.logout,
    access: 'user',
    input: {},
    async handle() {
      calls++
      if (calls === 1) throw new Error('disk full')
      return null
    },
  })
  const app = await buildApp({ db: env.db, uploadDir: env.uploadDir, handlers: [flaky] })
  const k = key()
  expect((await post(app, tk.purchaser01, k, '', contract.login.logout.path)).status).toBe(500)
  const retry = await post(app, tk.purchaser01, k, '', contract.login.logout.path)
  expect([retry.body.state, retry.replayed, calls]).toEqual([0, false, 2])
  await app.close()
})

// ---- One transaction: the writes and their stored answer (issue 18) --------------------------------

/** An app with one test handler on the logout endpoint (a POST that takes no input). */
async function appWith(handle: (db: Db, userId: string) => Promise<unknown>, more: Partial<HandlerDef> = {}): Promise<FastifyInstance> {
  const h = handler({ endpoint: contract.login.logout, access: 'user', input: {}, handle: ({ db, user }) => handle(db, user.id) as Promise<null> })
  return buildApp({ db: env.db, uploadDir: env.uploadDir, handlers: [{ ...h, ...more }] })
}
const logout = (app: FastifyInstance, k: string) => post(app, tk.purchaser01, k, '', contract.login.logout.path)
const writeComplaint = (db: Db, userId: string, title: string) =>
  db.insert(complaints).values({ userId, complaintType: '1', title, content: '内容内容内容内容内容', contactName: '赵', contactPhone: '13800000001' })

test('a handler that fails after its write (HTTP 500) leaves nothing written: the retry runs a write that never happened', async () => {
  let calls = 0
  const app = await appWith(async (db, userId) => {
    calls++
    await writeComplaint(db, userId, '写后失败')
    if (calls === 1) throw new Error('crash after the write')
    return null
  })
  const k = key()
  expect((await logout(app, k)).status).toBe(500)
  expect(await countTitled('写后失败')).toBe(0)
  const retry = await logout(app, k)
  expect([retry.body.state, retry.replayed, calls, await countTitled('写后失败')]).toEqual([0, false, 2, 1])
  expect((await logout(app, k)).replayed).toBe(true)
  expect(await countTitled('写后失败')).toBe(1)
  await app.close()
})

test('the answer is stored in the transaction of the write: an answer that cannot be stored undoes the write', async () => {
  // jsonb refuses a NUL character: storing this answer fails, and the write it answers goes with it.
  const app = await appWith(async (db, userId) => {
    await writeComplaint(db, userId, '答案存不下')
    return { note: 'nul\u0000' }
  })
  await logout(app, key())
  expect(await countTitled('答案存不下')).toBe(0)
  await app.close()
})

test('a refusal keeps what the handler wrote before it and is replayed; also after a failed statement', async () => {
  const app = await appWith(async (db, userId) => {
    await writeComplaint(db, userId, '先写后拒')
    // A statement the database refuses (its own savepoint is not there: the transaction is aborted).
    await db.execute(sql`select 1 / 0`).catch(() => undefined)
    throw new BizError('业务拒绝')
  })
  const k = key()
  const first = await logout(app, k)
  expect([first.status, first.body.msg]).toEqual([200, '业务拒绝'])
  const again = await logout(app, k)
  expect([again.body.msg, again.replayed]).toEqual(['业务拒绝', true])
  // The failed statement aborted the transaction: the handler's part was undone, the refusal stored.
  expect(await countTitled('先写后拒')).toBe(0)

  const kept = await appWith(async (db, userId) => {
    await writeComplaint(db, userId, '拒绝前的写入')
    throw new BizError('业务拒绝')
  })
  expect((await logout(kept, key())).body.msg).toBe('业务拒绝')
  expect(await countTitled('拒绝前的写入')).toBe(1)
  await app.close()
  await kept.close()
})

test('work after the commit (messages) runs once the writes are committed, and never for a rolled-back write', async () => {
  const seen: boolean[] = []
  setMessageSender(env.db, {
    async sendSubscribe() {
      // Called with the database outside the request: the write must be visible there already.
      seen.push((await countTitled('提交后发送')) === 1)
    },
    async sendText() {},
  })
  let fail = true
  const app = await appWith(async (db, userId) => {
    await writeComplaint(db, userId, '提交后发送')
    await sendQuietly(db, [{ userId, templateKey: 'order', page: 'p', data: {} }])
    if (fail) throw new Error('rolled back')
    return null
  })
  const k = key()
  expect((await logout(app, k)).status).toBe(500)
  expect(seen).toEqual([])
  fail = false
  expect((await logout(app, k)).body.state).toBe(0)
  expect(seen).toEqual([true])
  setMessageSender(env.db, new RecorderSender(env.db))
  await app.close()
})

test('the payment provider is never called inside a request transaction', async () => {
  const app = await appWith(async () => {
    await paymentRuntime().provider(env.db)
    return null
  })
  expect((await logout(app, key())).status).toBe(500)
  await app.close()
})

test('a key left by a request that died (no answer, not held) runs at once; an own-commit claim waits for STALE_CLAIM_MS', async () => {
  const k = key()
  const stale = { scope: (await userOf('purchaser01')).id, key: k, path: contract.login.logout.path, response: null }
  let calls = 0
  const count = async () => {
    calls++
    return null
  }
  const atomic = await appWith(count)
  const hash = async () => {
    // The hash of the request as the server computes it, taken from a first call with another key.
    const probe = key()
    await logout(atomic, probe)
    return (await env.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, probe)))[0]!.requestHash
  }
  const requestHash = await hash()
  await env.db.insert(idempotencyKeys).values({ ...stale, requestHash })
  const ran = await logout(atomic, k)
  expect([ran.body.state, ran.replayed, calls]).toEqual([0, false, 2])

  const own = await appWith(count, { idempotency: 'own' })
  const k2 = key()
  await env.db.insert(idempotencyKeys).values({ ...stale, key: k2, requestHash, createdAt: new Date(Date.now() - 4 * 60 * 1000) })
  const taken = await logout(own, k2)
  expect([taken.body.state, taken.replayed, calls]).toEqual([0, false, 3])
  await atomic.close()
  await own.close()
})

test('answers carrying a login token are never stored', async () => {
  const r = await env.app.inject({
    method: 'POST',
    url: contract.login.login.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key() },
    payload: 'username=staff01&password=Market%402026&userType=staff',
    remoteAddress: '192.0.2.77',
  })
  expect(r.json().state).toBe(0)
  expect(await env.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.path, contract.login.login.path))).toHaveLength(0)
})

// Two API processes on one PostgreSQL: the claim is one insert on the (scope, key) primary key.
const pgTest = process.env.DATABASE_URL ? test : test.skip
pgTest('PostgreSQL, two API processes: 20 creates with one key split between them make one row', async () => {
  const second = openPostgres(env.databaseUrl!, 4)
  const other = await buildApp({ db: second.db, uploadDir: env.uploadDir })
  try {
    const k = key()
    const payload = form('两个进程')
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? other : env.app, tk.purchaser01, k, payload)))
    expect(await countTitled('两个进程')).toBe(1)
    expect(new Set(answers.map((a) => a.body.result?.id)).size).toBe(1)
  } finally {
    await other.close()
    await second.close()
  }
})
