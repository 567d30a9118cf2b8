/**
 * Search (/search): one box over notices, the knowledge base and the caller's own complaints and
 * entry reports, grouped by section (5 hits each). Without a keyword: the recent searches (tap
 * to search again, 清空 to forget them). Sections the caller's user type may not use are left out;
 * a section whose search fails stays and says why (该分类搜索失败：…, 点击重试).
 */
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Del } from '@nutui/icons-react-taro'
import { useGroupedSearch } from '@/hooks/useGroupedSearch'
import { useRecentSearches } from '@/hooks/useRecentSearches'
import { SEARCH_SOURCES } from '@/pages/searchSources'
import { TEXT_COLORS } from '@/config'
import { useSession } from '@/stores/session'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { SearchSection } from '@/components/SearchSection'
import { Pressable, pressable } from '@/components/Pressable'
import './search.scss'

function RecentSearches({ items, onPick, onClear }: { items: string[]; onPick: (t: string) => void; onClear: () => void }) {
  if (!items.length) return <Text className="search__hint">搜索通知公告、知识库和我的记录</Text>
  return (
    <View className="search__recent" data-testid="recent-searches">
      <View className="search__recent-head">
        <Text className="search__recent-title">最近搜索</Text>
        <Pressable className="search__recent-clear" data-testid="recent-clear" onPress={onClear}>
          <Del size={14} color={TEXT_COLORS.help} />
          <Text>清空</Text>
        </Pressable>
      </View>
      <View className="search__recent-list">
        {items.map((t) => (
          <Text key={t} className="search__recent-item" data-testid="recent-item" {...pressable(() => onPick(t))} onClick={() => onPick(t)}>
            {t}
          </Text>
        ))}
      </View>
    </View>
  )
}

export default screen(function Search() {
  const role = useSession((s) => s.user?.userType)
  const sources = useMemo(() => SEARCH_SOURCES.filter((s) => !s.roles || (role && s.roles.includes(role))), [role])
  const recent = useRecentSearches('search')
  const [keyword, setKeyword] = useState('')
  // Re-mounts the box with a picked recent term in it.
  const [box, setBox] = useState(0)
  const { sections, retry } = useGroupedSearch(sources, keyword)

  const search = (term: string) => {
    setKeyword(term)
    if (term) recent.add(term)
  }
  const pick = (term: string) => {
    setBox((n) => n + 1)
    search(term)
  }

  return (
    <>
      <SearchBar key={box} sticky defaultValue={keyword} placeholder="搜索通知、知识库、我的记录" onSearch={search} />
      {keyword ? (
        <View data-testid="search-results">
          {sources.map((source) => (
            <SearchSection key={source.key} source={source} state={sections[source.key] ?? { status: 'loading', hits: [] }} onRetry={() => retry(source.key)} />
          ))}
        </View>
      ) : (
        <RecentSearches items={recent.items} onPick={pick} onClear={recent.clear} />
      )}
    </>
  )
})
