/**
 * The API root (spec section 9): the default is cached, and set to it when absent. On H5 the
 * reference backend serves the app, so the default is the page's own origin.
 */
import { APP_CONFIG, LOCAL_API_ROOT } from '@/config'
import { getCache, setCache } from './cache'
import { isH5 } from './platform'
import { STORAGE_KEYS } from './storageKeys'

export function defaultApiRoot(): string {
  if (APP_CONFIG.apiRoot) return APP_CONFIG.apiRoot
  if (isH5() && typeof window !== 'undefined') return window.location.origin
  return LOCAL_API_ROOT
}

export function getApiRoot(): string {
  const cached = getCache<string>(STORAGE_KEYS.apiRoot)
  if (cached) return cached
  const root = defaultApiRoot()
  setCache(STORAGE_KEYS.apiRoot, root, 0)
  return root
}

/** Points the app at another backend (settings, tests). Trailing slashes are dropped. */
export function setApiRoot(root: string): void {
  setCache(STORAGE_KEYS.apiRoot, root.replace(/\/+$/, ''), 0)
}

export const apiUrl = (path: string): string => getApiRoot().replace(/\/+$/, '') + path
