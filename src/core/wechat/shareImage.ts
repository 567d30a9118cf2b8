/**
 * A drawn canvas shared as a picture, weapp build: the canvas becomes a temporary PNG
 * (canvasToTempFilePath) and WeChat's own share sheet offers it (showShareImageMenu: send to a
 * chat, save to the album, ...); where that sheet is missing (older clients, PC) the picture is
 * saved to the album. H5 variant: shareImage.h5.ts (the PNG downloads). Resolves whether the
 * picture reached the user; a backed-out sheet is not an error.
 */
import Taro from '@tarojs/taro'
import { toast } from '@/core/dialog'
import type { CanvasNode } from './canvasNode'
import { IMAGE_SAVED, SHARE_IMAGE_FAILED } from './shareImageText'

const cancelled = (e: unknown) => /cancel/.test(String((e as { errMsg?: string } | null)?.errMsg ?? e))

export async function shareCanvasImage(canvas: CanvasNode, _fileName: string): Promise<boolean> {
  let path: string
  try {
    path = (await Taro.canvasToTempFilePath({ canvas: canvas as unknown as Taro.Canvas, fileType: 'png' })).tempFilePath
  } catch {
    toast(SHARE_IMAGE_FAILED)
    return false
  }
  try {
    await Taro.showShareImageMenu({ path })
    return true
  } catch (e) {
    if (cancelled(e)) return false
  }
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: path })
    toast(IMAGE_SAVED)
    return true
  } catch (e) {
    if (!cancelled(e)) toast(SHARE_IMAGE_FAILED)
    return false
  }
}
