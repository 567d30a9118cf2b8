/**
 * The shop's sales (/supplier/statistics/index): by day (30 days), week (12) or month (12), from
 * settled orders: totals, the sales per bucket as columns (the buyer's statistics draw the same,
 * with views: no chart library in the shop's package), and the top products by amount.
 */
import { useState } from 'react'
import { settle } from '@/contract/settle'
import type { StatPeriod, SupplierSales } from '@/contract/types'
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

function Sales({ data: d }: { data: SupplierSales }) {
  const t = d.totals
  return (
    <>
      <StatTotals
        items={[
          ['销售额', money(t.salesFen)],
          ['订单数', String(t.orderCount)],
          ['买家数', String(t.buyerCount)],
          ['客单价', money(t.avgOrderFen)],
          ['退款', money(t.refundFen)],
        ]}
      />
      <SeriesFrame data={d} title="销售趋势" emptyText="该时段暂无销售">
        <SeriesBars data={d} name="销售额" />
      </SeriesFrame>
      <DetailSection title="热销商品前十">
        {d.topProducts.length === 0 ? (
          <EmptyState text="暂无商品销售" />
        ) : (
          d.topProducts.map((p, i) => (
            <RankRow key={p.productId} rank={i + 1} name={p.productName} meta={`销量 ${p.quantity}${p.unit}`} amount={money(p.amountFen)} testId="top-product" />
          ))
        )}
      </DetailSection>
    </>
  )
}

export default screen(function SupplierStatistics() {
  const [period, setPeriod] = useState<StatPeriod>('day')
  const data = useAsyncData(() => settleApi.supplierSales(period), [period], { refreshOn: [settle.orderInfo, settle.orderRefund] })
  return (
    <>
      <FilterTabs tabs={PERIOD_TABS} value={period} onChange={setPeriod} />
      <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
        {data.data && <Sales data={data.data} />}
      </Page>
    </>
  )
})
