/**
 * Uniqueness lives in the database (issue 10, finding 3): 20 concurrent creates of one role name,
 * or 20 concurrent registrations of one user name in different letter cases, leave one row and
 * answer the others with a clear message (never HTTP 500). On PGlite the requests interleave at
 * every await but queries run one at a time; run with scripts/with-postgres.sh for real races.
 */
import { eq, sql } from 'drizzle-orm'
import { contract } from '@/contract'
import { UNIQUE_MESSAGES } from '../../server/db/constraints'
import { customers, sysRoles, users } from '../../server/db/schema'
import { call, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier02', string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier02'] as const)
}, 600_000)
afterAll(() => env?.close())

const rowsOf = async <T>(q: Promise<T[]>) => (await q).length

test('20 concurrent sysRole/create with one name: one role, 19 answers 角色名称已存在', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => call(env.app, contract.permission.sysRole.create, { name: '夜班理货' }, { token: tk.supplier01 })))
  expect(answers.filter((a) => a.state === 0)).toHaveLength(1)
  expect(answers.filter((a) => a.state === 1 && a.msg === '角色名称已存在')).toHaveLength(19)
  expect(answers.every((a) => a.status === 200)).toBe(true)
  const [me] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
  expect(await rowsOf(env.db.select().from(sysRoles).where(sql`${sysRoles.customerId} = ${me!.customerId} and lower(${sysRoles.name}) = '夜班理货'`))).toBe(1)
  // Another merchant may use the name.
  expect((await call(env.app, contract.permission.sysRole.create, { name: '夜班理货' }, { token: tk.supplier02 })).state).toBe(0)
})

test('role names compare regardless of letter case, in the check and in the index', async () => {
  expect((await call(env.app, contract.permission.sysRole.create, { name: 'Night' }, { token: tk.supplier01 })).state).toBe(0)
  expect((await call(env.app, contract.permission.sysRole.create, { name: 'NIGHT' }, { token: tk.supplier01 })).msg).toBe('角色名称已存在')
  expect((await call(env.app, contract.permission.sysRole.checkRoleName, { name: 'night' }, { token: tk.supplier01 })).result).toEqual({ exists: true })
})

test('20 concurrent registrations of one name in different letter cases: one account', async () => {
  const cases = ['dupname', 'DUPNAME', 'DupName', 'dUpNaMe', 'Dupname']
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(
        env.app,
        contract.member.supplier.registered,
        { username: cases[i % cases.length], password: 'Shop@2026', realName: '刘新店', mobile: '13712345678', companyName: `重名商户${i}` },
        { remoteAddress: `192.0.2.${i + 1}` },
      ),
    ),
  )
  expect(answers.filter((a) => a.state === 0)).toHaveLength(1)
  expect(answers.filter((a) => a.msg === '用户名已存在')).toHaveLength(19)
  expect(await rowsOf(env.db.select().from(users).where(sql`lower(${users.username}) = 'dupname'`))).toBe(1)
  // The refused registrations left no merchant behind (one transaction each).
  expect(await rowsOf(env.db.select().from(customers).where(sql`${customers.name} like '重名商户%'`))).toBe(1)
})

test('the index itself refuses a case-variant insert that skips the handler check', async () => {
  const [u] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
  const { id: _id, ...copy } = u!
  await expect(env.db.insert(users).values({ ...copy, username: 'SUPPLIER01' })).rejects.toMatchObject({ cause: { code: '23505' } })
})

test('every index named in UNIQUE_MESSAGES exists and is unique', async () => {
  const res = (await env.db.execute(sql`select indexname from pg_indexes where schemaname = 'public' and indexdef like 'CREATE UNIQUE INDEX%'`)) as unknown as { rows: Array<{ indexname: string }> }
  const names = new Set(res.rows.map((r) => r.indexname))
  for (const name of Object.keys(UNIQUE_MESSAGES)) expect([name, names.has(name)]).toEqual([name, true])
})
