/**
 * 维修工单 (/maintainer/repairs/index): the worksheets assigned to the maintainer first, then the
 * submitted ones of its zones to take (待接单), by state; a tap opens the worksheet; 新建工单
 * records a fault found on the round.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { estate } from '@/contract/estate'
import { go } from '@/core/navigate'
import { RepairCard } from '@/domain/repair/RepairCard'
import { REPAIR_TABS, type RepairFilter } from '@/domain/repair/status'
import { worksheetPages } from '@/domain/repair/worksheetPages'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

const open = (id: string) => void go('maintainerRepairDetail', { id })

export default screen(function MaintainerRepairList() {
  const [filter, setFilter] = useState<RepairFilter>('all')
  const list = usePagedList((q) => worksheetPages(filter === 'all' ? undefined : filter)(q), [filter], { refreshOn: [estate.worksheetManage, estate.repairProject] })
  return (
    <>
      <FilterTabs tabs={REPAIR_TABS} value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText="暂无工单"
        renderItem={(r) => <RepairCard repair={r} onOpen={open} mark={r.mine ? '我的工单' : '待接单'} />}
      />
      <ActionBar>
        <Button type="primary" onClick={() => void go('maintainerRepairCreate')}>
          新建工单
        </Button>
      </ActionBar>
    </>
  )
})
