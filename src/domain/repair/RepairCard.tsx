/** A repair in a list (the merchant's requests, the maintainer's worksheets): number, state, booth, type, when; a tap opens it. */
import { REPAIR_TYPE_LABELS, type RepairItem } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { REPAIR_STATUS } from './status'

export function RepairCard({ repair: r, onOpen, mark }: { repair: RepairItem; onOpen: (id: string) => void; mark?: string }) {
  return (
    <ListCard
      title={`${r.assetName} · ${REPAIR_TYPE_LABELS[r.repairType]}`}
      subtitle={r.description}
      extra={<StatusTag status={r.status} map={REPAIR_STATUS} />}
      meta={[
        `报修单号：${r.repairNo}`,
        mark ?? null,
        r.assigneeName ? `维修人员：${r.assigneeName}` : null,
        r.amountFen > 0 ? `维修费用：${money(r.amountFen)}` : null,
        `提交时间：${dateTime(r.createTime)}`,
      ]}
      onClick={() => onOpen(r.id)}
    />
  )
}
