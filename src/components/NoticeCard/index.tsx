/**
 * A notice in a list (the notice list, search results): title, publish date, 未读 while unread;
 * a tap opens its detail.
 */
import type { Announcement } from '@/contract/types'
import { date } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { ReadTag } from '@/components/ReadTag'

export const NOTICE_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  vehicleType: '车型公告',
  overseasProduct: '境外产品公告',
}

export const openNotice = (id: string) => void go('noticeDetail', { id })

export function NoticeCard({ notice }: { notice: Pick<Announcement, 'id' | 'title' | 'publishTime' | 'read' | 'category'> }) {
  const category = NOTICE_CATEGORY_NAMES[notice.category]
  return (
    <ListCard
      title={notice.title}
      subtitle={category ? `${category} · ${date(notice.publishTime)}` : date(notice.publishTime)}
      extra={<ReadTag read={notice.read} unreadOnly />}
      onClick={() => openNotice(notice.id)}
    />
  )
}

export default NoticeCard
