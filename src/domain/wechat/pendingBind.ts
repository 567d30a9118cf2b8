/**
 * The WeChat an unbound login brought (its code, good for one binding within 5 minutes, and the
 * login screen's user type), kept while the user logs in with a password: the login then binds it
 * (`bindPending`) before the home page opens, and /ydui/view/bindAccount offers it.
 */
import { create } from 'zustand'
import type { Role, WxSlot } from '@/contract/types'
import { user as userEndpoints } from '@/contract/user'
import { mutate } from '@/api/mutate'

export interface WxIdentity {
  code: string
  slot: WxSlot
}

/** The server keeps an exchanged code 5 minutes; a little less here. */
const KEEP_MS = 4.5 * 60_000

interface PendingBindState {
  identity: WxIdentity | null
  userType: Role | null
  at: number
  keep: (identity: WxIdentity, userType: Role) => void
  clear: () => void
}

export const usePendingBind = create<PendingBindState>()((set) => ({
  identity: null,
  userType: null,
  at: 0,
  keep: (identity, userType) => set({ identity, userType, at: Date.now() }),
  clear: () => set({ identity: null, userType: null, at: 0 }),
}))

/** The kept WeChat, while its code is still good. */
export function pendingIdentity(): WxIdentity | null {
  const { identity, at } = usePendingBind.getState()
  return identity && Date.now() - at < KEEP_MS ? identity : null
}

/** The endpoint binding a WeChat of this slot to the caller. */
export const bindEndpoint = (slot: WxSlot) => (slot === 'mp' ? userEndpoints.weChat.updateUserMPopenId : userEndpoints.user.modifyUserWxOpenId)

/** Binds `identity` to the logged-in user (once: the code is then used); true when bound. */
export async function bindIdentity(identity: WxIdentity): Promise<boolean> {
  const done = await mutate(bindEndpoint(identity.slot), { code: identity.code }, { successText: '微信绑定成功', back: false, refresh: [userEndpoints.weChat.bindState] })
  usePendingBind.getState().clear()
  return done.ok
}

/** After a password login: binds the kept WeChat, if any (a refusal is shown; the login stands). */
export async function bindPending(): Promise<void> {
  const identity = pendingIdentity()
  if (identity) await bindIdentity(identity)
}
