/**
 * A lease's detail sections, shared by the shop's and the market office's screens: the summary
 * (booth, term, money, contact, the review's outcome), the booths over the term and the
 * installments with their bills (`onBill` opens one: the shop's bill screen).
 */
import { Text } from '@tarojs/components'
import { BILL_PAY_STATUS_LABELS, INSTALLMENT_KIND_LABELS, LEASE_PAY_CYCLE_LABELS, LEASE_SOURCE_LABELS, type LeaseDetail, type LeaseInstallment } from '@/contract/types'
import { date, dateTime, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { boothText, term } from './format'
import { INSTALLMENT_STATUS, LEASE_STATUS } from './status'

export function LeaseSummary({ l, showTenant }: { l: LeaseDetail; showTenant?: boolean }) {
  return (
    <>
      <DetailSection
        title={boothText(l)}
        extra={<StatusTag status={l.state} map={LEASE_STATUS} />}
        rows={[
          { label: '租赁编号', value: l.leaseNo, copyable: true },
          { label: '承租商户', value: l.customerName, hidden: !showTenant },
          { label: '来源', value: l.releaseTitle ? `${LEASE_SOURCE_LABELS[l.source]}（${l.releaseTitle}）` : LEASE_SOURCE_LABELS[l.source] },
          { label: '租期', value: `${term(l)}（${l.months}个月）` },
          { label: '剩余天数', value: l.daysLeft === null ? null : `${l.daysLeft}天`, hidden: l.daysLeft === null },
          { label: '月租金', value: money(l.monthlyRentFen) },
          { label: '押金', value: money(l.depositFen) },
          { label: '付款周期', value: LEASE_PAY_CYCLE_LABELS[l.payCycleMonths] },
          { label: '缴费截止', value: l.payDeadline ? date(l.payDeadline) : null, hidden: !l.payDeadline },
          { label: '驳回原因', value: l.rejectReason, hidden: !l.rejectReason },
          { label: '退租日期', value: l.quitDate ? date(l.quitDate) : null, hidden: !l.quitDate },
          { label: '退还金额', value: l.withdrawalFen === null ? null : money(l.withdrawalFen), hidden: l.withdrawalFen === null },
          { label: '申请时间', value: dateTime(l.createTime) },
        ]}
      />
      <DetailSection
        title="联系信息"
        rows={[
          { label: '联系人', value: l.contactName },
          { label: '联系电话', value: l.contactPhone, phone: true },
          { label: '经营范围', value: l.businessScope },
          { label: '备注', value: l.remark, hidden: !l.remark },
        ]}
      />
      {l.booths.length > 1 && (
        <DetailSection title="摊位变更" rows={l.booths.map((b) => ({ label: b.code, value: term(b) }))} />
      )}
    </>
  )
}

const installmentTitle = (i: LeaseInstallment) => (i.kind === 'deposit' ? INSTALLMENT_KIND_LABELS.deposit : `${INSTALLMENT_KIND_LABELS.rent} ${term({ startDate: i.periodStart!, endDate: i.periodEnd! })}`)

export function InstallmentList({ items, onBill }: { items: readonly LeaseInstallment[]; onBill?: (billId: string) => void }) {
  if (!items.length) return null
  return (
    <DetailSection title={`租金明细（${items.length}期）`}>
      {items.map((i) => (
        <ListCard
          key={i.id}
          title={installmentTitle(i)}
          extra={<Text>{money(i.amountFen)}</Text>}
          meta={[
            `应缴日期：${date(i.dueDate)}`,
            <StatusTag key="s" status={i.state} map={INSTALLMENT_STATUS} />,
            i.billNo ? `账单：${i.billNo}${i.payStatus ? `（${BILL_PAY_STATUS_LABELS[i.payStatus]}）` : ''}` : null,
          ]}
          onClick={i.billId && onBill ? () => onBill(i.billId!) : undefined}
        />
      ))}
    </DetailSection>
  )
}
