/**
 * Scanning on H5 (see scan.ts). In WeChat's browser, WeChat's own scanner through the JS-SDK
 * (jssdk.h5.ts) when it is configured. Elsewhere (or with the local stand-in, which configures no
 * JS-SDK) a photo from the phone's camera (a file input with `capture`), read by the browser's own
 * BarcodeDetector where it has one (Chrome on Android), else by the jsQR decoder (qrDecode.h5.ts),
 * fetched only when a photo is to be read. Nothing is loaded until the user scans.
 */
import { toast } from '@/core/dialog'
import { pickFile } from './fileInput.h5'
import { weChatSdk, type WeChatSdk } from './jssdk.h5'
import { decodeQrPhoto } from './qrDecode.h5'

export const SCAN_FAILED = '扫码失败，请重试'
export const SCAN_NOTHING = '未识别到二维码，请对准二维码重新拍照'

interface DetectedCode {
  rawValue: string
}
interface Detector {
  detect(image: ImageBitmapSource): Promise<DetectedCode[]>
}
type DetectorClass = new (options?: { formats: string[] }) => Detector

const detectorClass = (): DetectorClass | null => ((window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null)

/** The code as the browser's own detector reads it; undefined when the browser has none. */
async function detect(photo: File): Promise<string | null | undefined> {
  const BarcodeDetector = detectorClass()
  if (!BarcodeDetector || typeof createImageBitmap !== 'function') return undefined
  const codes = await new BarcodeDetector({ formats: ['qr_code'] }).detect(await createImageBitmap(photo))
  return codes.map((c) => c.rawValue.trim()).find(Boolean) ?? null
}

/** WeChat's scanner: the code's text; null when the user backed out or it failed (told so). */
function scanInWeChat(wx: WeChatSdk): Promise<string | null> {
  return new Promise((resolve) =>
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode'],
      success: (res) => resolve(String(res.resultStr ?? '').trim() || null),
      cancel: () => resolve(null),
      fail: (err: { errMsg?: string } | undefined) => {
        console.warn('[scan] WeChat scanner failed', err?.errMsg)
        toast(SCAN_FAILED)
        resolve(null)
      },
    }),
  )
}

export async function scanCode(): Promise<string | null> {
  const wx = await weChatSdk()
  if (wx) return scanInWeChat(wx)
  const photo = await pickFile('image/*', 'environment')
  if (!photo) return null
  try {
    const text = (await detect(photo)) ?? (await decodeQrPhoto(photo))
    if (!text) toast(SCAN_NOTHING)
    return text
  } catch (e) {
    console.warn('[scan] failed', e)
    toast(SCAN_FAILED)
    return null
  }
}
