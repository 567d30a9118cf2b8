/**
 * H5: Taro's modal, toast and loading toast (25 KB of script before compression) are not loaded
 * with the start page, which shows none: they load when the user first touches the page (a
 * prompt answers something the user did, or a call that failed), or with the first prompt. If
 * they cannot load (the network went before), a prompt is the browser's own alert or confirm
 * and toasts are skipped; the next prompt tries the chunk again.
 */
import { lazyModule, type LazyModule } from './lazy'
import type { Prompts } from './prompts'

export type { Prompts } from './prompts'

const taroPrompts = lazyModule<Prompts>(() =>
  import(/* webpackChunkName: "prompts", webpackExports: ["showModal", "showToast", "showLoading", "hideLoading"] */ '@tarojs/taro-h5').then(
    (m): Prompts => ({ showModal: m.showModal, showToast: m.showToast, showLoading: m.showLoading, hideLoading: m.hideLoading }),
  ),
)

const done = { errMsg: 'ok' }
const browserPrompts = {
  showModal: (o: { title?: string; content?: string; showCancel?: boolean }) => {
    const text = [o.title, o.content].filter(Boolean).join('\n')
    if (o.showCancel === false) {
      window.alert(text)
      return Promise.resolve({ ...done, confirm: true, cancel: false })
    }
    const confirm = window.confirm(text)
    return Promise.resolve({ ...done, confirm, cancel: !confirm })
  },
  showToast: () => Promise.resolve(done),
  showLoading: () => Promise.resolve(done),
  hideLoading: () => Promise.resolve(done),
} as unknown as Prompts

export const promptsModule: LazyModule<Prompts> = {
  get loaded() {
    return taroPrompts.loaded
  },
  load: () => taroPrompts.load().catch(() => browserPrompts),
}

const prepare = () => void promptsModule.load()
for (const type of ['touchstart', 'pointerdown', 'keydown']) document.addEventListener(type, prepare, { once: true, capture: true, passive: true })
