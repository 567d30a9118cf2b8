/**
 * @jest-environment jsdom
 */
/**
 * The app's launch in the PRODUCTION weapp build, as a returning supplier starts it (a session kept
 * from an earlier start), against the real backend: the start page (pages/navi) draws its first
 * text with every request still unanswered, and no request of the launch waits for another's
 * answer (the request chain is one deep: issue 23). The calls and their timings are printed for the
 * record (docs/architecture.md, "Mini-program packages"). See harness.ts.
 */
import { contract } from '@/contract'
import { DEMO_PASSWORD, USERS } from '../../server/seeds/seedData'
import { callApi, startBackend, type Backend } from './backend'
import { bootApp, mountPage, releaseRequests, waitFor, weappDir, type ApiCall, type Booted } from './harness'

jest.setTimeout(180_000)

let backend: Backend
let app: Booted

beforeAll(async () => {
  const dir = weappDir()
  backend = await startBackend()
  const supplier = USERS.find((u) => u.userType === 'supplier')!
  const user = await callApi(backend.url, contract.login.login, { username: supplier.username, password: DEMO_PASSWORD, userType: 'supplier' })
  const kept = (data: unknown) => ({ data, timeout: 0, createTime: Date.now() })
  app = bootApp(dir, 'pages/navi', { _user: kept(user), _userType: kept('supplier') }, { backend: backend.url, holdRequests: true })
})

afterAll(async () => {
  await backend?.stop()
})

/** The longest run of calls each sent after the one before it was answered. */
function chainDepth(calls: readonly ApiCall[]): number {
  const depth = new Map<ApiCall, number>()
  for (const call of [...calls].sort((a, b) => a.calledAt - b.calledAt)) {
    const before = calls.filter((c) => c.answeredAt <= call.calledAt).map((c) => depth.get(c) ?? 1)
    depth.set(call, 1 + Math.max(0, ...before))
  }
  return Math.max(0, ...depth.values())
}

test('chainDepth counts calls sent only after another was answered', () => {
  const call = (calledAt: number, answeredAt: number) => ({ method: 'GET', path: '/', status: 200, calledAt, answeredAt })
  expect(chainDepth([])).toBe(0)
  expect(chainDepth([call(0, 10), call(1, 12)])).toBe(1)
  expect(chainDepth([call(0, 10), call(11, 20), call(21, 30)])).toBe(3)
})

test('the start page draws its first text with every launch request unanswered; no launch request waits for another', async () => {
  // Everything the app asks for from its launch on is held unsent (bootApp's holdRequests).
  const page = mountPage('pages/navi')
  try {
    await page.waitForText('进入商户首页')
    const drawnWithPending = app.traffic.inflight
    expect(app.traffic.calls).toEqual([])
    releaseRequests(app.traffic)
    // The page's own load (the centre's name) is answered too.
    await waitFor(() => app.traffic.inflight === 0 && app.traffic.calls.length >= 1, 'the launch requests', 60_000)
    const calls = app.traffic.calls
    const start = Math.min(...calls.map((c) => c.calledAt))
    console.log(
      [`launch: ${calls.length} requests (${drawnWithPending} pending when the first text was drawn), chain depth ${chainDepth(calls)}`,
        ...calls.map((c) => `  ${c.method} ${c.path.split('?')[0]} sent +${(c.calledAt - start).toFixed(0)} ms, answered +${(c.answeredAt - start).toFixed(0)} ms`)].join('\n'),
    )
    expect(calls.every((c) => c.status === 200 && c.state === 0)).toBe(true)
    expect(chainDepth(calls)).toBe(1)
    expect(app.errors).toEqual([])
  } finally {
    page.unmount()
  }
})
