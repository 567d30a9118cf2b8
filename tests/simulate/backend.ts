/**
 * Starts the reference backend for a simulator test file (./backendMain.ts in its own process:
 * the app under test runs in jest's context, where a test may remove globals such as `Intl`, and
 * the server must not lose them) and stops it after the file.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Endpoint, Envelope } from '@/contract'
import { ROOT } from '../../server/buildStale'
import { SERVER_START_BOUND_MS } from '../e2e/server'

export interface Backend {
  /** http://127.0.0.1:<port> */
  url: string
  stop(): Promise<void>
}

/** Resolves once the backend listens (the first run of the day seeds the template: minutes on a loaded machine). */
export function startBackend(timeoutMs = SERVER_START_BOUND_MS): Promise<Backend> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'backendMain.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise<Backend>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`the backend did not start within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const exited = new Promise<void>((done) => child.once('exit', () => done()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the backend exited with ${code}:\n${output}`))
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const m = /listening (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (!m) return
      clearTimeout(timer)
      resolve({
        url: m[1],
        stop: async () => {
          child.kill('SIGTERM')
          await exited
        },
      })
    })
  })
}

/**
 * Calls an endpoint of the contract on the backend as the client does (GET query, form or JSON
 * body, the raw token header) and resolves its result; rejects on any other answer. For tests
 * that need an id to open a screen with.
 */
export async function callApi<P, R>(backendUrl: string, ep: Endpoint<P, R>, payload: P, token?: string): Promise<R> {
  const http = require('node:http') as typeof import('node:http')
  const data = payload as Record<string, unknown>
  const form = () => new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString()
  const url = `${backendUrl}${ep.path}${ep.body === 'query' && Object.keys(data).length ? `?${form()}` : ''}`
  const body = ep.body === 'query' ? undefined : ep.body === 'json' ? JSON.stringify(data) : form()
  const headers: Record<string, string> = { ...(token ? { authorization: token } : {}) }
  if (body !== undefined) headers['content-type'] = ep.body === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'
  const text = await new Promise<string>((resolve, reject) => {
    const req = http.request(url, { method: ep.method, headers }, (res) => {
      let out = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (out += c))
      res.on('end', () => resolve(out))
    })
    req.on('error', reject)
    req.end(body)
  })
  const envelope = JSON.parse(text) as Envelope<R>
  if (envelope.state !== 0) throw new Error(`${ep.path}: state ${envelope.state} ${envelope.msg}`)
  return envelope.result
}
