/**
 * 意见反馈 (/staff/feedback): the staff member's feedback to the market, newest first, by state
 * (待回复 / 已回复) with the office's reply; 我要反馈 opens the form on the screen (category,
 * 5-500 characters, up to 6 photos). The office's reply also arrives in the message centre.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_LIMITS, type FeedbackStatus } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { trimValues, validate } from '@/core/validate'
import { FeedbackCard } from '@/domain/feedback/FeedbackCard'
import { FEEDBACK_RULES, FEEDBACK_TABS, toFeedbackPayload, type FeedbackFormValues } from '@/domain/feedback/feedback'
import { usePagedList } from '@/hooks/usePagedList'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { PagedList } from '@/components/PagedList'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import './feedback.scss'

const CATEGORY_OPTIONS = FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: FEEDBACK_CATEGORY_LABELS[c] }))
const { content, images: imageLimit } = FEEDBACK_LIMITS

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { values, set, busy, submit } = useForm<FeedbackFormValues>({ category: '', content: '' })
  const [images, setImages] = useState<string[]>([])
  const send = () =>
    submit(async (action) => {
      if (!validate(trimValues(values), FEEDBACK_RULES)) return
      const r = await mutate(custome.staffFeedback.create, toFeedbackPayload(values, images), { back: false, successText: '提交成功', ...action })
      if (r.ok) onDone()
      return r
    })
  return (
    <>
      <FormGroup title="我要反馈">
        <PickerField label="反馈类型" name="category" required value={values.category} options={CATEGORY_OPTIONS} onChange={set('category')} />
        <TextareaField label="反馈内容" name="content" required value={values.content} onChange={set('content')} placeholder={`请描述您的意见或建议（${content.min}-${content.max}字）`} maxLength={content.max} />
      </FormGroup>
      <FormGroup title={`图片（选填，最多${imageLimit.max}张）`}>
        <ImageUploader value={images} onChange={setImages} max={imageLimit.max} />
      </FormGroup>
      <Text className="staff-feedback__hint">市场办公室回复后，将通过消息中心通知您</Text>
      <ActionBar>
        <Button type="default" onClick={onDone}>
          取消
        </Button>
        <Button type="primary" loading={busy} disabled={busy} onClick={() => void send()}>
          提交反馈
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function StaffFeedback() {
  const [writing, setWriting] = useState(false)
  const [tab, setTab] = useState<FeedbackStatus | 'all'>('all')
  const list = usePagedList((q) => customeApi.feedback.page({ ...q, ...(tab === 'all' ? {} : { status: tab }) }), [tab], { refreshOn: [custome.staffFeedback] })
  if (writing) return <FeedbackForm onDone={() => setWriting(false)} />
  return (
    <>
      <FilterTabs tabs={FEEDBACK_TABS} value={tab} onChange={setTab} />
      <PagedList list={list} keyOf={(f) => f.id} emptyText="暂无反馈" renderItem={(f) => <FeedbackCard f={f} />} />
      <ActionBar>
        <Button type="primary" onClick={() => setWriting(true)}>
          我要反馈
        </Button>
      </ActionBar>
    </>
  )
})
