/**
 * member/purchase/queryDetail and update: the buyer's own profile (its customer row and its
 * purchaser_profiles row, created on first read), and its identity code (docs/trade.md,
 * "Identity codes") with `withIdCode` for a user holding 我的身份码, carrying the limit the buyer
 * lets a shop take with it at once (`idCodeLimitFen`, default 0: every charge waits for the buyer),
 * and the next codes of its batch (`idCodesAhead`, auth/idCodeBatch.ts).
 */
import { eq } from 'drizzle-orm'
import { contract, ID_CODE_LIMIT_MAX_FEN, TEXT_LIMITS, type PurchaserDetail } from '@/contract'
import type { Db } from '../../db/client'
import { customers, purchaserProfiles } from '../../db/schema'
import { checkModule } from '../../http/grants'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { BizError, notFound } from '../../lib/envelope'
import { fields, textField } from '../../lib/fields'
import { issueIdCodeBatch } from '../../auth/idCodeBatch'
import { fenField } from '../../lib/money'
import { bool, opt } from '../../lib/validate'

async function buyerOf(db: Db, user: AuthUser) {
  if (!user.customerId) throw new BizError('当前账号未关联采购商')
  const [c] = await db.select().from(customers).where(eq(customers.id, user.customerId))
  if (!c) throw notFound()
  await db.insert(purchaserProfiles).values({ customerId: c.id, contactName: c.contactName, contactPhone: c.mobile }).onConflictDoNothing()
  const [p] = await db.select().from(purchaserProfiles).where(eq(purchaserProfiles.customerId, c.id))
  return { c, p: p! }
}

function detail(c: typeof customers.$inferSelect, p: typeof purchaserProfiles.$inferSelect): PurchaserDetail {
  return { id: c.id, name: c.name, contactName: p.contactName, contactPhone: p.contactPhone, mobile: c.mobile, address: p.address, businessScope: p.businessScope }
}

export const purchaseHandlers = [
  handler({
    endpoint: contract.member.purchase.queryDetail,
    access: ['purchaser'],
    module: { purchaser: 'buyerCenter' },
    input: { withIdCode: opt(bool()), idCodeLimitFen: opt(fenField({ msg: `免确认额度需为0-${ID_CODE_LIMIT_MAX_FEN / 100}元` })) },
    async handle({ db, user }, input) {
      const { c, p } = await buyerOf(db, user)
      const out = detail(c, p)
      if (input.withIdCode) {
        await checkModule(db, { purchaser: 'buyerIdCode' }, user)
        const limitFen = input.idCodeLimitFen ?? 0
        if (limitFen > ID_CODE_LIMIT_MAX_FEN) throw new BizError(`免确认额度需为0-${ID_CODE_LIMIT_MAX_FEN / 100}元`)
        const [first, ...ahead] = await issueIdCodeBatch(db, { customerId: c.id, userId: user.id, limitFen })
        out.idCode = first
        out.idCodesAhead = ahead
      }
      return out
    },
  }),
  handler({
    endpoint: contract.member.purchase.update,
    access: ['purchaser'],
    module: { purchaser: 'buyerCenter' },
    input: {
      name: opt(textField(TEXT_LIMITS.customerName)),
      contactName: opt(fields.realName()),
      contactPhone: opt(fields.contactPhone()),
      address: opt(textField(TEXT_LIMITS.buyerAddress)),
      businessScope: opt(textField(TEXT_LIMITS.businessScope)),
    },
    async handle({ db, user }, input) {
      const { c } = await buyerOf(db, user)
      const { name, ...profile } = input
      const changes = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined))
      return db.transaction(async (tx) => {
        const [cc] = name ? await tx.update(customers).set({ name }).where(eq(customers.id, c.id)).returning() : [c]
        const [pp] = await tx
          .update(purchaserProfiles)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(purchaserProfiles.customerId, c.id))
          .returning()
        return detail(cc!, pp!)
      })
    },
  }),
]
