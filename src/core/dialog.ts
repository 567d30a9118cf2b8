/** The app's prompts: one place for the spec's 提示 modal and toasts. */
import { LIMITS, THEME } from '@/config'
import { promptsModule, type Prompts } from './prompts'

/**
 * The confirm button in the theme green: the platform's default (#3CC51F on H5) is 2.3:1 on the
 * white modal, under WCAG AA. (H5's grey modal text is restated in app.scss.)
 */
const BUTTON_COLORS = { confirmColor: THEME.primary }

/** Calls waiting for the prompts to load (H5, first prompt). */
let queued = 0

/**
 * Runs `show` with the platform's prompts: at once when they are there (always on the mini
 * program), else once they have loaded; calls run in the order made (a loading toast hidden right
 * after it was shown is shown, then hidden).
 */
function withPrompts<T>(show: (p: Prompts) => T | Promise<T>): Promise<T> {
  const ready = promptsModule.loaded
  if (ready && queued === 0) return Promise.resolve(show(ready))
  queued++
  return promptsModule
    .load()
    .then(show)
    .finally(() => queued--)
}

/** A modal titled 提示 with no cancel button (spec sections 5 and 8). */
export function alertModal(content: string): Promise<void> {
  return withPrompts((p) => p.showModal({ title: '提示', content, showCancel: false, ...BUTTON_COLORS })).then(() => undefined)
}

/** A modal titled 提示 with two buttons; resolves true on confirm. */
export function confirmModal(content: string, confirmText = '确定', cancelText = '取消'): Promise<boolean> {
  return withPrompts((p) => p.showModal({ title: '提示', content, confirmText, cancelText, ...BUTTON_COLORS })).then((r) => Boolean(r.confirm))
}

export function toast(title: string, duration: number = LIMITS.toastMs): void {
  void withPrompts((p) => p.showToast({ title, icon: 'none', duration }))
}

export function successToast(title: string, duration: number = LIMITS.successToastMs): void {
  void withPrompts((p) => p.showToast({ title, icon: 'success', duration }))
}

let busyCount = 0

/**
 * The loading toast with a mask (`text`, e.g. 加载中...) until the returned function is called;
 * several at once share one toast, hidden when the last ends. Nothing for a null text.
 */
export function showBusy(text: string | null): () => void {
  if (!text) return () => undefined
  busyCount++
  void withPrompts((p) => p.showLoading({ title: text, mask: true }))
  let ended = false
  return () => {
    if (ended) return
    ended = true
    busyCount = Math.max(0, busyCount - 1)
    if (busyCount === 0) void withPrompts((p) => p.hideLoading())
  }
}
