/**
 * A per-process cache of who a token belongs to and which modules a user holds (issue 23): a list
 * call then runs its page query alone instead of the token check, the grants check and the page.
 *
 * It forgets on the database's word, not on a guess: triggers (migration 0016) notify every
 * listening connection at commit when a user, one of its tokens or its role bindings change (a
 * logout, a password change, a role change, a user disabled), or the roles and modules themselves
 * (server/db/authChanges.ts). The writer's own process hears it before its COMMIT answers; the
 * other processes as soon as their listening connection does (a few milliseconds). An entry is
 * used for at most AUTH_CACHE_TTL_MS even when no change came. While a process's PostgreSQL
 * listener is down it caches nothing (every call reads the database) and forgets everything, as
 * the changes of that time are unknown. A read that started before a change and answers after it
 * is not kept (the generation check below).
 */
import type { Db } from '../db/client'
import { authChangesOf, EVERY_USER } from '../db/authChanges'
import type { TokenOwner } from './tokens'

/** The longest an entry is used without being read again. */
export const AUTH_CACHE_TTL_MS = 10_000
/** Entries per map: past it the oldest goes. */
const MAX_ENTRIES = 20_000

interface Entry<T> {
  value: T
  userId: string
  at: number
}

/** Insertion-ordered entries keyed by token hash or user + module, each tagged with its user. */
class Entries<T> {
  private readonly map = new Map<string, Entry<T>>()
  get(key: string, now: number): T | undefined {
    const e = this.map.get(key)
    if (!e) return undefined
    if (now - e.at < AUTH_CACHE_TTL_MS) return e.value
    this.map.delete(key)
    return undefined
  }
  set(key: string, userId: string, value: T, now: number): void {
    if (this.map.size >= MAX_ENTRIES) this.map.delete(this.map.keys().next().value!)
    this.map.set(key, { value, userId, at: now })
  }
  forget(userId: string): void {
    if (userId === EVERY_USER) return this.map.clear()
    for (const [key, e] of this.map) if (e.userId === userId) this.map.delete(key)
  }
  get size(): number {
    return this.map.size
  }
}

export class AuthCache {
  /** Whether every change is heard now (PostgreSQL: the process's listener is connected). */
  private hearing = false
  /** Bumped by every change heard: a read that saw another generation at its start is not kept. */
  private generation = 0
  private readonly owners = new Entries<TokenOwner>()
  /** Keyed by user id and module code. */
  private readonly grants = new Entries<boolean>()

  get live(): boolean {
    return this.hearing
  }

  setLive(live: boolean): void {
    this.hearing = live
    this.forget(EVERY_USER)
  }

  forget(userId: string): void {
    this.generation++
    this.owners.forget(userId)
    this.grants.forget(userId)
  }

  /** Entries held now (tests). */
  get size(): number {
    return this.owners.size + this.grants.size
  }

  /** The live token's owner (a token nobody owns is not kept: a guesser cannot fill the cache). */
  owner(tokenHash: string, load: () => Promise<TokenOwner | null>): Promise<TokenOwner | null> {
    return this.through(this.owners, tokenHash, load, (o) => o?.id ?? null)
  }

  /** Whether the user holds the module. */
  holds(userId: string, code: string, load: () => Promise<boolean>): Promise<boolean> {
    return this.through(this.grants, `${userId}:${code}`, load, () => userId)
  }

  private async through<T>(entries: Entries<T>, key: string, load: () => Promise<T>, userOf: (value: T) => string | null): Promise<T> {
    if (this.hearing) {
      const hit = entries.get(key, Date.now())
      if (hit !== undefined) return hit
    }
    const started = this.generation
    const value = await load()
    const userId = userOf(value)
    if (this.hearing && userId !== null && started === this.generation) entries.set(key, userId, value, Date.now())
    return value
  }
}

const caches = new WeakMap<Db, AuthCache>()

/** The cache of `db`, when installed (buildApp installs it); none: every call reads the database. */
export const authCacheOf = (db: Db): AuthCache | undefined => caches.get(db)

/** Installs `db`'s cache and starts hearing its changes; answers the stop (the app's close). */
export function installAuthCache(db: Db): () => Promise<void> {
  const changes = authChangesOf(db)
  if (!changes || caches.has(db)) return async () => undefined
  const cache = new AuthCache()
  caches.set(db, cache)
  const unsubscribe = changes.subscribe((userId) => cache.forget(userId))
  const stopWatch = changes.watch((live) => cache.setLive(live))
  return async () => {
    caches.delete(db)
    unsubscribe()
    await stopWatch()
  }
}
