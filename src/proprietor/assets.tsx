/**
 * 我的资产 (/proprietor/assets): the proprietor's booths and shops at a glance (how many let,
 * reserved, in a release, vacant; the rent of those let per month), then each one by lease state
 * today: let or vacant, the tenant, the rent and the term, from the same leases the lease screens show.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import type { Asset, BoothLeaseState } from '@/contract/types'
import { basic } from '@/contract/basic'
import { custome } from '@/contract/custome'
import { basicApi } from '@/api/basic'
import { money } from '@/core/format'
import { term } from '@/domain/lease/format'
import { BOOTH_STATUS, BOOTH_TABS } from '@/domain/lease/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { Figure } from '@/components/Figure'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/lease/lease.scss'

const REFRESH = [basic.assetsManage, custome.leaseManagement]

function AssetCard({ a }: { a: Asset }) {
  const l = a.lease
  return (
    <ListCard
      title={`${a.code} · ${a.areaName}`}
      extra={<StatusTag status={l?.state} map={BOOTH_STATUS} />}
      meta={[
        `${a.typeName} · ${a.size}㎡`,
        l?.tenantName ? `租户：${l.tenantName}` : '租户：无',
        l?.startDate && l.endDate ? `租期：${term({ startDate: l.startDate, endDate: l.endDate })}` : null,
        l ? `月租金：${money(l.monthlyRentFen)}` : null,
      ]}
    />
  )
}

export default screen(function ProprietorAssets() {
  const [state, setState] = useState<BoothLeaseState | 'all'>('all')
  const summary = useAsyncData(() => basicApi.ownerSummary(), [], { refreshOn: REFRESH })
  const list = usePagedList((q) => basicApi.ownAssets(state === 'all' ? q : { ...q, leaseState: state }), [state], { refreshOn: REFRESH })
  const s = summary.data
  return (
    <>
      <View className="lease-figures" data-testid="owner-summary">
        <Figure label="资产总数" value={s?.total ?? '—'} />
        <Figure label="已出租" value={s?.counts.let ?? '—'} />
        <Figure label="空置/招租" value={s ? s.counts.vacant + s.counts.released : '—'} />
        <Figure label="月租金" value={s ? money(s.monthlyRentFen) : '—'} />
      </View>
      <FilterTabs tabs={BOOTH_TABS} value={state} onChange={setState} />
      <PagedList list={list} keyOf={(a) => a.id} emptyText="暂无资产" renderItem={(a) => <AssetCard a={a} />} />
    </>
  )
})
