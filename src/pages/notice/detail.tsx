/**
 * A notice (/pages/notice/detail?id=): title, publish time and the content, sanitised (the
 * back office's HTML is untrusted). Opening an unread notice marks it read.
 */
import { useEffect } from 'react'
import { Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { messageApi } from '@/api/message'
import { Article } from '@/components/Article'
import { NOTICE_CATEGORY_NAMES } from '@/components/NoticeCard'
import { Page } from '@/components/Page'
import { dateTime } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { routeParam } from '@/hooks/useCurrentRoute'
import { useSession } from '@/stores/session'

export default function NoticeDetail() {
  const id = routeParam(useRouter().params, 'id')
  const loggedIn = useSession((s) => Boolean(s.user))
  const notice = useAsyncData(() => messageApi.noticeById(id), [id], { enabled: loggedIn && Boolean(id) })
  const data = notice.data
  useEffect(() => {
    if (data && !data.read) messageApi.markNoticeRead(data.id).catch(() => undefined)
  }, [data])
  return (
    <Page
      auth
      title="公告详情"
      loading={Boolean(id) && notice.loading}
      error={id ? notice.error : '缺少公告编号'}
      onRetry={id ? () => void notice.reload() : undefined}
    >
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
}
