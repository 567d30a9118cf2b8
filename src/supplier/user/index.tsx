/**
 * The merchant's centre (/supplier/user/index): the shop (name, booth, rating), its prepaid
 * balance, usable coupons and the credit its buyers owe, and links to the back-office screens.
 * Each figure and link follows the screen it opens (the route table's module, `useMayOpen`): a
 * sub-account sees and loads only what its role grants; the administration links are the
 * merchant admin's.
 */
import { Text, View } from '@tarojs/components'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { memberApi } from '@/api/member'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { boothText, ratingText } from '@/domain/shop/rating'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useMayOpen } from '@/hooks/useMayOpen'
import type { RouteName } from '@/routes'
import { Page } from '@/components/Page'
import { ProfileCard } from '@/components/ProfileCard'
import { screen } from '@/components/Screen'
import { Figure } from '@/components/Figure'
import { Pressable } from '@/components/Pressable'
import { ScreenLinks } from '@/components/ScreenLinks'
import './user.scss'

/** The centre's links, in the order shown. */
const LINKS: readonly RouteName[] = [
  'supplierBasicInfo',
  'supplierIdCode',
  'supplierPrestore',
  'supplierCoupon',
  'supplierEvaluation',
  'supplierProductList',
  'supplierInventory',
  'supplierBillList',
  'supplierRoleAdmin',
  'supplierUserAdmin',
]

export default screen(function SupplierUserCenter() {
  const may = useMayOpen()
  const shop = useAsyncData(() => memberApi.shop(), [], { refreshOn: [member.supplier] })
  const balance = useAsyncData(() => settleApi.balance({}, { silent: true }), [], { enabled: may('supplierPrestore'), refreshOn: [settle.predepositRecord, settle.billInfo] })
  const coupons = useAsyncData(() => memberApi.couponPage({ state: 'unused', current: 1, size: 1, withTotal: true }, { silent: true }), [], {
    enabled: may('supplierCoupon'),
    refreshOn: [member.couponInfo],
  })
  const credit = useAsyncData(() => memberApi.creditTotal({}, { silent: true }), [])

  const reloadAll = () => {
    void shop.reload()
    for (const extra of [balance, coupons, credit]) if (extra.error) void extra.reload()
  }
  const s = shop.data
  return (
    <Page loading={shop.loading} error={shop.error} onRetry={reloadAll}>
      {s && (
        <>
          <ProfileCard
            name={s.shopName}
            meta={[boothText(s.booth) || '暂无摊位', ratingText(s.rating)].join(' · ')}
            accent="supplier"
            right={
              may('supplierBasicInfo') ? (
                <Pressable className="centre-edit" onPress={() => void go('supplierBasicInfo')}>
                  编辑
                </Pressable>
              ) : undefined
            }
          />
          <View className="app-card centre-figures">
            {may('supplierPrestore') && (
              <Figure muted testId="centre-figure" label="预存款余额" value={balance.data ? money(balance.data.balanceFen) : '—'} onPress={() => void go('supplierPrestore')} />
            )}
            {may('supplierCoupon') && (
              <Figure muted testId="centre-figure" label="可用优惠券" value={coupons.data ? `${coupons.data.total ?? coupons.data.records.length}张` : '—'} onPress={() => void go('supplierCoupon')} />
            )}
            <Figure muted testId="centre-figure" label="买家赊欠" value={credit.data ? money(credit.data.usedFen) : '—'} />
            <Figure
              muted
              testId="centre-figure"
              label="店铺评分"
              value={s.rating.count ? s.rating.avgStars.toFixed(1) : '—'}
              onPress={may('supplierEvaluation') ? () => void go('supplierEvaluation') : undefined}
            />
          </View>
          {credit.data && credit.data.accountCount > 0 && (
            <Text className="centre-note">
              赊账客户 {credit.data.accountCount} 个，授信总额 {money(credit.data.limitFen)}
              {credit.data.overdueFen > 0 ? `，逾期 ${money(credit.data.overdueFen)}` : ''}
            </Text>
          )}
          <View className="app-card centre-links">
            <ScreenLinks screens={LINKS} />
          </View>
        </>
      )}
    </Page>
  )
})
