/**
 * An API process (server/main.ts) started the way an operator starts one, on a free loopback port,
 * and calls to it over HTTP the way the app makes them, for the attack and fault scripts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Endpoint } from '@/contract'
import { DEMO_PASSWORD, USERS } from '../server/seeds/seedData'

const ROOT = path.resolve(__dirname, '..')
const TSX_LOADER = pathToFileURL(require.resolve('tsx', { paths: [ROOT] })).href
/** How long a process may take to migrate, seed and listen on a loaded machine. */
const START_TIMEOUT_MS = 180_000

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string
  child: ChildProcess
  /** What it printed so far (stdout and stderr). */
  output(): string
  /** Whether it still runs. */
  alive(): boolean
  /** Resolves when it has exited: its code, or the signal that ended it. */
  exited: Promise<number | string>
  /** SIGTERM (a graceful shutdown), then the exit. */
  stop(): Promise<void>
  /** SIGKILL: the process dies at once, whatever it was doing. */
  kill9(): Promise<void>
}

/**
 * Starts server/main.ts of `cwd` (default this checkout) with the environment plus `env` (PORT and
 * HOST are set to a free loopback port). Rejects with its output when it exits before listening.
 */
export function startApi(env: Record<string, string | undefined>, cwd = ROOT): Promise<ApiProcess> {
  // node itself with tsx's loader, not the tsx command: that one runs the server in a child of its
  // own, which a SIGKILL of the command would leave running.
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'server/main.ts'], {
    cwd,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), START_TIMEOUT_MS)
    const onData = (c: Buffer) => {
      out += String(c)
      const m = out.match(/http:\/\/(?:localhost|127\.0\.0\.1):(\d+)\/mp\//)
      if (m) {
        clearTimeout(timer)
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          child,
          output: () => out,
          alive: () => child.exitCode === null && child.signalCode === null,
          exited,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
            await exited
          },
          async kill9() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
            await exited
          },
        })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited ${code}:\n${out}`))
    })
  })
}

export interface Answer {
  status: number
  state?: number
  msg?: string
  result?: unknown
}

export interface CallOptions {
  token?: string
  headers?: Record<string, string>
  /** X-Forwarded-For (the server runs with TRUST_PROXY=1). */
  ip?: string
  /** Give up after this long (an AbortError is thrown). */
  timeoutMs?: number
}

/** One call of a contract endpoint at `base`: query, form or JSON body, raw token header. */
export async function apiCall(base: string, ep: Pick<Endpoint, 'path' | 'method' | 'body'>, data: Record<string, unknown>, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.authorization = opts.token
  if (opts.ip) headers['x-forwarded-for'] = opts.ip
  let url = base + ep.path
  let body: string | undefined
  if (ep.body === 'query') url += '?' + new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString()
  else if (ep.body === 'json') {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(data)
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])).toString()
  }
  const res = await fetch(url, { method: ep.method, headers, body, signal: opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined })
  const text = await res.text()
  try {
    return { status: res.status, ...(JSON.parse(text) as object) }
  } catch {
    return { status: res.status, msg: text.slice(0, 80) }
  }
}

/** Logs a demo account in at `base`; its token. */
export async function apiLogin(base: string, username: string, opts: CallOptions = {}): Promise<string> {
  const { contract } = await import('@/contract')
  const u = USERS.find((x) => x.username === username)!
  const r = await apiCall(base, contract.login.login, { username, password: DEMO_PASSWORD, userType: u.userType }, opts)
  if (r.state !== 0) throw new Error(`login ${username}: ${r.msg}`)
  return (r.result as { token: string }).token
}
