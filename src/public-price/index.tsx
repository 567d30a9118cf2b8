/**
 * 价格公示 (public: no login): the latest publication date, big-category tabs, a product search
 * and the day's price board; a tap on a product opens its price analysis with the trend chart
 * (whose code, on H5, loads only then).
 */
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { PriceRow } from '@/contract/types'
import { memberApi } from '@/api/member'
import { date } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { FilterTabs, type FilterTab } from '@/components/FilterTabs'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { EmptyState, ErrorState, LoadingState } from '@/components/States'
import { StatusTag } from '@/components/StatusTag'
import { DeferredAnalysisPanel } from './components/AnalysisPanel/Deferred'
import { PriceTable, WARNING_TAG } from './components/PriceTable'
import { TREND_COLORS } from './trend'
import './index.scss'

const ALL = ''

/** Rows whose product name contains the keyword (case-insensitive). */
export function filterRows(rows: readonly PriceRow[], keyword: string): PriceRow[] {
  const k = keyword.trim().toLowerCase()
  return k ? rows.filter((r) => r.productName.toLowerCase().includes(k)) : [...rows]
}

export default screen(function PublicPrice() {
  const [cate, setCate] = useState(ALL)
  const [keyword, setKeyword] = useState('')
  const [picked, setPicked] = useState<PriceRow | null>(null)
  const head = useAsyncData(() => Promise.all([memberApi.price.latestDate(), memberApi.price.bigCates()]), [])
  const board = useAsyncData(() => memberApi.price.board(cate === ALL ? {} : { bigCateId: cate }), [cate])
  const rows = useMemo(() => filterRows(board.data?.items ?? [], keyword), [board.data, keyword])
  const tabs = useMemo<FilterTab[]>(() => [{ title: '全部', value: ALL }, ...(head.data?.[1] ?? []).map((c) => ({ title: c.name, value: c.id }))], [head.data])
  const shownDate = board.data?.date ?? head.data?.[0].date

  let list
  if (board.loading) list = <LoadingState />
  else if (board.error) list = <ErrorState error={board.error} onRetry={() => void board.reload()} />
  else if (rows.length === 0) list = <EmptyState text={keyword ? '没有找到相关商品' : '该分类暂无价格'} />
  else list = <PriceTable rows={rows} onPick={setPicked} />

  return (
    <Page loading={head.loading} error={head.error} onRetry={() => void head.reload()}>
      <View className="public-price__head">
        <Text className="public-price__date" data-testid="price-date">
          {date(shownDate, 'YYYY年MM月DD日')} 价格
        </Text>
        <Text className="public-price__note">价格为当日市场成交均价（元），涨跌较前一交易日</Text>
        {board.data && (
          <View className="public-price__legend" data-testid="price-legend">
            <StatusTag status="warning" map={WARNING_TAG} />
            <Text>日涨跌幅超过 {board.data.warnPercent}%</Text>
            <Text style={{ color: TREND_COLORS.up }}>红涨</Text>
            <Text style={{ color: TREND_COLORS.down }}>绿跌</Text>
          </View>
        )}
      </View>
      <FilterTabs tabs={tabs} value={cate} onChange={setCate} />
      <SearchBar placeholder="搜索商品名称" onSearch={setKeyword} />
      {list}
      <DeferredAnalysisPanel row={picked} onClose={() => setPicked(null)} />
    </Page>
  )
})
