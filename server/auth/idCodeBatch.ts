/**
 * A buyer's identity codes fetched ahead (issue 25): each request for the buyer's code issues a
 * batch of ID_CODE_BATCH_SIZE codes, code i valid ID_CODE_TTL_SECONDS + i x ID_CODE_REFRESH_SECONDS,
 * so a screen whose refresh gets no answer shows the next one, unseen and so unused, with a full
 * lifetime. Each code stays single use (auth/idCodeUse.ts). Issuing a batch revokes the user's
 * older batches but the ID_CODE_BATCHES_KEPT newest: a code left in a phone from an older batch is
 * refused at its first use (bindIdCode checks its batch in the statement that binds it).
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { ID_CODE_BATCH_SIZE, ID_CODE_BATCHES_KEPT, ID_CODE_REFRESH_SECONDS, ID_CODE_TTL_SECONDS, type IdentityCode } from '@/contract'
import type { Db } from '../db/client'
import { idCodeBatches } from '../db/schema'
import { signIdCode } from './idCode'

const lifetime = (i: number) => ID_CODE_TTL_SECONDS + i * ID_CODE_REFRESH_SECONDS

/** Issues a batch of the buyer's codes (the first to show, then the next ones) and revokes the older batches. */
export async function issueIdCodeBatch(db: Db, who: { customerId: string; userId: string; limitFen: number }, now = new Date()): Promise<IdentityCode[]> {
  return db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + lifetime(ID_CODE_BATCH_SIZE - 1) * 1000)
    const [batch] = await tx.insert(idCodeBatches).values({ userId: who.userId, customerId: who.customerId, expiresAt }).returning({ id: idCodeBatches.id, seq: idCodeBatches.seq })
    const kept = tx
      .select({ seq: idCodeBatches.seq })
      .from(idCodeBatches)
      .where(eq(idCodeBatches.userId, who.userId))
      .orderBy(desc(idCodeBatches.seq))
      .offset(ID_CODE_BATCHES_KEPT - 1)
      .limit(1)
    await tx
      .update(idCodeBatches)
      .set({ revokedAt: now })
      .where(and(eq(idCodeBatches.userId, who.userId), isNull(idCodeBatches.revokedAt), lt(idCodeBatches.seq, sql`(${kept})`)))
    return Array.from({ length: ID_CODE_BATCH_SIZE }, (_, i) => signIdCode({ kind: 'buyer', ...who, batchId: batch!.id }, { now, ttlSeconds: lifetime(i) }))
  })
}

/** Housekeeping: batches whose codes expired a day ago. */
export async function purgeIdCodeBatches(db: Db): Promise<number> {
  const rows = await db
    .delete(idCodeBatches)
    .where(lt(idCodeBatches.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: idCodeBatches.id })
  return rows.length
}
