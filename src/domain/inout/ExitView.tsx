/**
 * One exit application (.../inout/outDetails): its state (驳回原因 when refused), the goods taken
 * out, the parking (time, fee, paid, due, until when it may leave) and its payments. 立即支付 pays
 * what is due now by plate while the vehicle is inside; a refused one is sent again (重新提交).
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { OUT_PAY_MODE_LABELS, type OutmarketDetail } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { GoodsTable } from '@/domain/prefill/GoodsTable'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { StatusTag } from '@/components/StatusTag'
import { ParkingSection } from './ParkingSection'
import { ParkingPayButton } from './ParkingPayButton'
import { inoutRoute, type Merchant } from './routes'
import { canSendAgain, EXIT_STATUS } from './status'
import './inout.scss'

/** The application, its goods and its refusal: the merchant's and the office's screens share them. */
export function ExitSections({ d }: { d: OutmarketDetail }) {
  return (
    <>
      <DetailSection
        title="出场申请"
        extra={<StatusTag status={d.status} map={EXIT_STATUS} />}
        rows={[
          { label: '申请单号', value: d.applyNo, copyable: true },
          { label: '车牌号', value: d.plateNumber },
          { label: '车辆类型', value: d.vehicleTypeName },
          { label: '司机', value: d.driverName },
          { label: '司机电话', value: d.driverPhone, phone: 'driver' },
          { label: '缴费方式', value: OUT_PAY_MODE_LABELS[d.payMode] },
          { label: '申请时停车费', value: money(d.feeAtApplyFen) },
          { label: '进场时间', value: dateTime(d.entryTime) },
          { label: '申请时间', value: dateTime(d.createTime) },
          { label: '审核时间', value: dateTime(d.auditTime), hidden: !d.auditTime },
          { label: '出场时间', value: dateTime(d.exitTime), hidden: !d.exitTime },
          { label: '备注', value: d.remark },
        ]}
      />
      {d.status === 'rejected' && (
        <View className="inout-reject" data-testid="reject-reason">
          <Text className="inout-reject__title">驳回原因</Text>
          <Text>{d.rejectReason || '—'}</Text>
        </View>
      )}
      <DetailSection title="出场货品">
        {d.goods.length ? (
          <GoodsTable items={d.goods.map((g) => ({ ...g, key: g.goodsId }))} />
        ) : (
          <Text className="inout-empty">空车出场</Text>
        )}
      </DetailSection>
      <ParkingSection parking={d.parking} charges={d.charges} />
    </>
  )
}

export function ExitView({ role, id }: { role: Merchant; id: string }) {
  const detail = useAsyncData(() => gateApi.outmarketDetail(id), [id], { refreshOn: [gate.outmarketMain, gate.inmarketMain] })
  const d = detail.data
  const payable = Boolean(d && d.status !== 'exited' && d.status !== 'rejected' && d.parking.dueFen > 0)
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <ExitSections d={d} />
          {(payable || canSendAgain(d.status)) && (
            <ActionBar>
              {canSendAgain(d.status) && (
                <Button type="primary" block onClick={() => void go(inoutRoute.applyOut(role), { id: d.id })}>
                  重新提交
                </Button>
              )}
              {payable && <ParkingPayButton fee={d.parking} />}
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
}
