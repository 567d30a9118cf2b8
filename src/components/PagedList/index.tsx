/**
 * Renders a `usePagedList` result: the loading / error / empty states, the items, and a footer
 * (加载中... / 没有更多了 / a retry line when a further page failed).
 */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { PagedList as PagedListState } from '@/hooks/usePagedList'
import { EmptyState, ErrorState, LoadingState } from '@/components/States'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface PagedListProps<T> {
  list: PagedListState<T>
  renderItem: (item: T, index: number) => ReactNode
  keyOf?: (item: T, index: number) => string | number
  emptyText?: string
  className?: string
}

export function PagedList<T>({ list, renderItem, keyOf, emptyText, className }: PagedListProps<T>) {
  if (list.loading) return <LoadingState />
  if (list.error) return <ErrorState error={list.error} onRetry={() => void list.reload()} />
  if (list.empty) return <EmptyState text={emptyText} />
  let footer: ReactNode = null
  if (list.loadingMore) footer = <Text>加载中...</Text>
  else if (list.loadMoreError)
    footer = (
      <Text className="app-paged-list__retry" {...pressable(() => void list.loadMore())} onClick={() => void list.loadMore()}>
        加载失败，点击重试
      </Text>
    )
  else if (list.finished) footer = <Text>没有更多了</Text>
  return (
    <View className={`app-paged-list ${className ?? ''}`}>
      {list.items.map((item, i) => (
        <View key={keyOf ? keyOf(item, i) : i} className="app-paged-list__item">
          {renderItem(item, i)}
        </View>
      ))}
      <View className="app-paged-list__footer" data-testid="paged-list-footer">
        {footer}
      </View>
    </View>
  )
}

export default PagedList
