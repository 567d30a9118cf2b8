/**
 * The logged-in user as stored (spec section 4): logged in means a cached user exists. The user is
 * cached under `_user` with no expiry; the login user type is kept separately so that after logout
 * the right login page opens. Reactive state lives in stores/session.
 */
import type { LoginUser, Role } from '@/contract/types'
import { getCache, removeCache, setCache } from './cache'
import { clearOffline } from './request/offline'
import { STORAGE_KEYS } from './storageKeys'

export const getUser = (): LoginUser | null => getCache<LoginUser>(STORAGE_KEYS.user)
export const isLoggedIn = (): boolean => getUser() !== null
export const getToken = (): string => getUser()?.token ?? ''

export function saveUser(user: LoginUser): void {
  setCache(STORAGE_KEYS.user, user, 0)
  keepUserType(user.userType)
}

const clearedListeners = new Set<() => void>()

/** Calls `fn` whenever the stored user is cleared (logout, or a session the server refused). */
export function onUserCleared(fn: () => void): () => void {
  clearedListeners.add(fn)
  return () => clearedListeners.delete(fn)
}

/** Forgets the user and what was loaded for them; the user type is kept. */
export function clearUser(): void {
  removeCache(STORAGE_KEYS.user)
  removeCache(STORAGE_KEYS.modules)
  clearOffline()
  clearedListeners.forEach((fn) => fn())
}

export const keepUserType = (role: Role): void => setCache(STORAGE_KEYS.userType, role, 0)
export const getUserType = (): Role | null => getCache<Role>(STORAGE_KEYS.userType)
