/** Typed calls of the login service: log in (the session store keeps the user) and log out. */
import { request } from '@/core/request'
import { login } from '@/contract/login'
import type { LoginPayload } from '@/contract/types'

export const loginApi = {
  login: (p: LoginPayload) => request(login.login, p),
  logout: () => request(login.logout, {}, { silent: true }),
}
