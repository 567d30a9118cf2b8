/**
 * Issue 17, item 12: the market's own decisions, loss-report approval and entry-report (prefill)
 * approval, are never reachable over HTTP without a staff role. Since issue 20 the market office
 * makes them in the app: only the `market` service's handlers (access staff, each with its
 * 市场办公 module) import them. Every route the app serves is a known one, and every write of the
 * API, called by every other role, by a staff account without the office role, and by nobody,
 * with the pending reports' ids in every id field, leaves them pending.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { allEndpoints, MARKET_OFFICE_MODULES } from '@/contract'
import { lossReports, prefillOrders } from '../../server/db/schema'
import { handlers } from '../../server/modules'
import { call, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<string, string>
/**
 * The owners of the pending reports (a shop's admin and cashier, a buyer), an estate account and a
 * staff account without the 市场办公 role.
 */
const NON_STAFF = ['supplier01', 'supplier01a', 'purchaser01', 'maintainer01', 'staff01'] as const
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, NON_STAFF)
}, 600_000)
afterAll(() => env?.close())

const root = path.resolve(__dirname, '../..')
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name)
    return d.isDirectory() ? sources(full) : /\.ts$/.test(d.name) ? [full] : []
  })

test('the approval functions are imported only by the seeds and the market office\'s modules', () => {
  const importers = sources(path.join(root, 'server'))
    .filter((f) => /from\s+['"][^'"]*\/(lossWorkflow|prefillWorkflow)['"]/.test(fs.readFileSync(f, 'utf8')))
    .map((f) => path.relative(root, f))
  expect(importers.filter((f) => !/^server\/(seeds|modules\/market)\//.test(f))).toEqual([])
})

test('every market office handler is for staff holding one of the 市场办公 modules', () => {
  const office = handlers.filter((h) => h.endpoint.path.startsWith('/api/market/'))
  expect(office.length).toBeGreaterThan(0)
  for (const h of office) {
    expect([h.endpoint.path, h.access]).toEqual([h.endpoint.path, ['staff']])
    expect(MARKET_OFFICE_MODULES).toContain(h.module?.staff)
  }
})

test('every route the app serves is a contract call or one of the known non-contract routes', () => {
  const known = new Set(allEndpoints().map((e) => e.path))
  // The WeChat stand-in (issue 22: its pages and the WeChat API it plays), the PC page of scan-code login, exported files behind one-time links (issue 24)
  // and the electronic scales' device API (issue 25, docs/scale-device-api.md: a device key, not a user's token).
  const extra = /^\/(pay-simulator\/|api\/settle\/payNotify\/|uploads\/|reports\/detection\/|mp\/|wechat-standin\/|api\/export\/file\/|api\/device\/scale\/|scan-login(\/|$)|$)/
  // printRoutes draws a tree: a line under a parametric route continues its parent's path.
  const stack: string[] = []
  const routes: string[] = []
  for (const line of env.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line)
    if (!m) continue
    const depth = m[1]!.length / 4
    stack.length = depth
    stack[depth] = m[2]!
    if (m[3]) routes.push(stack.join(''))
  }
  expect(routes.length).toBeGreaterThan(200)
  expect(routes.filter((r) => !known.has(r) && !extra.test(r))).toEqual([])
})

test('every write, by every other role and by nobody, with the pending reports in every id field: they stay pending', async () => {
  const pendingLoss = (await env.db.select({ id: lossReports.id }).from(lossReports).where(eq(lossReports.status, 'pending'))).map((r) => r.id)
  const submitted = (await env.db.select({ id: prefillOrders.id }).from(prefillOrders).where(eq(prefillOrders.status, 'submitted'))).map((r) => r.id)
  expect(pendingLoss.length).toBeGreaterThan(0)
  expect(submitted.length).toBeGreaterThan(0)
  const targets = [pendingLoss[0]!, submitted[0]!]
  const writes = handlers.filter((h) => h.endpoint.method === 'POST' && !h.multipart)
  let sent = 0
  for (const h of writes) {
    const idKeys = Object.keys(h.input).filter((k) => /id$|ids$/i.test(k))
    for (const target of targets) {
      const data: Record<string, unknown> = { status: 'approved', approved: true, reason: '通过', auditResult: 'approved' }
      for (const k of idKeys) data[k] = /ids$/i.test(k) ? [target] : target
      for (const who of [...NON_STAFF, null]) {
        const r = await call(env.app, h.endpoint, data, { token: who ? tk[who] : null, remoteAddress: '192.0.2.77' })
        expect(r.status).toBeLessThan(500)
        sent++
      }
    }
  }
  expect(sent).toBeGreaterThan(800)
  const loss = await env.db.select({ status: lossReports.status }).from(lossReports).where(inArray(lossReports.id, pendingLoss))
  expect(loss.every((r) => r.status === 'pending')).toBe(true)
  const prefill = await env.db.select({ status: prefillOrders.status }).from(prefillOrders).where(inArray(prefillOrders.id, submitted))
  expect(prefill.every((r) => r.status === 'submitted')).toBe(true)
}, 600_000)
