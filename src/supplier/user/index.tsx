/**
 * The merchant's centre (/supplier/user/index): the shop (name, booth, rating), its prepaid
 * balance, usable coupons and the credit its buyers owe, and links to the back-office screens.
 * Each figure and link follows the caller's modules (spec section 6): a sub-account sees and
 * loads only what its role grants; the administration links are the merchant admin's.
 */
import { Text, View } from '@tarojs/components'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { memberApi } from '@/api/member'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { isVisible } from '@/core/permission'
import { boothText, ratingText } from '@/domain/shop/rating'
import { useAsyncData } from '@/hooks/useAsyncData'
import { BUILT_ROUTES, ROUTE_BY_NAME, type RouteDef, type RouteName } from '@/routes'
import { useModules } from '@/stores/modules'
import { useSession } from '@/stores/session'
import { CellLink } from '@/components/CellLink'
import { Page } from '@/components/Page'
import { ProfileCard } from '@/components/ProfileCard'
import { screen } from '@/components/Screen'
import { Figure } from '@/components/Figure'
import { Pressable } from '@/components/Pressable'
import './user.scss'

/** The centre's links: the module caption that grants each, in the order shown. */
const LINKS: ReadonlyArray<{ route: RouteName; caption: string; adminOnly?: true }> = [
  { route: 'supplierBasicInfo', caption: '店铺资料' },
  { route: 'supplierIdCode', caption: '店铺身份码' },
  { route: 'supplierPrestore', caption: '预存款' },
  { route: 'supplierCoupon', caption: '优惠券' },
  { route: 'supplierEvaluation', caption: '评价管理' },
  { route: 'supplierProductList', caption: '商品管理' },
  { route: 'supplierInventory', caption: '库存管理' },
  { route: 'supplierBillList', caption: '账单服务' },
  { route: 'supplierRoleAdmin', caption: '角色管理', adminOnly: true },
  { route: 'supplierUserAdmin', caption: '用户管理', adminOnly: true },
]

const built = new Set(BUILT_ROUTES.map((r) => r.name))

export default screen(function SupplierUserCenter() {
  const user = useSession((s) => s.user)
  const modules = useModules((s) => s.modules)
  const may = (caption: string) => isVisible(caption, modules)
  const admin = user?.isAdmin !== false
  const shop = useAsyncData(() => memberApi.shop(), [], { refreshOn: [member.supplier] })
  const balance = useAsyncData(() => settleApi.balance({}, { silent: true }), [], { enabled: may('预存款'), refreshOn: [settle.predepositRecord, settle.billInfo] })
  const coupons = useAsyncData(() => memberApi.couponPage({ state: 'unused', current: 1, size: 1, withTotal: true }, { silent: true }), [], {
    enabled: may('优惠券'),
    refreshOn: [member.couponInfo],
  })
  const credit = useAsyncData(() => memberApi.creditTotal({}, { silent: true }), [])

  const reloadAll = () => {
    void shop.reload()
    for (const extra of [balance, coupons, credit]) if (extra.error) void extra.reload()
  }
  const links = LINKS.filter((l) => built.has(l.route) && may(l.caption) && (!l.adminOnly || admin))
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
              may('店铺资料') ? (
                <Pressable className="centre-edit" onPress={() => void go('supplierBasicInfo')}>
                  编辑
                </Pressable>
              ) : undefined
            }
          />
          <View className="app-card centre-figures">
            {may('预存款') && (
              <Figure muted testId="centre-figure" label="预存款余额" value={balance.data ? money(balance.data.balanceFen) : '—'} onPress={() => void go('supplierPrestore')} />
            )}
            {may('优惠券') && (
              <Figure muted testId="centre-figure" label="可用优惠券" value={coupons.data ? `${coupons.data.total ?? coupons.data.records.length}张` : '—'} onPress={() => void go('supplierCoupon')} />
            )}
            <Figure muted testId="centre-figure" label="买家赊欠" value={credit.data ? money(credit.data.usedFen) : '—'} />
            <Figure
              muted
              testId="centre-figure"
              label="店铺评分"
              value={s.rating.count ? s.rating.avgStars.toFixed(1) : '—'}
              onPress={built.has('supplierEvaluation') && may('评价管理') ? () => void go('supplierEvaluation') : undefined}
            />
          </View>
          {credit.data && credit.data.accountCount > 0 && (
            <Text className="centre-note">
              赊账客户 {credit.data.accountCount} 个，授信总额 {money(credit.data.limitFen)}
              {credit.data.overdueFen > 0 ? `，逾期 ${money(credit.data.overdueFen)}` : ''}
            </Text>
          )}
          <View className="app-card centre-links">
            {links.map((l) => (
              <CellLink key={l.route} title={(ROUTE_BY_NAME[l.route] as RouteDef).title ?? l.caption} onClick={() => void go(l.route)} />
            ))}
          </View>
        </>
      )}
    </Page>
  )
})
