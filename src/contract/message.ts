// Endpoint descriptors of the message service (spec section 7: Messages).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'
import type { IdPayload, IdsPayload, PageResult } from './types/common'
import type {
  Announcement,
  AnnouncementIdPayload,
  AnnouncementPagePayload,
  AnnouncementRead,
  MessageItem,
  MessagePagePayload,
  UpdatedCount,
} from './types/message'
import type { LoginUser } from './types/login'
import type { WxTokenPayload } from './types/wechat'

export const message = {
  wx: {
    getTokenByCode: endpoint<WxTokenPayload, LoginUser>({ path: '/api/message/wx/getTokenByCode', method: 'POST', body: 'form', public: true }),
  },
  history: {
    pageWithAuthority: endpoint<MessagePagePayload, PageResult<MessageItem>>({ path: '/api/message/history/pageWithAuthority', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, MessageItem>({ path: '/api/message/history/queryById', method: 'POST', body: 'form' }),
    getUnreadMessageCount: endpoint<Record<string, never>, number>({ path: '/api/message/history/getUnreadMessageCount', method: 'POST', body: 'form' }),
    batchMarkAsRead: endpoint<IdsPayload, UpdatedCount>({ path: '/api/message/history/batchMarkAsRead', method: 'POST', body: 'form' }),
  },
  announcement: {
    page: endpoint<AnnouncementPagePayload, PageResult<Announcement>>({ path: '/api/message/announcement/page', method: 'POST', body: 'form' }),
    homePage: endpoint<{ size?: number }, Announcement[]>({ path: '/api/message/announcement/homePage', method: 'POST', body: 'form' }),
    queryById: endpoint<IdPayload, Announcement>({ path: '/api/message/announcement/queryById', method: 'POST', body: 'form' }),
    getVehicleTypeAnnouncement: endpoint<Record<string, never>, Announcement | null>({ path: '/api/message/announcement/getVehicleTypeAnnouncement', method: 'POST', body: 'form' }),
    getOverseasProductAnnouncement: endpoint<Record<string, never>, Announcement | null>({ path: '/api/message/announcement/getOverseasProductAnnouncement', method: 'POST', body: 'form' }),
  },
  announcementUserMap: {
    updateReaded: endpoint<AnnouncementIdPayload, AnnouncementRead>({ path: '/api/message/announcementUserMap/updateReaded', method: 'POST', body: 'form' }),
    queryById: endpoint<AnnouncementIdPayload, AnnouncementRead>({ path: '/api/message/announcementUserMap/queryById', method: 'POST', body: 'form' }),
  },
}
