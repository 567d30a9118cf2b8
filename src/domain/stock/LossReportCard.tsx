/** A loss report in the list: number, state, reason, its lines, who filed it and when; `footer` holds its actions. */
import { type ReactNode } from 'react'
import type { LossReportItem } from '@/contract/types'
import { dateTime } from '@/core/format'
import { qtyText } from '@/domain/sku/quantity'
import { useDictionary } from '@/stores/dictionary'
import { ListCard } from '@/components/ListCard'
import { StatusTag } from '@/components/StatusTag'
import { LOSS_STATUS, lossReasonText } from './status'

export function LossReportCard({ report: r, footer }: { report: LossReportItem; footer?: ReactNode }) {
  const label = useDictionary((s) => s.label)
  return (
    <ListCard
      title={r.reportNo}
      extra={<StatusTag status={r.status} map={LOSS_STATUS} />}
      subtitle={`报损原因：${lossReasonText(r.reasonType)}`}
      meta={[
        ...r.lines.map((l) => `${l.skuName}（${l.batchNo}）报损 ${qtyText(l.quantity, label('unit', l.unit))}`),
        r.remark ? `备注：${r.remark}` : null,
        r.status === 'rejected' && r.rejectReason ? `驳回原因：${r.rejectReason}` : null,
        `${r.createdByName} 提交于 ${dateTime(r.createTime)}`,
        r.auditTime ? `审核时间：${dateTime(r.auditTime)}` : null,
      ]}
      footer={footer}
    />
  )
}
