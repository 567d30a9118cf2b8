/**
 * A bill in the list: title, pay state (and 已逾期), type and period, amount and what is still owed,
 * due date; a tap opens it (the merchant's bill detail unless `onOpen` says otherwise).
 */
import { Text } from '@tarojs/components'
import type { BillItem } from '@/contract/types'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { Marks } from '@/components/Marks'
import { Money } from '@/components/Money'
import { StatusTag } from '@/components/StatusTag'
import { BILL_STATUS, billTypeText, OVERDUE_STATUS } from './status'

const openDetail = (id: string) => void go('supplierBillDetail', { id })

export function BillCard({ bill: b, onOpen = openDetail }: { bill: BillItem; onOpen?: (id: string) => void }) {
  return (
    <ListCard
      title={b.title}
      extra={
        <Marks>
          {b.overdue && <StatusTag status="overdue" map={OVERDUE_STATUS} />}
          <StatusTag status={b.payStatus} map={BILL_STATUS} />
        </Marks>
      }
      subtitle={`${billTypeText(b.billType)} · ${date(b.periodStart)} 至 ${date(b.periodEnd)}`}
      meta={[
        <Text key="amount">
          {/* The money red only while something is owed: a paid bill's amount is plain. */}
          账单金额 {b.outstandingFen > 0 ? <Money fen={b.amountFen} /> : money(b.amountFen)}
          {b.outstandingFen > 0 && b.outstandingFen !== b.amountFen ? ` · 待缴 ${money(b.outstandingFen)}` : ''}
        </Text>,
        `到期日：${date(b.dueDate)}`,
        `账单编号：${b.billNo}`,
      ]}
      onClick={() => onOpen(b.id)}
    />
  )
}
