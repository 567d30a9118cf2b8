/**
 * 报修服务 (/supplier/repairs/index): the shop's repair requests, newest first, by state; a tap
 * opens the detail; 我要报修 opens the form.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { go } from '@/core/navigate'
import { RepairCard } from '@/domain/repair/RepairCard'
import { REPAIR_TABS, type RepairFilter } from '@/domain/repair/status'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'

const open = (id: string) => void go('supplierRepairDetail', { id })

export default screen(function SupplierRepairList() {
  const [filter, setFilter] = useState<RepairFilter>('all')
  const list = usePagedList((q) => estateApi.repairPage(filter === 'all' ? q : { ...q, status: filter }), [filter], { refreshOn: [estate.recordsManage] })
  return (
    <>
      <FilterTabs tabs={REPAIR_TABS} value={filter} onChange={setFilter} />
      <PagedList list={list} keyOf={(r) => r.id} emptyText="暂无报修" renderItem={(r) => <RepairCard repair={r} onOpen={open} />} />
      <ActionBar>
        <Button type="primary" onClick={() => void go('supplierRepairCreate')}>
          我要报修
        </Button>
      </ActionBar>
    </>
  )
})
