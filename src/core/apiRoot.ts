/**
 * The API root (spec section 9): the default is cached, and set to it when absent. On H5 the
 * reference backend serves the app, so the default is the page's own origin.
 *
 * The cached root is stored with the build's configured root (TARO_APP_API_ROOT) and holds only
 * for builds configured the same way: a later build that configures another root replaces it
 * (as it does a root cached by an older app version as a bare string).
 */
import { APP_CONFIG, LOCAL_API_ROOT } from '@/config'
import { getCache, setCache } from './cache'
import { isH5 } from './platform'
import { STORAGE_KEYS } from './storageKeys'

/** What is kept under STORAGE_KEYS.apiRoot. */
export interface StoredApiRoot {
  root: string
  /** The TARO_APP_API_ROOT of the build that stored it ('' when none was configured). */
  configured: string
}

const trimSlashes = (root: string): string => root.replace(/\/+$/, '')

function isStored(v: unknown): v is StoredApiRoot {
  return typeof v === 'object' && v !== null && typeof (v as StoredApiRoot).root === 'string' && typeof (v as StoredApiRoot).configured === 'string'
}

/**
 * The configured root; else the page's origin on H5; else, in a development build, the local
 * backend. A production mini-program build always has a configured root (the build refuses to run
 * without one), so it never falls back to a local address.
 */
export function defaultApiRoot(): string {
  if (APP_CONFIG.apiRoot) return trimSlashes(APP_CONFIG.apiRoot)
  if (isH5() && typeof window !== 'undefined') return window.location.origin
  if (LOCAL_API_ROOT) return LOCAL_API_ROOT
  throw new Error('No API root: a production mini-program build needs TARO_APP_API_ROOT')
}

function store(root: string): void {
  const entry: StoredApiRoot = { root, configured: APP_CONFIG.apiRoot }
  setCache(STORAGE_KEYS.apiRoot, entry, 0)
}

export function getApiRoot(): string {
  const cached = getCache<unknown>(STORAGE_KEYS.apiRoot)
  if (isStored(cached) && cached.configured === APP_CONFIG.apiRoot && cached.root) return cached.root
  const root = defaultApiRoot()
  store(root)
  return root
}

/**
 * Points the app at another backend (settings, tests) until a build configures another root.
 * Trailing slashes are dropped.
 */
export function setApiRoot(root: string): void {
  store(trimSlashes(root))
}

export const apiUrl = (path: string): string => getApiRoot().replace(/\/+$/, '') + path
