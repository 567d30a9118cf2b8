/**
 * Session failures. However many calls fail auth at once, the user sees one prompt and the app
 * makes one redirect: every caller shares the pending prompt until it settles.
 */
import { confirmModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { clearUser, getUserType } from '@/core/session'
import { loginRoute } from '@/routes'

let pending: Promise<void> | null = null

function once(work: () => Promise<void>): Promise<void> {
  if (!pending) pending = work().finally(() => (pending = null))
  return pending
}

/** State 97: the server's message with 去登录 (logs out without confirmation) or 稍后. */
export function promptLogin(message: string): Promise<void> {
  return once(async () => {
    if (!(await confirmModal(message || '登录已失效，请重新登录', '去登录', '稍后'))) return
    clearUser()
    await go(loginRoute(getUserType()), {}, { relaunch: true })
  })
}

/** HTTP 401 (and 400 after its message): straight to the login page. */
export function redirectToLogin(): Promise<void> {
  return once(async () => {
    clearUser()
    await go(loginRoute(getUserType()), {}, { relaunch: true })
  })
}
