/**
 * 账单详情 (/supplier/bill/details?id=): the bill (number, type, period, due date, amounts), its
 * lines and payment attempts; while unpaid or partly paid, how to pay its outstanding amount:
 * 预存款支付 (the balance shown; refused when short) or 微信支付, with the shop's best usable coupon
 * chosen by default (or another, or none). Paying runs through the pay layer (useBillPayment):
 * the pay status is polled without a loading text until the callback decided.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { BILL_TYPE_LABELS, PAY_PROVIDER_LABELS, PAYMENT_STATE_LABELS, type BillDetail, type PayMethod, type RepayMethod } from '@/contract/types'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { financeApi } from '@/api/finance'
import { memberApi } from '@/api/member'
import { date, dateTime, money } from '@/core/format'
import { billLineCalc } from '@/domain/bill/lines'
import { BILL_STATUS, isPayable, OVERDUE_STATUS } from '@/domain/bill/status'
import { useBillPayment } from '@/domain/bill/useBillPayment'
import { PayMethodPicker } from '@/domain/order/PayMethodPicker'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { DetailSection, Section } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/sku/sku.scss'
import './bill.scss'

const yuan = (fen: number) => money(fen / 100)
const NO_COUPON = 'none'

function PayPanel({ b, reload }: { b: BillDetail; reload: () => void }) {
  const [method, setMethod] = useState<RepayMethod>('balance')
  const [couponChoice, setCouponChoice] = useState<string | null>(null)
  const balance = useAsyncData(() => financeApi.predepositAccount({ silent: true }), [], { refreshOn: [settle.predepositRecord] })
  const coupons = useAsyncData(
    async () => {
      const [amounts, mine] = await Promise.all([
        memberApi.couponAmounts({ couponIds: [], payableFen: b.outstandingFen }, { silent: true, loading: false }),
        memberApi.couponPage({ state: 'unused', current: 1, size: 100 }, { silent: true }),
      ])
      const names = new Map(mine.records.map((c) => [c.id, c.name]))
      return { best: amounts.bestCouponId, usable: amounts.items.filter((c) => c.usable).map((c) => ({ ...c, name: names.get(c.couponId) ?? '优惠券' })) }
    },
    [b.outstandingFen],
    { refreshOn: [member.couponInfo] },
  )
  const couponId = couponChoice === null ? (coupons.data?.best ?? NO_COUPON) : couponChoice
  const discountFen = coupons.data?.usable.find((c) => c.couponId === couponId)?.discountFen ?? 0
  const payableFen = Math.max(0, b.outstandingFen - discountFen)
  const { busy, polling, pay, resume } = useBillPayment(b, payableFen, reload)

  // Back from a checkout page (H5 simulator), or opened while an attempt is pending: wait for its outcome.
  const pending = b.payments[0]?.status === 'pending'
  useEffect(() => {
    if (pending) void resume()
    // Once per shown bill: the mount decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const short = balance.data ? balance.data.balanceFen < payableFen : false
  const options = [
    { value: 'balance' as PayMethod, hint: balance.data ? `余额 ${yuan(balance.data.balanceFen)}${short ? '，余额不足' : ''}` : undefined, disabled: short },
    { value: 'wechat' as PayMethod, hint: '使用微信完成支付' },
  ]
  const chosenMethod: RepayMethod = short && method === 'balance' ? 'wechat' : method
  const couponOptions = [{ value: NO_COUPON, label: '不使用优惠券' }, ...(coupons.data?.usable ?? []).map((c) => ({ value: c.couponId, label: `${c.name}（减${yuan(c.discountFen)}）` }))]

  return (
    <>
      <Section title="支付方式">
        <PayMethodPicker options={options} value={chosenMethod} onChange={(v) => setMethod(v as RepayMethod)} />
      </Section>
      {coupons.data && coupons.data.usable.length > 0 && (
        <FormGroup title="优惠券">
          <PickerField label="优惠券" name="couponId" value={couponId} options={couponOptions} onChange={setCouponChoice} />
        </FormGroup>
      )}
      {polling && (
        <Text className="bill-pay__status" data-testid="pay-polling">
          正在确认支付结果…
        </Text>
      )}
      <ActionBar>
        <AsyncButton disabled={busy} onClick={(action) => pay({ method: chosenMethod, ...(couponId !== NO_COUPON ? { couponId } : {}) }, action)}>
          {`确认支付 ${yuan(payableFen)}`}
        </AsyncButton>
      </ActionBar>
    </>
  )
}

function BillView({ b, reload }: { b: BillDetail; reload: () => void }) {
  return (
    <>
      <Section>
        <View className="bill-head">
          <Text className="bill-head__label">{b.outstandingFen > 0 ? '待缴金额' : '账单金额'}</Text>
          {/* Money still owed in the money red; a settled bill's amount in the text colour. */}
          <Text className={`bill-head__amount ${b.outstandingFen > 0 ? 'bill-head__amount--owed' : ''}`} data-testid="bill-amount">
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
              {l.quantity !== null && <Text className="bill-line__calc">{billLineCalc(l)}</Text>}
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
      {isPayable(b) && <PayPanel b={b} reload={reload} />}
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
