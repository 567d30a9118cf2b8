/** The knowledge base: articles by category (全部 + the 'knowledgeCategory' dictionary), searchable. */
import { useMemo, useState } from 'react'
import type { KnowledgeItem } from '@/contract/types'
import { customeApi } from '@/api/custome'
import { date } from '@/core/format'
import { go } from '@/core/navigate'
import { useDictOptions } from '@/hooks/useDictOptions'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs, type FilterTab } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'

const KNOWLEDGE_CATEGORY = 'knowledgeCategory'

export default screen(function KnowledgeList() {
  const categories = useDictOptions(KNOWLEDGE_CATEGORY)
  const tabs = useMemo<FilterTab[]>(() => [{ title: '全部', value: '' }, ...categories.map((c) => ({ title: c.label, value: c.value }))], [categories])
  const [category, setCategory] = useState('')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList<KnowledgeItem>((q) => customeApi.knowledge.page({ ...q, category: category || undefined, keyword: keyword || undefined }), [category, keyword])

  return (
    <>
      <SearchBar placeholder="搜索标题或摘要" onSearch={setKeyword} />
      <FilterTabs tabs={tabs} value={category} onChange={setCategory} />
      <PagedList
        list={list}
        keyOf={(item) => item.id}
        emptyText={keyword ? '没有找到相关知识' : '暂无知识文章'}
        renderItem={(item) => (
          <ListCard
            title={item.title}
            subtitle={item.summary}
            thumb={item.cover ?? undefined}
            meta={[`${item.categoryName || '未分类'} · ${date(item.publishTime)} · 浏览 ${item.viewCount}`]}
            onClick={() => void go('knowledgeDetail', { id: item.id })}
          />
        )}
      />
    </>
  )
})
