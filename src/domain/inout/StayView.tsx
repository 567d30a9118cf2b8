/**
 * One entry of a merchant's vehicle (.../inout/details): the vehicle and driver (未查询到司机电话
 * when there is no phone), the goods with their 产地, the gate's weights, times, parking now, the
 * inspections of its goods and its exit application; 申请出场 while inside without an open one.
 */
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { DETECTION_RESULT_LABELS, DETECTION_STATE_LABELS, type InmarketDetail } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { goodsLines, GoodsTable } from '@/domain/prefill/GoodsTable'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { StatusTag } from '@/components/StatusTag'
import { ParkingSection } from './ParkingSection'
import { inoutRoute, type Merchant } from './routes'
import { EXIT_STATUS, STAY_STATUS, stayState } from './status'

/** The entry's vehicle, driver, weights and times: the merchant's and the office's detail screens share them. */
export function StaySections({ d }: { d: InmarketDetail }) {
  return (
    <>
      <DetailSection
        title="车辆信息"
        extra={<StatusTag status={stayState(d.exitTime)} map={STAY_STATUS} />}
        rows={[
          { label: '车牌号', value: d.plateNumber },
          { label: '车辆类型', value: d.vehicleTypeName },
          { label: '司机', value: d.driverName },
          { label: '司机电话', value: d.driverPhone, phone: 'driver' },
          { label: '报备单号', value: d.prefillOrderNo, hidden: !d.prefillOrderNo },
          { label: '进场道口', value: d.gateName },
          { label: '进场时间', value: dateTime(d.entryTime) },
          { label: '出场时间', value: dateTime(d.exitTime), hidden: !d.exitTime },
        ]}
      />
      <DetailSection
        title="过磅"
        rows={
          d.weighedAt
            ? [
                { label: '毛重', value: `${d.grossWeight}kg` },
                { label: '皮重', value: `${d.tareWeight}kg` },
                { label: '净重', value: `${d.netWeight}kg` },
                { label: '过磅时间', value: dateTime(d.weighedAt) },
              ]
            : [{ label: '过磅', value: '尚未过磅' }]
        }
      />
      <DetailSection title="货品">
        <GoodsTable items={goodsLines(d.items)} />
      </DetailSection>
    </>
  )
}

function Detections({ d, role }: { d: InmarketDetail; role: Merchant }) {
  if (!d.detections.length) return <DetailSection title="检测" rows={[{ label: '检测', value: '暂无检测' }]} />
  return (
    <DetailSection title="检测">
      {d.detections.map((x) => (
        <ListCard
          key={x.id}
          title={x.productNames.join('、')}
          subtitle={`检测单号：${x.detectionNo}`}
          extra={x.result ? DETECTION_RESULT_LABELS[x.result] : DETECTION_STATE_LABELS[x.status]}
          onClick={role === 'supplier' ? () => void go('supplierDetectionDetail', { id: x.id }) : undefined}
        />
      ))}
    </DetailSection>
  )
}

export function StayView({ role, id }: { role: Merchant; id: string }) {
  const detail = useAsyncData(() => gateApi.inmarketDetail(id), [id], { refreshOn: [gate.inmarketMain, gate.outmarketMain, gate.detectionMain] })
  const d = detail.data
  const app = d?.exitApplication
  const mayApply = Boolean(d && !d.exitTime && (!app || app.status === 'rejected' || app.status === 'exited'))
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <StaySections d={d} />
          <ParkingSection parking={d.parking} title={d.exitTime ? '停车费' : '停车费（截至当前）'} />
          <Detections d={d} role={role} />
          {app && (
            <DetailSection title="出场申请">
              <ListCard title={app.applyNo} extra={<StatusTag status={app.status} map={EXIT_STATUS} />} onClick={() => void go(inoutRoute.exit(role), { id: app.id })} />
            </DetailSection>
          )}
          {mayApply && (
            <ActionBar>
              <Button type="primary" block onClick={() => void go(inoutRoute.applyOut(role), { recordId: d.id })}>
                申请出场
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
}
