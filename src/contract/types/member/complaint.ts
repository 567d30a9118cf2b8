/** Complaints: filed by any user, answered by the market's staff with a visit. */
import type { PageQuery } from '@/contract/types/common'
import type { Labels } from '@/contract/types/trade'

/** Where a complaint is: filed, being handled, answered by the market (has a visit), closed. */
export const COMPLAINT_STATES = ['pending', 'processing', 'replied', 'closed'] as const
export type ComplaintStatus = (typeof COMPLAINT_STATES)[number]
export const COMPLAINT_STATE_LABELS: Labels<ComplaintStatus> = { pending: '待受理', processing: '处理中', replied: '已回复', closed: '已关闭' }

/**
 * complaintComplaint/create (form). `complaintType` is a key of the dictionary type
 * 'complaintType'; `content` is 10-500 characters; `images` are our own upload URLs
 * (/uploads/..., at most 6; the form body carries them comma-separated);
 * `contactPhone` is a mobile number or a landline with a hyphen (spec section 5).
 */
export interface ComplaintPayload {
  complaintType: string
  title: string
  content: string
  images?: string[]
  contactName: string
  contactPhone: string
  /** The merchant or booth complained about, when there is one. */
  targetName?: string
}

/** complaintComplaint/update: only the complainant, only while 'pending'. */
export interface ComplaintUpdatePayload extends ComplaintPayload {
  id: string
}

export interface ComplaintPagePayload extends PageQuery {
  status?: ComplaintStatus
  /** Matches title, content or target. */
  keyword?: string
}

/** A row of the caller's own complaints. Status names are mapped by the client. */
export interface ComplaintItem {
  id: string
  complaintType: string
  title: string
  status: ComplaintStatus
  targetName: string | null
  createTime: string
}

/** The market's visit (reply) to a complaint. */
export interface ComplaintVisit {
  content: string
  visitorName: string
  visitTime: string
  /** The complainant's satisfaction, when recorded (1-5). */
  satisfaction?: number | null
}

export interface ComplaintDetail extends ComplaintItem {
  content: string
  /** Upload URLs (/uploads/...). */
  images: string[]
  contactName: string
  contactPhone: string
  updateTime: string
  visit: ComplaintVisit | null
}

/** complaintVisit/update (staff only): replies to a complaint, which becomes 'replied'. */
export interface ComplaintVisitPayload {
  complaintId: string
  content: string
}
