/**
 * 我的价格关注 (a buyer or merchant): the products followed on the price board in the board's
 * order, each with its latest published price, its change against the previous one and the
 * threshold of its alerts; 修改提醒 opens the FollowForm in place (save, or 取消关注).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PriceFollowItem } from '@/contract'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { date, fenOfYuan, money } from '@/core/format'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { FollowForm, thresholdText } from './components/FollowForm'
import { TREND_COLORS, rateText, trendOf } from './trend'
import './follows.scss'

function Latest({ item }: { item: PriceFollowItem }) {
  if (item.price === null || item.date === null) return <Text>暂无公示价格</Text>
  return (
    <Text>
      {date(item.date, 'MM月DD日')} 较前次 <Text style={{ color: TREND_COLORS[trendOf(item.changeRate)] }}>{rateText(item.changeRate)}</Text>
    </Text>
  )
}

export default screen(function PriceFollows() {
  const list = useAsyncData(() => memberApi.price.follows(), [], { refreshOn: [member.priceFollow] })
  const [editing, setEditing] = useState<string | null>(null)
  const items = list.data?.items ?? []
  const warnPercent = list.data?.warnPercent ?? 0
  return (
    <Page loading={list.loading && !list.data} error={list.error} onRetry={() => void list.reload()}>
      <Text className="price-follows__note">价格公示后，涨跌超过提醒幅度的商品将在「消息」中提醒您，每个商品每天最多一条。</Text>
      {items.length === 0 ? (
        <View className="price-follows__empty" data-testid="state-empty">
          <Text>还没有关注的商品</Text>
          <Button type="primary" size="small" onClick={() => void go('publicPrice')}>
            去价格公示关注
          </Button>
        </View>
      ) : (
        items.map((item) => (
          <ListCard
            key={item.productId}
            title={item.productName}
            subtitle={`${item.bigCateName} · ${item.unit}`}
            extra={item.price === null ? null : <Text className="price-follows__price">{money(fenOfYuan(item.price))}</Text>}
            meta={[<Latest key="latest" item={item} />, `提醒幅度：涨跌${thresholdText(item.thresholdPercent, warnPercent)}`]}
            footer={
              editing === item.productId ? (
                <FollowForm productId={item.productId} current={item} warnPercent={warnPercent} onDone={() => setEditing(null)} />
              ) : (
                <View className="price-follows__actions">
                  <Button size="small" onClick={() => setEditing(item.productId)}>
                    修改提醒
                  </Button>
                </View>
              )
            }
          />
        ))
      )}
    </Page>
  )
})
