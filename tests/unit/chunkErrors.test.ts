/**
 * @jest-environment jsdom
 */
import { taroMock } from '../mocks/taro'
import { isChunkLoadError, watchChunkErrors } from '@/core/wechat/chunkErrors.h5'

beforeEach(() => taroMock.reset())

test.each([
  [{ name: 'ChunkLoadError', message: 'Loading chunk 292 failed.' }, true],
  [new Error('Loading chunk 85 failed.\n(timeout: /mp/js/85.js)'), true],
  [new Error('Loading CSS chunk 12 failed.'), true],
  [new Error('Network Error'), false],
  [null, false],
])('isChunkLoadError(%p) is %p', (reason, expected) => {
  expect(isChunkLoadError(reason)).toBe(expected)
})

test('a chunk that fails to load offers a reload, once, in a 提示 modal', async () => {
  taroMock.modalAnswer = false
  watchChunkErrors()
  const fire = () => {
    const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown }
    event.reason = { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' }
    window.dispatchEvent(event)
    return event
  }
  const first = fire()
  fire()
  expect(first.defaultPrevented).toBe(true)
  await new Promise((r) => setTimeout(r, 0))
  expect(taroMock.modals).toEqual([{ title: '提示', content: '页面加载失败，请检查网络后重试', confirmText: '重新加载', cancelText: '取消', showCancel: undefined }])
})

test('other rejections are left alone', () => {
  watchChunkErrors()
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown }
  event.reason = new Error('boom')
  window.dispatchEvent(event)
  expect(event.defaultPrevented).toBe(false)
  expect(taroMock.modals).toHaveLength(0)
})
