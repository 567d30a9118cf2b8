/**
 * Work that belongs after the request's commit: a subscribe message sent to WeChat, an attempt
 * closed at the payment provider. An idempotent write runs in one transaction with its stored
 * answer (server/http/idempotency.ts); work that leaves the database must not run inside it (a
 * rollback cannot call it back, and it would hold the transaction open meanwhile). Such work calls
 * `afterCommit(db, task)`: inside that transaction the task waits until the commit and then runs
 * with the database outside it (before the answer is sent); anywhere else it runs at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from '../db/client'

export type AfterCommitTask = (db: Db) => Promise<void>

const queue = new AsyncLocalStorage<AfterCommitTask[]>()

/** Runs `task` after the surrounding request transaction commits, or now when there is none. */
export async function afterCommit(db: Db, task: AfterCommitTask): Promise<void> {
  const tasks = queue.getStore()
  if (tasks) tasks.push(task)
  else await task(db)
}

/**
 * Guards work that must never run inside a request's transaction (a call to the payment provider):
 * a handler that reaches it must be idempotency 'own' (server/http/handler.ts). Throws otherwise,
 * rather than hold the transaction open over the call (on PGlite, the provider stand-in's own
 * queries would wait for that transaction for ever).
 */
export function assertOutsideRequestTransaction(what: string): void {
  if (queue.getStore()) throw new Error(`${what} called inside an idempotent request's transaction: give the handler idempotency 'own'`)
}

/** Runs `fn` collecting the after-commit tasks it queues (dropped with it when it throws). */
export async function collectingAfterCommit<T>(fn: () => Promise<T>): Promise<{ value: T; tasks: AfterCommitTask[] }> {
  const tasks: AfterCommitTask[] = []
  const value = await queue.run(tasks, fn)
  return { value, tasks }
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
