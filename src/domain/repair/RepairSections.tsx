/**
 * What the merchant's and the maintainer's repair details both show: the request (booth, type,
 * description, photos, contact), the work recorded (consumables, services, photos, remark, the
 * charge) and the timeline, oldest first.
 */
import { Text, View } from '@tarojs/components'
import { REPAIR_EVENT_LABELS, REPAIR_ORIGIN_LABELS, REPAIR_TYPE_LABELS, type RepairDetail } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { ImageUploader } from '@/components/ImageUploader'
import { StatusTag } from '@/components/StatusTag'
import { REPAIR_STATUS } from './status'
import './repair.scss'

const noop = () => undefined

function Photos({ title, urls }: { title: string; urls: string[] }) {
  if (urls.length === 0) return null
  return (
    <DetailSection title={title}>
      <ImageUploader value={urls} onChange={noop} max={urls.length} disabled />
    </DetailSection>
  )
}

export function RepairRequest({ r }: { r: RepairDetail }) {
  return (
    <>
      <DetailSection
        title={`${r.assetCode} ${r.assetName}`}
        extra={<StatusTag status={r.status} map={REPAIR_STATUS} />}
        rows={[
          { label: '报修单号', value: r.repairNo, copyable: true },
          { label: '来源', value: REPAIR_ORIGIN_LABELS[r.origin] },
          { label: '报修类型', value: REPAIR_TYPE_LABELS[r.repairType] },
          { label: '所在区域', value: r.zoneName },
          { label: '商户', value: r.customerName },
          { label: '故障描述', value: r.description },
          { label: '期望上门', value: r.preferredTime ? dateTime(r.preferredTime) : null, hidden: !r.preferredTime },
          { label: '联系人', value: r.contactName },
          { label: '联系电话', value: r.contactPhone, phone: true },
          { label: '维修人员', value: r.assigneeName, hidden: !r.assigneeName },
          { label: '维修人员电话', value: r.assigneeMobile, phone: true, hidden: !r.assigneeMobile },
        ]}
      />
      <Photos title="现场照片" urls={r.images} />
    </>
  )
}

export function RepairWork({ r }: { r: RepairDetail }) {
  if (r.materials.length === 0 && r.services.length === 0 && !r.workRemark) return null
  const lines = [...r.materials.map((m) => ({ key: `m${m.materialId}`, kind: '耗材', ...m })), ...r.services.map((s) => ({ key: `s${s.serviceId}`, kind: '服务', ...s }))]
  return (
    <>
      <DetailSection title={`维修记录（合计 ${money(r.amountFen)}）`}>
        {lines.map((l) => (
          <View key={l.key} className="repair-line" data-testid="repair-line">
            <Text>{`${l.kind}：${l.name}`}</Text>
            <Text className="repair-line__calc">{`${l.quantity}${l.unit} × ${money(l.unitPriceFen)}`}</Text>
            <Text className="repair-line__amount">{money(l.amountFen)}</Text>
          </View>
        ))}
        {r.workRemark && <Text className="repair-line__calc">{`备注：${r.workRemark}`}</Text>}
      </DetailSection>
      <Photos title="维修前照片" urls={r.beforeImages} />
      <Photos title="维修后照片" urls={r.afterImages} />
    </>
  )
}

export function RepairTimeline({ r }: { r: RepairDetail }) {
  return (
    <DetailSection title="处理进度">
      {r.events.map((e, i) => (
        <View key={i} className="repair-event" data-testid="repair-event">
          <Text className="repair-event__what">{`${REPAIR_EVENT_LABELS[e.kind]} · ${e.actorName}`}</Text>
          <Text className="repair-event__when">{dateTime(e.time)}</Text>
          {e.note && <Text className="repair-event__note">{e.note}</Text>}
        </View>
      ))}
    </DetailSection>
  )
}
