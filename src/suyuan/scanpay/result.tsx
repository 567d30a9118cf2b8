/**
 * The parking payment's result (/suyuan/scanpay/result?plate=, no login): waits until no payment
 * of the stay is in progress, then says paid (and how many minutes are left to leave free) or not
 * paid (再次缴费 goes back to the fee).
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { waitForParking } from '@/domain/inout/parkingPoll'
import { useAlive } from '@/hooks/useAlive'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { parkingRows } from '@/domain/inout/ParkingSection'
import './scanpay.scss'

/** Whole minutes from now until `leaveBy` (never below 0). */
export const minutesLeft = (leaveBy: string, now = Date.now()): number => Math.max(0, Math.floor((new Date(leaveBy).getTime() - now) / 60_000))

export default screen(function ScanPayResult() {
  const { plate } = useRouteParams('suyuanScanPayResult')
  const alive = useAlive()
  const result = useAsyncData(() => waitForParking(plate, () => !alive.current), [plate, alive])
  const fee = result.data?.fee
  const paid = result.data?.outcome === 'paid'
  return (
    <Page loading={result.loading} error={result.error} onRetry={() => void result.reload()}>
      {result.data && (
        <>
          <View className="scanpay__result" data-testid="pay-result">
            <Text className="scanpay__title">{paid ? '缴费成功' : '缴费未完成'}</Text>
            <Text className="scanpay__text">
              {paid && fee?.leaveBy ? `请在${minutesLeft(fee.leaveBy)}分钟内（${dateTime(fee.leaveBy)}前）离场，超时将继续计费` : paid ? '请尽快离场' : '未查询到支付结果，请重新缴费或稍后刷新查看'}
            </Text>
          </View>
          {fee && <DetailSection title="停车费" rows={parkingRows(fee)} />}
          <ActionBar>
            <Button type="primary" block onClick={() => void go('suyuanScanPay', { plate }, { replace: true })}>
              {paid ? '返回' : '再次缴费'}
            </Button>
          </ActionBar>
        </>
      )}
    </Page>
  )
})
