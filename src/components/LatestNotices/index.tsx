/**
 * 最新公告 on a home page: the 3 newest notices (a tap opens one, 更多 opens the list). Reloads
 * when a write touches the notices (a notice read). Left out while there is nothing to show or the
 * call failed.
 */
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { message } from '@/contract/message'
import { TEXT_COLORS } from '@/config'
import { messageApi } from '@/api/message'
import { date } from '@/core/format'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { openNotice } from '@/components/NoticeCard'
import { ReadTag } from '@/components/ReadTag'
import { Pressable } from '@/components/Pressable'
import './index.scss'

export function LatestNotices({ size = 3 }: { size?: number }) {
  const latest = useAsyncData(() => messageApi.latestNotices(size), [size], { refreshOn: [message.announcement] })
  const items = latest.data ?? []
  if (!items.length) return null
  return (
    <View className="app-card app-latest-notices" data-testid="latest-notices">
      <View className="app-latest-notices__head">
        <Text className="app-latest-notices__title">最新公告</Text>
        <Pressable className="app-latest-notices__more" data-testid="latest-notices-more" onPress={() => void go('noticeList')}>
          <Text>更多</Text>
          <ArrowRight size={10} color={TEXT_COLORS.help} />
        </Pressable>
      </View>
      {items.map((n) => (
        <Pressable key={n.id} className="app-latest-notices__item" data-testid="latest-notice" onPress={() => openNotice(n.id)}>
          <Text className="app-latest-notices__name">{n.title}</Text>
          <ReadTag read={n.read} unreadOnly />
          <Text className="app-latest-notices__date">{date(n.publishTime, 'MM-DD')}</Text>
        </Pressable>
      ))}
    </View>
  )
}

export default LatestNotices
