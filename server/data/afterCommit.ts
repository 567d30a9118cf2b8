/**
 * An idempotent write runs in one transaction with its stored answer (server/http/idempotency.ts).
 * What must not run inside that transaction goes through here:
 *
 * - `afterCommit(db, task)`: work that belongs after the commit (a message to the buyer, a
 *   subscribe message sent to WeChat, an attempt closed at the payment provider): a rollback cannot
 *   call it back, and it would hold the transaction (and its row locks) open meanwhile. Inside the
 *   request's transaction the task waits until the commit and then runs with the database outside
 *   it (before the answer is sent); anywhere else it runs at once.
 * - `besideRequestTransaction(db)`: a statement that must commit at once on its own, such as
 *   taking a document number (a counter row every order of the day updates: inside the request's
 *   transaction its lock would be held until that commits); on PostgreSQL it runs on another
 *   connection, on PGlite (one connection, one statement at a time anyway) in the transaction.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from '../db/client'

export type AfterCommitTask = (db: Db) => Promise<void>

interface RequestTransaction {
  tasks: AfterCommitTask[]
  /** The database outside the transaction, where a statement may run beside it (PostgreSQL). */
  beside?: Db
}

const current = new AsyncLocalStorage<RequestTransaction>()

/** Runs `task` after the surrounding request transaction commits, or now when there is none. */
export async function afterCommit(db: Db, task: AfterCommitTask): Promise<void> {
  const rt = current.getStore()
  if (rt) rt.tasks.push(task)
  else await task(db)
}

/** Where a statement that must commit on its own runs: beside the request's transaction when the database allows it, else `db`. */
export const besideRequestTransaction = (db: Db): Db => current.getStore()?.beside ?? db

/**
 * Guards work that must never run inside a request's transaction (a call to the payment provider):
 * a handler that reaches it must be idempotency 'own' (server/http/handler.ts). Throws otherwise,
 * rather than hold the transaction open over the call (on PGlite, the provider stand-in's own
 * queries would wait for that transaction for ever).
 */
export function assertOutsideRequestTransaction(what: string): void {
  if (current.getStore()) throw new Error(`${what} called inside an idempotent request's transaction: give the handler idempotency 'own'`)
}

/**
 * Runs `fn` (which opens the request's transaction) collecting the after-commit tasks it queues
 * (dropped with it when it throws); `beside`: the database outside it, when statements may run there.
 */
export async function collectingAfterCommit<T>(fn: () => Promise<T>, beside?: Db): Promise<{ value: T; tasks: AfterCommitTask[] }> {
  const rt: RequestTransaction = { tasks: [], beside }
  const value = await current.run(rt, fn)
  return { value, tasks: rt.tasks }
}

/** Runs collected tasks once their transaction committed; a failure is logged, never thrown. */
export async function runAfterCommit(db: Db, tasks: AfterCommitTask[]): Promise<void> {
  for (const task of tasks) {
    try {
      await task(db)
    } catch (err) {
      console.error('after-commit task failed', err)
    }
  }
}
