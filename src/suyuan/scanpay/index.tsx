/**
 * Parking paid by plate, no login (/suyuan/scanpay/index): scan the gate's code (a link carrying
 * `plate=`) or type the plate, see the fee (getCurrentParkingFee), and pay what is due through the
 * pay adapter (payImmediately: the plate and the amount seen, nothing else). The result screen
 * waits for the payment to settle.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { plate as PLATE } from '@/contract/patterns'
import { gateApi } from '@/api/gate'
import { alertModal } from '@/core/dialog'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { scanCode } from '@/core/wechat/scan'
import { parkingRows } from '@/domain/inout/ParkingSection'
import { useParkingPay } from '@/domain/inout/parkingPay'
import { plateOf } from '@/domain/inout/plate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './scanpay.scss'

export default screen(function ScanPay() {
  const params = useRouteParams('suyuanScanPay')
  const [text, setText] = useState(params.plate ? plateOf(params.plate) : '')
  const [plate, setPlate] = useState(params.plate ? plateOf(params.plate) : '')
  const fee = useAsyncData(() => gateApi.parkingFee(plate), [plate], { enabled: Boolean(plate) })
  const { busy, pay } = useParkingPay()
  const find = (t: string) => {
    const p = plateOf(t)
    if (!PLATE.test(p) && !/^临[A-Z0-9]{6}$/.test(p)) return void alertModal('请输入正确的车牌号')
    setText(p)
    if (p === plate) void fee.reload()
    else setPlate(p)
  }
  const scan = async () => {
    const t = await scanCode()
    if (t) find(t)
  }
  const f = fee.data
  return (
    <>
      <FormGroup title="停车缴费">
        <FormField label="车牌号" name="plateNumber" value={text} onChange={(v) => setText(v.toUpperCase())} placeholder="请输入车牌号，如 浙A12345" maxLength={10} />
        <View className="scanpay__actions">
          <Button type="primary" fill="outline" onClick={() => void scan()}>
            扫描道口码
          </Button>
          <Button type="primary" onClick={() => find(text)}>
            查询停车费
          </Button>
        </View>
      </FormGroup>
      {plate && (
        <Page loading={fee.loading} error={fee.error} onRetry={() => void fee.reload()}>
          {f && (
            <>
              <DetailSection title="停车费" rows={parkingRows(f)} />
              {f.dueFen === 0 && (
                <Text className="scanpay__note" data-testid="nothing-due">
                  {f.leaveBy ? `当前无需缴纳停车费，请于 ${dateTime(f.leaveBy)} 前离场` : '当前无需缴纳停车费'}
                </Text>
              )}
              {f.dueFen > 0 && (
                <ActionBar>
                  <Button type="primary" block loading={busy || f.paying} disabled={busy || f.paying} onClick={() => void pay(f, { beforePay: () => go('suyuanScanPayResult', { plate: f.plateNumber }, { replace: true }) })}>
                    {f.paying ? '支付确认中' : `立即支付 ${money(f.dueFen)}`}
                  </Button>
                </ActionBar>
              )}
            </>
          )}
        </Page>
      )}
    </>
  )
})
