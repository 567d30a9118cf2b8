/**
 * 账单详情 (/supplier/bill/details?id=): the bill (number, type, period, due date, amounts), its
 * lines and payment attempts; while unpaid or partly paid, the pay panel (domain/bill/BillPayPanel:
 * balance or WeChat, the best usable coupon) for its outstanding amount.
 */
import { Text, View } from '@tarojs/components'
import { BILL_TYPE_LABELS, PAY_PROVIDER_LABELS, PAYMENT_STATE_LABELS, type BillDetail } from '@/contract/types'
import { settle } from '@/contract/settle'
import { financeApi } from '@/api/finance'
import { date, dateTime, money } from '@/core/format'
import { BILL_STATUS, isPayable, OVERDUE_STATUS } from '@/domain/bill/status'
import { BillPayPanel } from '@/domain/bill/BillPayPanel'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection, Section } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/sku/sku.scss'
import './bill.scss'

const yuan = (fen: number) => money(fen / 100)

function BillView({ b, reload }: { b: BillDetail; reload: () => void }) {
  return (
    <>
      <Section className="bill-head">
        <View className="bill-head">
          <Text className="bill-head__label">{b.outstandingFen > 0 ? '待缴金额' : '账单金额'}</Text>
          <Text className="bill-head__amount" data-testid="bill-amount">
            {yuan(b.outstandingFen > 0 ? b.outstandingFen : b.amountFen)}
          </Text>
          <View className="sku-marks">
            {b.overdue && <StatusTag status="overdue" map={OVERDUE_STATUS} />}
            <StatusTag status={b.payStatus} map={BILL_STATUS} />
          </View>
        </View>
      </Section>
      <DetailSection
        title={b.title}
        rows={[
          { label: '账单编号', value: b.billNo, copyable: true },
          { label: '账单类型', value: BILL_TYPE_LABELS[b.billType] ?? b.billType },
          { label: '账期', value: `${date(b.periodStart)} 至 ${date(b.periodEnd)}` },
          { label: '到期日', value: date(b.dueDate) },
          { label: '账单金额', value: yuan(b.amountFen) },
          { label: '优惠', value: b.discountFen ? `-${yuan(b.discountFen)}` : null, hidden: !b.discountFen },
          { label: '已缴', value: yuan(b.paidFen) },
          { label: '备注', value: b.remark, hidden: !b.remark },
        ]}
      />
      <Section title={`账单明细（${b.lines.length}项）`}>
        {b.lines.map((l) => (
          <View key={l.id} className="bill-line" data-testid="bill-line">
            <View className="bill-line__what">
              <Text>{l.name}</Text>
              {l.quantity !== null && (
                <Text className="bill-line__calc">
                  {l.quantity}
                  {l.unit ?? ''}
                  {l.unitPriceFen !== null ? ` × ${yuan(l.unitPriceFen)}` : ''}
                </Text>
              )}
              {l.remark && <Text className="bill-line__calc">{l.remark}</Text>}
            </View>
            <Text className="bill-line__amount">{yuan(l.amountFen)}</Text>
          </View>
        ))}
      </Section>
      {b.payments.length > 0 && (
        <Section title="支付记录">
          {b.payments.map((p) => (
            <ListCard
              key={p.paymentId}
              className="bill-payment"
              title={`${PAY_PROVIDER_LABELS[p.provider] ?? p.provider} ${yuan(p.amountFen)}`}
              extra={PAYMENT_STATE_LABELS[p.status] ?? p.status}
              meta={[`支付单号：${p.payNo}`, dateTime(p.paidTime ?? p.createTime)]}
            />
          ))}
        </Section>
      )}
      {isPayable(b) && <BillPayPanel bill={b} reload={reload} />}
    </>
  )
}

export default screen(function SupplierBillDetail() {
  const { id } = useRouteParams('supplierBillDetail')
  const bill = useAsyncData(() => financeApi.billDetail(id), [id], { refreshOn: [settle.billInfo] })
  const reload = () => void bill.reload()
  return (
    <Page loading={bill.loading} error={bill.error} onRetry={reload}>
      {bill.data && <BillView key={`${bill.data.id}-${bill.data.payStatus}`} b={bill.data} reload={reload} />}
    </Page>
  )
})
