/**
 * My complaints (/pages/complaint/index): the caller's own complaints, newest first, filtered by
 * status; pull-to-refresh; a tap opens the detail; 我要投诉 opens the form.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { memberApi } from '@/api/member'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { StatusTag } from '@/components/StatusTag'
import { dateTime } from '@/core/format'
import { buildUrl, navigateTo } from '@/core/navigate'
import { usePagedList } from '@/hooks/usePagedList'
import { useDictionary } from '@/stores/dictionary'
import { COMPLAINT_CREATE, COMPLAINT_DETAIL, COMPLAINT_STATUS, COMPLAINT_TABS, type ComplaintFilter } from './status'

function ComplaintListBody() {
  const [filter, setFilter] = useState<ComplaintFilter>('all')
  const label = useDictionary((s) => s.label)
  const list = usePagedList((q) => memberApi.complaintPage(filter === 'all' ? q : { ...q, status: filter }), [filter])
  return (
    <>
      <FilterTabs tabs={COMPLAINT_TABS} value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        keyOf={(c) => c.id}
        emptyText="暂无投诉"
        renderItem={(c) => (
          <ListCard
            title={c.title}
            extra={<StatusTag status={c.status} map={COMPLAINT_STATUS} />}
            meta={[`投诉类型：${label('complaintType', c.complaintType)}`, c.targetName ? `投诉对象：${c.targetName}` : null, `提交时间：${dateTime(c.createTime)}`]}
            onClick={() => void navigateTo(buildUrl(COMPLAINT_DETAIL, { id: c.id }))}
          />
        )}
      />
      <ActionBar>
        <Button type="primary" onClick={() => void navigateTo(COMPLAINT_CREATE)}>
          我要投诉
        </Button>
      </ActionBar>
    </>
  )
}

export default function ComplaintList() {
  return (
    <Page auth>
      <ComplaintListBody />
    </Page>
  )
}
