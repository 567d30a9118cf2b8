/**
 * The buyer's centre (/purchaser/userCenter): who they are, the prepaid balance and the credit
 * they use, shortcuts to orders that need something (待支付, 赊账待还, 待评价, 售后), and links to
 * their other screens, each shown when the user may open it (the route table's module).
 */
import { Text, View } from '@tarojs/components'
import { settle } from '@/contract/settle'
import { member } from '@/contract/member'
import { settleApi } from '@/api/settle'
import { memberApi } from '@/api/member'
import { maskPhone, money } from '@/core/format'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useMayOpen } from '@/hooks/useMayOpen'
import type { RouteName } from '@/routes'
import { Figure } from '@/components/Figure'
import { Page } from '@/components/Page'
import { ProfileCard } from '@/components/ProfileCard'
import { screen } from '@/components/Screen'
import { ScreenLinks } from '@/components/ScreenLinks'
import './userCenter.scss'
import { pressable } from '@/components/Pressable'

/** The centre's links, in the order shown (设置 last: every user keeps it). */
const LINKS: readonly RouteName[] = [
  'purchaserBasicInfo',
  'purchaserIdCode',
  'purchaserOrderList',
  'purchaserAfterSale',
  'purchaserAppraise',
  'purchaserStatistics',
  'purchaserDevList',
  'setting',
]

const SHORTCUTS = [
  { title: '待支付', open: () => go('purchaserOrderList', { status: 'unpaid' }) },
  { title: '赊账待还', open: () => go('purchaserOrderList', { status: 'owed' }) },
  { title: '待评价', open: () => go('purchaserOrderList', { status: 'toRate' }) },
  { title: '售后', open: () => go('purchaserAfterSale') },
] as const

export default screen(function PurchaserUserCenter() {
  const may = useMayOpen()
  const profile = useAsyncData(() => memberApi.buyerProfile(), [], { refreshOn: [member.purchase] })
  // Money facts are extras: a failure leaves them as —, the centre still works.
  const balance = useAsyncData(() => settleApi.balance({}, { silent: true, loading: false }), [], { refreshOn: [settle.predepositAccount, settle.orderInfo] })
  const credit = useAsyncData(() => memberApi.creditTotal({}, { silent: true, loading: false }), [], { refreshOn: [settle.orderInfo] })
  const p = profile.data
  return (
    <Page loading={profile.loading} error={profile.error} onRetry={() => void profile.reload()}>
      {p && (
        <>
          <ProfileCard name={p.name} meta={`${p.contactName ?? ''} ${maskPhone(p.mobile)}`.trim()} />
          <View className="user-center__funds" data-testid="funds">
            <Figure muted label="预存款余额" value={balance.data ? money(balance.data.balanceFen) : '—'} />
            <Figure muted label="赊账欠款" value={credit.data ? money(credit.data.usedFen) : '—'} />
            <Figure muted label="可用赊账额度" value={credit.data ? money(credit.data.availableFen) : '—'} />
          </View>
          {may('purchaserOrderList') && (
            <View className="user-center__shortcuts">
              {SHORTCUTS.map((s) => (
                <View key={s.title} className="user-center__shortcut" {...pressable(() => void s.open())} data-testid="shortcut" onClick={() => void s.open()}>
                  <Text>{s.title}</Text>
                </View>
              ))}
            </View>
          )}
          <View className="user-center__links">
            <ScreenLinks screens={LINKS} />
          </View>
        </>
      )}
    </Page>
  )
})
