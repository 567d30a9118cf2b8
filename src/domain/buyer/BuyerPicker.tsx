/**
 * The one way a screen identifies a buyer (quick order, coupon gift; gate exit and inspection
 * later): scan the buyer's identity code (customer/queryDetail says who it is; the code is kept to
 * be verified again by the write), or search by mobile or name (customer/pageListAll) and tap a
 * result. With `register`, a full mobile that finds nobody can be registered as a new buyer.
 * Controlled: `value` is the chosen buyer (shown with 更换, and the scanned code's time left),
 * `onChange(null)` starts over.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CustomerBrief } from '@/contract/types'
import { KEYWORD_MAX_LENGTH } from '@/contract/limits'
import { PATTERNS } from '@/contract/patterns'
import { memberApi } from '@/api/member'
import { maskPhone } from '@/core/format'
import { validate } from '@/core/validate'
import { scanCode } from '@/core/wechat/scan'
import { clock, useCountdown } from '@/hooks/useCountdown'
import { AsyncButton } from '@/components/AsyncButton'
import { DetailSection } from '@/components/DetailSection'
import { FormField } from '@/components/FormField'
import { Pressable } from '@/components/Pressable'
import { BUYER_CODE_RULES, BUYER_SEARCH_RULES, fromCustomer, fromIdCode, type PickedBuyer } from './pick'
import { RegisterBuyer } from './RegisterBuyer'
import './buyer.scss'

export interface BuyerPickerProps {
  value: PickedBuyer | null
  onChange: (buyer: PickedBuyer | null) => void
  /** The section's title (default 买家). */
  title?: string
  /** Offer to register a new buyer by a mobile that finds nobody. */
  register?: boolean
}

const noop = () => undefined

function ChosenBuyer({ buyer }: { buyer: PickedBuyer }) {
  const left = useCountdown(buyer.idCodeExpiresAt, noop)
  return (
    <View className="buyer-picker__chosen" data-testid="chosen-buyer">
      <Text className="buyer-picker__name">{buyer.name}</Text>
      {buyer.mobile && <Text className="buyer-picker__help">手机号：{maskPhone(buyer.mobile)}</Text>}
      {buyer.idCode && (
        <Text className={`buyer-picker__verified ${left === 0 ? 'buyer-picker__verified--expired' : ''}`}>
          {left === 0 ? '身份码已过期，请让对方刷新后重新扫描' : `已验证身份码${left !== null ? `（${clock(left)}内有效）` : ''}`}
        </Text>
      )}
    </View>
  )
}

function BuyerRow({ buyer, onPick }: { buyer: CustomerBrief; onPick: () => void }) {
  const who = [buyer.contactName ? `联系人：${buyer.contactName}` : null, buyer.mobile ? maskPhone(buyer.mobile) : null].filter(Boolean).join(' · ')
  return (
    <Pressable className="buyer-picker__row" onPress={onPick} data-testid="buyer-option">
      <Text className="buyer-picker__name">{buyer.name}</Text>
      <Text className="buyer-picker__help">{who}</Text>
    </Pressable>
  )
}

function FindBuyer({ onPick, register }: { onPick: (b: PickedBuyer) => void; register: boolean }) {
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<CustomerBrief[] | null>(null)
  const typed = keyword.trim()

  async function search() {
    if (!validate({ keyword: typed }, BUYER_SEARCH_RULES)) return
    const page = await memberApi.buyerPage({ keyword: typed, current: 1, size: 20 })
    setFound(page.records.filter((c) => c.customerType === 'purchaser'))
  }

  async function scan() {
    const code = await scanCode()
    if (!code) return
    const owner = await memberApi.identify(code)
    if (validate(owner, BUYER_CODE_RULES)) onPick(fromIdCode(owner, code))
  }

  return (
    <>
      <AsyncButton onClick={scan}>扫描买家身份码</AsyncButton>
      <Text className="buyer-picker__or">或按手机号、名称查找</Text>
      <View className="buyer-picker__search">
        <View className="buyer-picker__input">
          <FormField
            label="查找"
            name="buyerKeyword"
            value={keyword}
            onChange={(v) => {
              setKeyword(v)
              setFound(null)
            }}
            placeholder="手机号或名称"
            maxLength={KEYWORD_MAX_LENGTH}
          />
        </View>
        <AsyncButton fill="outline" size="small" onClick={search}>
          查找
        </AsyncButton>
      </View>
      {found && found.length > 0 && (
        <View className="buyer-picker__found">
          {found.map((c) => (
            <BuyerRow key={c.id} buyer={c} onPick={() => onPick(fromCustomer(c))} />
          ))}
        </View>
      )}
      {found &&
        found.length === 0 &&
        (register && PATTERNS.mobile.test(typed) ? (
          <RegisterBuyer mobile={typed} onDone={onPick} />
        ) : (
          <Text className="buyer-picker__help" data-testid="buyer-none">
            {register ? '未找到买家，请输入完整的11位手机号查找或登记' : '未找到该买家，请核对手机号或名称'}
          </Text>
        ))}
    </>
  )
}

export function BuyerPicker({ value, onChange, title = '买家', register = false }: BuyerPickerProps) {
  return (
    <DetailSection
      title={title}
      extra={
        value ? (
          <Pressable className="app-link" onPress={() => onChange(null)}>
            更换
          </Pressable>
        ) : undefined
      }
    >
      {value ? <ChosenBuyer buyer={value} /> : <FindBuyer onPick={onChange} register={register} />}
    </DetailSection>
  )
}
