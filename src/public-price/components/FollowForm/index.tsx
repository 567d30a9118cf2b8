/**
 * Follows a product of the price board, or changes / removes its follow: the threshold in whole
 * percent (empty: the dictionary's 异动 threshold, shown as the placeholder). On weapp the save
 * asks first for the order template's subscribe message (inside the tap, as WeChat requires); an
 * acceptance makes the next alert also a WeChat message. Both the price popup and 我的价格关注 use it.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { PRICE_FOLLOW_PERCENT, PRICE_FOLLOW_PERCENT_MESSAGE, type PriceFollowItem } from '@/contract'
import { member } from '@/contract/member'
import { APP_CONFIG } from '@/config'
import { validate, type FormRule } from '@/core/validate'
import { requestSubscribe } from '@/core/wechat/subscribe'
import { mutate } from '@/api/mutate'
import { useAction } from '@/hooks/useAction'
import { ConfirmButton } from '@/components/ConfirmButton'
import { FormField } from '@/components/FormField'
import './index.scss'

interface Draft {
  threshold: string
}

const RANGE = `${PRICE_FOLLOW_PERCENT.min},${PRICE_FOLLOW_PERCENT.max}`
export const THRESHOLD_RULES: readonly FormRule<Draft>[] = [
  { name: 'threshold', checkType: 'int', optional: true, errorMsg: PRICE_FOLLOW_PERCENT_MESSAGE },
  { name: 'threshold', checkType: 'between', checkRule: RANGE, optional: true, errorMsg: PRICE_FOLLOW_PERCENT_MESSAGE },
]

/** '超过10%（默认）' / '超过15%': a follow's threshold in words. */
export const thresholdText = (own: number | null, warnPercent: number): string => (own === null ? `超过${warnPercent}%（默认）` : `超过${own}%`)

export interface FollowFormProps {
  productId: string
  /** The user's follow of the product; absent: not followed yet. */
  current?: PriceFollowItem
  warnPercent: number
  /** After a save or a removal went through. */
  onDone?: () => void
}

export function FollowForm({ productId, current, warnPercent, onDone }: FollowFormProps) {
  const [threshold, setThreshold] = useState(current?.thresholdPercent === null || !current ? '' : String(current.thresholdPercent))
  const save = useAction()
  const submit = () =>
    void save.run(async (action) => {
      const draft = { threshold: threshold.trim() }
      if (!validate(draft, THRESHOLD_RULES)) return
      // Asked before anything is awaited: WeChat accepts the request only from the tap itself.
      const answer = await requestSubscribe(['order'])
      const r = await mutate(
        member.priceFollow.save,
        { productId, thresholdPercent: draft.threshold ? Number(draft.threshold) : undefined, subscribed: answer[APP_CONFIG.subscribeTemplates.order] === 'accept' },
        { successText: current ? '提醒已保存' : '已关注，价格异动时将提醒您', back: false, ...action },
      )
      if (r.ok) onDone?.()
    })
  return (
    <View className="follow-form" data-testid="follow-form">
      <FormField label="提醒幅度(%)" name="threshold" type="number" value={threshold} onChange={setThreshold} maxLength={3} placeholder={`默认${warnPercent}，涨跌超过即提醒`} />
      <View className="follow-form__actions">
        {current && (
          <ConfirmButton
            size="small"
            message="确定不再关注该商品的价格吗？"
            onConfirm={async (action) => {
              const r = await mutate(member.priceFollow.remove, { productId }, { successText: '已取消关注', back: false, ...action })
              if (r.ok) onDone?.()
            }}
          >
            取消关注
          </ConfirmButton>
        )}
        <Button type="primary" size="small" loading={save.busy} disabled={save.busy} onClick={submit}>
          {current ? '保存提醒' : '关注价格'}
        </Button>
      </View>
    </View>
  )
}

export default FollowForm
