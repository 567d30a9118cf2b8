/**
 * The few HTML pages the server itself serves (the payment simulator's checkout, the WeChat
 * stand-in's authorisation page, the PC side of scan-code login): one small page shape, under a
 * policy of its own that allows exactly its one style and its one script (by hash), calls to this
 * server only, and nothing framing it.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply } from 'fastify'

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

export interface PageParts {
  title: string
  style: string
  /** Inner HTML of <main>. */
  body: string
  /** One inline script (allowed by its hash); none by default. */
  script?: string
}

/** The page's policy: its style and script by hash, forms and calls to this server, images from it. */
export function pageCsp(p: Pick<PageParts, 'style' | 'script'>): string {
  return [
    "default-src 'none'",
    `style-src ${hash(p.style)}`,
    ...(p.script ? [`script-src ${hash(p.script)}`, "connect-src 'self'"] : []),
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function pageHtml(p: PageParts): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.title)}</title>
<style>${p.style}</style></head><body><main>${p.body}</main>${p.script ? `<script>${p.script}</script>` : ''}</body></html>`
}

/** Sends a page under its own policy, never cached. */
export const sendPage = (reply: FastifyReply, status: number, p: PageParts): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').header('Content-Security-Policy', pageCsp(p)).header('cache-control', 'no-store').send(pageHtml(p))

/** The pages' shared look: a 375 px column of white cards on the app's grey. */
export const CARD_STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:375px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 16px;text-align:center}
.tag{display:inline-block;font-size:12px;color:#7a4b00;background:#fff3d6;border-radius:4px;padding:2px 8px}
h1{font-size:18px;margin:12px 0 4px}
.desc{font-size:14px;color:#4e5969;margin:0 0 16px;word-break:break-all}
button,.btn{display:block;width:100%;box-sizing:border-box;font-size:17px;border-radius:8px;padding:12px 0;margin-top:12px;text-decoration:none;border:0;cursor:pointer}
.pay{background:#078048;color:#fff}.cancel{background:#fff;color:#1f2329;border:1px solid #c9cdd4}
.state{font-size:16px;margin:16px 0}
`
