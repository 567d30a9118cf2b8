/** The market office's inspections (检测管理): waiting for the lab first, by state; each opens the results form. */
import { useState } from 'react'
import { gate } from '@/contract/gate'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { go } from '@/core/navigate'
import { DetectionCard } from '@/domain/detection/DetectionCard'
import { DETECTION_TABS, type DetectionTab } from '@/domain/detection/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function OfficeDetectionList() {
  const [tab, setTab] = useState<DetectionTab>('submitted')
  const list = usePagedList((q) => marketApi.detectionPage(tab === 'all' ? q : { ...q, status: tab }), [tab], { refreshOn: [market.detection, gate.detectionMain] })
  return (
    <>
      <FilterTabs tabs={DETECTION_TABS} value={tab} onChange={setTab} />
      <PagedList list={list} keyOf={(d) => d.id} emptyText="暂无检测申请" renderItem={(d) => <DetectionCard item={d} owner={d.customerName} onOpen={() => void go('officeDetectionDetail', { id: d.id })} />} />
    </>
  )
})
