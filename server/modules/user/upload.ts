/**
 * Image upload: multipart field `file`, at most 5 MB, a real PNG, JPEG, GIF or WebP (checked from
 * its bytes, polyglots refused: server/files/images.ts). Stored in the file store under 128 random
 * bits (`<32 hex>.<ext>`), recorded in `uploads` for the per-user quota and the clean-up of files
 * no row uses, and served at /uploads/<name> (server/http/uploads.ts).
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { contract } from '@/contract'
import { uploads } from '../../db/schema'
import { checkImage, CONTENT_TYPES } from '../../files/images'
import { BizError } from '../../lib/envelope'
import { handler } from '../../http/handler'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** What one user's stored uploads may add up to (files nobody uses are removed after a day). */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024
export const TOO_LARGE = '图片不能超过5MB'
export const BAD_TYPE = '仅支持 png/jpg/gif/webp 图片'
export const BAD_STRUCTURE = '图片文件不完整或带有多余内容，请换一张图片'
export const HAS_MARKUP = '图片中含有网页代码，请换一张图片'
export const QUOTA_FULL = '上传的图片已达上限，请稍后再试'

const UPLOAD_LOCK = 482_301_810

export const uploadHandlers = [
  handler({
    endpoint: contract.user.fileUpload.imgUpload,
    access: 'user',
    input: {},
    multipart: true,
    // The file is read from the request and stored (disk or S3) between the quota's commit and the answer.
    idempotency: 'own',
    async handle({ db, req, config, user }) {
      if (!req.isMultipart()) throw new BizError('缺少参数：file')
      const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })
      if (!file || file.fieldname !== 'file') throw new BizError('缺少参数：file')
      const data = await file.toBuffer().catch((err: { code?: string }) => {
        throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new BizError(TOO_LARGE) : err
      })
      if (file.file.truncated) throw new BizError(TOO_LARGE)
      const check = checkImage(data)
      if (!check.ok) throw new BizError(check.reason === 'type' ? BAD_TYPE : check.reason === 'structure' ? BAD_STRUCTURE : HAS_MARKUP)

      const name = `${randomBytes(16).toString('hex')}.${check.kind}`
      const contentType = CONTENT_TYPES[check.kind]
      // The quota check and the row in one transaction, serialised per user, so concurrent
      // uploads cannot all pass the check.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}::int, hashtext(${user.id}))`)
        const [used] = await tx
          .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
          .from(uploads)
          .where(eq(uploads.userId, user.id))
        if (Number(used?.bytes ?? 0) + data.length > config.uploadQuotaBytes) throw new BizError(QUOTA_FULL)
        await tx.insert(uploads).values({ name, userId: user.id, contentType, size: data.length })
      })
      try {
        await config.files.put(name, data, contentType)
      } catch (err) {
        await db.delete(uploads).where(eq(uploads.name, name))
        throw err
      }
      return { url: `${config.uploadUrl}/${name}` }
    },
  }),
]
