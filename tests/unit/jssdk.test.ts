/**
 * @jest-environment jsdom
 */
/** WeChat's JS-SDK on H5 (core/wechat/jssdk.h5.ts): only in WeChat's browser, configured once with the server's signature. */
import wx from 'weixin-js-sdk'
import { setApiRoot } from '@/core/apiRoot'
import { resetWeChatSdk, weChatSdk } from '@/core/wechat/jssdk.h5'
import { taroMock, type FakeResponse } from '../mocks/taro'

jest.mock('weixin-js-sdk', () => ({ __esModule: true, default: { config: jest.fn(), ready: jest.fn(), error: jest.fn() } }))
const sdk = wx as unknown as { config: jest.Mock; ready: jest.Mock; error: jest.Mock }

const ok = (result: unknown): FakeResponse => ({ statusCode: 200, data: { state: 0, msg: '', result } })
const SIGNED = { standIn: false, appId: 'wx-oa', timestamp: 1764000000, nonceStr: 'abc', signature: 'f00' }
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.50'
const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get')

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
  resetWeChatSdk()
  Object.values(sdk).forEach((f) => f.mockReset())
  userAgent.mockReturnValue(WECHAT_UA)
  window.history.replaceState(null, '', '/mp/?from=share#/pages/webJumpMp?path=pages/about')
})

test('outside WeChat\'s browser: none, and nothing asked of the server', async () => {
  userAgent.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')
  await expect(weChatSdk()).resolves.toBeNull()
  expect(taroMock.requests).toHaveLength(0)
})

test('with the local stand-in (which signs nothing): none, asked once', async () => {
  taroMock.requestHandler = () => ok({ standIn: true })
  await expect(weChatSdk()).resolves.toBeNull()
  await expect(weChatSdk()).resolves.toBeNull()
  expect(taroMock.requests).toHaveLength(1)
  expect(sdk.config).not.toHaveBeenCalled()
})

test('signed for the address before the hash route, configured for the scanner and the open tag, ready once', async () => {
  taroMock.requestHandler = () => ok(SIGNED)
  sdk.ready.mockImplementation((fn: () => void) => fn())
  await expect(weChatSdk()).resolves.toBe(sdk)
  await expect(weChatSdk()).resolves.toBe(sdk)
  expect(taroMock.requests).toHaveLength(1)
  expect(taroMock.requests[0]!.url).toBe(`http://api.test/api/user/weChat/jsapiConfig?url=${encodeURIComponent('http://localhost/mp/?from=share')}`)
  expect(sdk.config).toHaveBeenCalledTimes(1)
  expect(sdk.config).toHaveBeenCalledWith({ appId: 'wx-oa', timestamp: 1764000000, nonceStr: 'abc', signature: 'f00', jsApiList: ['scanQRCode'], openTagList: ['wx-open-launch-weapp'] })
})

test('refused by WeChat: none this time, configured again at the next use', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  taroMock.requestHandler = () => ok(SIGNED)
  sdk.error.mockImplementationOnce((fn: (e: { errMsg: string }) => void) => fn({ errMsg: 'config:invalid signature' }))
  await expect(weChatSdk()).resolves.toBeNull()
  sdk.ready.mockImplementation((fn: () => void) => fn())
  await expect(weChatSdk()).resolves.toBe(sdk)
  expect(taroMock.requests).toHaveLength(2)
})
