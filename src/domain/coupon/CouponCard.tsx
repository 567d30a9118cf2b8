/** A coupon as a ticket: face value and threshold on the left; name, validity, number and state on the right; `footer` holds its actions. */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { CouponItem } from '@/contract/types'
import { date, dateTime } from '@/core/format'
import { StatusTag } from '@/components/StatusTag'
import { COUPON_STATUS, couponStatus, faceValue, notYetValid, thresholdText, validityText } from './status'
import './coupon.scss'

export function CouponCard({ coupon: c, footer }: { coupon: CouponItem; footer?: ReactNode }) {
  return (
    <View className={`coupon-card coupon-card--${c.state}`} data-testid="coupon-card">
      <View className="coupon-card__value">
        <Text className="coupon-card__amount">{faceValue(c.amountFen)}</Text>
        <Text className="coupon-card__threshold">{thresholdText(c.thresholdFen)}</Text>
      </View>
      <View className="coupon-card__body">
        <View className="coupon-card__head">
          <Text className="coupon-card__name">{c.name}</Text>
          <StatusTag status={couponStatus(c)} map={COUPON_STATUS} />
        </View>
        <Text className="coupon-card__meta">有效期：{validityText(c)}</Text>
        {notYetValid(c) && <Text className="coupon-card__meta coupon-card__hint">{date(c.validFrom)} 起可用</Text>}
        <Text className="coupon-card__meta">编号：{c.couponNo}</Text>
        {c.giftedFromName && <Text className="coupon-card__meta">来自 {c.giftedFromName} 的赠送</Text>}
        {c.usedTime && <Text className="coupon-card__meta">使用时间：{dateTime(c.usedTime)}</Text>}
        {footer && <View className="coupon-card__footer">{footer}</View>}
      </View>
    </View>
  )
}
