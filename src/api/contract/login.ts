// Endpoint descriptors of the login service (spec section 7: Login and user).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'

export const login = {
  login: endpoint({ path: '/login/login', method: 'POST', body: 'form', loading: '登录中...' }),
  logout: endpoint({ path: '/login/logout', method: 'POST', body: 'form' }),
}
