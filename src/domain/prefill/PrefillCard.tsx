/** One entry report in a list (home of entry reporting, all records): plate, order number, time, goods. */
import type { PrefillItem } from '@/contract/types'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { PREFILL_STATUS } from './status'

/** `owner`: the merchant's name (the market office's lists); `onOpen`: default the merchant's own detail. */
export function PrefillCard({ item, owner, onOpen }: { item: PrefillItem; owner?: string | null; onOpen?: () => void }) {
  return (
    <ListCard
      title={item.plateNumber}
      subtitle={owner ? `${owner} · ${item.orderNo}` : `报备单号：${item.orderNo}`}
      meta={[`预计进场：${dateTime(item.expectedTime)}`, `${item.vehicleTypeName} · 货品${item.itemCount}种 · 共${item.totalWeight}kg`]}
      extra={<StatusTag status={item.status} map={PREFILL_STATUS} />}
      onClick={onOpen ?? (() => void go('inmarketRecordDetail', { id: item.id }))}
    />
  )
}
