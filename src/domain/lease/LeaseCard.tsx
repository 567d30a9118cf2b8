/** A lease in a list: booth, state, term and rent, with the marks (expiring, reminded, published); a tap opens `open`. */
import type { LeaseItem } from '@/contract/types'
import { LEASE_SOURCE_LABELS } from '@/contract/types'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { money } from '@/core/format'
import { boothText, term } from './format'
import { LEASE_STATUS } from './status'

export function LeaseCard({ lease: l, onOpen, showTenant }: { lease: LeaseItem; onOpen: () => void; showTenant?: boolean }) {
  const marks = [l.expiringSoon ? `即将到期（剩余${l.daysLeft ?? 0}天）` : null, l.remindedDays ? `已提醒：到期前${l.remindedDays}天` : null, l.published ? '转让中' : null].filter(Boolean)
  return (
    <ListCard
      title={boothText(l)}
      extra={<StatusTag status={l.state} map={LEASE_STATUS} />}
      meta={[
        showTenant ? `商户：${l.customerName}` : null,
        `租期：${term(l)}（${l.months}个月）`,
        `月租金：${money(l.monthlyRentFen)} · 押金：${money(l.depositFen)}`,
        `${l.leaseNo} · ${LEASE_SOURCE_LABELS[l.source]}`,
        marks.length ? marks.join(' · ') : null,
      ]}
      onClick={onOpen}
    />
  )
}
