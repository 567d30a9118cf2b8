/** Typed calls of the message service. */
import { request } from '../core/request'
import { message } from './contract/message'

export const messageApi = {
  unreadCount: () => request(message.history.getUnreadMessageCount, {}, { silent: true }),
}
