/**
 * A shop's rating (docs/trade.md section 9): the average stars and how many ratings; `full` adds
 * how the ratings spread over 5 to 1 stars. No ratings yet: 暂无评价.
 */
import { Text, View } from '@tarojs/components'
import type { RatingSummary as Summary } from '@/contract/types'
import { Stars } from './Stars'
import './evaluation.scss'

export function RatingLine({ rating }: { rating: Summary }) {
  if (!rating.count) return <Text className="eval-summary__none">暂无评价</Text>
  return (
    <View className="eval-summary__line" data-testid="rating-line">
      <Stars value={rating.avgStars} small />
      <Text className="eval-summary__avg">{rating.avgStars.toFixed(1)}分</Text>
      <Text className="eval-summary__count">{rating.count}条评价</Text>
    </View>
  )
}

export function RatingSummary({ rating }: { rating: Summary }) {
  const max = Math.max(1, ...rating.starCounts)
  return (
    <View className="eval-summary" data-testid="rating-summary">
      <View className="eval-summary__score">
        <Text className="eval-summary__big">{rating.count ? rating.avgStars.toFixed(1) : '—'}</Text>
        <Stars value={rating.avgStars} />
        <Text className="eval-summary__count">共{rating.count}条评价</Text>
      </View>
      <View className="eval-summary__bars">
        {[5, 4, 3, 2, 1].map((s) => (
          <View key={s} className="eval-summary__bar-row">
            <Text className="eval-summary__bar-label">{s}星</Text>
            <View className="eval-summary__bar">
              <View className="eval-summary__bar-fill" style={{ width: `${(rating.starCounts[s - 1] / max) * 100}%` }} />
            </View>
            <Text className="eval-summary__bar-count">{rating.starCounts[s - 1]}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
