/**
 * The session (spec section 4): login stores the user with no expiry, loads the data dictionary
 * and goes to the index page (the password change first after a login with a temporary
 * password); logout (confirmed by default) clears the user and goes to the navigation page; acting while logged out offers 去登录 / 稍后.
 */
import { create } from 'zustand'
import type { LoginPayload, LoginUser, Role } from '@/contract'
import { loginApi } from '@/api/login'
import { confirmModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { clearUser, getUser, getUserType, keepUserType, onUserCleared, saveUser } from '@/core/session'
import { homeRoute, loginRoute } from '@/routes'
import { useDictionary } from './dictionary'
import { useModules } from './modules'

export interface EnterOptions {
  /** Runs after the user is kept and before the home page opens (its failure is its own to show). */
  beforeHome?: (user: LoginUser) => Promise<unknown>
}

interface SessionState {
  user: LoginUser | null
  /** The login user type, kept after logout. */
  userType: Role | null
  login: (payload: LoginPayload, options?: EnterOptions) => Promise<LoginUser>
  /** Keeps a logged-in user (a password or WeChat login) and loads what is loaded after login, without moving. */
  signIn: (user: LoginUser) => Promise<void>
  /** `signIn`, then (after `beforeHome`, e.g. binding the WeChat kept for it) the user's home page. */
  enter: (user: LoginUser, options?: EnterOptions) => Promise<void>
  logout: (options?: { confirm?: boolean }) => Promise<boolean>
  /** Merges changed profile fields into the stored user. */
  updateUser: (patch: Partial<LoginUser>) => void
  /** True when logged in; otherwise offers to log in and resolves false. */
  requireLogin: () => Promise<boolean>
  chooseRole: (role: Role) => void
}

export const useSession = create<SessionState>()((set, get) => ({
  user: getUser(),
  userType: getUserType(),
  async login(payload, options) {
    const user = await loginApi.login(payload)
    await get().enter(user, options)
    return user
  },
  async signIn(user) {
    saveUser(user)
    set({ user, userType: user.userType })
    // The app still works without them (every menu item shows, keys show raw): never block login.
    await Promise.allSettled([useDictionary.getState().load(), useModules.getState().load()])
  },
  async enter(user, options) {
    await get().signIn(user)
    await options?.beforeHome?.(user)
    // A temporary password (a buyer a stall registered): the server opens nothing else until it is replaced.
    await go(user.mustChangePassword ? 'updatePSW' : homeRoute(user.userType), {}, { relaunch: true })
  },
  async logout({ confirm = true } = {}) {
    if (confirm && !(await confirmModal('确定要退出登录吗？'))) return false
    if (get().user) await loginApi.logout().catch(() => undefined)
    clearUser()
    await go('navi', {}, { relaunch: true })
    return true
  },
  updateUser(patch) {
    const user = get().user
    if (!user) return
    const next = { ...user, ...patch }
    saveUser(next)
    set({ user: next })
  },
  async requireLogin() {
    if (get().user) return true
    if (await confirmModal('您还未登录，请先登录', '去登录', '稍后')) await go(loginRoute(get().userType))
    return false
  },
  chooseRole(role) {
    keepUserType(role)
    set({ userType: role })
  },
}))

// A session ended elsewhere (state 97, HTTP 401) must not leave a stale user on screen.
onUserCleared(() => {
  useSession.setState({ user: null })
  useModules.setState({ modules: null })
})
