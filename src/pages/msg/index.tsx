/**
 * Messages (/pages/msg/index, pull-to-refresh): the caller's messages, 全部 or 未读, the unread
 * count and 全部已读 (confirmed). Opening a message marks it read; the list, the count and the
 * role home badge follow (refresh event, and again whenever the page shows).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import { messageApi } from '@/api/message'
import { FilterTabs, type FilterTab } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { ReadTag } from '@/components/ReadTag'
import { dateTime } from '@/core/format'
import { buildUrl, navigateTo } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { usePagedList } from '@/hooks/usePagedList'
import { useRefreshEvent } from '@/hooks/useRefreshEvent'
import { MSG_DETAIL_PATH, msgTypeName } from './types'
import './index.scss'

type Filter = 'all' | 'unread'
const TABS: readonly FilterTab<Filter>[] = [
  { title: '全部', value: 'all' },
  { title: '未读', value: 'unread' },
]

function MessageListBody() {
  const [filter, setFilter] = useState<Filter>('all')
  const list = usePagedList((q) => messageApi.messagePage({ ...q, unread: filter === 'unread' }), [filter])
  const unread = useAsyncData(() => messageApi.unreadCount(), [])
  const count = Number(unread.data) || 0
  // Back from a detail: the read marks may have changed (also covered by the refresh event).
  useDidShow(() => void unread.reload())
  useRefreshEvent(() => void unread.reload())
  const readAll = useConfirmAction('确定将全部消息标记为已读吗？', () => messageApi.markAllRead())

  return (
    <>
      <FilterTabs tabs={TABS} value={filter} onChange={setFilter} />
      <View className="msg-summary" data-testid="msg-summary">
        <Text className="msg-summary__text" data-testid="msg-unread" data-count={count}>
          {count ? `未读消息 ${count} 条` : '暂无未读消息'}
        </Text>
        <Button size="small" fill="outline" type="primary" disabled={!count || readAll.busy} onClick={() => void readAll.run()}>
          全部已读
        </Button>
      </View>
      <PagedList
        list={list}
        keyOf={(m) => m.id}
        emptyText={filter === 'unread' ? '暂无未读消息' : '暂无消息'}
        renderItem={(m) => (
          <ListCard
            title={m.title}
            subtitle={m.content}
            meta={[`${msgTypeName(m.msgType)} · ${dateTime(m.createTime)}`]}
            extra={<ReadTag read={m.isRead} unreadOnly />}
            onClick={() => void navigateTo(buildUrl(MSG_DETAIL_PATH, { id: m.id }))}
          />
        )}
      />
    </>
  )
}

export default function MessageList() {
  return (
    <Page auth title="消息中心">
      <MessageListBody />
    </Page>
  )
}
