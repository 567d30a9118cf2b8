/** Typed calls of the message service: the caller's messages and the market's notices. */
import Taro from '@tarojs/taro'
import { request, type RequestOptions } from '@/core/request'
import { message } from '@/contract/message'
import type { Announcement, AnnouncementRead, MessageItem, PageQuery, PageResult, UpdatedCount } from '@/contract/types'
import { REFRESH_EVENT } from './save'

/** The refresh event names of the read marks (lists below reload on them). */
export const MESSAGE_READ_EVENT = 'history.batchMarkAsRead'
export const NOTICE_READ_EVENT = 'announcementUserMap.updateReaded'

const announce = (api: string) => Taro.eventCenter.trigger(REFRESH_EVENT, api)

/** The most unread ids read for 全部已读 (the server caps a page at 100). */
const MAX_UNREAD_PAGE = 100

export const messageApi = {
  unreadCount: () => request(message.history.getUnreadMessageCount, {}, { silent: true }),

  /** The caller's messages, newest first; `unread` keeps only the unread ones. */
  messagePage: (q: PageQuery & { unread?: boolean }): Promise<PageResult<MessageItem>> =>
    request(message.history.pageWithAuthority, { current: q.current, size: q.size, ...(q.unread ? { isRead: false } : {}) }),

  messageById: (id: string) => request(message.history.queryById, { id }),

  /** Marks messages read, then tells the lists and the role home badge. */
  async markRead(ids: readonly string[], options: RequestOptions = {}): Promise<UpdatedCount> {
    if (!ids.length) return { updated: 0 }
    const result = await request(message.history.batchMarkAsRead, { ids: [...ids] }, options)
    announce(MESSAGE_READ_EVENT)
    return result
  },

  /** 全部已读: reads the ids of the unread messages and marks them read. */
  async markAllRead(): Promise<UpdatedCount> {
    const unread = await request(message.history.pageWithAuthority, { current: 1, size: MAX_UNREAD_PAGE, isRead: false }, { loading: true })
    return messageApi.markRead(
      unread.records.map((m) => m.id),
      { loading: true },
    )
  },

  /** Notices for the caller's user type, newest first; `title` matches part of the title. */
  noticePage: (q: PageQuery & { title?: string }, options: RequestOptions = {}): Promise<PageResult<Announcement>> =>
    request(message.announcement.page, { current: q.current, size: q.size, ...(q.title ? { title: q.title } : {}) }, options),

  /** The newest notices for a home page. */
  latestNotices: (size = 3) => request(message.announcement.homePage, { size }, { silent: true }),

  noticeById: (id: string) => request(message.announcement.queryById, { id }),

  /** The newest vehicle-type and overseas-product notices (null where there is none). */
  vehicleTypeNotice: () => request(message.announcement.getVehicleTypeAnnouncement, {}, { silent: true }),
  overseasProductNotice: () => request(message.announcement.getOverseasProductAnnouncement, {}, { silent: true }),

  /** Marks a notice read for the caller, then tells the lists. */
  async markNoticeRead(announcementId: string): Promise<AnnouncementRead> {
    const result = await request(message.announcementUserMap.updateReaded, { announcementId }, { silent: true })
    announce(NOTICE_READ_EVENT)
    return result
  },
}
