/**
 * How to pay a bill's outstanding amount (the bill screen, a lease's first bill): 预存款支付 (the
 * balance shown; refused when short) or 微信支付, with the shop's best usable coupon chosen by
 * default (or another, or none). Paying runs through the pay layer (useBillPayment; `start` names
 * another call that starts it, e.g. createBillAndPay): the pay status is polled without a loading
 * text until the callback decided. Opened while an attempt is pending (back from a checkout page),
 * it waits for that attempt's outcome.
 */
import { useEffect, useState } from 'react'
import { Text } from '@tarojs/components'
import type { BillDetail, PayMethod, RepayMethod } from '@/contract/types'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { financeApi } from '@/api/finance'
import { memberApi } from '@/api/member'
import { money } from '@/core/format'
import { PayMethodPicker } from '@/domain/order/PayMethodPicker'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { Section } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { PickerField } from '@/components/PickerField'
import { useBillPayment, type BillPayStarter } from './useBillPayment'
import './BillPayPanel.scss'

const yuan = (fen: number) => money(fen / 100)
const NO_COUPON = 'none'

export interface BillPayPanelProps {
  bill: Pick<BillDetail, 'id' | 'title' | 'outstandingFen' | 'payments'>
  reload: () => void
  start?: BillPayStarter
}

export function BillPayPanel({ bill: b, reload, start }: BillPayPanelProps) {
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
  const { busy, polling, pay, resume } = useBillPayment(b, payableFen, reload, start)

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
