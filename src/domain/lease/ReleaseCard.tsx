/**
 * A release of booths in a list (title, mode, sign-up window, term, booths available; a tap opens
 * `open`), and its head on a detail screen (the shop's and the office's), with rows of their own.
 */
import { RELEASE_MODE_LABELS, RELEASE_STATE_LABELS, type ReleaseNoticeItem } from '@/contract/types'
import { date } from '@/core/format'
import { DetailSection, type DetailRow } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { StatusTag, statusMap } from '@/components/StatusTag'
import { term } from './format'

export const RELEASE_STATUS = statusMap(RELEASE_STATE_LABELS, { open: 'primary', closed: 'default' })

export function ReleaseHead({ r, more }: { r: ReleaseNoticeItem; more: DetailRow[] }) {
  return (
    <DetailSection
      title={r.title}
      extra={<StatusTag status={r.state} map={RELEASE_STATUS} />}
      rows={[
        { label: '招租方式', value: RELEASE_MODE_LABELS[r.mode] },
        { label: '报名时间', value: `${date(r.signUpStart)} 至 ${date(r.signUpEnd)}` },
        { label: '租期', value: `${term({ startDate: r.leaseStart, endDate: r.leaseEnd })}（${r.months}个月）` },
        { label: '可租摊位', value: `${r.availableCount}/${r.boothCount}` },
        ...more,
      ]}
    />
  )
}

export function ReleaseCard({ release: r, onOpen }: { release: ReleaseNoticeItem; onOpen: () => void }) {
  return (
    <ListCard
      title={r.title}
      extra={<StatusTag status={r.state} map={RELEASE_STATUS} />}
      meta={[
        `${RELEASE_MODE_LABELS[r.mode]} · 可租摊位 ${r.availableCount}/${r.boothCount} · 报名 ${r.registrationCount}`,
        `报名时间：${date(r.signUpStart)} 至 ${date(r.signUpEnd)}`,
        `租期：${term({ startDate: r.leaseStart, endDate: r.leaseEnd })}（${r.months}个月）`,
        r.registered ? '已报名' : null,
      ]}
      onClick={onOpen}
    />
  )
}
