/**
 * The pickers of a worksheet's work lines (选择耗材, 选择服务): a search over the listing, one card
 * per item with its price (and the stock left); a tap hands the item back to the screen that opened
 * the picker (`resultId`, core/pageResult) and closes it. Leaving without a tap answers null.
 */
import { useState } from 'react'
import type { PageQuery, PageResult } from '@/contract/types'
import { money } from '@/core/format'
import { goBack } from '@/core/navigate'
import type { ResourceRef } from '@/core/refresh'
import { usePageResult } from '@/hooks/usePageResult'
import { usePagedList } from '@/hooks/usePagedList'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { SearchBar } from '@/components/SearchBar'
import { itemLabel, type WorkItem } from './workLines'

export interface WorkItemPickerProps<T extends { id: string; code: string; category: string }> {
  resultId: string
  /** The listing (a stable function: a new one reloads it). */
  load: (q: PageQuery & { keyword?: string }) => Promise<PageResult<T>>
  toItem: (record: T) => WorkItem
  /** The listing's endpoint group: a change to it reloads the list. */
  refreshOn: readonly ResourceRef[]
  emptyText: string
  /** Extra lines of a card (the stock's threshold...). */
  meta?: (record: T) => (string | null)[]
}

export function WorkItemPicker<T extends { id: string; code: string; category: string }>({ resultId, load, toItem, refreshOn, emptyText, meta }: WorkItemPickerProps<T>) {
  const [keyword, setKeyword] = useState('')
  const answer = usePageResult<WorkItem>(resultId)
  const list = usePagedList((q) => load(keyword ? { ...q, keyword } : q), [keyword, load], { refreshOn })

  function choose(item: WorkItem) {
    answer(item)
    void goBack('maintainerRepairList')
  }

  return (
    <>
      <SearchBar onSearch={setKeyword} placeholder="编号或名称" />
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText={keyword ? '没有符合条件的项目' : emptyText}
        renderItem={(r) => {
          const item = toItem(r)
          return (
            <ListCard
              title={itemLabel(item)}
              subtitle={`${r.code} · ${r.category}`}
              extra={`${money(item.priceFen)}/${item.unit}`}
              meta={[item.stock !== undefined ? `库存：${item.stock}${item.unit}` : null, ...(meta?.(r) ?? [])]}
              onClick={() => choose(item)}
            />
          )
        }}
      />
    </>
  )
}
