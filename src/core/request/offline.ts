/**
 * Reads kept for a weak network (issue 25): a read called with `offline: true` (notices, the price
 * board, my orders, an order's detail) keeps its last answer per user, endpoint and payload; when a
 * later call gets no answer (no network, time-out), `request` answers the kept one instead and
 * tells the screen's load when it was loaded (`collectOffline`), so the screen shows
 * 离线 · 数据更新于 (the screen shell's OfflineBanner). Lists keep their first page only. Entries last
 * OFFLINE_LIMITS.days, at most `entries` of them (the oldest go first), each at most `chars` of
 * JSON; logout forgets them all (core/session clearUser). Writes are never kept or queued: a write
 * without network is refused with OFFLINE_WRITE_MESSAGE.
 */
import Taro from '@tarojs/taro'
import { STORAGE_KEYS } from '@/core/storageKeys'

export const OFFLINE_LIMITS = { days: 7, entries: 40, chars: 100_000 } as const

export const OFFLINE_WRITE_MESSAGE = '网络不可用，请联网后再试'

const LIFETIME_MS = OFFLINE_LIMITS.days * 24 * 3600 * 1000

/** One kept answer's place: its storage key, whose it is and when it was loaded (epoch ms). */
interface IndexRow {
  key: string
  user: string
  savedAt: number
}
interface Entry {
  /** The full identity (user, path, payload), checked on read: the storage key is its hash. */
  id: string
  savedAt: number
  json: string
}

function readIndex(): IndexRow[] {
  try {
    const rows: unknown = Taro.getStorageSync(STORAGE_KEYS.offlineIndex)
    return Array.isArray(rows) ? (rows as IndexRow[]) : []
  } catch {
    return []
  }
}

function writeIndex(rows: IndexRow[]): void {
  try {
    Taro.setStorageSync(STORAGE_KEYS.offlineIndex, rows)
  } catch {
    // Storage full or unavailable: the reads simply are not kept.
  }
}

function remove(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // Nothing left to remove.
  }
}

/** A payload as text with its keys sorted, so the same query is the same entry. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>
    return `{${Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** 32-bit FNV-1a of the text, base 36: a short storage key. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(36)
}

/** A later page of a list (its page number above 1, or a cursor): never kept. */
const laterPage = (payload: Record<string, unknown>): boolean => Number(payload.current ?? 1) > 1 || Boolean(payload.cursor)

export interface OfflinePlace {
  id: string
  key: string
  user: string
}

/** Where a read's answer is kept, or null when it is not kept (a later page of a list). */
export function offlinePlace(user: string, path: string, payload: Record<string, unknown>): OfflinePlace | null {
  if (laterPage(payload)) return null
  const id = `${user}|${path}|${canonical(payload)}`
  return { id, key: `${STORAGE_KEYS.offlinePrefix}${hash(id)}`, user }
}

/** Keeps an answer (too large: the old one is dropped); prunes expired and surplus entries. */
export function keepOffline(place: OfflinePlace, data: unknown, now = Date.now()): void {
  const json = JSON.stringify(data) ?? 'null'
  let rows = readIndex().filter((r) => {
    const stale = r.key === place.key || now - r.savedAt >= LIFETIME_MS
    if (stale && r.key !== place.key) remove(r.key)
    return !stale
  })
  if (json.length > OFFLINE_LIMITS.chars) {
    remove(place.key)
    writeIndex(rows)
    return
  }
  rows.push({ key: place.key, user: place.user, savedAt: now })
  while (rows.length > OFFLINE_LIMITS.entries) remove(rows.shift()!.key)
  try {
    const entry: Entry = { id: place.id, savedAt: now, json }
    Taro.setStorageSync(place.key, entry)
  } catch {
    rows = rows.filter((r) => r.key !== place.key)
  }
  writeIndex(rows)
}

/** The kept answer and when it was loaded, or null (none, expired, another user's). */
export function keptOffline<T>(place: OfflinePlace, now = Date.now()): { data: T; savedAt: number } | null {
  let entry: Entry | null = null
  try {
    entry = Taro.getStorageSync(place.key) as Entry | null
  } catch {
    return null
  }
  if (!entry || entry.id !== place.id || typeof entry.json !== 'string') return null
  if (now - entry.savedAt >= LIFETIME_MS) return null
  try {
    return { data: JSON.parse(entry.json) as T, savedAt: entry.savedAt }
  } catch {
    return null
  }
}

/** Forgets every kept answer (logout, or a session the server refused). */
export function clearOffline(): void {
  readIndex().forEach((r) => remove(r.key))
  remove(STORAGE_KEYS.offlineIndex)
}

type Reporter = (at: number) => void
let reporter: Reporter | null = null

/**
 * Runs a screen's load: a kept answer any call it starts (before its first await, as
 * `shownByScreen`) is given is reported with its time to `report`.
 */
export function collectOffline<T>(start: () => Promise<T>, report: Reporter): Promise<T> {
  const outer = reporter
  reporter = report
  try {
    return start()
  } finally {
    reporter = outer
  }
}

/** The load a call is starting in (read by `request` before its first await). */
export const offlineReporter = (): Reporter | null => reporter
