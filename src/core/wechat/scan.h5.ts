/**
 * Scanning on H5 (see scan.ts): a photo from the phone's camera (a file input with `capture`),
 * read by the browser's own BarcodeDetector where it has one (Chrome on Android, WeChat's
 * browser on Android). Elsewhere the user is told to use the other way of identifying
 * (searching by phone). Nothing is loaded until the user scans.
 */
import { toast } from '@/core/dialog'
import { pickFile } from './fileInput.h5'

export const SCAN_FAILED = '扫码失败，请重试'
export const SCAN_UNSUPPORTED = '当前浏览器不支持扫码，请在微信小程序中扫码，或改用手机号查找'
export const SCAN_NOTHING = '未识别到二维码，请对准二维码重新拍照'

interface DetectedCode {
  rawValue: string
}
interface Detector {
  detect(image: ImageBitmapSource): Promise<DetectedCode[]>
}
type DetectorClass = new (options?: { formats: string[] }) => Detector

const detectorClass = (): DetectorClass | null => ((window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null)

export async function scanCode(): Promise<string | null> {
  const BarcodeDetector = detectorClass()
  if (!BarcodeDetector) {
    toast(SCAN_UNSUPPORTED)
    return null
  }
  const photo = await pickFile('image/*', 'environment')
  if (!photo) return null
  try {
    const image = await createImageBitmap(photo)
    const codes = await new BarcodeDetector({ formats: ['qr_code'] }).detect(image)
    const text = codes.map((c) => c.rawValue.trim()).find(Boolean)
    if (!text) toast(SCAN_NOTHING)
    return text ?? null
  } catch (e) {
    console.warn('[scan] failed', e)
    toast(SCAN_FAILED)
    return null
  }
}
