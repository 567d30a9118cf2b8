/**
 * Logging in as the account bound to a WeChat (spec section 6: the login user type is kept): the
 * mini program's code goes to weChat/getLoginInfo; a web-authorisation code is looked up
 * (user/getUserByOpenId) and, bound, exchanged for a login (message/wx/getTokenByCode). Bound: the
 * user is in and at home. Unbound: the code and user type are kept (pendingBind.ts) for the password
 * login, which binds it.
 */
import type { Role } from '@/contract/types'
import { messageApi } from '@/api/message'
import { userApi } from '@/api/user'
import { useSession } from '@/stores/session'
import { usePendingBind, type WxIdentity } from './pendingBind'

export type WeChatLoginOutcome = 'loggedIn' | 'unbound'

export async function logInWithWeChat(identity: WxIdentity, userType: Role): Promise<WeChatLoginOutcome> {
  useSession.getState().chooseRole(userType)
  if (identity.slot === 'mp') {
    const info = await userApi.wechatLogin({ code: identity.code, userType })
    if (info.bound) {
      await useSession.getState().enter(info.user)
      return 'loggedIn'
    }
  } else if ((await userApi.wechatUser({ code: identity.code, slot: 'wx' })).bound) {
    await useSession.getState().enter(await messageApi.tokenByCode({ code: identity.code, userType }))
    return 'loggedIn'
  }
  usePendingBind.getState().keep(identity, userType)
  return 'unbound'
}
