/**
 * How a process hears that what a token or a user's grants resolve to may have changed: the
 * `auth_cache` notifications of migration 0016 (a user's id, or '*' for every user), sent by
 * triggers whoever writes (a handler, the back office, a test, another API process).
 *
 * - Every connection of the database listens (PGlite's one; each pooled PostgreSQL connection as
 *   it opens), so the writer's own connection hears its change at commit, before the COMMIT
 *   answers: the process that revoked a token never serves it from its cache again.
 * - On PostgreSQL `watch()` keeps one more connection listening for good: other processes'
 *   changes arrive on it even when the pool has no idle connection open. While it is down (the
 *   server restarted, the backend terminated) it says so, and reconnects.
 */
import { EventEmitter } from 'node:events'
import type { PGlite } from '@electric-sql/pglite'
import { Client, type ClientBase, type ClientConfig } from 'pg'
import type { Db } from './client'

export const AUTH_CHANNEL = 'auth_cache'
/** A notification's payload that concerns every user. */
export const EVERY_USER = '*'
/** How long the PostgreSQL watcher waits before connecting again. */
const RECONNECT_MS = 1000

export interface AuthChanges {
  /** Calls `fn` with each change's payload (a user id or EVERY_USER); answers the unsubscribe. */
  subscribe(fn: (payload: string) => void): () => void
  /**
   * Keeps listening for other processes' changes; `onLive(true)` once every change is heard,
   * `onLive(false)` while some may be missed. Answers the stop.
   */
  watch(onLive: (live: boolean) => void): () => Promise<void>
}

const sources = new WeakMap<Db, AuthChanges>()

/** The changes of `db`'s database, when it was opened by server/db/client.ts. */
export const authChangesOf = (db: Db): AuthChanges | undefined => sources.get(db)

function emitterSource(watch: (emit: (payload: string) => void) => AuthChanges['watch']): { source: AuthChanges; emit(payload: string): void } {
  const events = new EventEmitter()
  events.setMaxListeners(0)
  const emit = (payload: string) => events.emit('change', payload)
  return {
    emit,
    source: {
      subscribe(fn) {
        events.on('change', fn)
        return () => events.off('change', fn)
      },
      watch: watch(emit),
    },
  }
}

/** PGlite: one process, one connection that hears every change synchronously at commit. */
export async function listenPglite(db: Db, client: PGlite): Promise<void> {
  const { source, emit } = emitterSource(() => (onLive) => {
    onLive(true)
    return async () => undefined
  })
  await client.listen(AUTH_CHANNEL, (payload) => emit(payload || EVERY_USER))
  sources.set(db, source)
}

/**
 * PostgreSQL: `onConnect` (the pool's hook, run before a new connection's first statement) makes
 * every pooled connection listen; `watch` adds a connection of its own. `register` ties them to
 * the database made over the pool.
 */
export function postgresAuthChanges(config: ClientConfig): { onConnect(client: ClientBase): Promise<void>; register(db: Db): void } {
  const { source, emit } = emitterSource((emit) => (onLive) => watchPostgres(config, emit, onLive))
  return {
    async onConnect(client) {
      client.on('notification', (n) => {
        if (n.channel === AUTH_CHANNEL) emit(n.payload || EVERY_USER)
      })
      await client.query(`LISTEN ${AUTH_CHANNEL}`)
    },
    register: (db) => void sources.set(db, source),
  }
}

function watchPostgres(config: ClientConfig, emit: (payload: string) => void, onLive: (live: boolean) => void): () => Promise<void> {
  let stopped = false
  let current: Client | null = null
  let retry: NodeJS.Timeout | undefined
  const again = () => {
    if (!stopped && !retry) retry = setTimeout(connect, RECONNECT_MS)
  }
  const lost = (c: Client) => {
    if (current !== c) return
    current = null
    onLive(false)
    again()
  }
  async function connect(): Promise<void> {
    retry = undefined
    if (stopped) return
    const c = new Client({ ...config, keepAlive: true })
    c.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) emit(n.payload || EVERY_USER)
    })
    c.on('error', () => lost(c))
    c.on('end', () => lost(c))
    try {
      current = c
      await c.connect()
      await c.query(`LISTEN ${AUTH_CHANNEL}`)
      if (stopped || current !== c) return void c.end().catch(() => undefined)
      onLive(true)
    } catch {
      lost(c)
      c.end().catch(() => undefined)
    }
  }
  void connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const c = current
    current = null
    onLive(false)
    await c?.end().catch(() => undefined)
  }
}
