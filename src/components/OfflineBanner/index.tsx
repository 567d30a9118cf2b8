/**
 * 离线 · 数据更新于 MM-DD HH:mm: the screen shows answers kept from before the network dropped
 * (core/request/offline); the screen shell draws it above the body of any screen whose data hooks
 * say so.
 */
import { Text, View } from '@tarojs/components'
import { date } from '@/core/format'
import './index.scss'

export function OfflineBanner({ savedAt }: { savedAt: number }) {
  return (
    <View className="app-offline" data-testid="offline-banner" role="status">
      <Text>离线 · 数据更新于 {date(savedAt, 'MM-DD HH:mm')}</Text>
    </View>
  )
}

export default OfflineBanner
