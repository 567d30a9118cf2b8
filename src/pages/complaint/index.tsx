/**
 * My complaints (/pages/complaint/index): the caller's own complaints, newest first, filtered by
 * status; pull-to-refresh; a tap opens the detail; 我要投诉 opens the form.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { go } from '@/core/navigate'
import { ComplaintCard } from '@/domain/complaint/ComplaintCard'
import { COMPLAINT_TABS, type ComplaintFilter } from '@/domain/complaint/status'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function ComplaintList() {
  const [filter, setFilter] = useState<ComplaintFilter>('all')
  const list = usePagedList((q) => memberApi.complaintPage(filter === 'all' ? q : { ...q, status: filter }), [filter], {
    refreshOn: [member.complaintComplaint],
  })
  return (
    <>
      <FilterTabs tabs={COMPLAINT_TABS} value={filter} onChange={setFilter} />
      <PagedList list={list} keyOf={(c) => c.id} emptyText="暂无投诉" renderItem={(c) => <ComplaintCard complaint={c} />} />
      <ActionBar>
        <Button type="primary" onClick={() => void go('complaintCreate')}>
          我要投诉
        </Button>
      </ActionBar>
    </>
  )
})
