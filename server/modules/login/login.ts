/** /login/login and /login/logout. */
import { eq, sql } from 'drizzle-orm'
import { contract, ROLES } from '@/contract'
import { beginAttempt } from '../../auth/loginLimit'
import { DUMMY_HASH, verifyPassword } from '../../auth/password'
import { spendTempPassword } from '../../auth/tempPassword'
import { issueToken, revokeToken } from '../../auth/tokens'
import { users } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { oneOf, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ACCOUNT_DISABLED, toLoginUser, WRONG_USER_TYPE } from '../user/profile'

export const loginHandlers = [
  handler({
    endpoint: contract.login.login,
    access: 'public',
    // The answer carries a login token: never stored for a replay.
    idempotency: 'off',
    input: {
      username: str({ max: 64, msg: '用户名或密码错误' }),
      password: str({ trim: false, max: 64, msg: '用户名或密码错误' }),
      userType: oneOf(ROLES, '用户类型不正确'),
    },
    async handle({ db, ip }, { username, password, userType }) {
      const key = username.toLowerCase()
      // The attempt is counted before the password is checked (see auth/loginLimit.ts).
      const attempt = await beginAttempt(db, key, ip)
      const [user] = await db.select().from(users).where(eq(sql`lower(${users.username})`, key)).limit(1)
      const good = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)
      if (!user || !good) throw new BizError('用户名或密码错误')
      await attempt.succeeded()
      if (user.userType !== userType) throw new BizError(WRONG_USER_TYPE)
      if (!user.enabled) throw new BizError(ACCOUNT_DISABLED)
      // A one-time credential logs in once (then only the password change is open).
      await spendTempPassword(db, user)
      return toLoginUser(user, await issueToken(db, user.id))
    },
  }),
  handler({
    endpoint: contract.login.logout,
    access: 'user',
    input: {},
    async handle({ db, user }) {
      await revokeToken(db, user.tokenHash)
      return null
    },
  }),
]
