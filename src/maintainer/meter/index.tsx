/**
 * 水电抄表 (/maintainer/meter/index): this period's meters, 待抄 or 已抄, by booth code or meter
 * number; each with its last reading and the booth's arrears; a tap opens the reading.
 */
import { useState } from 'react'
import { estate } from '@/contract/estate'
import { basicApi } from '@/api/basic'
import { MeterCard } from '@/domain/meter/MeterCard'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'

type ReadFilter = 'todo' | 'done'
const TABS = [
  { title: '待抄', value: 'todo' as const },
  { title: '已抄', value: 'done' as const },
]

export default screen(function MaintainerMeterList() {
  const [filter, setFilter] = useState<ReadFilter>('todo')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => basicApi.meterPage({ ...q, read: filter === 'done', ...(keyword ? { keyword } : {}) }), [filter, keyword], {
    refreshOn: [estate.hydropowerReading],
  })
  return (
    <>
      <SearchBar onSearch={setKeyword} placeholder="摊位号或表号" />
      <FilterTabs tabs={TABS} value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        keyOf={(m) => m.id}
        emptyText={filter === 'todo' ? '本期已全部抄完' : '本期暂无已抄'}
        renderItem={(m) => <MeterCard meter={m} />}
      />
    </>
  )
})
