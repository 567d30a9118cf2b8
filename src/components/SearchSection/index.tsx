/**
 * One group of search results: its title, then loading / 该分类搜索失败：<why> (点击重试) /
 * 无相关结果 or its hits. A hit opens the source's detail screen with its id.
 */
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { go } from '@/core/navigate'
import type { SearchSource, SectionState } from '@/hooks/useGroupedSearch'
import { Section } from '@/components/DetailSection'
import { errorText } from '@/components/States'
import { Pressable, pressable } from '@/components/Pressable'
import './index.scss'

export interface SearchSectionProps {
  source: SearchSource
  state: SectionState
  onRetry: () => void
}

export function SearchSection({ source, state, onRetry }: SearchSectionProps) {
  let body
  if (state.status === 'loading') body = <Text className="app-search-section__hint">搜索中...</Text>
  else if (state.status === 'error')
    body = (
      <View className="app-search-section__hint" data-testid="search-section-error">
        <Text>该分类搜索失败：{errorText(state.error, '请稍后重试')}，</Text>
        <Text className="app-search-section__retry" {...pressable(onRetry)} onClick={onRetry}>
          点击重试
        </Text>
      </View>
    )
  else if (!state.hits.length) body = <Text className="app-search-section__hint">无相关结果</Text>
  else
    body = state.hits.map((hit) => (
      <Pressable key={hit.id} className="app-search-section__hit" data-testid="search-hit" onPress={() => void go(source.detail, { id: hit.id })}>
        <View className="app-search-section__text">
          <Text className="app-search-section__title">{hit.title}</Text>
          {hit.subtitle && <Text className="app-search-section__sub">{hit.subtitle}</Text>}
        </View>
        <ArrowRight size={12} color="#c2c4cc" />
      </Pressable>
    ))
  return (
    <View data-testid="search-section" data-key={source.key} data-status={state.status}>
      <Section title={source.title}>{body}</Section>
    </View>
  )
}

export default SearchSection
