/**
 * Image upload: multipart field `file`, at most 5 MB, png/jpeg/gif/webp recognised by magic
 * bytes (the name and declared type are not trusted). Stored under the upload dir with a fresh
 * name and served at /uploads/<name>.
 */
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { contract } from '@/contract'
import { BizError } from '../../lib/envelope'
import { newId } from '../../lib/ids'
import { handler } from '../../http/handler'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const TOO_LARGE = '图片不能超过5MB'
export const BAD_TYPE = '仅支持 png/jpg/gif/webp 图片'

/** The image kind from the first bytes, or null. */
export function sniffImage(b: Buffer): 'png' | 'jpg' | 'gif' | 'webp' | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif'
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  return null
}

export const uploadHandlers = [
  handler({
    endpoint: contract.user.fileUpload.imgUpload,
    access: 'user',
    input: {},
    multipart: true,
    async handle({ req, config }) {
      if (!req.isMultipart()) throw new BizError('缺少参数：file')
      const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })
      if (!file || file.fieldname !== 'file') throw new BizError('缺少参数：file')
      const data = await file.toBuffer().catch((err: { code?: string }) => {
        throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? new BizError(TOO_LARGE) : err
      })
      if (file.file.truncated) throw new BizError(TOO_LARGE)
      const kind = sniffImage(data)
      if (!kind) throw new BizError(BAD_TYPE)
      const name = `${newId()}.${kind}`
      await writeFile(path.join(config.uploadDir, name), data)
      return { url: `${config.uploadUrl}/${name}` }
    },
  }),
]
