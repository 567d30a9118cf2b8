/**
 * 健康统计 (/staff/fy/statistics; the market office's, module 健康统计): today's check-in rate,
 * who has not checked in, fever and abnormal check-ins, declared risk-area visits by level,
 * staff by vaccination state, and today's check-ins.
 */
import { Text, View } from '@tarojs/components'
import { RISK_LEVEL_LABELS, RISK_LEVELS, VACCINATION_STATE_LABELS, VACCINATION_STATES, type HealthStatistics } from '@/contract/types'
import { custome } from '@/contract/custome'
import { marketApi } from '@/api/market'
import { CheckInCard } from '@/domain/health/CheckInCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { DetailSection } from '@/components/DetailSection'
import { Figure } from '@/components/Figure'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import '@/domain/health/health.scss'

const CHECK_INS = [custome.riskAreaSituationVal]

function Figures({ s }: { s: HealthStatistics }) {
  return (
    <>
      <View className="health-figures" data-testid="health-figures">
        <Figure muted label="今日打卡率" value={`${s.rate}%`} testId="check-in-rate" />
        <Figure muted label="已打卡" value={`${s.checkedIn}/${s.staffTotal}`} testId="checked-in" />
        <Figure muted label="发热" value={s.fever} />
        <Figure muted label="异常" value={s.abnormal} />
      </View>
      <DetailSection title="到访风险地区" rows={RISK_LEVELS.map((l) => ({ label: RISK_LEVEL_LABELS[l], value: `${s.riskVisits[l]}人` }))} />
      <DetailSection title="疫苗接种" rows={VACCINATION_STATES.map((v) => ({ label: VACCINATION_STATE_LABELS[v], value: `${s.vaccination[v]}人` }))} />
      <DetailSection title={`今日未打卡（${s.notCheckedIn.length}人）`}>
        {s.notCheckedIn.map((p) => (
          <Text key={p.userId} className="health-chip" data-testid="not-checked-in">
            {p.realName}
          </Text>
        ))}
      </DetailSection>
    </>
  )
}

export default screen(function StaffStatistics() {
  const stats = useAsyncData(() => marketApi.health.statistics(), [], { refreshOn: CHECK_INS })
  const day = stats.data?.day
  const list = usePagedList((q) => (day ? marketApi.health.checkins({ ...q, day }) : Promise.resolve({ records: [], current: 1, size: q.size, hasMore: false, cursor: null })), [day], {
    refreshOn: CHECK_INS,
  })
  return (
    <Page loading={stats.loading} error={stats.error} onRetry={() => void stats.reload()}>
      {stats.data && <Figures s={stats.data} />}
      <DetailSection title="今日打卡记录" />
      <PagedList list={list} keyOf={(c) => c.id} emptyText="今日暂无打卡" renderItem={(c) => <CheckInCard c={c} who />} />
    </Page>
  )
})
