/**
 * The market's public card (/suyuan/marketInfo, no login): its name and logo, address, phone,
 * opening hours, and its area map (the zones of the area tree with their booth counts; a zone
 * opens the park plan).
 */
import { useMemo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { basicApi } from '@/api/basic'
import { userApi } from '@/api/user'
import { mediaUrl } from '@/core/media'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { zonesOf } from '@/components/BoothMap'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './index.scss'

export default screen(function MarketInfo() {
  const info = useAsyncData(async () => {
    const [centre, tree] = await Promise.all([userApi.centreInfo(), basicApi.areaTree()])
    return { centre, tree }
  }, [])
  const zones = useMemo(() => zonesOf(info.data?.tree ?? [], []), [info.data])
  const c = info.data?.centre
  return (
    <Page loading={info.loading} error={info.error} onRetry={() => void info.reload()}>
      {info.data && (
        <>
          <View className="suyuan-market">
            {c?.logo && <Image className="suyuan-market__logo" src={mediaUrl(c.logo)} mode="aspectFit" aria-label={`${c.name}标志`} />}
            <Text className="suyuan-market__name">{c?.name ?? '农产品批发市场'}</Text>
          </View>
          <DetailSection
            title="市场信息"
            rows={[
              { label: '地址', value: c?.address },
              { label: '电话', value: c?.phone, phone: true },
              { label: '营业时间', value: c?.openHours },
            ]}
          />
          <DetailSection title="市场分区">
            {zones.length ? (
              zones.map((z) => (
                <ListCard key={z.id} title={z.name} meta={[`${z.rows.length}排 · ${z.rows.reduce((n, r) => n + r.booths.length, 0)}个摊位`]} onClick={() => void go('parkPlan')} />
              ))
            ) : (
              <Text className="suyuan-market__empty">暂无分区信息</Text>
            )}
          </DetailSection>
        </>
      )}
    </Page>
  )
})
