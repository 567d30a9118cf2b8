/** 未读 / 已读 of a message or notice, as a StatusTag; `unreadOnly` shows nothing once read. */
import { StatusTag, type StatusMap } from '@/components/StatusTag'

export const READ_STATUS: StatusMap = {
  unread: { text: '未读', tone: 'danger' },
  read: { text: '已读', tone: 'default' },
}

export function ReadTag({ read, unreadOnly }: { read: boolean; unreadOnly?: boolean }) {
  if (read && unreadOnly) return null
  return <StatusTag status={read ? 'read' : 'unread'} map={READ_STATUS} />
}

export default ReadTag
