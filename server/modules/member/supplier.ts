/** Supplier (merchant) self-registration: a customer row and its administrator account. */
import { contract } from '@/contract'
import { countRegistration } from '../../auth/loginLimit'
import { customers } from '../../db/schema'
import { fields } from '../../lib/fields'
import { str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { assertUsernameFree, createAccount } from '../user/accounts'
import { toProfile } from '../user/profile'

export const supplierHandlers = [
  handler({
    endpoint: contract.member.supplier.registered,
    // Not flagged public in the contract, yet nobody has a token before registering.
    access: 'public',
    input: {
      username: fields.username(),
      password: fields.password(),
      realName: fields.realName(),
      mobile: fields.mobile(),
      companyName: str({ min: 2, max: 50, msg: '商户名称需为2-50个字符' }),
      idCard: fields.idCard(),
    },
    async handle({ db, ip }, input) {
      await countRegistration(db, ip)
      await assertUsernameFree(db, input.username)
      const user = await db.transaction(async (tx) => {
        const [customer] = await tx
          .insert(customers)
          .values({ name: input.companyName, customerType: 'supplier', contactName: input.realName, mobile: input.mobile, idCard: input.idCard?.toUpperCase() ?? null })
          .returning()
        return createAccount(tx, { ...input, userType: 'supplier', customerId: customer!.id, isAdmin: true })
      })
      return toProfile(user)
    },
  }),
]
