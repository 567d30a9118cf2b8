/**
 * 修改打卡 (/staff/fy/healthCheckUpdate): today's check-in read first (getClockRecordByUserId),
 * every answer prefilled in the domain's CheckInForm (shared with 今日打卡); saving it updates
 * the day's check-in. Without one today there is nothing to change: the empty state leads to 去打卡.
 */
import { Button } from '@nutui/nutui-react-taro'
import { customeApi } from '@/api/custome'
import { go } from '@/core/navigate'
import { CheckInForm } from '@/domain/health/CheckInForm'
import { fromCheckIn } from '@/domain/health/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ActionBar } from '@/components/ActionBar'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function StaffHealthCheckUpdate() {
  const data = useAsyncData(async () => {
    const [today, questions] = await Promise.all([customeApi.health.checkIn(), customeApi.health.questions()])
    return { today, questions: questions.records }
  }, [])
  const d = data.data
  return (
    <>
      <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()} empty={Boolean(d && !d.today)} emptyText="今日尚未打卡">
        {d?.today && <CheckInForm initial={fromCheckIn(d.today)} from={d.today} questions={d.questions} action="保存修改" />}
      </Page>
      {d && !d.today && (
        <ActionBar>
          <Button type="primary" onClick={() => void go('staffHealthCheckAdd', {}, { replace: true })}>
            去打卡
          </Button>
        </ActionBar>
      )}
    </>
  )
})
