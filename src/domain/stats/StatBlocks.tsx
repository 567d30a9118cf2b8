/** The blocks both statistics screens are made of: the totals grid and a ranked row (products, shops). */
import { useCallback } from 'react'
import { Text, View } from '@tarojs/components'
import type { StatPeriod, StatPoint } from '@/contract/types'
import { THEME } from '@/config'
import { money } from '@/core/format'
import { Chart, type ChartCanvas } from '@/components/Chart'
import { DetailSection } from '@/components/DetailSection'
import { EmptyState } from '@/components/States'
import { PERIOD_RANGE, seriesChartOptions, seriesEmpty } from './index'
import './stats.scss'

export interface SeriesData {
  period: StatPeriod
  from: string
  to: string
  series: StatPoint[]
}

/**
 * The chart of a series under its title ('销售趋势（近30天，元）'), with its date range; an empty
 * series shows `emptyText` instead. `name` is what the amounts are ('销售额').
 */
export function SeriesSection({ data: d, title, name, totalFen, emptyText, testId, color = THEME.primary }: { data: SeriesData; title: string; name: string; totalFen: number; emptyText: string; testId: string; color?: string }) {
  const options = useCallback((c: ChartCanvas) => seriesChartOptions(d.series, name, c, color), [d, name, color])
  const range = PERIOD_RANGE[d.period]
  return (
    <DetailSection title={`${title}（${range}，元）`}>
      {seriesEmpty(d.series) ? <EmptyState text={emptyText} /> : <Chart options={options} label={`${range}${name}柱状图，合计${money(totalFen / 100)}`} testId={testId} />}
      <Text className="stats-range">
        {d.from} 至 {d.to}
      </Text>
    </DetailSection>
  )
}

export function StatTotals({ items }: { items: ReadonlyArray<readonly [label: string, value: string]> }) {
  return (
    <View className="stats-totals" data-testid="stats-totals">
      {items.map(([label, value]) => (
        <View key={label} className="stats-totals__item">
          <Text className="stats-totals__value">{value}</Text>
          <Text className="stats-totals__label">{label}</Text>
        </View>
      ))}
    </View>
  )
}

export function RankRow({ rank, name, meta, amount, onClick, testId }: { rank: number; name: string; meta: string; amount: string; onClick?: () => void; testId: string }) {
  return (
    <View className={`stats-rank ${onClick ? 'stats-rank--link' : ''}`} role={onClick ? 'button' : undefined} data-testid={testId} onClick={onClick}>
      <Text className="stats-rank__no">{rank}</Text>
      <View className="stats-rank__main">
        <Text className="stats-rank__name">{name}</Text>
        <Text className="stats-rank__meta">{meta}</Text>
      </View>
      <Text className="stats-rank__amount">{amount}</Text>
    </View>
  )
}
