/**
 * Park plan (/pages/parkPlan): the market's zones as tabs, each zone's rows of booths coloured by
 * the state of their asset (for sale, for lease, leased, arrival booth), leasable ones captioned by
 * their lease state today (getBoothStates: vacant, reserved, let, released for sign-up; a failed
 * read leaves the asset state alone). The area tree is public;
 * booth states need a login (logged out, every booth is plain and a note says so). A tapped booth
 * shows its code, type, size, price and state.
 */
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { basicApi } from '@/api/basic'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { loginRoute } from '@/routes'
import { useSession } from '@/stores/session'
import { BoothInfo, BoothLegend, BoothMap, zonesOf } from '@/components/BoothMap'
import { FilterTabs } from '@/components/FilterTabs'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './parkPlan.scss'

function StateNote({ loggedIn, loading, failed, onRetry }: { loggedIn: boolean; loading: boolean; failed: boolean; onRetry: () => void }) {
  const userType = useSession((s) => s.userType)
  if (!loggedIn)
    return (
      <View className="park-plan__note" data-testid="park-plan-note">
        <Text>登录后可查看摊位状态</Text>
        <Text className="park-plan__link" onClick={() => void go(loginRoute(userType))}>
          去登录
        </Text>
      </View>
    )
  if (loading) return <View className="park-plan__note">摊位状态加载中...</View>
  if (failed)
    return (
      <View className="park-plan__note" data-testid="park-plan-note">
        <Text>摊位状态加载失败</Text>
        <Text className="park-plan__link" onClick={onRetry}>
          重试
        </Text>
      </View>
    )
  return null
}

export default screen(function ParkPlan() {
  const user = useSession((s) => s.user)
  const tree = useAsyncData(() => basicApi.areaTree(), [])
  const userType = user?.userType
  const assets = useAsyncData(() => basicApi.knownAssets(userType!), [userType], { enabled: Boolean(userType) })
  // The same for every logged-in user: read once a user is there.
  const leases = useAsyncData(() => basicApi.boothStates(), [], { enabled: Boolean(userType) })
  const known = user ? assets.data : undefined
  const leaseStates = user ? leases.data : undefined
  const zones = useMemo(() => zonesOf(tree.data ?? [], known ?? [], new Map((leaseStates ?? []).map((b) => [b.assetId, b.state]))), [tree.data, known, leaseStates])
  const [zoneId, setZoneId] = useState('')
  const [boothId, setBoothId] = useState('')
  const zone = zones.find((z) => z.id === zoneId) ?? zones[0]
  const booth = zone?.rows.flatMap((r) => r.booths).find((b) => b.id === boothId)

  return (
    <Page loading={tree.loading} error={tree.error} onRetry={() => void tree.reload()} empty={!zones.length} emptyText="暂无园区分区">
      {zone && (
        <>
          <FilterTabs
            tabs={zones.map((z) => ({ title: z.name, value: z.id }))}
            value={zone.id}
            onChange={(id) => {
              setZoneId(id)
              setBoothId('')
            }}
          />
          <StateNote loggedIn={Boolean(user)} loading={assets.loading} failed={Boolean(assets.error)} onRetry={() => void assets.reload()} />
          <BoothLegend />
          <BoothMap zone={zone} selected={boothId} onSelect={(b) => setBoothId(b.id)} />
          {booth ? <BoothInfo booth={booth} loggedIn={Boolean(user)} /> : <Text className="park-plan__hint">点击摊位查看详情</Text>}
        </>
      )}
    </Page>
  )
})
