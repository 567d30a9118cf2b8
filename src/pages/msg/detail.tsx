/** A message (/pages/msg/detail?id=): title, type, time and text. Opening an unread one marks it read. */
import { useEffect } from 'react'
import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { messageApi } from '@/api/message'
import { Article } from '@/components/Article'
import { Page } from '@/components/Page'
import { dateTime } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { routeParam } from '@/hooks/useCurrentRoute'
import { useSession } from '@/stores/session'
import { msgTypeName } from './types'

export default function MessageDetail() {
  const id = routeParam(useRouter().params, 'id')
  const loggedIn = useSession((s) => Boolean(s.user))
  const msg = useAsyncData(() => messageApi.messageById(id), [id], { enabled: loggedIn && Boolean(id) })
  const data = msg.data
  useEffect(() => {
    if (data && !data.isRead) messageApi.markRead([data.id], { silent: true }).catch(() => undefined)
  }, [data])
  return (
    <Page auth title="消息详情" loading={Boolean(id) && msg.loading} error={id ? msg.error : '缺少消息编号'} onRetry={id ? () => void msg.reload() : undefined}>
      {data && (
        <Article
          title={data.title}
          meta={
            <>
              <Text>{msgTypeName(data.msgType)}</Text>
              <Text>{dateTime(data.createTime)}</Text>
            </>
          }
          text={data.content}
        />
      )}
    </Page>
  )
}
