/**
 * Notices (/pages/notice/index): the vehicle-type and overseas-product notices pinned on top where
 * they exist, then every notice for the caller's user type, newest first, 未读 marked. Opening one
 * marks it read; the list reloads on that.
 */
import { Text, View } from '@tarojs/components'
import { message } from '@/contract/message'
import type { Announcement } from '@/contract/types'
import { messageApi } from '@/api/message'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { NOTICE_CATEGORY_NAMES, NoticeCard, openNotice } from '@/components/NoticeCard'
import { PagedList } from '@/components/PagedList'
import { ReadTag } from '@/components/ReadTag'
import { screen } from '@/components/Screen'
import './index.scss'

/** The newest vehicle-type and overseas-product notices; a failure just leaves the strip out. */
function usePinnedNotices(): Announcement[] {
  const pinned = useAsyncData(async () => {
    const all = await Promise.all([messageApi.vehicleTypeNotice().catch(() => null), messageApi.overseasProductNotice().catch(() => null)])
    return all.filter((a): a is Announcement => Boolean(a))
  }, [])
  return pinned.data ?? []
}

function PinnedStrip({ notices }: { notices: Announcement[] }) {
  if (!notices.length) return null
  return (
    <View className="notice-pinned" data-testid="notice-pinned">
      {notices.map((n) => (
        <View key={n.id} className="notice-pinned__item" data-testid="notice-pinned-item" onClick={() => openNotice(n.id)}>
          <Text className="notice-pinned__label">{NOTICE_CATEGORY_NAMES[n.category] ?? '公告'}</Text>
          <Text className="notice-pinned__title">{n.title}</Text>
          <ReadTag read={n.read} unreadOnly />
        </View>
      ))}
    </View>
  )
}

export default screen(function NoticeList() {
  const pinned = usePinnedNotices()
  const list = usePagedList((q) => messageApi.noticePage(q, { offline: true }), [], { refreshOn: [message.announcement] })
  return (
    <>
      <PinnedStrip notices={pinned} />
      <PagedList list={list} keyOf={(n) => n.id} emptyText="暂无公告" renderItem={(n) => <NoticeCard notice={n} />} />
    </>
  )
})
