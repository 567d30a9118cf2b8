// Endpoint descriptors of the message service (spec section 7: Login and user).
// Payload and result types are added as each screen and backend handler is built.
import { endpoint } from './endpoint'

export const message = {
  wx: {
    getTokenByCode: endpoint({ path: '/api/message/wx/getTokenByCode', method: 'POST', body: 'form', public: true }),
  },
  history: {
    pageWithAuthority: endpoint({ path: '/api/message/history/pageWithAuthority', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/message/history/queryById', method: 'POST', body: 'form' }),
    getUnreadMessageCount: endpoint<Record<string, never>, number>({ path: '/api/message/history/getUnreadMessageCount', method: 'POST', body: 'form' }),
    batchMarkAsRead: endpoint({ path: '/api/message/history/batchMarkAsRead', method: 'POST', body: 'form' }),
  },
  announcement: {
    page: endpoint({ path: '/api/message/announcement/page', method: 'POST', body: 'form' }),
    homePage: endpoint({ path: '/api/message/announcement/homePage', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/message/announcement/queryById', method: 'POST', body: 'form' }),
    getVehicleTypeAnnouncement: endpoint({ path: '/api/message/announcement/getVehicleTypeAnnouncement', method: 'POST', body: 'form' }),
    getOverseasProductAnnouncement: endpoint({ path: '/api/message/announcement/getOverseasProductAnnouncement', method: 'POST', body: 'form' }),
  },
  announcementUserMap: {
    updateReaded: endpoint({ path: '/api/message/announcementUserMap/updateReaded', method: 'POST', body: 'form' }),
    queryById: endpoint({ path: '/api/message/announcementUserMap/queryById', method: 'POST', body: 'form' }),
  },
}
