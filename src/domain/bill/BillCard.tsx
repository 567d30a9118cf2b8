/** A bill in the list: title, pay state (and 已逾期), type and period, amount and what is still owed, due date; a tap opens it. */
import { Text, View } from '@tarojs/components'
import type { BillItem } from '@/contract/types'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { BILL_STATUS, billTypeText, OVERDUE_STATUS } from './status'
import '@/domain/sku/sku.scss'

export function BillCard({ bill: b }: { bill: BillItem }) {
  return (
    <ListCard
      title={b.title}
      extra={
        <View className="sku-marks">
          {b.overdue && <StatusTag status="overdue" map={OVERDUE_STATUS} />}
          <StatusTag status={b.payStatus} map={BILL_STATUS} />
        </View>
      }
      subtitle={`${billTypeText(b.billType)} · ${date(b.periodStart)} 至 ${date(b.periodEnd)}`}
      meta={[
        <Text key="amount">
          {/* The money red only while something is owed: a paid bill's amount is plain. */}
          账单金额 <Text className={b.outstandingFen > 0 ? 'sku-price' : ''}>{money(b.amountFen / 100)}</Text>
          {b.outstandingFen > 0 && b.outstandingFen !== b.amountFen ? ` · 待缴 ${money(b.outstandingFen / 100)}` : ''}
        </Text>,
        `到期日：${date(b.dueDate)}`,
        `账单编号：${b.billNo}`,
      ]}
      onClick={() => void go('supplierBillDetail', { id: b.id })}
    />
  )
}
