/**
 * 打卡详情 (/staff/fy/healthCheckDetail, `day` optional: today): one day's check-in of the staff
 * member (getClockRecordByUserId): temperature and symptoms, where it was, a declared risk-area
 * visit as listed then, the questionnaire's answers (an abnormal one marked); today's has 修改打卡.
 */
import { Button } from '@nutui/nutui-react-taro'
import { RISK_LEVEL_LABELS, type CheckIn } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { CHECK_IN_STATUS } from '@/domain/health/CheckInCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const placeOf = (p: { province: string; city: string; district: string }) => `${p.province}${p.city}${p.district}`

function CheckInSections({ c }: { c: CheckIn }) {
  return (
    <>
      <DetailSection
        title={c.day}
        extra={<StatusTag status={c.abnormal ? 'abnormal' : 'normal'} map={CHECK_IN_STATUS} />}
        rows={[
          { label: '体温', value: `${c.temperature}℃${c.fever ? '（发热）' : ''}` },
          { label: '症状', value: c.symptoms.length ? c.symptoms.join('、') : '无' },
          { label: '打卡时间', value: dateTime(c.updateTime) },
        ]}
      />
      <DetailSection title="当前所在地" rows={[{ label: '所在地', value: placeOf(c.location) }, { label: '详细地址', value: c.location.address, hidden: !c.location.address }]} />
      <DetailSection
        title="14天内是否到访风险地区"
        rows={[
          { label: '是否到访', value: c.visitedRiskArea ? '是' : '否' },
          { label: '风险地区', value: c.riskArea && `${placeOf(c.riskArea)}（${RISK_LEVEL_LABELS[c.riskArea.level]}）`, hidden: !c.riskArea },
        ]}
      />
      {c.answers.length > 0 && <DetailSection title="健康问卷" rows={c.answers.map((a) => ({ label: a.title, value: a.abnormal ? `${a.value}（异常）` : a.value }))} />}
      {c.remark && <DetailSection title="备注" rows={[{ label: '备注', value: c.remark }]} />}
    </>
  )
}

export default screen(function StaffHealthCheckDetail() {
  const { day } = useRouteParams('staffHealthCheckDetail')
  const data = useAsyncData(
    async () => {
      const [checkIn, latest] = await Promise.all([customeApi.health.checkIn(day), customeApi.health.latest()])
      return { checkIn, today: latest.day }
    },
    [day],
    { refreshOn: [custome.riskAreaSituationVal] },
  )
  const c = data.data?.checkIn
  return (
    <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()} empty={Boolean(data.data && !c)} emptyText={day ? `${day}暂无打卡记录` : '今日尚未打卡'}>
      {c && <CheckInSections c={c} />}
      {c && c.day === data.data?.today && (
        <ActionBar>
          <Button type="primary" onClick={() => void go('staffHealthCheckUpdate')}>
            修改打卡
          </Button>
        </ActionBar>
      )}
    </Page>
  )
})
