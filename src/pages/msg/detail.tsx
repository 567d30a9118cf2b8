/** A message (/pages/msg/detail?id=): title, type, time and text. Opening an unread one marks it read. */
import { useEffect } from 'react'
import { Text } from '@tarojs/components'
import { messageApi } from '@/api/message'
import { dateTime } from '@/core/format'
import { msgTypeName } from '@/domain/message/types'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { Article } from '@/components/Article'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function MessageDetail() {
  const { id } = useRouteParams('msgDetail')
  const msg = useAsyncData(() => messageApi.messageById(id), [id])
  const data = msg.data
  useEffect(() => {
    if (data && !data.isRead) void messageApi.markRead([data.id])
  }, [data])
  return (
    <Page loading={msg.loading} error={msg.error} onRetry={() => void msg.reload()}>
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
})
