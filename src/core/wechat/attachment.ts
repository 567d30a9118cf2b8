/**
 * Opening a downloadable attachment (a knowledge article's PDF, a spreadsheet...). Weapp: download
 * it, then open it with the system viewer (Taro.openDocument); images open in the image preview.
 * H5 (attachment.h5.ts): a link that opens the file in a new tab. Resolves false when it failed
 * (the user has been told).
 */
import Taro from '@tarojs/taro'
import { LIMITS } from '@/config'
import { showBusy, toast } from '@/core/dialog'
import { mediaUrl } from '@/core/media'

export interface Attachment {
  name: string
  url: string
}

/** Types Taro.openDocument can show. */
const DOCUMENT_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const
type DocumentType = (typeof DOCUMENT_TYPES)[number]
const IMAGE = /^(png|jpe?g|gif|webp|bmp)$/

/** The file's extension, lower case ('' when none), from its name or else its URL. */
export function extensionOf(file: Attachment): string {
  const pick = (s: string) => /\.([a-z0-9]{1,5})$/i.exec(s.split(/[?#]/)[0])?.[1]?.toLowerCase() ?? ''
  return pick(file.name) || pick(file.url)
}

export const OPEN_FAILED = '附件打开失败，请稍后重试'

export async function openAttachment(file: Attachment): Promise<boolean> {
  const url = mediaUrl(file.url)
  const ext = extensionOf(file)
  if (IMAGE.test(ext)) {
    await Taro.previewImage({ urls: [url], current: url })
    return true
  }
  if (!(DOCUMENT_TYPES as readonly string[]).includes(ext)) {
    toast('暂不支持打开该类型的附件')
    return false
  }
  const hide = showBusy('正在打开...')
  try {
    const res = await Taro.downloadFile({ url, timeout: LIMITS.networkTimeoutMs.downloadFile })
    if (res.statusCode !== 200 || !res.tempFilePath) throw new Error(`download ${res.statusCode}`)
    hide()
    await Taro.openDocument({ filePath: res.tempFilePath, fileType: ext as DocumentType, showMenu: true })
    return true
  } catch {
    hide()
    toast(OPEN_FAILED)
    return false
  }
}
