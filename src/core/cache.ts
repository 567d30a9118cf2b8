/**
 * Local cache with a lifetime (spec sections 3 and 9): every entry is stored as
 * `{ data, timeout, createTime }`; `timeout` is in seconds, 0 never expires.
 */
import Taro from '@tarojs/taro'
import { LIMITS } from '@/config'

export interface CacheEntry<T> {
  data: T
  /** Lifetime in seconds; 0 never expires. */
  timeout: number
  /** Epoch milliseconds. */
  createTime: number
}

function isEntry(v: unknown): v is CacheEntry<unknown> {
  return typeof v === 'object' && v !== null && 'data' in v && 'timeout' in v && 'createTime' in v
}

export function setCache<T>(key: string, data: T, timeout: number = LIMITS.cacheSeconds, now = Date.now()): void {
  const entry: CacheEntry<T> = { data, timeout: Math.max(0, timeout), createTime: now }
  Taro.setStorageSync(key, entry)
}

/** The cached value, or null when absent or expired (an expired entry is removed). */
export function getCache<T>(key: string, now = Date.now()): T | null {
  let raw: unknown
  try {
    raw = Taro.getStorageSync(key)
  } catch {
    return null
  }
  if (!isEntry(raw)) return null
  if (raw.timeout > 0 && now - raw.createTime >= raw.timeout * 1000) {
    removeCache(key)
    return null
  }
  return raw.data as T
}

export function removeCache(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // Storage may be unavailable (private mode); there is nothing left to remove.
  }
}
