import type { LoginUser, Role, UserProfile } from '@/contract'
import type { UserRow } from '../../auth/tokens'

/** A disabled account's login (password or WeChat code). */
export const ACCOUNT_DISABLED = '账号已停用，请联系商户管理员'
/** A login (password or WeChat) from another user type's login screen. */
export const WRONG_USER_TYPE = '该账号不是此身份的用户'

/** A user row as the app sees it (never the password hash or openids). */
export function toProfile(u: UserRow): UserProfile {
  return {
    id: u.id,
    username: u.username,
    realName: u.realName,
    mobile: u.mobile,
    email: u.email,
    userType: u.userType as Role,
    avatar: u.avatar,
    customerId: u.customerId,
    isAdmin: u.isAdmin,
    createTime: u.createdAt.toISOString(),
    enabled: u.enabled,
  }
}

export function toLoginUser(u: UserRow, token: string): LoginUser {
  const out: LoginUser = { token, id: u.id, username: u.username, realName: u.realName, mobile: u.mobile, userType: u.userType as Role, customerId: u.customerId, avatar: u.avatar, isAdmin: u.isAdmin }
  if (u.mustChangePassword) out.mustChangePassword = true
  return out
}
