/**
 * One product's price analysis in a bottom popup: a 7 / 30 / 90-day switch, the lowest, highest
 * and average price of the period, the change against the previous day in colour, and the trend
 * chart, and the follow section (FollowBar: price alerts). Closed when `row` is null. The chart's code loads when the popup opens (on H5 it is a chunk
 * of its own: the price board does not wait for uCharts), in parallel with the analysis.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import type { PriceAnalysis, PriceDays, PriceRow } from '@/contract/types'
import { memberApi } from '@/api/member'
import { FilterTabs, tabsOf, type FilterTab } from '@/components/FilterTabs'
import { EmptyState, ErrorState, LoadingState } from '@/components/States'
import { fenOfYuan, money } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useLazyModule } from '@/hooks/useLazyModule'
import { TREND_COLORS, changeText, rateText, trendOf } from '@/public-price/trend'
import { trendChartModule } from '@/public-price/components/TrendChart/lazy'
import { FollowBar } from '@/public-price/components/FollowBar'
import './index.scss'

const DAY_TABS: readonly FilterTab<`${PriceDays}`>[] = tabsOf({ '7': '近7天', '30': '近30天', '90': '近90天' }, { all: false, values: ['7', '30', '90'] })

function Stats({ a }: { a: PriceAnalysis }) {
  const trend = trendOf(a.change)
  const cells: Array<[label: string, value: string, color?: string]> = [
    ['最低价', money(fenOfYuan(a.min))],
    ['最高价', money(fenOfYuan(a.max))],
    ['平均价', money(fenOfYuan(a.avg))],
    ['较前日', `${changeText(a.change)} ${rateText(a.changeRate)}`, TREND_COLORS[trend]],
  ]
  return (
    <View className="price-analysis__stats">
      {cells.map(([label, value, color]) => (
        <View key={label} className="price-analysis__stat" data-testid={`stat-${label}`} data-trend={color ? trend : undefined}>
          <Text className="price-analysis__stat-value" style={color ? { color } : undefined}>
            {value}
          </Text>
          <Text className="price-analysis__stat-label">{label}</Text>
        </View>
      ))}
    </View>
  )
}

/** The chart, or its loading / failed state in the chart's place. */
function Chart({ analysis }: { analysis: PriceAnalysis }) {
  const chart = useLazyModule(trendChartModule)
  if (chart.module) return <chart.module.TrendChart analysis={analysis} />
  return (
    <View className="price-analysis__chart" data-testid="trend-chart-pending">
      {chart.error ? <ErrorState error="走势图加载失败，请检查网络后重试" onRetry={chart.retry} /> : <LoadingState rows={3} />}
    </View>
  )
}

function Analysis({ row }: { row: PriceRow }) {
  // Fetch the chart's code now, while the analysis loads (a failure shows in Chart, with retry).
  useEffect(() => void trendChartModule.load().catch(() => undefined), [])
  const [days, setDays] = useState<`${PriceDays}`>('7')
  const result = useAsyncData(() => memberApi.price.analysis({ productId: row.productId, days: Number(days) as PriceDays }), [row.productId, days])
  const a = result.data
  let body
  if (result.loading) body = <LoadingState rows={3} />
  else if (result.error) body = <ErrorState error={result.error} onRetry={() => void result.reload()} />
  else if (!a || a.points.length === 0) body = <EmptyState text="暂无价格走势" />
  else
    body = (
      <>
        <Stats a={a} />
        <Chart analysis={a} />
        <Text className="price-analysis__note">
          单位：元/{a.unit}；实线为每日均价，虚线为当日最高价与最低价
        </Text>
      </>
    )
  return (
    <View className="price-analysis" data-testid="price-analysis">
      <FilterTabs tabs={DAY_TABS} value={days} onChange={setDays} sticky={false} />
      {body}
      <FollowBar productId={row.productId} />
    </View>
  )
}

export interface AnalysisPanelProps {
  row: PriceRow | null
  onClose: () => void
}

export function AnalysisPanel({ row, onClose }: AnalysisPanelProps) {
  return (
    <Popup visible={Boolean(row)} position="bottom" round closeable destroyOnClose title={row ? `${row.productName} 价格走势` : ''} onClose={onClose}>
      {row && <Analysis key={row.productId} row={row} />}
    </Popup>
  )
}

export default AnalysisPanel
