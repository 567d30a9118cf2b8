/**
 * 行程轨迹 (/staff/fy/travelPath): the places of the staff member's check-ins and its declared
 * risk-area visits over the last 14 (7, 3) days, newest first, each with its first and last day
 * and how many days it appears; a place the risk list names now (or a declared visit) is flagged
 * with its level, and the head counts them.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { HEALTH_LIMITS, type TravelPlace } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { RISK_LEVEL_STATUS } from '@/domain/health/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { FilterTabs, tabsOf } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/repair/repair.scss'

const SPANS = { 14: `近${HEALTH_LIMITS.travelDays}天`, 7: '近7天', 3: '近3天' } as const
type Span = `${keyof typeof SPANS}`
const SPAN_TABS = tabsOf<Span>(SPANS, { all: false, values: ['14', '7', '3'] })
const SOURCE_LABELS: Record<TravelPlace['source'], string> = { checkIn: '打卡所在地', riskVisit: '申报到访' }

function PlaceCard({ p }: { p: TravelPlace }) {
  return (
    <ListCard
      title={`${p.province}${p.city}${p.district}`}
      subtitle={SOURCE_LABELS[p.source]}
      extra={p.riskLevel && <StatusTag status={p.riskLevel} map={RISK_LEVEL_STATUS} />}
      meta={[p.firstDay === p.lastDay ? p.firstDay : `${p.firstDay} 至 ${p.lastDay}`, `出现${p.days}天`]}
    />
  )
}

export default screen(function StaffTravelPath() {
  const [span, setSpan] = useState<Span>('14')
  const path = useAsyncData(() => customeApi.health.travelPath({ days: Number(span) }), [span], { refreshOn: [custome.riskAreaSituationVal] })
  const d = path.data
  return (
    <>
      <FilterTabs tabs={SPAN_TABS} value={span} onChange={setSpan} />
      <Page loading={path.loading} error={path.error} onRetry={() => void path.reload()} empty={d?.places.length === 0} emptyText="该时段暂无行程记录">
        {d && (
          <>
            <View className="repair-done" data-testid="travel-summary">
              <Text className={d.riskPlaces ? 'repair-done__amount' : 'repair-done__title'}>{d.riskPlaces ? `${d.riskPlaces}个地点为风险地区` : '未到访风险地区'}</Text>
              <Text className="repair-line__calc">{`${d.from} 至 ${d.to}`}</Text>
            </View>
            {d.places.map((p) => (
              <PlaceCard key={`${p.source}-${p.province}-${p.city}-${p.district}`} p={p} />
            ))}
          </>
        )}
      </Page>
    </>
  )
})
