/**
 * The project's one way to hand a user a file (docs/architecture.md, "Exports and downloads").
 *
 * A screen cannot always send our token header with a download (a browser tab, the mini program's
 * downloadFile in some cases), so: an authenticated call (`issueExportLink`, from a feature's own
 * handler after its access and input checks) records what to export for whom and answers a URL
 * with a random token; `GET /api/export/file/<token>` streams the file ONCE: the row is claimed in
 * the statement that checks it is unused and unexpired. The link is bound to its user: a request
 * that carries another user's token is refused, and the owner must still be an enabled account.
 */
import { createHash, randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ExportFormat, ExportLink } from '@/contract'
import type { Db } from '../../db/client'
import { exportLinks, users } from '../../db/schema'
import { tokenFromHeader, userByToken } from '../../auth/tokens'
import { fail, MSG } from '../../lib/envelope'
import { CONTENT_TYPES } from '../../lib/table'
import { EXPORT_SOURCES, type ExportSourceName } from './sources'

export const EXPORT_PATH = '/api/export/file'
/** A link serves within this time of its issue, once. */
export const EXPORT_LINK_TTL_MS = 5 * 60_000

export const LINK_USED = '下载链接已失效，请重新导出'
export const LINK_NOT_YOURS = '下载链接不属于当前用户'

const hash = (token: string): string => createHash('sha256').update(token).digest('hex')
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** Records a one-time link for `userId` to the source's file with these (already validated) parameters. */
export async function issueExportLink(db: Db, userId: string, o: { source: ExportSourceName; format: ExportFormat; params: Record<string, string> }): Promise<ExportLink> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + EXPORT_LINK_TTL_MS)
  // Links nobody used are of no further use: the issuer's own expired ones go with each new one.
  await db.delete(exportLinks).where(and(eq(exportLinks.userId, userId), lt(exportLinks.expiresAt, new Date())))
  await db.insert(exportLinks).values({ tokenHash: hash(token), userId, source: o.source, format: o.format, params: o.params, expiresAt })
  return { url: `${EXPORT_PATH}/${token}`, fileName: `${EXPORT_SOURCES[o.source].fileName(o.params)}.${o.format}`, format: o.format, expiresAt: expiresAt.toISOString() }
}

/** Claims an unused, unexpired link (one statement: a second GET, even a concurrent one, finds nothing). */
async function claim(db: Db, token: string) {
  const [row] = await db
    .update(exportLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(exportLinks.tokenHash, hash(token)), isNull(exportLinks.usedAt), gt(exportLinks.expiresAt, new Date())))
    .returning()
  return row ?? null
}

const contentDisposition = (name: string): string => `attachment; filename="export.${name.slice(name.lastIndexOf('.') + 1)}"; filename*=UTF-8''${encodeURIComponent(name)}`

export function serveExports(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { token: string } }>(`${EXPORT_PATH}/:token`, async (req, reply) => {
    const { token } = req.params
    const caller = tokenFromHeader(req.headers.authorization)
    const asUser = caller ? await userByToken(db, caller) : null
    if (caller && !asUser) return reply.code(401).send(fail(MSG.NOT_LOGGED_IN, 401))
    if (!TOKEN.test(token)) return reply.code(410).send(fail(LINK_USED, 410))
    // Another user's request is refused before the claim, so it cannot spend the owner's link.
    if (asUser) {
      const [row] = await db.select({ userId: exportLinks.userId }).from(exportLinks).where(eq(exportLinks.tokenHash, hash(token)))
      if (row && row.userId !== asUser.owner.id) return reply.code(403).send(fail(LINK_NOT_YOURS, 403))
    }
    const link = await claim(db, token)
    if (!link) return reply.code(410).send(fail(LINK_USED, 410))
    const [owner] = await db.select({ enabled: users.enabled }).from(users).where(eq(users.id, link.userId))
    if (!owner?.enabled) return reply.code(403).send(fail(LINK_NOT_YOURS, 403))
    const source = EXPORT_SOURCES[link.source as ExportSourceName]
    const format = link.format as ExportFormat
    const out = new PassThrough()
    source.write(out, format, db, link.params).catch((err) => req.log.error({ err, source: link.source }, 'export failed while streaming'))
    return reply
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Disposition', contentDisposition(`${source.fileName(link.params)}.${format}`))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(out)
  })
}
