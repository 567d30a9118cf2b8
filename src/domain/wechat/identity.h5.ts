/**
 * Who the user is on WeChat, H5 (see identity.ts): WeChat's web authorisation for the official
 * account. The browser goes to WeChat's page (or, with the local stand-in, its page on the API
 * host) with a `state` kept in this tab, and comes back to this app with `?code=&state=` in front
 * of the hash route, where `returnedIdentity` takes it once and tidies the address. Outside
 * WeChat's browser WeChat cannot authorise (the stand-in can: it plays WeChat for any browser).
 */
import { userApi } from '@/api/user'
import { apiUrl } from '@/core/apiRoot'
import { inWeChatBrowser } from '@/core/wechat/browser.h5'
import type { WxIdentity } from './pendingBind'
import type { IdentityStep } from './identity'

export type { IdentityStep } from './identity'

export const NOT_IN_WECHAT = '请在微信中打开本页面，才能使用微信授权'
const KEY = '_wxAuth'

/** Leaving the page and tidying its address (seams for tests: jsdom cannot navigate). */
export const browser = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.history.replaceState(null, '', url),
}

const randomState = (): string => {
  const bytes = new Uint8Array(12)
  window.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function wechatIdentity(back: string, purpose: string): Promise<IdentityStep> {
  const state = randomState()
  const redirectUri = `${window.location.origin}${window.location.pathname}#${back}`
  const { url, standIn } = await userApi.authorizeUrl({ redirectUri, state })
  if (!standIn && !inWeChatBrowser()) return { kind: 'unsupported', reason: NOT_IN_WECHAT }
  window.sessionStorage.setItem(KEY, JSON.stringify({ state, purpose }))
  browser.assign(/^https?:\/\//.test(url) ? url : apiUrl(url))
  return { kind: 'redirected' }
}

export function returnedIdentity(purpose: string): WxIdentity | 'refused' | null {
  const params = new URLSearchParams(window.location.search)
  const state = params.get('state')
  if (!state) return null
  let saved: { state?: string; purpose?: string } = {}
  try {
    saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as typeof saved
  } catch {
    // Unreadable: not ours.
  }
  // Another screen's authorisation is left for it.
  if (saved.state === state && saved.purpose !== purpose) return null
  // Used once: the address loses the code, so a reload or a shared link cannot replay it.
  window.sessionStorage.removeItem(KEY)
  browser.replace(`${window.location.pathname}${window.location.hash}`)
  if (saved.state !== state) return 'refused'
  const code = params.get('code')
  return code ? { code, slot: 'wx' } : 'refused'
}
