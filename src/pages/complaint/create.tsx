/**
 * File a complaint (/pages/complaint/create), or change a pending one (?id=, prefilled, titled
 * 修改投诉). Checked with the domain's rules before one submit through the mutation helper, which
 * toasts, goes back and refreshes the complaints; a refusal keeps everything typed.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { TEXT_LIMITS } from '@/contract/limits'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { trimValues, validate } from '@/core/validate'
import { isEditable } from '@/domain/complaint/status'
import { COMPLAINT_RULES, fromDetail, MAX_COMPLAINT_IMAGES, newComplaint, toPayload, type ComplaintFormValues } from '@/domain/complaint/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useDictOptions } from '@/hooks/useDictOptions'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useSession } from '@/stores/session'
import { ActionBar } from '@/components/ActionBar'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'

function ComplaintForm({ initial, initialImages, id }: { initial: ComplaintFormValues; initialImages: string[]; id: string }) {
  const { values, set, busy, submit } = useForm<ComplaintFormValues>(initial)
  const [images, setImages] = useState<string[]>(initialImages)
  const types = useDictOptions('complaintType')

  function send() {
    const form = trimValues(values)
    if (!validate(form, COMPLAINT_RULES)) return
    const payload = toPayload(form, images)
    void submit((action) =>
      id
        ? mutate(member.complaintComplaint.update, { ...payload, id }, { successText: '修改成功', fallback: 'complaintList', ...action })
        : mutate(member.complaintComplaint.create, payload, { successText: '提交成功', fallback: 'complaintList', ...action }),
    )
  }

  return (
    <>
      <FormGroup title="投诉信息">
        <PickerField label="投诉类型" name="complaintType" required value={values.complaintType} options={types} onChange={set('complaintType')} />
        <FormField label="标题" name="title" required value={values.title} onChange={set('title')} maxLength={TEXT_LIMITS.complaintTitle.max} />
        <FormField label="投诉对象" name="targetName" value={values.targetName} onChange={set('targetName')} placeholder="选填，如商户名称或摊位号" maxLength={TEXT_LIMITS.complaintTarget.max} />
        <TextareaField label="投诉内容" name="content" required value={values.content} onChange={set('content')} placeholder="请详细描述投诉内容（10-500字）" maxLength={TEXT_LIMITS.complaintContent.max} />
      </FormGroup>
      <FormGroup title={`图片（最多${MAX_COMPLAINT_IMAGES}张）`}>
        <ImageUploader value={images} onChange={setImages} max={MAX_COMPLAINT_IMAGES} />
      </FormGroup>
      <FormGroup title="联系方式">
        <FormField label="联系人" name="contactName" required value={values.contactName} onChange={set('contactName')} maxLength={TEXT_LIMITS.contactName.max} />
        <FormField label="联系电话" name="contactPhone" required type="phone" value={values.contactPhone} onChange={set('contactPhone')} placeholder="手机号或座机号（如0571-88886666）" maxLength={20} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          {id ? '保存修改' : '提交投诉'}
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function ComplaintCreate() {
  const { id } = useRouteParams('complaintCreate')
  const user = useSession((s) => s.user)
  // Edit mode loads the complaint; only a pending one can be changed.
  const detail = useAsyncData(() => (id ? memberApi.complaintDetail(id) : Promise.resolve(null)), [id])
  const editable = !detail.data || isEditable(detail.data)
  const error = detail.error ?? (editable ? null : '投诉已受理，不能修改')
  return (
    <Page title={id ? '修改投诉' : undefined} loading={detail.loading} error={error} onRetry={detail.error ? () => void detail.reload() : undefined}>
      <ComplaintForm
        key={detail.data?.id ?? 'new'}
        initial={detail.data ? fromDetail(detail.data) : newComplaint(user)}
        initialImages={detail.data?.images ?? []}
        id={id}
      />
    </Page>
  )
})
