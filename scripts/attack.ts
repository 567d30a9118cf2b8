/**
 * A bounded attack run against a local server, counting attempts, refusals and leaks:
 *
 *   npx tsx scripts/attack.ts                                   # PGlite in a temp folder
 *   bash scripts/with-postgres.sh npx tsx scripts/attack.ts     # on PostgreSQL (real concurrency)
 *
 * It starts server/main.ts on a free loopback port over a fresh database and sends: forged and
 * tampered tokens, another merchant's ids, NUL and control characters in every declared field of
 * every handler, SQL metacharacters in the search filters, concurrent duplicate creates,
 * concurrent identical creates with one Idempotency-Key, a concurrent login storm, slow bodies,
 * polyglot uploads and guessed file names, and the trust probes of issue 17 (attackTrust.ts:
 * forged and reused identity codes, stall registrations, a bill paid twice, a new shop and the
 * buyers, anonymous ratings, the credit-sale password, the payment simulator). A "leak" is an
 * attack that worked (data or a token given, a duplicate row, an HTTP 500, a socket left open, a
 * polyglot stored, money taken or a code spent without consent). Exits 1 on a leak.
 * Every loop is bounded; all traffic goes to 127.0.0.1. ATTACK_SERVER_ROOT=<another checkout>
 * attacks that checkout's server instead (to compare with an earlier version).
 */
import { randomBytes } from 'node:crypto'
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { contract, type Endpoint } from '@/contract'
import { handlers } from '../server/modules'
import { apiCall, apiLogin, startApi, type Answer, type CallOptions } from './apiProcess'
import { DEMO_PASSWORD, USERS } from '../server/seeds/seedData'
import { trustProbes } from './attackTrust'

const ROOT = path.resolve(__dirname, '..')
/** The checkout whose server/main.ts is attacked (default this one; another to compare versions). */
const SERVER_ROOT = process.env.ATTACK_SERVER_ROOT ? path.resolve(process.env.ATTACK_SERVER_ROOT) : ROOT
const REQUEST_TIMEOUT_MS = 3000

interface Tally {
  attempts: number
  refused: number
  leaked: number
  examples: string[]
}
const tallies = new Map<string, Tally>()
function record(category: string, leaked: boolean, example?: string): void {
  const t = tallies.get(category) ?? { attempts: 0, refused: 0, leaked: 0, examples: [] }
  t.attempts++
  if (leaked) {
    t.leaked++
    if (example && t.examples.length < 3) t.examples.push(example)
  } else t.refused++
  tallies.set(category, t)
}

async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'market-attack-'))
  const api = await startApi(
    {
      PGLITE_DIR: path.join(dir, 'pglite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      LOG_LEVEL: 'error',
      // Clients are told apart by X-Forwarded-For here, as behind a balancer.
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: '2000',
      IDLE_TIMEOUT_MS: '10000',
    },
    SERVER_ROOT,
  )
  return {
    url: api.url,
    async stop() {
      await api.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

let base = ''
const send = (ep: Pick<Endpoint, 'path' | 'method' | 'body'>, data: Record<string, unknown>, opts: CallOptions = {}): Promise<Answer> => apiCall(base, ep, data, opts)
const login = (username: string): Promise<string> => apiLogin(base, username)

const isLeak = (a: Answer) => a.status >= 500 || a.state === 0

async function forgedTokens(tokens: Record<string, string>): Promise<void> {
  const eps = [contract.user.user.queryById, contract.member.complaintComplaint.page, contract.message.history.getUnreadMessageCount, contract.permission.sysRole.page, contract.gate.inmarketPrefillMain.page]
  const real = tokens.supplier01!
  const forged = [
    randomBytes(32).toString('base64url'),
    real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A'),
    real.toUpperCase(),
    `Bearer ${randomBytes(32).toString('base64url')}`,
    "' or '1'='1",
    'null',
    real + 'x',
    `${real.slice(0, 20)}`,
  ]
  for (const ep of eps) for (const t of forged) {
    const a = await send(ep, { id: '1', current: 1, size: 20 }, { token: t })
    record('forged tokens', isLeak(a), `${ep.path} with ${t.slice(0, 12)}…: ${a.status} ${a.state}`)
  }
}

async function crossTenant(tokens: Record<string, string>): Promise<void> {
  const mine = tokens.supplier01!
  const theirs = tokens.supplier02!
  const complaints = (await send(contract.member.complaintComplaint.page, { current: 1, size: 50 }, { token: mine })).result as { records: Array<{ id: string }> }
  const roles = (await send(contract.permission.sysRole.page, { current: 1, size: 50 }, { token: mine })).result as { records: Array<{ id: string }> }
  const prefills = (await send(contract.gate.inmarketPrefillMain.page, { current: 1, size: 50 }, { token: mine })).result as { records: Array<{ id: string }> }
  const users = (await send(contract.user.user.page, { current: 1, size: 50 }, { token: mine })).result as { records: Array<{ id: string }> }
  const probes: Array<[Pick<Endpoint, 'path' | 'method' | 'body'>, string[]]> = [
    [contract.member.complaintComplaint.queryById, complaints.records.map((r) => r.id)],
    [contract.member.complaintComplaint.delete, complaints.records.map((r) => r.id)],
    [contract.permission.sysRole.queryById, roles.records.map((r) => r.id)],
    [contract.permission.sysRole.delete, roles.records.map((r) => r.id)],
    [contract.gate.inmarketPrefillMain.queryById, prefills.records.map((r) => r.id)],
    [contract.gate.inmarketPrefillMain.revokePrefillOrder, prefills.records.map((r) => r.id)],
    [contract.user.user.queryById, users.records.map((r) => r.id)],
    [contract.user.user.resetPassword, users.records.map((r) => r.id)],
  ]
  for (const [ep, ids] of probes) for (const id of ids) {
    const a = await send(ep, { id }, { token: theirs })
    record('cross-tenant ids', isLeak(a), `${ep.path} ${id}: ${a.status} ${a.state} ${a.msg}`)
  }
}

function tokenFor(access: unknown, tokens: Record<string, string>): string | undefined {
  if (access === 'public') return undefined
  if (access === 'user' || access === 'supplierAdmin') return tokens.supplier01
  const role = (access as string[])[0]
  return tokens[USERS.find((u) => u.userType === role && (role !== 'supplier' || u.isAdmin))!.username]
}

/** Control-character refusals that did not name the field (not a leak; printed at the end). */
let unclear = 0

async function controlChars(tokens: Record<string, string>): Promise<void> {
  for (const h of handlers) {
    if (h.multipart) continue
    for (const key of Object.keys(h.input)) for (const value of ['x\u0000', 'supplier01\u0000', 'a\u001bb']) {
      const a = await send(h.endpoint, { [key]: value }, { token: tokenFor(h.access, tokens) })
      record('NUL / control characters', isLeak(a), `${h.endpoint.path} ${key}: ${a.status} ${a.msg}`)
      if (a.status < 500 && a.msg !== `参数包含非法字符：${key}`) unclear++
    }
  }
}

async function sqlMetachars(tokens: Record<string, string>): Promise<void> {
  const evil = ["' or 1=1 --", '%', '_', '\\', "'; drop table users; --", '$1', 'é'.repeat(50), '"><img src=x onerror=alert(1)>']
  for (const h of handlers) {
    const keys = Object.keys(h.input).filter((k) => ['keyword', 'name', 'title'].includes(k))
    if (!keys.length || !/page|search|display|check/i.test(h.endpoint.path)) continue
    for (const key of keys) for (const v of evil) {
      const a = await send(h.endpoint, { [key]: v, current: 1, size: 20 }, { token: tokenFor(h.access, tokens) })
      // Lists answer `total` only with withTotal: count the records of the page instead.
      const records = (a.result as { records?: unknown[] } | null)?.records?.length
      // '%' or '_' matching everything would be a wildcard leak: literal search finds nothing here.
      record('SQL metacharacters', a.status >= 500 || (['%', '_'].includes(v) && (records ?? 0) > 0), `${h.endpoint.path} ${key}=${v}: ${a.status} records ${records}`)
    }
  }
}

async function duplicates(tokens: Record<string, string>): Promise<void> {
  const roleAnswers = await Promise.all(Array.from({ length: 20 }, () => send(contract.permission.sysRole.create, { name: '攻击角色' }, { token: tokens.supplier01 })))
  roleAnswers.forEach((a, i) => record('concurrent duplicates', a.status >= 500 || (a.state === 0 && roleAnswers.findIndex((b) => b.state === 0) !== i), `sysRole/create ${a.status} ${a.msg}`))
  const cases = ['attackdup', 'ATTACKDUP', 'AttackDup', 'aTTACKdUP']
  const regAnswers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      send(
        contract.member.supplier.registered,
        { username: cases[i % 4], password: 'Shop@2026', realName: '刘新店', mobile: '13712345678', companyName: `攻击商户${i}` },
        { ip: `198.51.100.${i + 1}` },
      ),
    ),
  )
  regAnswers.forEach((a, i) => record('concurrent duplicates', a.status >= 500 || (a.state === 0 && regAnswers.findIndex((b) => b.state === 0) !== i), `registered ${a.status} ${a.msg}`))
}

async function idempotency(tokens: Record<string, string>): Promise<void> {
  const key = `attack-${randomBytes(16).toString('hex')}`
  const data = { complaintType: '1', title: '幂等攻击', content: '同一个标识连发二十次的投诉', contactName: '李绿源', contactPhone: '13800000001' }
  const answers = await Promise.all(Array.from({ length: 20 }, () => send(contract.member.complaintComplaint.create, data, { token: tokens.supplier01, headers: { 'Idempotency-Key': key } })))
  const ids = answers.map((a) => (a.result as { id?: string } | null)?.id)
  answers.forEach((a, i) => record('double submit (one key)', a.status >= 500 || (i > 0 && ids[i] !== ids[0]), `create ${a.status} ${ids[i]}`))
  // withTotal: lists answer `total` only when asked (reading it without was a false "leak").
  const list = (await send(contract.member.complaintComplaint.page, { keyword: '幂等攻击', current: 1, size: 50, withTotal: true }, { token: tokens.supplier01 })).result as { total: number }
  record('double submit (one key)', list.total !== 1, `rows: ${list.total}`)
}

async function lockoutStorm(): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => send(contract.login.login, { username: 'dc01', password: i === 50 ? DEMO_PASSWORD : `Wrong@${i}x`, userType: 'dc' })),
  )
  for (const a of answers) record('concurrent login storm', a.state === 0 || a.status >= 500, `login ${a.status} ${a.msg}`)
}

function slowBody(): Promise<boolean> {
  return new Promise((resolve) => {
    const url = new URL(base)
    const s = connect(Number(url.port), '127.0.0.1')
    const timer = setTimeout(() => {
      s.destroy()
      resolve(true) // still open: leaked
    }, REQUEST_TIMEOUT_MS + 3000)
    s.on('error', () => undefined)
    s.on('data', () => undefined) // read the 408, so the close is seen
    s.on('close', () => {
      clearTimeout(timer)
      resolve(false)
    })
    s.on('connect', () => s.write(`POST ${contract.login.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nuse`))
  })
}

async function slowBodies(): Promise<void> {
  const open = await Promise.all(Array.from({ length: 20 }, () => slowBody()))
  for (const leaked of open) record('slow bodies', leaked, 'socket still open')
}

async function uploadFile(token: string, bytes: Buffer): Promise<Answer> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png')
  const res = await fetch(base + contract.user.fileUpload.imgUpload.path, { method: 'POST', headers: { authorization: token }, body: form })
  return { status: res.status, ...((await res.json()) as object) }
}

async function uploads(tokens: Record<string, string>): Promise<void> {
  const fx = (n: string) => readFileSync(path.join(ROOT, 'tests/server/fixtures', n))
  const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>')
  const png = fx('sample.png')
  const withText = Buffer.concat([png.subarray(0, png.length - 12), Buffer.from([0, 0, 0, html.length]), Buffer.from('tEXt'), html, Buffer.alloc(4), png.subarray(png.length - 12)])
  const polyglots = [Buffer.concat([png, html]), Buffer.concat([fx('sample.jpg'), html]), Buffer.concat([fx('sample.gif'), html]), Buffer.concat([fx('sample.webp'), html]), withText, Buffer.concat([Buffer.from('GIF89a'), html]), html, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]
  for (const p of polyglots) {
    const a = await uploadFile(tokens.staff01!, p)
    record('polyglot uploads', isLeak(a), `upload ${a.status} ${a.msg}`)
  }
  const good = await uploadFile(tokens.staff01!, png)
  const url = (good.result as { url: string }).url
  const served = await fetch(base + url)
  record('served uploads inert', served.headers.get('content-security-policy') !== "default-src 'none'; sandbox" || served.headers.get('x-content-type-options') !== 'nosniff', `${url} headers`)
  // Guessing names without a token: the old scheme (time + sequence + 4 digits) and random hex.
  const now = Date.now()
  for (let i = 0; i < 50; i++) {
    const guess = i % 2 ? `${now - i}00${String(i).padStart(4, '0')}.png` : `${randomBytes(16).toString('hex')}.png`
    const r = await fetch(`${base}/uploads/${guess}`)
    record('guessed file names (no token)', r.status === 200, guess)
  }
}

async function main(): Promise<void> {
  const server = await startServer()
  base = server.url
  try {
    const tokens: Record<string, string> = {}
    for (const u of ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01', 'proprietor01', 'dc01', 'staff01']) tokens[u] = await login(u)
    await forgedTokens(tokens)
    await crossTenant(tokens)
    await controlChars(tokens)
    await sqlMetachars(tokens)
    await duplicates(tokens)
    await idempotency(tokens)
    await lockoutStorm()
    await slowBodies()
    await uploads(tokens)
    // Issue 17: what a dishonest shop or a stranger tries against a buyer's money (items 1-8).
    await trustProbes({ base, send, record, tokens })
  } finally {
    await server.stop()
  }
  let total = { attempts: 0, refused: 0, leaked: 0 }
  console.log(`${'category'.padEnd(32)} attempts  refused  leaked`)
  for (const [name, t] of tallies) {
    console.log(`${name.padEnd(32)} ${String(t.attempts).padStart(8)} ${String(t.refused).padStart(8)} ${String(t.leaked).padStart(7)}`)
    for (const e of t.examples) console.log(`    leaked: ${e}`)
    total = { attempts: total.attempts + t.attempts, refused: total.refused + t.refused, leaked: total.leaked + t.leaked }
  }
  console.log(`control characters refused without '参数包含非法字符：<field>': ${unclear}`)
  console.log(`${'total'.padEnd(32)} ${String(total.attempts).padStart(8)} ${String(total.refused).padStart(8)} ${String(total.leaked).padStart(7)}`)
  process.exit(total.leaked ? 1 : 0)
}

main().catch((err) => {
  console.error(err)
  process.exit(2)
})
