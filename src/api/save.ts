/**
 * The generic save helper (spec section 8): submits a form to `resource.action`, then toasts, goes
 * back and sends the refresh event so the list below reloads. Without an api it toasts
 * 缺少提交api; an api name not in two parts is a format error. Failures are logged (the request
 * layer has already shown the server's message).
 */
import Taro from '@tarojs/taro'
import { LIMITS } from '@/config'
import { successToast, toast } from '@/core/dialog'
import { navigateBack } from '@/core/navigate'
import { request } from '@/core/request'
import { NAVI_PATH } from '@/routes'
import { ENDPOINTS_BY_NAME } from './'

export const REFRESH_EVENT = 'refresh'

export class ApiNameFormatError extends Error {
  constructor(api: string) {
    super(`api 名称格式错误：“${api}”，应为“资源.方法”两段`)
    this.name = 'ApiNameFormatError'
  }
}

export interface SaveOptions {
  successText?: string
  /** Go back after the toast (default true). */
  back?: boolean
  /** Where to go when there is no page to go back to. */
  fallback?: string
}

export async function save<R = unknown>(api: string | undefined, data: Record<string, unknown>, options: SaveOptions = {}): Promise<R | undefined> {
  if (!api) {
    toast('缺少提交api')
    return undefined
  }
  const parts = api.split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new ApiNameFormatError(api)
  const ep = ENDPOINTS_BY_NAME.get(api)
  if (!ep) throw new ApiNameFormatError(api)
  try {
    const result = (await request(ep, data, { loading: true })) as R
    successToast(options.successText ?? '保存成功')
    Taro.eventCenter.trigger(REFRESH_EVENT, api)
    if (options.back !== false) {
      await new Promise((r) => setTimeout(r, LIMITS.successToastMs))
      await navigateBack(options.fallback ?? NAVI_PATH)
    }
    return result
  } catch (e) {
    console.error(`[save] ${api} failed`, e)
    return undefined
  }
}
