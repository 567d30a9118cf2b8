/**
 * Server HTML (articles, notices, knowledge) is untrusted. `sanitizeHtml` keeps a small set of
 * text-formatting tags with a few checked attributes (js-xss); any other tag is escaped into
 * visible text, and the bodies of script/style/iframe/svg-like tags are dropped. No `style`, no
 * event handlers, no `class`/`id`. Images only from our own server (relative paths, /uploads/,
 * /mp/) or inline data:image; links only http(s).
 */
import { FilterXSS, escapeAttrValue, type IWhiteList } from 'xss'

const TEXT: string[] = []
const CELL = ['colspan', 'rowspan']

const WHITE_LIST: IWhiteList = {
  p: TEXT,
  br: TEXT,
  h1: TEXT,
  h2: TEXT,
  h3: TEXT,
  h4: TEXT,
  h5: TEXT,
  h6: TEXT,
  strong: TEXT,
  b: TEXT,
  em: TEXT,
  i: TEXT,
  u: TEXT,
  span: TEXT,
  div: TEXT,
  ul: TEXT,
  ol: TEXT,
  li: TEXT,
  blockquote: TEXT,
  table: TEXT,
  thead: TEXT,
  tbody: TEXT,
  tr: TEXT,
  th: CELL,
  td: CELL,
  img: ['src', 'alt'],
  a: ['href', 'title'],
}

/** Tags whose content is dropped with them (not shown as text). */
const DROP_WITH_BODY = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'xmp']

const OWN_IMAGE = /^\/(uploads|mp)\/[\w\-./%]+$/
const RELATIVE_IMAGE = /^(\.{1,2}\/)*[\w-][\w\-./%]*$/
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i
const WEB_LINK = /^https?:\/\/[^\s"'<>\\]+$/i

/** HTML character references decoded, so `jav&#x61;script:` is checked as what the browser reads. */
export function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => safeChar(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => safeChar(parseInt(d, 10)))
    .replace(/&(colon|tab|newline|lt|gt|quot|apos|amp);/gi, (_, n: string) => NAMED[n.toLowerCase()])
}
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }
const safeChar = (code: number): string => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '')

export function isSafeImageSrc(src: string): boolean {
  return OWN_IMAGE.test(src) || RELATIVE_IMAGE.test(src) || DATA_IMAGE.test(src.replace(/\s+/g, ''))
}
export const isSafeLink = (href: string): boolean => WEB_LINK.test(href)

export interface SanitizeOptions {
  /** Rewrites an accepted image src (e.g. `mediaUrl` so /uploads/ paths load from the API root). */
  resolveSrc?: (src: string) => string
}

/** Inline styles our own output gets (server styles are never kept) so articles lay out on both platforms. */
const OWN_STYLES: Record<string, string> = {
  img: 'max-width:100%;height:auto;display:block;margin:8px 0;',
  table: 'width:100%;border-collapse:collapse;margin:8px 0;',
  th: 'border:1px solid #e5e6eb;padding:4px 6px;background:#f5f6f7;',
  td: 'border:1px solid #e5e6eb;padding:4px 6px;',
  blockquote: 'margin:8px 0;padding:4px 12px;border-left:3px solid #e5e6eb;color:#646a73;',
}

function attrValue(tag: string, name: string, raw: string, options: SanitizeOptions): string {
  const value = decodeEntities(raw).trim()
  if (tag === 'img' && name === 'src') {
    if (!isSafeImageSrc(value)) return ''
    return escapeAttrValue(options.resolveSrc ? options.resolveSrc(value) : value)
  }
  if (tag === 'a' && name === 'href') return isSafeLink(value) ? escapeAttrValue(value) : ''
  if (name === 'colspan' || name === 'rowspan') return /^\d{1,2}$/.test(value) ? value : ''
  return escapeAttrValue(value)
}

export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return ''
  const filter = new FilterXSS({
    whiteList: WHITE_LIST,
    stripIgnoreTag: false,
    stripIgnoreTagBody: DROP_WITH_BODY,
    allowCommentTag: false,
    css: false,
    safeAttrValue: (tag, name, value) => attrValue(tag, name, value, options),
  })
  const clean = filter.process(String(html))
  // Only tags xss wrote itself start with `<` here: everything else is escaped text. An image
  // without a description is decorative (alt=""): a screen reader skips it instead of reading
  // its file name, and the article's text carries the meaning (WCAG 1.1.1).
  return clean
    .replace(/<img\b(?![^>]*\ssrc=")[^>]*>/g, '')
    .replace(/<(img|table|th|td|blockquote)\b/g, (m, tag: string) => `${m} style="${OWN_STYLES[tag]}"`)
    .replace(/<img\b(?![^>]*\salt=)([^>]*?)(\s*\/?)>/g, '<img$1 alt=""$2>')
}
