/**
 * The one pay panel: the subject's methods (with the balance or credit each leaves), the coupon
 * choice (one rule: coupons.ts), the confirmation line while the payment is being confirmed, and
 * the pay button with what is due, fixed at the bottom beside the screen's `extra` buttons (e.g.
 * 关闭订单, given the panel's busy flag). `<PayPanel subject="bill" target={bill} />`.
 */
import { useState, type ReactNode } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PaymentSubject, PayMethod } from '@/contract/types'
import { money } from '@/core/format'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { PickerField } from '@/components/PickerField'
import { NO_COUPON, useCouponChoice } from './coupons'
import { chosenMethod, payMethodOptions, usePayFunds } from './methods'
import { PayMethodPicker } from './PayMethodPicker'
import { PAY_SUBJECTS, type PaySubject, type PayTargets } from './subjects'
import { usePayment } from './usePayment'
import './payment.scss'

export interface PayPanelProps<S extends PaymentSubject> {
  subject: S
  target: PayTargets[S]
  /** Buttons beside the pay button, disabled while the payment runs. */
  extra?: (busy: boolean) => ReactNode
}

export function PayPanel<S extends PaymentSubject>({ subject, target, extra }: PayPanelProps<S>) {
  const d = PAY_SUBJECTS[subject] as PaySubject<PayTargets[S]>
  const payment = usePayment(subject, target)
  const [couponChosen, setCouponChosen] = useState<string | null>(null)
  const coupons = useCouponChoice(d.couponBaseFen(target), couponChosen)
  const funds = usePayFunds(d.methods, d.creditWith?.(target))
  const [wanted, setWanted] = useState<PayMethod | null>(null)
  const due = Math.max(0, d.amountFen(target) - coupons.discountFen)
  const options = payMethodOptions(d.methods, funds, due)
  const method = chosenMethod(options, wanted)
  const pay = () => void payment.pay({ method, amountFen: due, ...(coupons.value !== NO_COUPON ? { couponId: coupons.value } : {}) })

  return (
    <>
      <DetailSection title={d.sectionTitle}>
        <PayMethodPicker options={options} value={method} onChange={setWanted} />
        {coupons.options.length > 0 && (
          <PickerField label="优惠券" name="coupon" value={coupons.value} options={[{ value: NO_COUPON, label: '不使用优惠券' }, ...coupons.options]} onChange={setCouponChosen} />
        )}
        {payment.polling && (
          <Text className="pay-panel__status" data-testid="pay-polling">
            正在确认支付结果…
          </Text>
        )}
      </DetailSection>
      <ActionBar>
        {extra?.(payment.busy)}
        <Button type="primary" loading={payment.busy} disabled={payment.busy} onClick={pay}>
          {`${d.verb} ${money(due)}`}
        </Button>
      </ActionBar>
    </>
  )
}
