/**
 * Image upload: multipart field `file`, at most 5 MB, a real PNG, JPEG, GIF or WebP (checked from
 * its bytes, polyglots refused: server/files/images.ts). Stored in the file store under 128 random
 * bits (`<32 hex>.<ext>`), recorded in `uploads` for the per-user quota and the clean-up of files
 * no row uses, and served at /uploads/<name> (server/http/uploads.ts).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import { contract } from '@/contract'
import { uploads } from '../../db/schema'
import { checkImage, CONTENT_TYPES } from '../../files/images'
import { BizError } from '../../lib/envelope'
import type { Db } from '../../db/client'
import { handler, type AppConfig } from '../../http/handler'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** What one user's stored uploads may add up to (files nobody uses are removed after a day). */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024
export const TOO_LARGE = '图片不能超过5MB'
export const BAD_TYPE = '仅支持 png/jpg/gif/webp 图片'
export const BAD_STRUCTURE = '图片文件不完整或带有多余内容，请换一张图片'
export const HAS_MARKUP = '图片中含有网页代码，请换一张图片'
export const QUOTA_FULL = '上传的图片已达上限，请稍后再试'

const UPLOAD_LOCK = 482_301_810

/**
 * Keeps an upload checked by its caller: a random name (128 bits + `ext`), the quota check and the
 * `uploads` row in one transaction serialised per user (concurrent uploads cannot all pass the
 * check), then the bytes in the file store. Answers the stored name.
 */
export async function storeUpload(db: Db, config: AppConfig, userId: string, data: Buffer, ext: string, contentType: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${ext}`
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}::int, hashtext(${userId}))`)
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(eq(uploads.userId, userId))
    if (Number(used?.bytes ?? 0) + data.length > config.uploadQuotaBytes) throw new BizError(QUOTA_FULL)
    await tx.insert(uploads).values({ name, userId, contentType, size: data.length })
  })
  try {
    await config.files.put(name, data, contentType)
  } catch (err) {
    await db.delete(uploads).where(eq(uploads.name, name))
    throw err
  }
  return name
}

/** The bytes of the multipart field `file` (at most `maxBytes`, else `tooLarge`). */
export async function readUploadedFile(req: FastifyRequest, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new BizError('缺少参数：file')
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!file || file.fieldname !== 'file') throw new BizError('缺少参数：file')
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new BizError(tooLarge) : err
  })
  if (file.file.truncated) throw new BizError(tooLarge)
  return data
}

export const uploadHandlers = [
  handler({
    endpoint: contract.user.fileUpload.imgUpload,
    access: 'user',
    input: {},
    multipart: true,
    // The file is read from the request and stored (disk or S3) between the quota's commit and the answer.
    idempotency: 'own',
    async handle({ db, req, config, user }) {
      const data = await readUploadedFile(req, MAX_IMAGE_BYTES, TOO_LARGE)
      const check = checkImage(data)
      if (!check.ok) throw new BizError(check.reason === 'type' ? BAD_TYPE : check.reason === 'structure' ? BAD_STRUCTURE : HAS_MARKUP)

      const name = await storeUpload(db, config, user.id, data, check.kind, CONTENT_TYPES[check.kind])
      return { url: `${config.uploadUrl}/${name}` }
    },
  }),
]
