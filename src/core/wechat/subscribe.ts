/**
 * Subscribe messages (docs/trade.md section 16), weapp build; on H5 (subscribe.h5.ts) a no-op.
 * WeChat accepts the request only from a tap: call it FIRST in the tap handler, before awaiting
 * anything, and never let a refusal block what the tap does (it resolves, never rejects).
 */
import Taro from '@tarojs/taro'
import { APP_CONFIG } from '@/config'

export type SubscribeKey = keyof typeof APP_CONFIG.subscribeTemplates

/** Template id -> 'accept' | 'reject' | 'ban' as WeChat answered; {} when it failed. */
export type SubscribeAnswer = Record<string, string>

export async function requestSubscribe(keys: readonly SubscribeKey[]): Promise<SubscribeAnswer> {
  const tmplIds = keys.map((k) => APP_CONFIG.subscribeTemplates[k]).filter(Boolean)
  if (!tmplIds.length) return {}
  try {
    const res = (await Taro.requestSubscribeMessage({ tmplIds, entityIds: [] })) as unknown as Record<string, unknown>
    return Object.fromEntries(tmplIds.filter((id) => typeof res?.[id] === 'string').map((id) => [id, String(res[id])]))
  } catch (e) {
    console.warn('[subscribe] not granted', e)
    return {}
  }
}
