/**
 * The buyer's purchases (/purchaser/statistics): by day (30 days), week (12) or month (12): totals,
 * columns of the amount per bucket (drawn with views: the buyer's package carries no chart library), and the shops bought from most; a tap on a shop narrows the
 * totals and the chart to it.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { settle } from '@/contract/settle'
import type { PurchaserSummary, StatPeriod } from '@/contract/types'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { PERIOD_TABS } from '@/domain/stats'
import { RankRow, SeriesBars, SeriesFrame, StatTotals } from '@/domain/stats/StatBlocks'
import { useAsyncData } from '@/hooks/useAsyncData'
import { DetailSection } from '@/components/DetailSection'
import { FilterTabs } from '@/components/FilterTabs'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { EmptyState } from '@/components/States'
import '@/domain/stats/stats.scss'
import { pressable } from '@/components/Pressable'

interface Shop {
  id: string
  name: string
}

function Summary({ data: d, shop, onShop }: { data: PurchaserSummary; shop: Shop | null; onShop: (s: Shop | null) => void }) {
  const t = d.totals
  return (
    <>
      {shop && (
        <View className="stats-filter" data-testid="shop-filter">
          <Text>仅看：{shop.name}</Text>
          <View {...pressable(() => onShop(null))} onClick={() => onShop(null)}>
            <Text>查看全部</Text>
          </View>
        </View>
      )}
      <StatTotals
        items={[
          ['采购额', money(t.amountFen)],
          ['订单数', String(t.orderCount)],
          ['商户数', String(t.supplierCount)],
          ['退款', money(t.refundFen)],
        ]}
      />
      <SeriesFrame data={d} title="采购趋势" emptyText="该时段暂无采购">
        <SeriesBars key={`${d.period}-${d.from}`} data={d} name="采购额" />
      </SeriesFrame>
      {!shop && (
        <DetailSection title="常购商户">
          {d.bySupplier.length === 0 ? (
            <EmptyState text="暂无采购记录" />
          ) : (
            d.bySupplier.map((s, i) => (
              <RankRow
                key={s.supplierId}
                rank={i + 1}
                name={s.supplierName}
                meta={`${s.orderCount}笔订单`}
                amount={money(s.amountFen)}
                testId="supplier-row"
                onClick={() => onShop({ id: s.supplierId, name: s.supplierName })}
              />
            ))
          )}
        </DetailSection>
      )}
    </>
  )
}

export default screen(function PurchaserStatistics() {
  const [period, setPeriod] = useState<StatPeriod>('day')
  const [shop, setShop] = useState<Shop | null>(null)
  const data = useAsyncData(() => settleApi.purchaserSummary({ period, ...(shop ? { supplierId: shop.id } : {}) }), [period, shop], {
    refreshOn: [settle.orderInfo, settle.orderRefund],
  })
  return (
    <>
      <FilterTabs tabs={PERIOD_TABS} value={period} onChange={setPeriod} />
      <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
        {data.data && <Summary data={data.data} shop={shop} onShop={setShop} />}
      </Page>
    </>
  )
})
