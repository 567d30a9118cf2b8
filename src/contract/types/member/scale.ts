/** Electronic scales bound to a shop or a buyer, and the sync of the shop's SKU list. */
import type { PageQuery } from '@/contract/types/common'
import type { ScaleOwnerType, ScaleState, ScaleSyncStatus } from '@/contract/types/trade'

/** electronicScaleManage/page: the caller's customer's scales (a shop's or a buyer's), bound first. */
export interface ScalePagePayload extends PageQuery {
  state?: ScaleState
}

export interface ScaleItem {
  id: string
  serialNo: string
  name: string
  model: string | null
  ownerType: ScaleOwnerType
  state: ScaleState
  boundTime: string
  unboundTime: string | null
  /** Shop scales: when its device key was issued (null: it has none and cannot call the device API). */
  keyIssuedTime: string | null
  /** Shop scales: the newest sync record of the SKU list. */
  lastSync: { version: number; status: ScaleSyncStatus; createTime: string } | null
}

/** electronicScaleManage/register (form), by a shop: a scale of its own by serial number. */
export interface ScaleRegisterPayload {
  serialNo: string
  name: string
  model?: string
}

/** register / reissueKey: the scale and its device key, shown ONCE (only its SHA-256 is kept). */
export interface ScaleKeyIssued {
  scale: ScaleItem
  /** 'sk_' + 43 base64url characters. */
  secret: string
}
