/**
 * What a shop may take at once with the buyer's identity code from its balance or on credit
 * (docs/trade.md, "Identity codes"): a row of choices from ID_CODE_LIMIT_CHOICES_FEN, 每笔确认
 * (0, the default: every such charge waits for the buyer) first. The code shown carries the
 * chosen limit, signed: changing it fetches a new code.
 */
import { Text, View } from '@tarojs/components'
import { ID_CODE_LIMIT_CHOICES_FEN } from '@/contract/types'
import { money } from '@/core/format'
import { pressable } from '@/components/Pressable'
import './buyer.scss'

export const limitLabel = (fen: number): string => (fen === 0 ? '每笔确认' : `${money(fen)}内`)

/** The line under the code saying what the limit means. */
export const limitTip = (fen: number): string =>
  fen === 0 ? '商户扫码用预存款或赊账开单时，需您在本页确认后才扣款' : `${money(fen)}以内的预存款或赊账开单直接扣款，超出需您在本页确认`

export function IdCodeLimitPicker({ value, onChange }: { value: number; onChange: (fen: number) => void }) {
  return (
    <View className="id-limit" data-testid="id-code-limit">
      <Text className="id-limit__label">免确认额度</Text>
      <View className="id-limit__choices" role="radiogroup" aria-label="免确认额度">
        {ID_CODE_LIMIT_CHOICES_FEN.map((fen) => {
          const on = fen === value
          const choose = () => !on && onChange(fen)
          return (
            <View key={fen} className={`id-limit__choice ${on ? 'id-limit__choice--on' : ''}`} {...pressable(choose, 'radio')} aria-checked={on} data-value={fen} onClick={choose}>
              {limitLabel(fen)}
            </View>
          )
        })}
      </View>
    </View>
  )
}
