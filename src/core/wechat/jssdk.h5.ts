/**
 * WeChat's JS-SDK, H5 in WeChat's browser only: its scanner (`wx.scanQRCode`, scan.h5.ts) and the
 * open tag that opens the mini program (`wx-open-launch-weapp`, /pages/webJumpMp). The SDK
 * (weixin-js-sdk, a chunk of its own) is fetched on first use and configured once for this page's
 * address (the part before the hash route, which hash routing never changes) with the server's
 * signature (user/weChat/jsapiConfig, made with the official account's ticket).
 *
 * Null, and the caller takes its fallback, outside WeChat's browser, with the local stand-in
 * playing the official account (it signs nothing: WeChat would refuse its signature), and when
 * WeChat refuses the configuration or never says it is ready. A failure is tried again at the next
 * use; a stand-in's answer is kept.
 */
import type { default as WeChatJsSdk } from 'weixin-js-sdk'
import { user } from '@/contract/user'
import { request } from '@/core/request'
import { inWeChatBrowser } from './browser.h5'

export type WeChatSdk = typeof WeChatJsSdk

/** How long WeChat may take to accept the configuration before the caller falls back. */
const READY_WITHIN_MS = 8000

let configured: Promise<WeChatSdk | null> | null = null

async function configure(): Promise<WeChatSdk | null> {
  const config = await request(user.weChat.jsapiConfig, { url: window.location.href.split('#')[0]! }, { silent: true })
  if (config.standIn) return null
  const wx = (await import(/* webpackChunkName: "wechat-jssdk" */ 'weixin-js-sdk')).default
  return new Promise<WeChatSdk>((resolve, reject) => {
    const late = setTimeout(() => reject(new Error('the JS-SDK did not become ready')), READY_WITHIN_MS)
    wx.error((err) => {
      clearTimeout(late)
      reject(new Error(`wx.config: ${err.errMsg}`))
    })
    wx.ready(() => {
      clearTimeout(late)
      resolve(wx)
    })
    const { appId, timestamp, nonceStr, signature } = config
    wx.config({ appId, timestamp, nonceStr, signature, jsApiList: ['scanQRCode'], openTagList: ['wx-open-launch-weapp'] })
  })
}

/** The configured JS-SDK, or null where there is none to use. */
export function weChatSdk(): Promise<WeChatSdk | null> {
  if (!inWeChatBrowser()) return Promise.resolve(null)
  configured ??= configure().catch((e: unknown) => {
    console.warn('[jssdk] unavailable', e)
    configured = null
    return null
  })
  return configured
}

/** Forgets the configuration (tests). */
export function resetWeChatSdk(): void {
  configured = null
}
