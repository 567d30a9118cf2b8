/**
 * Gift a coupon (/supplier/user/couponChange?couponId=): the coupon, then the buyer it goes to,
 * found by mobile number (customer/pageListAll) or by scanning the buyer's identity code
 * (customer/queryDetail says who it is; the code goes with the gift and is checked again); 确认赠送
 * asks once more and gives it (couponInfo/donateCoupon). The coupon leaves the shop's list and
 * shows in the buyer's; a double tap or a second gift is refused ('该优惠券已赠送或不可用').
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { CouponItem, CustomerBrief } from '@/contract/types'
import { member } from '@/contract/member'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { maskPhone } from '@/core/format'
import { scanCode } from '@/core/wechat/scan'
import { CouponCard } from '@/domain/coupon/CouponCard'
import { couponLine } from '@/domain/coupon/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { Section } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { EmptyState } from '@/components/States'
import { Pressable } from '@/components/Pressable'
import { giftPayload, type Recipient } from '@/domain/coupon/recipient'
import '@/domain/coupon/coupon.scss'

function BuyerSearch({ onChoose }: { onChoose: (r: Recipient) => void }) {
  const [mobile, setMobile] = useState('')
  const [found, setFound] = useState<CustomerBrief[] | null>(null)

  async function search() {
    const m = mobile.trim()
    if (!PATTERNS.mobile.test(m)) {
      void alertModal(m ? PATTERN_MESSAGES.mobile : '请输入买家手机号')
      return
    }
    const page = await memberApi.customerPage({ keyword: m, current: 1, size: 20 })
    setFound(page.records.filter((c) => c.customerType === 'purchaser'))
  }

  /** The buyer shows its identity code: who it is, and the code itself (donateCoupon verifies it again). */
  async function scan() {
    const code = await scanCode()
    if (!code) return
    const owner = await memberApi.idCodeOwner(code)
    if (owner.kind !== 'buyer') return alertModal('请扫描买家的身份码')
    onChoose({ idCode: code, name: owner.name, mobile: owner.mobile })
  }

  return (
    <>
      <FormGroup title="按手机号查找买家">
        <FormField label="手机号" name="mobile" type="mobile" value={mobile} onChange={setMobile} placeholder="请输入买家手机号" maxLength={11} />
      </FormGroup>
      <View className="app-actions gift-actions">
        <AsyncButton fill="outline" onClick={search}>
          查找买家
        </AsyncButton>
        <AsyncButton fill="outline" onClick={scan}>
          扫描买家身份码
        </AsyncButton>
      </View>
      {found && !found.length && <EmptyState text="未找到该手机号的买家" />}
      {found?.map((c) => (
        <ListCard
          key={c.id}
          title={c.name}
          meta={[c.contactName ? `联系人：${c.contactName}` : null, c.mobile ? `手机号：${maskPhone(c.mobile)}` : null]}
          onClick={() => onChoose({ customerId: c.id, name: c.name, mobile: c.mobile })}
        />
      ))}
    </>
  )
}

function Gift({ coupon }: { coupon: CouponItem }) {
  const [to, setTo] = useState<Recipient | null>(null)
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
      {to ? (
        <Section title="赠送给" extra={<Pressable className="app-link" onPress={() => setTo(null)}>重新选择</Pressable>}>
          <View className="coupon-chosen" data-testid="gift-recipient">
            <Text className="coupon-chosen__who">{to.name}</Text>
            {to.mobile && <Text className="coupon-chosen__hint">手机号：{maskPhone(to.mobile)}</Text>}
            {to.idCode && <Text className="coupon-chosen__hint">已通过身份码确认</Text>}
          </View>
        </Section>
      ) : (
        <BuyerSearch onChoose={setTo} />
      )}
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
