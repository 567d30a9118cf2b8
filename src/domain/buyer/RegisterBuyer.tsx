/** Registers a new buyer by the mobile that found nobody (customer/registered), then picks it. */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { TEXT_LIMITS } from '@/contract/limits'
import { member } from '@/contract/member'
import { mutate } from '@/api/mutate'
import { validate } from '@/core/validate'
import { useAction } from '@/hooks/useAction'
import { FormField } from '@/components/FormField'
import { BUYER_NAME_RULES, fromCustomer, type PickedBuyer } from './pick'
import './buyer.scss'

export function RegisterBuyer({ mobile, onDone }: { mobile: string; onDone: (b: PickedBuyer) => void }) {
  const [name, setName] = useState('')
  const { busy, run, renew } = useAction()
  async function send() {
    const n = name.trim()
    if (!validate({ name: n }, BUYER_NAME_RULES)) return
    const r = await run((action) => mutate(member.customer.registered, { name: n, mobile }, { back: false, successText: '登记成功，临时密码已短信发给买家', ...action }))
    if (r?.ok) onDone(fromCustomer(r.result))
  }
  return (
    <View className="buyer-picker__register" data-testid="register-buyer">
      <Text className="buyer-picker__help">未找到手机号为 {mobile} 的买家，可直接登记：</Text>
      <FormField
        label="买家名称"
        name="buyerName"
        required
        value={name}
        onChange={(v) => {
          renew()
          setName(v)
        }}
        placeholder="商户或个人名称"
        maxLength={TEXT_LIMITS.customerName.max}
      />
      <Button type="primary" size="small" loading={busy} disabled={busy} onClick={() => void send()}>
        登记并选择
      </Button>
    </View>
  )
}
