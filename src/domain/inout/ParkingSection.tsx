/**
 * A stay's parking (docs/gate.md "Parking"): entry, time parked, the fee so far, paid, due now and
 * until when the vehicle may leave without paying more; and, when given, the payments made.
 */
import type { ParkingCharge, ParkingFee } from '@/contract/types'
import { PARKING_CHANNEL_LABELS } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { parkedTime } from './parkedTime'
import { CHARGE_STATUS } from './status'

export function parkingRows(p: ParkingFee) {
  return [
    { label: '车牌号', value: p.plateNumber },
    { label: '进场时间', value: dateTime(p.entryTime) },
    { label: '停车时长', value: parkedTime(p.parkedMinutes) },
    { label: '停车费', value: money(p.feeFen) },
    { label: '已缴', value: money(p.paidFen), hidden: p.paidFen === 0 },
    { label: '应缴', value: money(p.dueFen) },
    { label: '免费离场截止', value: dateTime(p.leaveBy), hidden: !p.leaveBy },
    { label: '支付状态', value: '支付确认中', hidden: !p.paying },
  ]
}

export function ParkingSection({ parking, charges, title = '停车费' }: { parking: ParkingFee; charges?: readonly ParkingCharge[]; title?: string }) {
  return (
    <DetailSection title={title} rows={parkingRows(parking)}>
      {charges?.map((c) => (
        <ListCard
          key={c.id}
          title={money(c.amountFen)}
          subtitle={`缴费单号：${c.chargeNo}`}
          meta={[`${PARKING_CHANNEL_LABELS[c.channel]} · 计费至 ${dateTime(c.coversUntil)}`, c.paidAt ? `支付时间：${dateTime(c.paidAt)}` : null]}
          extra={<StatusTag status={c.status} map={CHARGE_STATUS} />}
        />
      ))}
    </DetailSection>
  )
}
