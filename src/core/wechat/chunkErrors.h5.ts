/**
 * Spec section 8: a script chunk that fails to load (or times out after 120000 ms, config/index.ts)
 * is a ChunkLoadError. On H5 that happens when the network drops while a page's code loads: tell
 * the user and offer a reload instead of leaving a blank page.
 */
import { confirmModal } from '@/core/dialog'

let prompting = false

export function isChunkLoadError(reason: unknown): boolean {
  const e = reason as { name?: string; message?: string } | null
  return Boolean(e && (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? '')))
}

export function watchChunkErrors(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason) || prompting) return
    event.preventDefault()
    prompting = true
    void confirmModal('页面加载失败，请检查网络后重试', '重新加载', '取消').then((reload) => {
      prompting = false
      if (reload) window.location.reload()
    })
  })
}
