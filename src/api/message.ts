/** Typed calls of the message service: the caller's messages and the market's notices. */
import { message } from '@/contract/message'
import type { Announcement, AnnouncementRead, MessageItem, PageQuery, PageResult, UpdatedCount, WxTokenPayload } from '@/contract/types'
import type { ResourceRef } from '@/core/refresh'
import { request, type RequestOptions } from '@/core/request'
import { mutate, type MutateOptions, type MutationResult } from './mutate'

/** The most unread ids read for 全部已读 (the server caps a page at 100). */
const MAX_UNREAD_PAGE = 100

/**
 * A read mark: no toast, no back; the lists showing the marked resources (`refresh`) reload, and
 * with the messages the role home badge. One the user asked for (全部已读) shows the spinner and a
 * refusal's message; one made in passing (opening a message) is silent.
 */
/** The paging fields of a page query (the rest of `q` are this module's own filters). */
const paging = ({ current, size, cursor, withTotal }: PageQuery): PageQuery => ({ current, size, cursor, withTotal })

const readMark = (asked: boolean, refresh: readonly ResourceRef[]): MutateOptions => ({ successText: false, back: false, silent: !asked, loading: asked, refresh })

export const messageApi = {
  /** Logs in by a web-authorisation code (or a PC page's confirmed scan code): the account's user with a new token. */
  tokenByCode: (p: WxTokenPayload) => request(message.wx.getTokenByCode, p),

  unreadCount: () => request(message.history.getUnreadMessageCount, {}, { silent: true }),

  /** The caller's messages, newest first; `unread` keeps only the unread ones. */
  messagePage: (q: PageQuery & { unread?: boolean }, options?: RequestOptions): Promise<PageResult<MessageItem>> =>
    request(message.history.pageWithAuthority, { ...paging(q), ...(q.unread ? { isRead: false } : {}) }, options),

  messageById: (id: string) => request(message.history.queryById, { id }),

  /** Marks messages read (`asked`: the user's own action, see readMark). */
  async markRead(ids: readonly string[], asked = false): Promise<MutationResult<UpdatedCount>> {
    if (!ids.length) return { ok: true, result: { updated: 0 } }
    return mutate(message.history.batchMarkAsRead, { ids: [...ids] }, readMark(asked, [message.history]))
  },

  /** 全部已读: reads the ids of the unread messages and marks them read. */
  async markAllRead(): Promise<MutationResult<UpdatedCount>> {
    const unread = await messageApi.messagePage({ current: 1, size: MAX_UNREAD_PAGE, unread: true }, { loading: true })
    return messageApi.markRead(
      unread.records.map((m) => m.id),
      true,
    )
  },

  /** Notices for the caller's user type, newest first; `title` matches part of the title. */
  noticePage: (q: PageQuery & { title?: string }, options: RequestOptions = {}): Promise<PageResult<Announcement>> =>
    request(message.announcement.page, { ...paging(q), ...(q.title ? { title: q.title } : {}) }, options),

  /** The newest notices for a home page. */
  latestNotices: (size = 3) => request(message.announcement.homePage, { size }, { silent: true }),

  noticeById: (id: string, options: RequestOptions = {}) => request(message.announcement.queryById, { id }, options),

  /** The newest vehicle-type and overseas-product notices (null where there is none). */
  vehicleTypeNotice: () => request(message.announcement.getVehicleTypeAnnouncement, {}, { silent: true }),
  overseasProductNotice: () => request(message.announcement.getOverseasProductAnnouncement, {}, { silent: true }),

  /** Marks a notice read for the caller: the notice lists and latest notices reload. */
  markNoticeRead: (announcementId: string): Promise<MutationResult<AnnouncementRead>> =>
    mutate(message.announcementUserMap.updateReaded, { announcementId }, readMark(false, [message.announcement, message.announcementUserMap])),
}
