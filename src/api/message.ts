/** Typed calls of the message service. */
import { request } from '../core/request'
import { contract } from './contract'

export const messageApi = {
  unreadCount: () => request(contract.message.history.getUnreadMessageCount, {}, { silent: true }),
}
