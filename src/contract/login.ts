// Endpoint descriptors of the login service (spec section 7: Login and user).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { LoginPayload, LoginUser } from './types/login'

export const login = {
  login: endpoint<LoginPayload, LoginUser>({ path: '/login/login', method: 'POST', body: 'form', loading: '登录中...' }),
  logout: endpoint<Record<string, never>, null>({ path: '/login/logout', method: 'POST', body: 'form' }),
}
