/**
 * 今日打卡 (/staff/fy/healthCheckAdd): today's check-in (a second one the same day updates it),
 * where the staff member is prefilled from the newest check-in; the form is the domain's
 * CheckInForm, shared with 修改打卡.
 */
import { customeApi } from '@/api/custome'
import { CheckInForm } from '@/domain/health/CheckInForm'
import { newCheckIn } from '@/domain/health/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function StaffHealthCheckAdd() {
  const data = useAsyncData(async () => {
    const [latest, questions] = await Promise.all([customeApi.health.latest(), customeApi.health.questions()])
    return { latest, questions: questions.records }
  }, [])
  const d = data.data
  return (
    <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
      {d && <CheckInForm initial={newCheckIn(d.latest.today ?? d.latest.latest)} from={d.latest.today} questions={d.questions} action="提交打卡" />}
    </Page>
  )
})
