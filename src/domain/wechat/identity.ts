/**
 * Who the user is on WeChat, as a code the server can check (server/README.md, "WeChat"), weapp
 * build: the mini program's login code (wx.login), at once. H5 variant: identity.h5.ts (web
 * authorisation: the browser goes to WeChat's page and comes back with a code).
 */
import { loginCode } from '@/core/wechat/login'
import type { WxIdentity } from './pendingBind'

export type IdentityStep = { kind: 'code'; identity: WxIdentity } | { kind: 'redirected' } | { kind: 'unsupported'; reason: string }

/**
 * A WeChat code for `purpose`. `back` is the screen (path and query) an H5 authorisation returns to,
 * where `returnedIdentity(purpose)` picks the code up.
 */
export async function wechatIdentity(_back: string, _purpose: string): Promise<IdentityStep> {
  const code = await loginCode()
  return code ? { kind: 'code', identity: { code, slot: 'mp' } } : { kind: 'unsupported', reason: '' }
}

/** The code a web authorisation brought back for `purpose` (H5 only). */
export function returnedIdentity(_purpose: string): WxIdentity | 'refused' | null {
  return null
}
