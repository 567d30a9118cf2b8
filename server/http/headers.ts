/**
 * Security headers on every answer. The H5 app (/mp/) runs under a Content-Security-Policy that
 * allows only its own scripts (no inline script, no eval: the production build needs neither,
 * tests/e2e/csp.test.ts loads it in Chromium and counts violations), its own API, and images from
 * itself, data/blob URLs and https hosts (article content). API answers get a policy that allows
 * nothing. Nothing may frame either (clickjacking), and no referrer leaves the app. Uploaded files
 * set their own stricter policy (http/uploads.ts), which is kept.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/**
 * The CSP hashes of the inline scripts of the built index.html (Taro's template sizes the root
 * font before the app loads): allowed by hash, so no other inline script can run.
 */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  const file = webRoot && path.join(webRoot, 'index.html')
  if (!file || !existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`)
}

/**
 * The app's policy. `scripts`: hashes of the page's inline scripts; `connect`: API origins other
 * than the app's own (a separate API host).
 */
export function appCsp(scripts: readonly string[] = [], connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    // Taro's components inject <style> elements at run time (measured: refused without this).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // blob: the H5 upload reads the picked image (a blob URL) with XHR before sending it.
    ['connect-src', "'self'", 'blob:', ...connect].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
} as const

export function installSecurityHeaders(app: FastifyInstance, opts: { webRoot?: string; apiOrigins?: readonly string[] } = {}): void {
  const app_ = appCsp(inlineScriptHashes(opts.webRoot), opts.apiOrigins)
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(COMMON)
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', req.url === '/' || req.url.startsWith('/mp/') || req.url === '/mp' ? app_ : API_CSP)
    }
    return payload
  })
}
