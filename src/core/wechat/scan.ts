/**
 * Scanning a QR code (an identity code at the stall, a trace code), weapp build: the camera
 * through `Taro.scanCode`. H5 variant: scan.h5.ts. Resolves the code's text, or null when the
 * user cancelled or nothing could be read (the user has been told why).
 */
import Taro from '@tarojs/taro'
import { toast } from '@/core/dialog'

export const SCAN_FAILED = '扫码失败，请重试'

export async function scanCode(): Promise<string | null> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode'] })
    const text = String(res?.result ?? '').trim()
    return text || null
  } catch (e) {
    const errMsg = String((e as { errMsg?: string } | null)?.errMsg ?? '')
    if (!/cancel/i.test(errMsg)) toast(SCAN_FAILED)
    return null
  }
}
