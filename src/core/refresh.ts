/**
 * Which lists and details a write makes stale. A resource is a contract resource (the endpoints
 * under one `/api/<service>/<resource>/` path); a write announces the resources it touched, and a
 * screen reloads only when one of them is a resource it shows.
 */
import Taro from '@tarojs/taro'
import type { Endpoint } from '@/contract'

export const REFRESH_EVENT = 'refresh'

type EndpointLike = Pick<Endpoint, 'path'>
/** A resource: one of its endpoints, or the contract's resource object (`member.complaintComplaint`). */
export type ResourceRef = EndpointLike | Readonly<Record<string, EndpointLike>>

const isEndpoint = (ref: ResourceRef): ref is EndpointLike => typeof (ref as EndpointLike).path === 'string'

/** The resource's key: its endpoints' common path (`/api/member/complaintComplaint`). */
export function resourceKey(ref: ResourceRef): string {
  const ep = isEndpoint(ref) ? ref : Object.values(ref)[0]
  if (!ep) throw new Error('resourceKey: an empty resource')
  return ep.path.slice(0, ep.path.lastIndexOf('/'))
}

export interface RefreshMessage {
  /** Keys of the resources a write touched. */
  resources: readonly string[]
}

/** Announces that these resources changed. */
export function announceChange(refs: readonly ResourceRef[]): void {
  const message: RefreshMessage = { resources: [...new Set(refs.map(resourceKey))] }
  Taro.eventCenter.trigger(REFRESH_EVENT, message)
}

/** Calls `handler` whenever a change touches one of `refs`; returns the unsubscribe function. */
export function onChange(refs: readonly ResourceRef[], handler: () => void): () => void {
  const keys = new Set(refs.map(resourceKey))
  const listener = (message?: RefreshMessage) => {
    if (message?.resources?.some((k) => keys.has(k))) handler()
  }
  Taro.eventCenter.on(REFRESH_EVENT, listener)
  return () => {
    Taro.eventCenter.off(REFRESH_EVENT, listener)
  }
}
