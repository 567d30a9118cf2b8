/**
 * Parking paid by plate, no login (/suyuan/scanpay/index): scan the gate's code (a link carrying
 * `plate=`) or type the plate, see the fee (getCurrentParkingFee), and pay what is due through the
 * one payment hook (ParkingPayButton: payImmediately with the plate and the amount seen, nothing
 * else). The result screen waits for the payment to settle.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { plate as PLATE } from '@/contract/patterns'
import { gateApi } from '@/api/gate'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { parkingRows } from '@/domain/inout/ParkingSection'
import { ParkingPayButton } from '@/domain/inout/ParkingPayButton'
import { plateOf } from '@/domain/inout/plate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { CodeLookup } from '@/components/CodeLookup'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './scanpay.scss'

export default screen(function ScanPay() {
  const params = useRouteParams('suyuanScanPay')
  const [plate, setPlate] = useState(params.plate ? plateOf(params.plate) : '')
  const fee = useAsyncData(() => gateApi.parkingFee(plate), [plate], { enabled: Boolean(plate) })
  const f = fee.data
  return (
    <>
      <CodeLookup
        title="停车缴费"
        label="车牌号"
        name="plateNumber"
        placeholder="请输入车牌号，如 浙A12345"
        maxLength={10}
        initial={plate}
        format={(v) => v.toUpperCase()}
        parse={(t) => {
          const p = plateOf(t)
          return PLATE.test(p) || /^临[A-Z0-9]{6}$/.test(p) ? p : null
        }}
        invalid="请输入正确的车牌号"
        onCode={(p) => (p === plate ? void fee.reload() : setPlate(p))}
        scanText="扫描道口码"
        findText="查询停车费"
      />
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
                  <ParkingPayButton fee={f} beforeSheet={() => go('suyuanScanPayResult', { plate: f.plateNumber }, { replace: true })} />
                </ActionBar>
              )}
            </>
          )}
        </Page>
      )}
    </>
  )
})
