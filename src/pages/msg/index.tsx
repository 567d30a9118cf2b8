/**
 * Messages (/pages/msg/index, pull-to-refresh): the caller's messages, 全部 or 未读, the unread
 * count and 全部已读 (confirmed). Opening a message marks it read; the list, the count and the
 * role home badge follow (a write to the messages), and the count is read again whenever the page
 * shows again. On load the count is asked for once.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { message } from '@/contract/message'
import { messageApi } from '@/api/message'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { msgTypeName } from '@/domain/message/types'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { usePagedList } from '@/hooks/usePagedList'
import { useShownAgain } from '@/hooks/useShownAgain'
import { FilterTabs, tabsOf, type FilterTab } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { ReadTag } from '@/components/ReadTag'
import { screen } from '@/components/Screen'
import './index.scss'

type Filter = 'all' | 'unread'
const TABS: readonly FilterTab<Filter>[] = tabsOf({ unread: '未读' })

export default screen(function MessageList() {
  const [filter, setFilter] = useState<Filter>('all')
  const list = usePagedList((q) => messageApi.messagePage({ ...q, unread: filter === 'unread' }), [filter], { refreshOn: [message.history] })
  const unread = useAsyncData(() => messageApi.unreadCount(), [], { refreshOn: [message.history] })
  const count = Number(unread.data) || 0
  useShownAgain(() => void unread.reload())
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
            onClick={() => void go('msgDetail', { id: m.id })}
          />
        )}
      />
    </>
  )
})
