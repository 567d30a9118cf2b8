/**
 * A complaint (/pages/complaint/detail?id=): its fields, photos (tap to preview), the market's
 * visit (市场回访) when there is one, and for a pending complaint 修改 and 删除 (confirmed, then back
 * to the refreshed list). An edit made on the form shows here when it comes back.
 */
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ComplaintDetail as Complaint } from '@/contract'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { COMPLAINT_STATUS, isEditable } from '@/domain/complaint/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useDictionary } from '@/stores/dictionary'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import './detail.scss'

const noop = () => undefined

function ComplaintView({ c }: { c: Complaint }) {
  const label = useDictionary((s) => s.label)
  return (
    <>
      <DetailSection
        title={c.title}
        extra={<StatusTag status={c.status} map={COMPLAINT_STATUS} />}
        rows={[
          { label: '投诉类型', value: label('complaintType', c.complaintType) },
          { label: '投诉对象', value: c.targetName },
          { label: '提交时间', value: dateTime(c.createTime) },
          { label: '更新时间', value: dateTime(c.updateTime) },
        ]}
      />
      <DetailSection title="投诉内容">
        <Text className="complaint-detail__content" userSelect>
          {c.content}
        </Text>
      </DetailSection>
      {c.images.length > 0 && (
        <DetailSection title="图片">
          <ImageUploader value={c.images} onChange={noop} max={c.images.length} disabled />
        </DetailSection>
      )}
      <DetailSection
        title="联系方式"
        rows={[
          { label: '联系人', value: c.contactName },
          { label: '联系电话', value: c.contactPhone, phone: true },
        ]}
      />
      {c.visit && (
        <DetailSection
          title="市场回访"
          rows={[
            { label: '回访人员', value: c.visit.visitorName },
            { label: '回访时间', value: dateTime(c.visit.visitTime) },
            { label: '回复内容', value: c.visit.content },
            { label: '满意度', value: c.visit.satisfaction ? `${c.visit.satisfaction}分` : null, hidden: !c.visit.satisfaction },
          ]}
        />
      )}
      {isEditable(c) && (
        <ActionBar>
          <Button type="primary" fill="outline" onClick={() => void go('complaintCreate', { id: c.id })}>
            修改
          </Button>
          <ConfirmButton
            message="确定删除该投诉吗？"
            onConfirm={(action) => mutate(member.complaintComplaint.delete, { id: c.id }, { successText: '删除成功', fallback: 'complaintList', ...action })}
          >
            删除
          </ConfirmButton>
        </ActionBar>
      )}
    </>
  )
}

export default screen(function ComplaintDetail() {
  const { id } = useRouteParams('complaintDetail')
  const detail = useAsyncData(() => memberApi.complaintDetail(id), [id], { refreshOn: [member.complaintComplaint] })
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <ComplaintView c={detail.data} />}
    </Page>
  )
})
