/**
 * Serves uploaded files at /uploads/<name> from the file store (local disk or S3), as inert images
 * (and PDFs, and spreadsheets as downloads):
 * the exact image type (from the name the upload gave it after checking the bytes), `nosniff`, a
 * CSP that forbids everything and sandboxes the response, and an inline Content-Disposition
 * with the file name. Names are 128 random bits, so a file is found only through the row that
 * refers to it; older, numeric names keep working.
 */
import type { FastifyInstance } from 'fastify'
import { CONTENT_TYPES, type ImageKind } from '../files/images'
import { PDF_CONTENT_TYPE } from '../files/pdf'
import { FILE_NAME, type FileStore } from '../files/store'
import { isSheetKind, SHEET_CONTENT_TYPES } from '../files/spreadsheet'
import { fail, MSG } from '../lib/envelope'

/** New names: 32 hex characters; their content never changes. */
const RANDOM_NAME = /^[0-9a-f]{32}\./

export const UPLOAD_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const

export function serveUploads(app: FastifyInstance, files: FileStore, prefix: string): void {
  app.get<{ Params: { name: string } }>(`${prefix}/:name`, async (req, reply) => {
    const { name } = req.params
    const found = FILE_NAME.test(name) ? await files.get(name) : null
    if (!found) return reply.code(404).send(fail(MSG.BAD_PATH, 404))
    const kind = name.slice(name.lastIndexOf('.') + 1)
    return reply
      .headers(UPLOAD_HEADERS)
      .header('Content-Type', kind === 'pdf' ? PDF_CONTENT_TYPE : isSheetKind(kind) ? SHEET_CONTENT_TYPES[kind] : CONTENT_TYPES[kind as ImageKind])
      .header('Content-Length', found.size)
      // A spreadsheet downloads (the browser cannot show it); the rest shows inline.
      .header('Content-Disposition', `${isSheetKind(kind) ? 'attachment' : 'inline'}; filename="${name}"`)
      .header('Cache-Control', RANDOM_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400')
      .send(found.stream)
  })
}
