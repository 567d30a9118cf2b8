/** Entry reporting home: 我要报备, the latest reports, and the way to all records. */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { go } from '@/core/navigate'
import { PrefillCard } from '@/domain/prefill/PrefillCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { Section } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { EmptyState } from '@/components/States'
import './inmarket.scss'

const LATEST_COUNT = 5

export default screen(function InmarketIndex() {
  const latest = useAsyncData(() => gateApi.prefillPage({ current: 1, size: LATEST_COUNT, withTotal: true }), [], { refreshOn: [gate.inmarketPrefillMain] })
  const records = latest.data?.records ?? []
  return (
    <Page loading={latest.loading} error={latest.error} onRetry={() => void latest.reload()}>
      <View className="inmarket-hero">
        <Text className="inmarket-hero__title">车辆进场报备</Text>
        <Text className="inmarket-hero__text">提前报备车辆和货品，审核通过后凭车牌快速入场</Text>
        <Button type="primary" block onClick={() => void go('inmarketCreate')}>
          我要报备
        </Button>
      </View>
      <Section
        title="最近报备"
        extra={
          <Text className="inmarket-link" data-testid="all-records" onClick={() => void go('inmarketRecord')}>
            全部记录（{latest.data?.total ?? 0}）
          </Text>
        }
      />
      {records.length ? records.map((item) => <PrefillCard key={item.id} item={item} />) : <EmptyState text="暂无报备记录" />}
    </Page>
  )
})
