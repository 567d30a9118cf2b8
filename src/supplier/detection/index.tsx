/** The shop's inspections (/supplier/detection/index): by state, newest first; 申请检测 opens the form. */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { go } from '@/core/navigate'
import { DetectionCard } from '@/domain/detection/DetectionCard'
import { DETECTION_TABS, type DetectionTab } from '@/domain/detection/status'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

export default screen(function SupplierDetectionList() {
  const [tab, setTab] = useState<DetectionTab>('all')
  const list = usePagedList((q) => gateApi.detectionPage(tab === 'all' ? q : { ...q, status: tab }), [tab], { refreshOn: [gate.detectionMain] })
  return (
    <>
      <FilterTabs tabs={DETECTION_TABS} value={tab} onChange={setTab} />
      <PagedList list={list} keyOf={(d) => d.id} emptyText="暂无检测记录" renderItem={(d) => <DetectionCard item={d} onOpen={() => void go('supplierDetectionDetail', { id: d.id })} />} />
      <ActionBar>
        <Button type="primary" block onClick={() => void go('supplierDetectionCreate')}>
          申请检测
        </Button>
      </ActionBar>
    </>
  )
})
