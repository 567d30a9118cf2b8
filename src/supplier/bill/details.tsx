/**
 * 账单详情 (/supplier/bill/details?id=): the bill (number, type, period, due date, amounts), its
 * lines and payment attempts; while unpaid or partly paid, the pay panel of the bill subject
 * (domain/payment): 预存款支付 (the balance shown; refused when short) or 微信支付, with the shop's
 * best usable coupon chosen by default (or another, or none); after WeChat Pay the pay status is
 * polled without a loading text until the callback decided.
 */
import { Text, View } from '@tarojs/components'
import { BILL_TYPE_LABELS, PAY_PROVIDER_LABELS, PAYMENT_STATE_LABELS, type BillDetail } from '@/contract/types'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { date, dateTime, money } from '@/core/format'
import { billLineCalc } from '@/domain/bill/lines'
import { BILL_STATUS, isPayable, OVERDUE_STATUS } from '@/domain/bill/status'
import { PayPanel } from '@/domain/payment/PayPanel'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection, Section } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Marks } from '@/components/Marks'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import './bill.scss'

function BillView({ b }: { b: BillDetail }) {
  return (
    <>
      <Section>
        <View className="bill-head">
          <Text className="bill-head__label">{b.outstandingFen > 0 ? '待缴金额' : '账单金额'}</Text>
          {/* Money still owed in the money red; a settled bill's amount in the text colour. */}
          <Text className={`bill-head__amount ${b.outstandingFen > 0 ? 'bill-head__amount--owed' : ''}`} data-testid="bill-amount">
            {money(b.outstandingFen > 0 ? b.outstandingFen : b.amountFen)}
          </Text>
          <Marks>
            {b.overdue && <StatusTag status="overdue" map={OVERDUE_STATUS} />}
            <StatusTag status={b.payStatus} map={BILL_STATUS} />
          </Marks>
        </View>
      </Section>
      <DetailSection
        title={b.title}
        rows={[
          { label: '账单编号', value: b.billNo, copyable: true },
          { label: '账单类型', value: BILL_TYPE_LABELS[b.billType] ?? b.billType },
          { label: '账期', value: `${date(b.periodStart)} 至 ${date(b.periodEnd)}` },
          { label: '到期日', value: date(b.dueDate) },
          { label: '账单金额', value: money(b.amountFen) },
          { label: '优惠', value: b.discountFen ? `-${money(b.discountFen)}` : null, hidden: !b.discountFen },
          { label: '已缴', value: money(b.paidFen) },
          { label: '备注', value: b.remark, hidden: !b.remark },
        ]}
      />
      <Section title={`账单明细（${b.lines.length}项）`}>
        {b.lines.map((l) => (
          <View key={l.id} className="bill-line" data-testid="bill-line">
            <View className="bill-line__what">
              <Text>{l.name}</Text>
              {l.quantity !== null && <Text className="bill-line__calc">{billLineCalc(l)}</Text>}
              {l.remark && <Text className="bill-line__calc">{l.remark}</Text>}
            </View>
            <Text className="bill-line__amount">{money(l.amountFen)}</Text>
          </View>
        ))}
      </Section>
      {b.payments.length > 0 && (
        <Section title="支付记录">
          {b.payments.map((p) => (
            <ListCard
              key={p.paymentId}
              className="bill-payment"
              title={`${PAY_PROVIDER_LABELS[p.provider] ?? p.provider} ${money(p.amountFen)}`}
              extra={PAYMENT_STATE_LABELS[p.status] ?? p.status}
              meta={[`支付单号：${p.payNo}`, dateTime(p.paidTime ?? p.createTime)]}
            />
          ))}
        </Section>
      )}
      {isPayable(b) && <PayPanel subject="bill" target={b} />}
    </>
  )
}

export default screen(function SupplierBillDetail() {
  const { id } = useRouteParams('supplierBillDetail')
  const bill = useAsyncData(() => settleApi.billDetail(id), [id], { refreshOn: [settle.billInfo] })
  return (
    <Page loading={bill.loading} error={bill.error} onRetry={() => void bill.reload()}>
      {bill.data && <BillView key={`${bill.data.id}-${bill.data.payStatus}`} b={bill.data} />}
    </Page>
  )
})
