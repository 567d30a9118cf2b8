/** A drawn canvas shared as a picture on H5 (see shareImage.ts): the PNG downloads under `fileName`. */
import { toast } from '@/core/dialog'
import type { CanvasNode } from './canvasNode'
import { IMAGE_DOWNLOADED, SHARE_IMAGE_FAILED } from './shareImageText'

export async function shareCanvasImage(canvas: CanvasNode, fileName: string): Promise<boolean> {
  const blob = await new Promise<Blob | null>((resolve) => (canvas as unknown as HTMLCanvasElement).toBlob(resolve, 'image/png'))
  if (!blob) {
    toast(SHARE_IMAGE_FAILED)
    return false
  }
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  toast(IMAGE_DOWNLOADED)
  return true
}
