/**
 * 员工反馈 (market office, module 员工反馈): every staff member's feedback, 待回复 first, with its
 * author; 回复 opens a reply typed in place (2-500 characters), sent once: the author reads it on
 * 意见反馈 and gets it in the message centre.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { custome } from '@/contract/custome'
import { market } from '@/contract/market'
import { FEEDBACK_LIMITS, type FeedbackItem, type FeedbackStatus } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { FeedbackCard } from '@/domain/feedback/FeedbackCard'
import { FEEDBACK_TABS } from '@/domain/feedback/feedback'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { DecisionButtons, TextActionForm } from '@/components/TextActionForm'

function Reply({ f }: { f: FeedbackItem }) {
  const [open, setOpen] = useState(false)
  if (!open)
    return (
      <DecisionButtons layout="inline">
        <Button type="primary" onClick={() => setOpen(true)}>
          回复
        </Button>
      </DecisionButtons>
    )
  return (
    <TextActionForm
      title="回复"
      label="回复内容"
      name={`reply-${f.id}`}
      placeholder="回复将通过消息中心通知反馈人"
      emptyMessage="请输入回复内容"
      length={FEEDBACK_LIMITS.reply}
      sendText="发送回复"
      onCancel={() => setOpen(false)}
      onSend={(reply, action) => mutate(market.staffFeedback.reply, { id: f.id, reply }, { back: false, successText: '已回复', refresh: [market.staffFeedback, custome.staffFeedback], ...action })}
      layout="inline"
    />
  )
}

export default screen(function OfficeFeedback() {
  const [tab, setTab] = useState<FeedbackStatus | 'all'>('pending')
  const list = usePagedList((q) => marketApi.feedbackPage(tab === 'all' ? q : { ...q, status: tab }), [tab], { refreshOn: [market.staffFeedback] })
  return (
    <>
      <FilterTabs tabs={FEEDBACK_TABS} value={tab} onChange={setTab} />
      <PagedList list={list} keyOf={(f) => f.id} emptyText="暂无反馈" renderItem={(f) => <FeedbackCard f={f} withAuthor footer={f.status === 'pending' ? <Reply f={f} /> : null} />} />
    </>
  )
})
