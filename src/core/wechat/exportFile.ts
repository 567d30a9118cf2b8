/**
 * The one way a screen hands the user an exported file (docs/architecture.md, "Exports and
 * downloads"): given the one-time link the server answered, weapp downloads it (with the user's
 * token, which the link must belong to) and opens it with Taro.openDocument; H5 (exportFile.h5.ts)
 * downloads it as a file. Resolves false when it failed (the user has been told).
 *
 * Formats: openDocument shows XLSX, not CSV, so the mini program offers XLSX only.
 */
import Taro from '@tarojs/taro'
import type { ExportFormat, ExportLink } from '@/contract/types'
import { LIMITS } from '@/config'
import { showBusy, toast } from '@/core/dialog'
import { mediaUrl } from '@/core/media'
import { getToken } from '@/core/session'

export const EXPORT_FAILED = '文件下载失败，请重新导出'

/** The formats this platform can hand over. */
export const exportFormats: readonly ExportFormat[] = ['xlsx']

export async function openExport(link: ExportLink): Promise<boolean> {
  const hide = showBusy('正在下载...')
  try {
    const res = await Taro.downloadFile({ url: mediaUrl(link.url), header: { Authorization: getToken() }, timeout: LIMITS.networkTimeoutMs.downloadFile })
    if (res.statusCode !== 200 || !res.tempFilePath) throw new Error(`download ${res.statusCode}`)
    hide()
    await Taro.openDocument({ filePath: res.tempFilePath, fileType: 'xlsx', showMenu: true })
    return true
  } catch {
    hide()
    toast(EXPORT_FAILED)
    return false
  }
}
