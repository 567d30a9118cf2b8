/** 招租公告 (/supplier/lease/intention): the releases open for sign-up today, with the booths still available; a tap opens one. */
import { Text, View } from '@tarojs/components'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { go } from '@/core/navigate'
import { ReleaseCard } from '@/domain/lease/ReleaseCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import '@/domain/sku/sku.scss'
import '@/domain/lease/lease.scss'

const REFRESH = [custome.leaseReleaseRegister, custome.leaseManagement]

export default screen(function SupplierLeaseIntention() {
  const counts = useAsyncData(() => customeApi.releaseNotice.counts(), [], { refreshOn: REFRESH })
  const list = usePagedList((q) => customeApi.releaseNotice.open(q), [], { refreshOn: REFRESH })
  return (
    <>
      <View className="lease-figures">
        <View className="bo-figure">
          <Text className="bo-figure__value">{counts.data?.notices ?? '—'}</Text>
          <Text className="bo-figure__label">招租中</Text>
        </View>
        <View className="bo-figure">
          <Text className="bo-figure__value">{counts.data?.booths ?? '—'}</Text>
          <Text className="bo-figure__label">可租摊位</Text>
        </View>
      </View>
      <PagedList list={list} keyOf={(r) => r.id} emptyText="暂无招租" renderItem={(r) => <ReleaseCard release={r} onOpen={() => void go('supplierLeaseIntentionDetail', { id: r.id })} />} />
    </>
  )
})
