/**
 * Gift a coupon (/supplier/user/couponChange?couponId=): the coupon, then the buyer it goes to,
 * picked with the BuyerPicker: found by mobile or name (customer/pageListAll) or by scanning the
 * buyer's identity code (the code goes with the gift and is checked again); 确认赠送
 * asks once more and gives it (couponInfo/donateCoupon). The coupon leaves the shop's list and
 * shows in the buyer's; a double tap or a second gift is refused ('该优惠券已赠送或不可用').
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { CouponItem } from '@/contract/types'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { BuyerPicker } from '@/domain/buyer/BuyerPicker'
import type { PickedBuyer } from '@/domain/buyer/pick'
import { CouponCard } from '@/domain/coupon/CouponCard'
import { giftPayload } from '@/domain/coupon/recipient'
import { couponLine } from '@/domain/coupon/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import '@/domain/coupon/coupon.scss'

function Gift({ coupon }: { coupon: CouponItem }) {
  const [to, setTo] = useState<PickedBuyer | null>(null)
  const { run, busy } = useConfirmAction(to ? `确定将${couponLine(coupon)}赠送给「${to.name}」吗？赠送后不可撤回。` : '', async (action) => {
    if (!to) return
    await mutate(member.couponInfo.donateCoupon, giftPayload(coupon.id, to), {
      ...action,
      successText: '赠送成功',
      fallback: 'supplierCoupon',
      refresh: [member.couponBatch, member.couponUseRecord],
    })
  })
  return (
    <>
      <CouponCard coupon={coupon} />
      <BuyerPicker title="赠送给" value={to} onChange={setTo} />
      <ActionBar>
        <Button type="primary" loading={busy} disabled={!to || busy} onClick={() => void run()}>
          确认赠送
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierCouponChange() {
  const { couponId } = useRouteParams('supplierCouponChange')
  const coupon = useAsyncData(() => memberApi.findUnusedCoupon(couponId), [couponId])
  const unavailable = coupon.data === null || (coupon.data && !coupon.data.giftable) ? '该优惠券已赠送或不可用' : null
  return (
    <Page loading={coupon.loading} error={coupon.error ?? unavailable} onRetry={coupon.error ? () => void coupon.reload() : undefined}>
      {coupon.data && <Gift coupon={coupon.data} />}
    </Page>
  )
})
