/** 招租发布 (/staff/office/release/index, 市场办公): the market's releases of booths, newest first, by state; 发布招租 opens a new one; a tap opens one (sign-ups, close). */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { ReleaseState } from '@/contract/types'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { go } from '@/core/navigate'
import { RELEASE_STATUS, ReleaseCard } from '@/domain/lease/ReleaseCard'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs, tabsOf } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

const TABS = tabsOf(RELEASE_STATUS)

export default screen(function OfficeReleaseList() {
  const [state, setState] = useState<ReleaseState | 'all'>('all')
  const list = usePagedList((q) => marketApi.release.page(state === 'all' ? q : { ...q, state }), [state], { refreshOn: [market.leaseReleaseNotice] })
  return (
    <>
      <FilterTabs tabs={TABS} value={state} onChange={setState} />
      <PagedList list={list} keyOf={(r) => r.id} emptyText="暂无招租" renderItem={(r) => <ReleaseCard release={r} onOpen={() => void go('officeReleaseDetail', { id: r.id })} />} />
      <ActionBar>
        <Button type="primary" onClick={() => void go('officeReleaseCreate')}>
          发布招租
        </Button>
      </ActionBar>
    </>
  )
})
