/**
 * H5: the one-time link is followed by a download link (the server answers the file as an
 * attachment, with its name), so the browser saves it; both XLSX and CSV. See exportFile.ts.
 */
import type { ExportFormat, ExportLink } from '@/contract/types'
import { mediaUrl } from '@/core/media'

export const EXPORT_FAILED = '文件下载失败，请重新导出'

export const exportFormats: readonly ExportFormat[] = ['xlsx', 'csv']

export async function openExport(link: ExportLink): Promise<boolean> {
  const a = document.createElement('a')
  a.href = mediaUrl(link.url)
  a.download = link.fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  return true
}
