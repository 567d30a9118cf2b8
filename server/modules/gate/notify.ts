/**
 * Gate and quality messages to a customer's users (message centre rows, msg_type 'gate'): an entry
 * report or exit application decided, an inspection's result. After the change committed; a
 * failure is logged, never thrown (the decision stands).
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messages, users } from '../../db/schema'

export async function notifyCustomer(db: Db, customerId: string | null, title: string, content: string): Promise<void> {
  if (!customerId) return
  try {
    const to = await db.select({ id: users.id }).from(users).where(and(eq(users.customerId, customerId), eq(users.enabled, true)))
    if (to.length) await db.insert(messages).values(to.map((u) => ({ userId: u.id, msgType: 'gate', title, content })))
  } catch (err) {
    console.error('gate message not sent', customerId, err)
  }
}
