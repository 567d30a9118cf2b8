/**
 * Test rig: a fresh, migrated and seeded database per test file (in-memory PGlite, or with
 * DATABASE_URL a throwaway database on that PostgreSQL server; each a copy of the seeded demo
 * database made once per run, ./seededTemplate.ts), the app over it, and helpers to
 * call contract endpoints the way the client does.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify'
import type { Endpoint, Envelope, Role } from '@/contract'
import { buildApp } from '../../server/app'
import type { PaymentSetup } from '../../server/modules/settle/payment/routes'
import type { WeChatApi } from '../../server/modules/wechat/api'
import type { Db, DbHandle } from '../../server/db/client'
import { DEMO_PASSWORD, USERS } from '../../server/seeds/seedData'
import { seededPglite, seededPostgres } from './seededTemplate'

export interface TestEnv {
  app: FastifyInstance
  db: Db
  /** The database connection under `db` (raw queries, EXPLAIN). */
  handle: DbHandle
  uploadDir: string
  /** The test database's URL on PostgreSQL (undefined on PGlite): a second API process can open it. */
  databaseUrl?: string
  close(): Promise<void>
}

/** A fresh copy of the migrated and seeded demo database (./seededTemplate.ts). */
async function openFreshDatabase(poolSize: number): Promise<{ handle: DbHandle; url?: string; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL
  if (!url) return { handle: await seededPglite(), drop: async () => undefined }
  return seededPostgres(url, poolSize)
}

/**
 * `poolSize`: connections on PostgreSQL (default 4); concurrency tests ask for one per concurrent call.
 * `payments`: a payment provider of the test's own (default: the simulator).
 * `wechat`: a WeChat client of the test's own (default: the stand-in). `logger`: the app's log (default none).
 */
export async function setup(opts: { poolSize?: number; payments?: PaymentSetup; wechat?: WeChatApi; logger?: FastifyServerOptions['logger'] } = {}): Promise<TestEnv> {
  const { handle, url, drop } = await openFreshDatabase(opts.poolSize ?? 4)
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'market-uploads-'))
  const app = await buildApp({ db: handle.db, uploadDir, payments: opts.payments, wechat: opts.wechat, logger: opts.logger })
  return {
    app,
    db: handle.db,
    handle,
    uploadDir,
    databaseUrl: url,
    async close() {
      await app.close()
      await handle.close()
      await drop()
      rmSync(uploadDir, { recursive: true, force: true })
    },
  }
}

export interface CallResult<R = unknown> extends Envelope<R> {
  status: number
  raw: LightMyRequestResponse
}

export interface CallOptions {
  token?: string | null
  remoteAddress?: string
  /** The POST's Idempotency-Key: default a new one per call, as the app's `mutate` sends; null: none. */
  idempotencyKey?: string | null
}

/** A fresh Idempotency-Key. */
export const newKey = (): string => `t-${randomBytes(12).toString('hex')}`

/**
 * Calls an endpoint as the client does: GET query, form or JSON body, raw token header, and a new
 * Idempotency-Key on every POST (so the writes run the way the app's run: in one transaction with
 * their stored answer, server/http/idempotency.ts). Results default to `any` so assertions can
 * reach into them without a cast in every test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<R = any>(app: FastifyInstance, ep: Pick<Endpoint, 'path' | 'method' | 'body'>, data: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<CallResult<R>> {
  const headers: Record<string, string> = {}
  if (opts.token) headers.authorization = opts.token
  const key = opts.idempotencyKey === undefined ? newKey() : opts.idempotencyKey
  if (ep.method === 'POST' && key) headers['idempotency-key'] = key
  const common = { method: ep.method, url: ep.path, headers, remoteAddress: opts.remoteAddress }
  const form = () => new URLSearchParams(Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])).toString()
  const res =
    ep.body === 'query'
      ? await app.inject({ ...common, query: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])) })
      : ep.body === 'json'
        ? await app.inject({ ...common, payload: data })
        : await app.inject({ ...common, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: form() })
  const body = res.json() as Envelope<R>
  return { ...body, status: res.statusCode, raw: res }
}

export const userTypeOf = (username: string): Role => USERS.find((u) => u.username === username)!.userType

/** Logs a demo account in; its token. */
export async function login(app: FastifyInstance, username: string): Promise<string> {
  const { contract } = await import('@/contract')
  const r = await call<{ token: string }>(app, contract.login.login, { username, password: DEMO_PASSWORD, userType: userTypeOf(username) }, { remoteAddress: `10.0.0.${Math.floor(Math.random() * 200) + 1}` })
  if (r.state !== 0) throw new Error(`login ${username} failed: ${r.msg}`)
  return r.result.token
}

/** Tokens of several demo accounts. */
export async function loginAll<K extends string>(app: FastifyInstance, names: readonly K[]): Promise<Record<K, string>> {
  const out = {} as Record<K, string>
  for (const n of names) out[n] = await login(app, n)
  return out
}

export const expectOk = <R>(r: CallResult<R>): R => {
  if (r.state !== 0) throw new Error(`expected success, got state ${r.state}: ${r.msg}`)
  return r.result
}
