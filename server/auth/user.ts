/** The logged-in user a request acts for (http/access.ts resolves it from the token). */
import type { Role } from '@/contract'

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
