/** /api/user/auth/getAuthByMobile: whether a mobile number has an account, nothing more. */
import { eq } from 'drizzle-orm'
import { contract } from '@/contract'
import { users } from '../../db/schema'
import { fields } from '../../lib/fields'
import { handler } from '../../http/handler'

export const authHandlers = [
  handler({
    endpoint: contract.user.auth.getAuthByMobile,
    access: 'user',
    input: { mobile: fields.mobile() },
    async handle({ db }, { mobile }) {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1)
      return { exists: rows.length > 0 }
    },
  }),
]
