/** Payload and result types of the message service: the caller's messages and the market's notices. */
import type { PageQuery } from './common'

export interface MessageItem {
  id: string
  title: string
  content: string
  msgType: string
  isRead: boolean
  createTime: string
}

export interface MessagePagePayload extends PageQuery {
  isRead?: boolean | string
}

export interface UpdatedCount {
  updated: number
}

export type AnnouncementCategory = 'general' | 'vehicleType' | 'overseasProduct'

export interface Announcement {
  id: string
  title: string
  /** HTML as written by the back office: render only after sanitising. */
  content: string
  category: AnnouncementCategory
  publishTime: string
  read: boolean
}

export interface AnnouncementPagePayload extends PageQuery {
  title?: string
}

export interface AnnouncementIdPayload {
  announcementId: string
}

export interface AnnouncementRead {
  announcementId: string
  read: boolean
  readTime: string | null
}
