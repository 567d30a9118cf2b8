/** The app's prompts: one place for the spec's 提示 modal and toasts. */
import Taro from '@tarojs/taro'
import { LIMITS, THEME } from '@/config'

/**
 * The confirm button in the theme green: the platform's default (#3CC51F on H5) is 2.3:1 on the
 * white modal, under WCAG AA. (H5's grey modal text is restated in app.scss.)
 */
const BUTTON_COLORS = { confirmColor: THEME.primary }

/** A modal titled 提示 with no cancel button (spec sections 5 and 8). */
export function alertModal(content: string): Promise<void> {
  return Taro.showModal({ title: '提示', content, showCancel: false, ...BUTTON_COLORS }).then(() => undefined)
}

/** A modal titled 提示 with two buttons; resolves true on confirm. */
export function confirmModal(content: string, confirmText = '确定', cancelText = '取消'): Promise<boolean> {
  return Taro.showModal({ title: '提示', content, confirmText, cancelText, ...BUTTON_COLORS }).then((r) => Boolean(r.confirm))
}

export function toast(title: string, duration: number = LIMITS.toastMs): void {
  void Taro.showToast({ title, icon: 'none', duration })
}

export function successToast(title: string, duration: number = LIMITS.successToastMs): void {
  void Taro.showToast({ title, icon: 'success', duration })
}
