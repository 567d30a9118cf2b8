/**
 * 健康打卡 (/staff/fy/healthCheck): whether the staff member checked in today (with today's
 * temperature and state), 立即打卡 (今日打卡) / 修改今日打卡 (修改打卡), and the own check-ins, newest
 * day first, each opening its 打卡详情.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { CheckInCard } from '@/domain/health/CheckInCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import '@/domain/repair/repair.scss'

const CHECK_INS = [custome.riskAreaSituationVal]

export default screen(function StaffHealthCheck() {
  const latest = useAsyncData(() => customeApi.health.latest(), [], { refreshOn: CHECK_INS })
  const list = usePagedList((q) => customeApi.health.checkInPage(q), [], { refreshOn: CHECK_INS })
  const today = latest.data?.today
  return (
    <>
      <View className="repair-done" data-testid="check-in-today">
        {latest.data && (
          <>
            <Text className={today ? 'repair-done__title' : 'repair-done__amount'}>{today ? '今日已打卡' : '今日未打卡'}</Text>
            {today && <Text className="repair-line__calc">{`体温 ${today.temperature}℃ · ${today.abnormal ? '异常' : '正常'} · ${dateTime(today.updateTime)}`}</Text>}
          </>
        )}
      </View>
      <PagedList list={list} keyOf={(c) => c.id} emptyText="暂无打卡记录" renderItem={(c) => <CheckInCard c={c} onClick={() => void go('staffHealthCheckDetail', { day: c.day })} />} />
      {latest.data && (
        <ActionBar>
          {today ? (
            <Button type="primary" onClick={() => void go('staffHealthCheckUpdate')}>
              修改今日打卡
            </Button>
          ) : (
            <Button type="primary" onClick={() => void go('staffHealthCheckAdd')}>
              立即打卡
            </Button>
          )}
        </ActionBar>
      )}
    </>
  )
})
