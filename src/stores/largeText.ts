/**
 * Large-text mode (长辈模式, WeChat's care mode as the model): a setting of the device, not of the
 * account, kept with no expiry and across logins. On, the screen shell puts `LARGE_TEXT_CLASS` on
 * every screen's root: its styles' font sizes scale by `--app-text-scale` (config/textScale.js)
 * and its tap targets grow (components/Page/largeText.scss).
 */
import { create } from 'zustand'
import { getCache, setCache } from '@/core/cache'
import { STORAGE_KEYS } from '@/core/storageKeys'

/** The class on a screen's root while the mode is on. */
export const LARGE_TEXT_CLASS = 'app-large-text'

interface LargeTextState {
  on: boolean
  set: (on: boolean) => void
}

export const useLargeText = create<LargeTextState>()((set) => ({
  on: getCache<boolean>(STORAGE_KEYS.largeText) === true,
  set(on) {
    setCache(STORAGE_KEYS.largeText, on, 0)
    set({ on })
  },
}))
