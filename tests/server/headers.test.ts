/** Security headers on the API, the H5 app (with its inline script allowed by hash) and uploads. */
import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { setup, type TestEnv } from './helpers'

let env: TestEnv
let app: FastifyInstance
const INLINE = 'document.documentElement.style.fontSize="20px"'
beforeAll(async () => {
  env = await setup()
  const webRoot = mkdtempSync(path.join(tmpdir(), 'h5-'))
  writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script><script defer src="/mp/js/app.js"></script></head><body></body></html>`)
  app = await buildApp({ db: env.db, uploadDir: env.uploadDir, webRoot, apiOrigins: ['https://api.example.com'] })
}, 600_000)
afterAll(async () => {
  await app?.close()
  await env?.close()
})

test('the app: its own scripts and the hashed inline one, its API, nothing framing it', async () => {
  const res = await app.inject({ method: 'GET', url: '/mp/' })
  expect(res.statusCode).toBe(200)
  const csp = String(res.headers['content-security-policy'])
  const hash = createHash('sha256').update(INLINE).digest('base64')
  expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
  expect(csp).toContain("connect-src 'self' blob: https://api.example.com")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' })
})

test.each([
  ['an API answer', 'GET', '/api/user/sysLogoConf/queryByParam'],
  ['an unknown path', 'GET', '/nowhere'],
  ['a refused request', 'POST', '/login/login'],
])('%s: a policy that allows nothing', async (_what, method, url) => {
  const res = await app.inject({ method: method as 'GET' | 'POST', url })
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' })
})
