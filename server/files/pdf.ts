/**
 * What an uploaded test report really is, from its bytes: a PDF (header `%PDF-1.x` at the first
 * byte, `%%EOF` at the end with nothing after it but line ends), with no active content a reader
 * could run or open: JavaScript, launch and submit actions, embedded files, rich media or XFA
 * forms, looked for in the names of the file and of its object streams (FlateDecode, inflated),
 * `#xx` escapes decoded, and no HTML-like markup anywhere. Served like images: `nosniff`, exactly
 * `application/pdf`, a sandbox CSP (server/http/uploads.ts).
 */
import { inflateSync } from 'node:zlib'
import { hasMarkup } from './images'

export const PDF_CONTENT_TYPE = 'application/pdf'

export type PdfCheck = { ok: true } | { ok: false; reason: 'type' | 'structure' | 'active' }

const ACTIVE = new Set(['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'GoToE'])

/** The PDF names in some text, their `#xx` escapes decoded. */
const namesIn = (text: string): string[] => [...text.matchAll(/\/([^\s/<>[\](){}%]+)/g)].map((m) => m[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))

/** The inflated bodies of the object streams (where compressed objects hide their names). */
function objectStreams(text: string, bytes: Buffer): string[] {
  const out: string[] = []
  for (const m of text.matchAll(/\/Type\s*\/ObjStm[^]*?stream\r?\n/g)) {
    const start = m.index! + m[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) continue
    try {
      out.push(inflateSync(bytes.subarray(start, end)).toString('latin1'))
    } catch {
      // Not deflated (or damaged): its raw bytes were scanned with the file.
    }
  }
  return out
}

export function checkPdf(bytes: Buffer): PdfCheck {
  if (bytes.length < 16 || !/^%PDF-1\.[0-7]/.test(bytes.subarray(0, 8).toString('latin1'))) return { ok: false, reason: 'type' }
  const text = bytes.toString('latin1')
  if (!/%%EOF[\r\n]*$/.test(text.slice(-64))) return { ok: false, reason: 'structure' }
  if (hasMarkup(bytes)) return { ok: false, reason: 'active' }
  for (const part of [text, ...objectStreams(text, bytes)]) {
    if (namesIn(part).some((n) => ACTIVE.has(n))) return { ok: false, reason: 'active' }
  }
  return { ok: true }
}
