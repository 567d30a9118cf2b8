/** The rows of the gate lists: a stay (an entry, inside or left) and an exit application. */
import type { InmarketItem, OutmarketItem } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { EXIT_STATUS, STAY_STATUS, stayState } from './status'

export function StayCard({ item, onOpen, owner }: { item: InmarketItem; onOpen: () => void; owner?: string | null }) {
  return (
    <ListCard
      title={item.plateNumber}
      subtitle={owner ?? (item.prefillOrderNo ? `报备单号：${item.prefillOrderNo}` : null)}
      meta={[`进场：${dateTime(item.entryTime)} · ${item.gateName}`, item.exitTime ? `出场：${dateTime(item.exitTime)}` : null, `货品${item.itemCount}种`]}
      extra={<StatusTag status={stayState(item.exitTime)} map={STAY_STATUS} />}
      onClick={onOpen}
    />
  )
}

export function ExitCard({ item, onOpen, owner }: { item: OutmarketItem; onOpen: () => void; owner?: string | null }) {
  return (
    <ListCard
      title={item.plateNumber}
      subtitle={owner ?? `申请单号：${item.applyNo}`}
      meta={[`申请时间：${dateTime(item.createTime)}`, `申请时停车费：${money(item.feeAtApplyFen)} · 货品${item.goodsCount}种`]}
      extra={<StatusTag status={item.status} map={EXIT_STATUS} />}
      onClick={onOpen}
    />
  )
}
