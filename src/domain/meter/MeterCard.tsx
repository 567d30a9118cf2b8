/** A meter in a list: its booth, type and number, holder, this period's state, last reading, price and the booth's arrears; a tap opens the reading. */
import { METER_TYPE_LABELS, type AssetHydropower } from '@/contract/types'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'

export function MeterCard({ meter: m }: { meter: AssetHydropower }) {
  return (
    <ListCard
      title={`${m.assetCode} ${m.assetName}`}
      subtitle={`${METER_TYPE_LABELS[m.meterType]} ${m.meterNo} · ${m.customerName ?? '无商户'}`}
      extra={m.readThisPeriod ? '已抄' : '待抄'}
      meta={[
        `上次读数：${m.lastReading}${m.unit}${m.lastReadingTime ? `（${date(m.lastReadingTime)}）` : ''}`,
        `单价：${money(m.unitPriceFen)}/${m.unit}`,
        m.arrearsFen > 0 ? `欠费：${money(m.arrearsFen)}` : null,
      ]}
      onClick={() => void go('maintainerMeterCreate', { meterId: m.id })}
    />
  )
}
