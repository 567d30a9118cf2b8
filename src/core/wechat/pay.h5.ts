/**
 * The pay adapter on H5 (see pay.ts for the contract):
 * - in WeChat's browser ('jsapi'), provider wechat: `WeixinJSBridge.invoke('getBrandWCPayRequest')`
 *   with the official account's signed parameters (no wx.config needed);
 * - provider simulator: the browser goes to the simulator's checkout page with a `return` path back
 *   to this screen ('redirected'): the screen re-reads the order when it shows again.
 * - provider wechat outside WeChat cannot pay: 'failed' (the server refuses that channel anyway).
 */
import type { ClientPayRequest, PayChannel } from '@/contract/types'
import { apiUrl } from '@/core/apiRoot'
import { rememberWayBack } from '@/core/navigate'
import { inWeChatBrowser } from './browser.h5'
import type { PayInfo, PayOutcome } from './pay'

export type { PayInfo, PayOutcome } from './pay'

interface BridgeResult {
  err_msg?: string
}
interface WeixinJSBridge {
  invoke(api: 'getBrandWCPayRequest', params: Record<string, string>, callback: (res: BridgeResult) => void): void
}
type BridgeWindow = Window & { WeixinJSBridge?: WeixinJSBridge }

/** Leaving the page for the checkout (a seam for tests: jsdom cannot navigate). */
export const browser = { assign: (url: string): void => window.location.assign(url) }


export const payChannel = (): PayChannel => (inWeChatBrowser() ? 'jsapi' : 'web')

/** WeChat's bridge, once the browser has injected it (it fires WeixinJSBridgeReady). */
function bridge(): Promise<WeixinJSBridge | null> {
  const w = window as BridgeWindow
  if (w.WeixinJSBridge) return Promise.resolve(w.WeixinJSBridge)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer)
        resolve(w.WeixinJSBridge ?? null)
      },
      { once: true },
    )
  })
}

/** The checkout page, told to come back to the current screen (its hash route) afterwards. */
export function simulatorCheckoutUrl(req: Pick<ClientPayRequest, 'simulatorUrl'>): string | null {
  if (!req.simulatorUrl) return null
  const base = /^https?:\/\//.test(req.simulatorUrl) ? req.simulatorUrl : apiUrl(req.simulatorUrl)
  // The app's own base (publicPath /mp/) and the screen's hash route: the simulator accepts only such a path.
  const back = `/mp/${window.location.hash}`
  return `${base}${base.includes('?') ? '&' : '?'}return=${encodeURIComponent(back)}`
}

export async function requestPay(req: ClientPayRequest, _info: PayInfo = {}): Promise<PayOutcome> {
  if (req.provider === 'simulator') {
    const url = simulatorCheckoutUrl(req)
    if (!url) return 'failed'
    // The checkout comes back to this screen as a fresh page: keep the way back to the one below.
    rememberWayBack()
    browser.assign(url)
    return 'redirected'
  }
  const jsBridge = inWeChatBrowser() ? await bridge() : null
  if (!jsBridge) return 'failed'
  const params = { appId: req.appId, timeStamp: req.timeStamp, nonceStr: req.nonceStr, package: req.package, signType: req.signType, paySign: req.paySign }
  return new Promise<PayOutcome>((resolve) => {
    jsBridge.invoke('getBrandWCPayRequest', params, (res) => {
      const msg = res?.err_msg ?? ''
      if (msg === 'get_brand_wcpay_request:ok') resolve('paid')
      else if (/cancel/i.test(msg)) resolve('cancelled')
      else resolve('failed')
    })
  })
}
