/** What a term on a booth costs (getAssetstSDPprice): rent, deposit, installments and what confirming pays first. */
import type { LeaseQuote } from '@/contract/types'
import { LEASE_PAY_CYCLE_LABELS } from '@/contract/types'
import { date, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { boothLine, term } from './format'

export function QuoteSection({ q }: { q: LeaseQuote }) {
  return (
    <DetailSection
      title="租金测算"
      rows={[
        { label: '摊位', value: boothLine(q.booth) },
        { label: '租期', value: `${term(q)}（${q.months}个月）` },
        { label: '月租金', value: money(q.monthlyRentFen) },
        { label: '租金合计', value: money(q.rentFen) },
        { label: '押金', value: money(q.depositFen) },
        { label: '付款方式', value: `${LEASE_PAY_CYCLE_LABELS[q.payCycleMonths]}，共${q.installments.length}期，首期应缴日 ${q.installments[0] ? date(q.installments[0].dueDate) : '—'}` },
        { label: '首期应缴（首期租金+押金）', value: money(q.firstPayFen) },
      ]}
    />
  )
}
