/**
 * One use of a buyer's identity code (docs/trade.md, "Identity codes"). The first shop that uses a
 * code (scans it, sells with it, gifts with it) has it: another shop is refused. At that shop the
 * code authorises one sale: `spendIdCode` claims it for the order in the order's transaction (a
 * refused order rolls the claim back with it). Each step is one statement that checks the state
 * (INSERT ... ON CONFLICT DO NOTHING, then a guarded UPDATE), so concurrent uses at several shops
 * or for several sales get exactly one. A code of a batch fetched ahead (auth/idCodeBatch.ts) binds
 * only while its batch is not revoked, checked by the INSERT itself; a code already bound keeps its
 * one sale at its shop.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { idCodeBatches, idCodeUses } from '../db/schema'
import { BizError } from '../lib/envelope'
import { ID_CODE_EXPIRED, type IdCodeClaims } from './idCode'

export const ID_CODE_OTHER_SHOP = '该身份码已被其他商户使用，请让对方刷新后重新出示'
export const ID_CODE_SPENT = '该身份码已用于一笔订单，请让对方刷新后重新出示'

/** Binds a buyer's code to `shopId` on its first use; refuses it at any other shop. */
export async function bindIdCode(db: Db, claims: IdCodeClaims, shopId: string): Promise<void> {
  const expiresAt = new Date(claims.expiresAt * 1000).toISOString()
  const open = claims.batchId ? sql`exists (select 1 from ${idCodeBatches} where ${idCodeBatches.id} = ${claims.batchId} and ${idCodeBatches.revokedAt} is null)` : sql`true`
  // Every column of id_code_uses, in the table's order (nonce, customer_id, shop_id, order_id, expires_at, created_at).
  const [mine] = await db
    .insert(idCodeUses)
    .select(sql`select ${claims.nonce}, ${claims.customerId}, ${shopId}, null, ${expiresAt}::timestamptz, now() where ${open}`)
    .onConflictDoNothing()
    .returning({ nonce: idCodeUses.nonce })
  if (mine) return
  const [held] = await db.select({ shopId: idCodeUses.shopId }).from(idCodeUses).where(eq(idCodeUses.nonce, claims.nonce))
  // Not bound and not bindable: its batch was revoked (newer codes were issued since).
  if (!held) throw new BizError(ID_CODE_EXPIRED)
  if (held.shopId !== shopId) throw new BizError(ID_CODE_OTHER_SHOP)
}

/** Claims the code for the one sale it authorises (inside the order's transaction). */
export async function spendIdCode(tx: Db, claims: IdCodeClaims, shopId: string, orderId: string): Promise<void> {
  await bindIdCode(tx, claims, shopId)
  const [spent] = await tx
    .update(idCodeUses)
    .set({ orderId })
    .where(and(eq(idCodeUses.nonce, claims.nonce), eq(idCodeUses.shopId, shopId), isNull(idCodeUses.orderId)))
    .returning({ nonce: idCodeUses.nonce })
  if (!spent) throw new BizError(ID_CODE_SPENT)
}

/** Housekeeping: uses of codes expired a day ago (an expired code is refused before its use is read). */
export async function purgeIdCodeUses(db: Db): Promise<number> {
  const rows = await db
    .delete(idCodeUses)
    .where(lt(idCodeUses.expiresAt, sql`now() - interval '1 day'`))
    .returning({ nonce: idCodeUses.nonce })
  return rows.length
}
