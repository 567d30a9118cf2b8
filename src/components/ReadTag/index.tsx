/** 未读 / 已读 of a message or notice, as a StatusTag; `unreadOnly` shows nothing once read. */
import { StatusTag, statusMap } from '@/components/StatusTag'

export const READ_STATUS = statusMap({ unread: '未读', read: '已读' }, { unread: 'danger', read: 'default' })

export function ReadTag({ read, unreadOnly }: { read: boolean; unreadOnly?: boolean }) {
  if (read && unreadOnly) return null
  return <StatusTag status={read ? 'read' : 'unread'} map={READ_STATUS} />
}

export default ReadTag
