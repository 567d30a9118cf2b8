/** Entry reporting home: 我要报备, the latest reports, and the way to all records. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gateApi } from '@/api/gate'
import { Section } from '@/components/DetailSection'
import { EmptyState } from '@/components/States'
import { Page } from '@/components/Page'
import { navigateTo } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRefreshEvent } from '@/hooks/useRefreshEvent'
import { PrefillCard } from './PrefillCard'
import { INMARKET_PATHS } from './status'
import './inmarket.scss'

export const LATEST_COUNT = 5

export default function InmarketIndex() {
  const latest = useAsyncData(() => gateApi.prefillPage({ current: 1, size: LATEST_COUNT }), [])
  useRefreshEvent(() => void latest.reload())
  const records = latest.data?.records ?? []
  return (
    <Page auth loading={latest.loading} error={latest.error} onRetry={() => void latest.reload()}>
      <View className="inmarket-hero">
        <Text className="inmarket-hero__title">车辆进场报备</Text>
        <Text className="inmarket-hero__text">提前报备车辆和货品，审核通过后凭车牌快速入场</Text>
        <Button type="primary" block onClick={() => void navigateTo(INMARKET_PATHS.create)}>
          我要报备
        </Button>
      </View>
      <Section
        title="最近报备"
        extra={
          <Text className="inmarket-link" data-testid="all-records" onClick={() => void navigateTo(INMARKET_PATHS.record)}>
            全部记录（{latest.data?.total ?? 0}）
          </Text>
        }
      />
      {records.length ? records.map((item) => <PrefillCard key={item.id} item={item} />) : <EmptyState text="暂无报备记录" />}
    </Page>
  )
}
