/**
 * Quick order's buyer (issue 25): a buyer account, chosen through the one BuyerPicker, or a
 * walk-in buyer with no account (散客), named or not, who pays cash at the stall.
 */
import { Text, View } from '@tarojs/components'
import { TEXT_LIMITS } from '@/contract/limits'
import { WALK_IN_LABEL } from '@/contract/types'
import { BuyerPicker } from '@/domain/buyer/BuyerPicker'
import type { PickedBuyer } from '@/domain/buyer/pick'
import { DetailSection } from '@/components/DetailSection'
import { FormField } from '@/components/FormField'
import { pressable } from '@/components/Pressable'
import './order.scss'

export interface SaleBuyerProps {
  walkIn: boolean
  onWalkIn: (walkIn: boolean) => void
  buyer: PickedBuyer | null
  onBuyer: (buyer: PickedBuyer | null) => void
  walkInName: string
  onWalkInName: (name: string) => void
}

const KINDS = [
  { walkIn: false, label: '买家账号' },
  { walkIn: true, label: `${WALK_IN_LABEL}（现金）` },
] as const

export function SaleBuyer({ walkIn, onWalkIn, buyer, onBuyer, walkInName, onWalkInName }: SaleBuyerProps) {
  return (
    <>
      <View className="sale-buyer" role="radiogroup" aria-label="买家类型">
        {KINDS.map((k) => {
          const on = k.walkIn === walkIn
          const choose = () => !on && onWalkIn(k.walkIn)
          return (
            <View key={k.label} className={`sale-buyer__kind ${on ? 'sale-buyer__kind--on' : ''}`} {...pressable(choose, 'radio')} aria-checked={on} data-testid="sale-buyer-kind" onClick={choose}>
              <Text>{k.label}</Text>
            </View>
          )
        })}
      </View>
      {walkIn ? (
        <DetailSection title={WALK_IN_LABEL}>
          <FormField label="散客姓名" name="walkInName" value={walkInName} onChange={onWalkInName} placeholder="选填，如：老王" maxLength={TEXT_LIMITS.walkInName.max} />
          <Text className="sale-buyer__help">散客无需注册账号，现场现金收款，开单即完成。</Text>
        </DetailSection>
      ) : (
        <BuyerPicker value={buyer} onChange={onBuyer} register />
      )}
    </>
  )
}
