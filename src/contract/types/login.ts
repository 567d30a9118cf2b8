/** Payload and result types of the login service (/login/*). */
import type { Role } from './common'

export interface LoginPayload {
  username: string
  password: string
  userType: Role
}

/** The logged-in user, cached under `_user` (spec section 3). */
export interface LoginUser {
  token: string
  id: string
  username: string
  realName: string
  mobile: string
  userType: Role
  /** The customer (merchant or buyer) the user belongs to, when there is one. */
  customerId?: string | null
  avatar?: string | null
  /** A merchant's administrator (manages its roles and sub-accounts). */
  isAdmin?: boolean
  /** Logged in with a temporary password: only the password change is open until a new one is set. */
  mustChangePassword?: boolean
}
