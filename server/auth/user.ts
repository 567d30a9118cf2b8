/** The logged-in user a request acts for (http/access.ts resolves it from the token), and the customer it acts for. */
import type { Role } from '@/contract'
import { BizError } from '../lib/envelope'

export interface AuthUser {
  id: string
  username: string
  realName: string
  mobile: string
  userType: Role
  customerId: string | null
  isAdmin: boolean
  /** Logged in with a temporary password not yet replaced (only the password change is open). */
  mustChangePassword: boolean
  /** Hash of the token this request came with (to revoke it, or keep it alive). */
  tokenHash: string
}

/** The customer (shop or buyer) the user acts for; refused when the account has none. */
export function ownCustomerId(u: Pick<AuthUser, 'customerId'>): string {
  if (!u.customerId) throw new BizError('当前账号未关联商户')
  return u.customerId
}
