/**
 * @jest-environment jsdom
 */
/** A drawn canvas shared as a picture (core/wechat/shareImage, the daily settlement's 分享日结图片), weapp and H5. */
import Taro from '@tarojs/taro'
import type { CanvasNode } from '@/core/wechat/canvasNode'
import { shareCanvasImage } from '@/core/wechat/shareImage'
import { shareCanvasImage as shareCanvasImageH5 } from '@/core/wechat/shareImage.h5'
import { IMAGE_DOWNLOADED, IMAGE_SAVED, SHARE_IMAGE_FAILED } from '@/core/wechat/shareImageText'
import { taroMock } from '../mocks/taro'

type Mutable = Record<string, unknown>
const taro = Taro as unknown as Mutable
const canvas = { width: 750, height: 900, getContext: () => null } as CanvasNode
const toasts = () => taroMock.toasts.map((t) => t.title)

beforeEach(() => {
  taroMock.reset()
  taro.canvasToTempFilePath = jest.fn(() => Promise.resolve({ tempFilePath: 'wxfile://tmp/settlement.png' }))
})
afterEach(() => {
  for (const k of ['canvasToTempFilePath', 'showShareImageMenu', 'saveImageToPhotosAlbum']) delete taro[k]
  jest.restoreAllMocks()
})

describe('weapp', () => {
  test("the canvas's PNG goes to WeChat's share sheet", async () => {
    const menu = jest.fn(() => Promise.resolve({}))
    taro.showShareImageMenu = menu
    await expect(shareCanvasImage(canvas, 'x.png')).resolves.toBe(true)
    expect(taro.canvasToTempFilePath).toHaveBeenCalledWith({ canvas, fileType: 'png' })
    expect(menu).toHaveBeenCalledWith({ path: 'wxfile://tmp/settlement.png' })
  })

  test('a backed-out sheet is no error; without the sheet the picture is saved to the album', async () => {
    taro.showShareImageMenu = jest.fn(() => Promise.reject({ errMsg: 'showShareImageMenu:fail cancel' }))
    await expect(shareCanvasImage(canvas, 'x.png')).resolves.toBe(false)
    expect(toasts()).toEqual([])
    const save = jest.fn(() => Promise.resolve({}))
    taro.showShareImageMenu = jest.fn(() => Promise.reject({ errMsg: 'showShareImageMenu:fail not supported' }))
    taro.saveImageToPhotosAlbum = save
    await expect(shareCanvasImage(canvas, 'x.png')).resolves.toBe(true)
    expect(save).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/settlement.png' })
    expect(toasts()).toEqual([IMAGE_SAVED])
  })

  test('a canvas that cannot become a file, or an album refused, says so', async () => {
    taro.canvasToTempFilePath = jest.fn(() => Promise.reject({ errMsg: 'canvasToTempFilePath:fail' }))
    await expect(shareCanvasImage(canvas, 'x.png')).resolves.toBe(false)
    taro.canvasToTempFilePath = jest.fn(() => Promise.resolve({ tempFilePath: 'p' }))
    taro.showShareImageMenu = jest.fn(() => Promise.reject({ errMsg: 'fail' }))
    taro.saveImageToPhotosAlbum = jest.fn(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' }))
    await expect(shareCanvasImage(canvas, 'x.png')).resolves.toBe(false)
    expect(toasts()).toEqual([SHARE_IMAGE_FAILED, SHARE_IMAGE_FAILED])
  })
})

describe('H5', () => {
  test('the PNG downloads under its file name', async () => {
    const blob = new Blob(['png'], { type: 'image/png' })
    const html = { toBlob: (done: (b: Blob | null) => void) => done(blob) } as unknown as CanvasNode
    URL.createObjectURL = jest.fn(() => 'blob:settlement')
    URL.revokeObjectURL = jest.fn()
    const clicked: Array<{ href: string; download: string }> = []
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    await expect(shareCanvasImageH5(html, '日结对账-2026-11-20.png')).resolves.toBe(true)
    expect(clicked).toEqual([{ href: 'blob:settlement', download: '日结对账-2026-11-20.png' }])
    expect(toasts()).toEqual([IMAGE_DOWNLOADED])
    const empty = { toBlob: (done: (b: Blob | null) => void) => done(null) } as unknown as CanvasNode
    await expect(shareCanvasImageH5(empty, 'x.png')).resolves.toBe(false)
    expect(toasts()).toEqual([IMAGE_DOWNLOADED, SHARE_IMAGE_FAILED])
  })
})
