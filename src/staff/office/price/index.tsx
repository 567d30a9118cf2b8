/**
 * 价格发布 (market office, module 价格发布): the last 30 market days, newest first, with their state
 * (未起草 / 草稿 / 已发布) and row count; a day opens its draft (made from the day's trade the first
 * time). docs/trade.md, section 24.
 */
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { go } from '@/core/navigate'
import { PRICE_DAY_STATUS } from '@/domain/pricePublish/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

export default screen(function OfficePriceDays() {
  const days = useAsyncData(() => marketApi.price.days(), [], { refreshOn: [market.pricePublish] })
  return (
    <Page loading={days.loading} error={days.error} empty={days.data?.length === 0} emptyText="暂无价格日期" onRetry={() => void days.reload()}>
      {days.data?.map((d) => (
        <ListCard
          key={d.day}
          title={d.day}
          extra={<StatusTag status={d.status} map={PRICE_DAY_STATUS} />}
          meta={[d.status === 'none' ? '点击由当日交易生成草稿' : `${d.rowCount}个品种`]}
          onClick={() => void go('officePriceDay', { day: d.day })}
        />
      ))}
    </Page>
  )
})
