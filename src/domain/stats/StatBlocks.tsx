/**
 * The blocks both statistics screens are made of: the totals grid, a titled frame for a series (its
 * date range, or an empty state), a light column strip of a series drawn with views, and a ranked
 * row (products, shops).
 */
import { useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { EmptyState } from '@/components/States'
import { PERIOD_RANGE, seriesEmpty, type SeriesData } from './index'
import './stats.scss'
import { pressable } from '@/components/Pressable'

/** A series under its title ('销售趋势（近30天，元）') with its date range; an empty series shows `emptyText`. */
export function SeriesFrame({ data: d, title, emptyText, children }: { data: SeriesData; title: string; emptyText: string; children: ReactNode }) {
  return (
    <DetailSection title={`${title}（${PERIOD_RANGE[d.period]}，元）`}>
      {seriesEmpty(d.series) ? <EmptyState text={emptyText} /> : children}
      <Text className="stats-range">
        {d.from} 至 {d.to}
      </Text>
    </DetailSection>
  )
}

/**
 * A series as columns of views (no chart library): the highest bucket fills the height; a tap on a
 * column tells its bucket, amount and orders (the last bucket is told at first).
 */
export function SeriesBars({ data: d, name }: { data: SeriesData; name: string }) {
  const [picked, setPicked] = useState(d.series.length - 1)
  const top = Math.max(1, ...d.series.map((p) => p.amountFen))
  const point = d.series[Math.min(picked, d.series.length - 1)]
  const edge = [0, Math.floor((d.series.length - 1) / 2), d.series.length - 1]
  return (
    <View className="stats-bars" data-testid="series-bars">
      {point && (
        <Text className="stats-bars__picked" data-testid="bars-picked">
          {point.label}：{name} {money(point.amountFen)}，{point.orderCount}笔
        </Text>
      )}
      <View className="stats-bars__plot">
        {d.series.map((p, i) => (
          <View
            key={p.start}
            className={`stats-bars__col ${i === picked ? 'stats-bars__col--on' : ''}`}
            {...pressable(() => setPicked(i))}
            aria-label={`${p.label} ${money(p.amountFen)}`}
            data-testid="bar"
            onClick={() => setPicked(i)}
          >
            <View className="stats-bars__bar" style={{ height: `${Math.max(p.amountFen > 0 ? 2 : 0, (p.amountFen / top) * 100)}%` }} />
          </View>
        ))}
      </View>
      <View className="stats-bars__axis">
        {edge.map((i) => (
          <Text key={i}>{d.series[i]?.label}</Text>
        ))}
      </View>
    </View>
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
    <View className={`stats-rank ${onClick ? 'stats-rank--link' : ''}`} {...(onClick ? pressable(onClick) : {})} data-testid={testId} onClick={onClick}>
      <Text className="stats-rank__no">{rank}</Text>
      <View className="stats-rank__main">
        <Text className="stats-rank__name">{name}</Text>
        <Text className="stats-rank__meta">{meta}</Text>
      </View>
      <Text className="stats-rank__amount">{amount}</Text>
    </View>
  )
}
