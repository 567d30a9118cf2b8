/**
 * @jest-environment jsdom
 */
/** The subscribe and scan adapters (docs/trade.md sections 16-17), weapp and H5. */
import Taro from '@tarojs/taro'
import { APP_CONFIG } from '@/config'
import { scanCode } from '@/core/wechat/scan'
import { weChatSdk, type WeChatSdk } from '@/core/wechat/jssdk.h5'
import { decodeQrPhoto } from '@/core/wechat/qrDecode.h5'
import { scanCode as scanCodeH5, SCAN_FAILED, SCAN_NOTHING } from '@/core/wechat/scan.h5'
import { requestSubscribe } from '@/core/wechat/subscribe'
import { requestSubscribe as requestSubscribeH5 } from '@/core/wechat/subscribe.h5'
import { taroMock } from '../mocks/taro'

// The jsQR decoder draws on a canvas, which jsdom lacks: the browser tests read real photos with it.
jest.mock('@/core/wechat/qrDecode.h5', () => ({ decodeQrPhoto: jest.fn() }))
const decoded = decodeQrPhoto as jest.MockedFunction<typeof decodeQrPhoto>
// WeChat's JS-SDK (configured only in WeChat's browser against WeChat itself): tests/unit/jssdk.test.ts.
jest.mock('@/core/wechat/jssdk.h5', () => ({ weChatSdk: jest.fn(() => Promise.resolve(null)) }))
const sdk = weChatSdk as jest.MockedFunction<typeof weChatSdk>

type Mutable = Record<string, unknown>
const taro = Taro as unknown as Mutable

beforeEach(() => taroMock.reset())
afterEach(() => {
  delete taro.requestSubscribeMessage
  jest.restoreAllMocks()
})

describe('subscribe', () => {
  test('weapp: the keys become the configured template ids; the answer per template', async () => {
    const ask = jest.fn(() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', [APP_CONFIG.subscribeTemplates.order]: 'accept' }))
    taro.requestSubscribeMessage = ask
    await expect(requestSubscribe(['order'])).resolves.toEqual({ [APP_CONFIG.subscribeTemplates.order]: 'accept' })
    expect(ask).toHaveBeenCalledWith({ tmplIds: [APP_CONFIG.subscribeTemplates.order], entityIds: [] })
  })

  test('weapp: a refusal (or no tap) resolves {} and never throws', async () => {
    taro.requestSubscribeMessage = jest.fn(() => Promise.reject({ errMsg: 'requestSubscribeMessage:fail can only be invoked by user TAP gesture.' }))
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(requestSubscribe(['order', 'bill'])).resolves.toEqual({})
  })

  test('H5: a no-op', async () => {
    taro.requestSubscribeMessage = jest.fn()
    await expect(requestSubscribeH5(['order'])).resolves.toEqual({})
    expect(taro.requestSubscribeMessage).not.toHaveBeenCalled()
  })
})

describe('scan', () => {
  test('weapp: the scanned text; cancel is null without a toast; a failure says so', async () => {
    jest.spyOn(Taro, 'scanCode').mockResolvedValueOnce({ result: ' MC1.abc.def ' } as never)
    await expect(scanCode()).resolves.toBe('MC1.abc.def')
    jest.spyOn(Taro, 'scanCode').mockRejectedValueOnce({ errMsg: 'scanCode:fail cancel' })
    await expect(scanCode()).resolves.toBeNull()
    expect(taroMock.toasts).toHaveLength(0)
    jest.spyOn(Taro, 'scanCode').mockRejectedValueOnce({ errMsg: 'scanCode:fail camera' })
    await expect(scanCode()).resolves.toBeNull()
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['扫码失败，请重试'])
  })

  /** Answers the camera input the adapter opens with a photo (or cancels it). */
  function answerPhoto(photo: File | null) {
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      expect(this.type).toBe('file')
      expect(this.getAttribute('capture')).toBe('environment')
      if (!photo) return void this.dispatchEvent(new Event('cancel'))
      Object.defineProperty(this, 'files', { value: [photo] })
      this.dispatchEvent(new Event('change'))
    })
  }

  describe("H5 in WeChat's browser with the JS-SDK: WeChat's own scanner, no photo", () => {
    /** A JS-SDK whose scanner answers with `answer` (its callback's name and argument). */
    function weChatScanner(answer: 'success' | 'cancel' | 'fail', arg?: unknown) {
      const scanQRCode = jest.fn((params: Record<string, (a?: unknown) => void>) => params[answer]!(arg))
      sdk.mockResolvedValueOnce({ scanQRCode } as unknown as WeChatSdk)
      return scanQRCode
    }
    beforeEach(() => jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => expect('no photo').toBe('asked for')))

    test('the scanned text; backing out: null and no toast; a failure: 扫码失败', async () => {
      const scanner = weChatScanner('success', { resultStr: ' MC1.abc.def ' })
      await expect(scanCodeH5()).resolves.toBe('MC1.abc.def')
      expect(scanner).toHaveBeenCalledWith(expect.objectContaining({ needResult: 1, scanType: ['qrCode'] }))
      weChatScanner('cancel')
      await expect(scanCodeH5()).resolves.toBeNull()
      expect(taroMock.toasts).toHaveLength(0)
      jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      weChatScanner('fail', { errMsg: 'scanQRCode:permission denied' })
      await expect(scanCodeH5()).resolves.toBeNull()
      expect(taroMock.toasts.map((t) => t.title)).toEqual([SCAN_FAILED])
      expect(decoded).not.toHaveBeenCalled()
    })
  })

  describe('H5 without BarcodeDetector: the jsQR decoder', () => {
    beforeEach(() => decoded.mockReset())

    test('a photo of the code is read by the decoder', async () => {
      decoded.mockResolvedValueOnce('MC1.abc.def')
      const photo = new File(['x'], 'code.jpg', { type: 'image/jpeg' })
      answerPhoto(photo)
      await expect(scanCodeH5()).resolves.toBe('MC1.abc.def')
      expect(decoded).toHaveBeenCalledWith(photo)
      expect(document.querySelectorAll('input[type=file]')).toHaveLength(0)
    })

    test('no code in the photo: told so; a photo that cannot be read (or a decoder that did not load): 扫码失败; backing out: nothing', async () => {
      decoded.mockResolvedValueOnce(null)
      answerPhoto(new File(['x'], 'blank.jpg', { type: 'image/jpeg' }))
      await expect(scanCodeH5()).resolves.toBeNull()
      decoded.mockRejectedValueOnce(new Error('ChunkLoadError'))
      answerPhoto(new File(['x'], 'odd.heic', { type: 'image/heic' }))
      await expect(scanCodeH5()).resolves.toBeNull()
      expect(taroMock.toasts.map((t) => t.title)).toEqual([SCAN_NOTHING, SCAN_FAILED])
      answerPhoto(null)
      await expect(scanCodeH5()).resolves.toBeNull()
      expect(decoded).toHaveBeenCalledTimes(2)
    })
  })

  describe('H5 with BarcodeDetector', () => {
    let detected: Array<{ rawValue: string }>
    beforeEach(() => {
      decoded.mockReset()
      detected = [{ rawValue: 'MC1.abc.def' }]
      ;(window as unknown as Mutable).BarcodeDetector = class {
        constructor(readonly options: unknown) {}
        detect = () => Promise.resolve(detected)
      }
      ;(window as unknown as Mutable).createImageBitmap = jest.fn(() => Promise.resolve({ width: 10, height: 10 }))
    })
    afterEach(() => {
      delete (window as unknown as Mutable).BarcodeDetector
      delete (window as unknown as Mutable).createImageBitmap
    })

    test('a photo of the code is read, the decoder never fetched', async () => {
      answerPhoto(new File(['x'], 'code.jpg', { type: 'image/jpeg' }))
      await expect(scanCodeH5()).resolves.toBe('MC1.abc.def')
      expect(decoded).not.toHaveBeenCalled()
      expect(document.querySelectorAll('input[type=file]')).toHaveLength(0)
    })

    test('no code found by the detector: the decoder has a second look, then told so; backing out: nothing', async () => {
      detected = []
      decoded.mockResolvedValueOnce(null)
      answerPhoto(new File(['x'], 'blank.jpg', { type: 'image/jpeg' }))
      await expect(scanCodeH5()).resolves.toBeNull()
      expect(decoded).toHaveBeenCalledTimes(1)
      expect(taroMock.toasts.map((t) => t.title)).toEqual([SCAN_NOTHING])
      answerPhoto(null)
      await expect(scanCodeH5()).resolves.toBeNull()
      expect(taroMock.toasts).toHaveLength(1)
    })
  })
})
