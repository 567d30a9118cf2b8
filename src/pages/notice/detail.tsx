/**
 * A notice (/pages/notice/detail?id=): title, publish time and the content, sanitised (the
 * back office's HTML is untrusted). Opening an unread notice marks it read.
 */
import { useEffect } from 'react'
import { Text } from '@tarojs/components'
import { messageApi } from '@/api/message'
import { dateTime } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { Article } from '@/components/Article'
import { NOTICE_CATEGORY_NAMES } from '@/components/NoticeCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function NoticeDetail() {
  const { id } = useRouteParams('noticeDetail')
  const notice = useAsyncData(() => messageApi.noticeById(id, { offline: true }), [id])
  const data = notice.data
  useEffect(() => {
    if (data && !data.read) void messageApi.markNoticeRead(data.id)
  }, [data])
  return (
    <Page loading={notice.loading} error={notice.error} onRetry={() => void notice.reload()}>
      {data && (
        <Article
          title={data.title}
          meta={
            <>
              {NOTICE_CATEGORY_NAMES[data.category] && <Text>{NOTICE_CATEGORY_NAMES[data.category]}</Text>}
              <Text>{dateTime(data.publishTime)}</Text>
            </>
          }
          html={data.content}
        />
      )}
    </Page>
  )
})
