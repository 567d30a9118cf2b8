/**
 * Choosing and showing a location, weapp build: WeChat's own map pickers (Taro.chooseLocation,
 * declared in app.json's requiredPrivateInfos; Taro.openLocation). H5 variant: location.h5.ts (the
 * app's own picker over the park plan: no map tiles). A cancelled choice resolves null.
 */
import Taro from '@tarojs/taro'
import type { PlaceLocation } from '@/contract/types'
import { round6 } from '@/core/coordinates'
import { toast } from '@/core/dialog'

export async function chooseLocation(current?: PlaceLocation | null): Promise<PlaceLocation | null> {
  try {
    const r = await Taro.chooseLocation(current ? { latitude: current.latitude, longitude: current.longitude } : {})
    return { latitude: round6(r.latitude), longitude: round6(r.longitude), name: r.name || r.address || '已选位置', address: r.address ?? '' }
  } catch (e) {
    const errMsg = String((e as { errMsg?: string } | null)?.errMsg ?? '')
    if (!/cancel/i.test(errMsg)) toast(/auth|privacy|deny/i.test(errMsg) ? '未获得位置权限，请在设置中允许后重试' : '选择位置失败，请稍后重试')
    return null
  }
}

export async function openLocation(place: PlaceLocation): Promise<void> {
  try {
    await Taro.openLocation({ latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address, scale: 18 })
  } catch {
    toast('打开地图失败，请稍后重试')
  }
}
