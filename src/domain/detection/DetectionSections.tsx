/** An inspection's facts and its products' item results: the shop's detail and the office's screen share them. */
import { Text, View } from '@tarojs/components'
import type { DetectionDetail } from '@/contract/types'
import { date, dateTime } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { StatusTag } from '@/components/StatusTag'
import { DETECTION_STATUS, RESULT_STATUS, detectionTag } from './status'
import './detection.scss'

export function DetectionSections({ d, owner }: { d: DetectionDetail; owner?: string | null }) {
  const tag = detectionTag(d)
  return (
    <>
      <DetailSection
        title="检测信息"
        extra={<StatusTag status={tag.status} map={tag.map} />}
        rows={[
          { label: '检测单号', value: d.detectionNo, copyable: true },
          { label: '商户', value: owner, hidden: !owner },
          { label: '车牌号', value: d.plateNumber },
          { label: '进场时间', value: dateTime(d.entryTime) },
          { label: '状态', value: DETECTION_STATUS[d.status].text },
          { label: '申请时间', value: dateTime(d.createTime) },
          { label: '检测时间', value: dateTime(d.testedAt), hidden: !d.testedAt },
          { label: '检测人', value: d.testedByName, hidden: !d.testedByName },
          { label: '检测凭证', value: d.voucher ? `${d.voucher.voucherTypeName} ${d.voucher.voucherNo}（有效期至${date(d.voucher.validTo)}）` : '无' },
          { label: '备注', value: d.remark },
        ]}
      />
      {d.products.map((p) => (
        <DetailSection key={p.productId} title={p.productName} extra={p.result ? <StatusTag status={p.result} map={RESULT_STATUS} /> : null}>
          <Text className="detection-origin">{`${p.categoryName}${p.origin ? ` · 产地 ${p.origin}` : ''}`}</Text>
          {p.items.map((i) => (
            <View key={i.id} className="detection-item" data-testid="detection-item">
              <View className="detection-item__main">
                <Text>{i.itemName}</Text>
                <Text className="detection-item__sub">{i.standard}</Text>
              </View>
              <Text className="detection-item__value">{i.value ?? ''}</Text>
              {i.result ? <StatusTag status={i.result} map={RESULT_STATUS} /> : <Text className="detection-item__sub">待检测</Text>}
            </View>
          ))}
        </DetailSection>
      ))}
    </>
  )
}
