/**
 * File a complaint (/pages/complaint/create), or change a pending one (?id=, prefilled). Contact
 * name and phone start as the session user's. Checked with core/validate before one submit through
 * save(), which toasts, goes back and refreshes the list; a refusal keeps everything typed.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import type { ComplaintDetail, ComplaintPayload } from '@/contract/types'
import { memberApi } from '@/api/member'
import { save } from '@/api/save'
import { ActionBar } from '@/components/ActionBar'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { TextareaField } from '@/components/TextareaField'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { validate, type Rule } from '@/core/validate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { routeParam } from '@/hooks/useCurrentRoute'
import { useDictOptions } from '@/hooks/useDictOptions'
import { useForm } from '@/hooks/useForm'
import { useSession } from '@/stores/session'
import { COMPLAINT_LIST } from './status'

export const MAX_IMAGES = 6

export const COMPLAINT_RULES: readonly Rule[] = [
  { name: 'complaintType', checkType: 'notnull', errorMsg: '请选择投诉类型' },
  { name: 'title', checkType: 'string', checkRule: '1,50', emptyMsg: '请输入标题', errorMsg: '标题不能超过50个字符' },
  { name: 'content', checkType: 'string', checkRule: '10,500', emptyMsg: '请输入投诉内容', errorMsg: '投诉内容需为10-500个字符' },
  { name: 'contactName', checkType: 'string', checkRule: '1,20', emptyMsg: '请输入联系人', errorMsg: '联系人不能超过20个字符' },
  {
    name: 'contactPhone',
    checkType: 'reg',
    checkRule: PATTERNS.contactPhone,
    emptyMsg: '请输入联系电话',
    errorMsg: PATTERN_MESSAGES.contactPhone,
  },
]
const TARGET_RULE: Rule = { name: 'targetName', checkType: 'string', checkRule: '1,50', errorMsg: '投诉对象不能超过50个字符' }

type Values = Omit<Required<ComplaintPayload>, 'images'>

function ComplaintForm({ initial, id }: { initial: Values & { images: string[] }; id: string }) {
  const { images: initialImages, ...fields } = initial
  const { values, set, busy, submit } = useForm<Values>(fields)
  const [images, setImages] = useState<string[]>(initialImages)
  const types = useDictOptions('complaintType')

  function send() {
    const form: Values = {
      ...values,
      title: values.title.trim(),
      targetName: values.targetName.trim(),
      content: values.content.trim(),
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim(),
    }
    if (!validate(form, form.targetName ? [...COMPLAINT_RULES, TARGET_RULE] : COMPLAINT_RULES)) return
    const payload: ComplaintPayload = {
      complaintType: form.complaintType,
      title: form.title,
      content: form.content,
      contactName: form.contactName,
      contactPhone: form.contactPhone,
      ...(form.targetName ? { targetName: form.targetName } : {}),
      // Left out when there is none: the server then keeps no photos (also after an edit).
      ...(images.length ? { images } : {}),
    }
    void submit(() =>
      id
        ? save('complaintComplaint.update', { ...payload, id }, { successText: '修改成功', fallback: COMPLAINT_LIST })
        : save('complaintComplaint.create', { ...payload }, { successText: '提交成功', fallback: COMPLAINT_LIST }),
    )
  }

  return (
    <>
      <FormGroup title="投诉信息">
        <PickerField label="投诉类型" name="complaintType" required value={values.complaintType} options={types} onChange={set('complaintType')} />
        <FormField label="标题" name="title" required value={values.title} onChange={set('title')} maxLength={50} />
        <FormField label="投诉对象" name="targetName" value={values.targetName} onChange={set('targetName')} placeholder="选填，如商户名称或摊位号" maxLength={50} />
        <TextareaField label="投诉内容" name="content" required value={values.content} onChange={set('content')} placeholder="请详细描述投诉内容（10-500字）" maxLength={500} />
      </FormGroup>
      <FormGroup title={`图片（最多${MAX_IMAGES}张）`}>
        <ImageUploader value={images} onChange={setImages} max={MAX_IMAGES} />
      </FormGroup>
      <FormGroup title="联系方式">
        <FormField label="联系人" name="contactName" required value={values.contactName} onChange={set('contactName')} maxLength={20} />
        <FormField label="联系电话" name="contactPhone" required type="tel" value={values.contactPhone} onChange={set('contactPhone')} placeholder="手机号或座机号（如0571-88886666）" maxLength={20} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          {id ? '保存修改' : '提交投诉'}
        </Button>
      </ActionBar>
    </>
  )
}

const fromDetail = (d: ComplaintDetail) => ({
  complaintType: d.complaintType,
  title: d.title,
  targetName: d.targetName ?? '',
  content: d.content,
  contactName: d.contactName,
  contactPhone: d.contactPhone,
  images: d.images,
})

/** Loads the complaint in edit mode; only a pending one can be changed. */
function ComplaintFormLoader({ id }: { id: string }) {
  const user = useSession((s) => s.user)
  const detail = useAsyncData(() => (id ? memberApi.complaintDetail(id) : Promise.resolve(null)), [id])
  const editable = !detail.data || detail.data.status === 'pending'
  const error = detail.error ?? (editable ? null : '投诉已受理，不能修改')
  const initial = detail.data
    ? fromDetail(detail.data)
    : { complaintType: '', title: '', targetName: '', content: '', contactName: user?.realName ?? '', contactPhone: user?.mobile ?? '', images: [] }
  return (
    <Page title={id ? '修改投诉' : undefined} loading={detail.loading} error={error} onRetry={detail.error ? () => void detail.reload() : undefined}>
      <ComplaintForm key={detail.data?.id ?? 'new'} initial={initial} id={id} />
    </Page>
  )
}

export default function ComplaintCreate() {
  const id = routeParam(useRouter().params, 'id')
  const loggedIn = useSession((s) => Boolean(s.user))
  if (!loggedIn) return <Page auth />
  return <ComplaintFormLoader id={id} />
}
