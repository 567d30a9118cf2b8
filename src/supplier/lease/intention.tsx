/** 招租公告 (/supplier/lease/intention): the releases open for sign-up today, with the booths still available; a tap opens one. */
import { View } from '@tarojs/components'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { go } from '@/core/navigate'
import { ReleaseCard } from '@/domain/lease/ReleaseCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { Figure } from '@/components/Figure'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import '@/domain/lease/lease.scss'

const REFRESH = [custome.leaseReleaseRegister, custome.leaseManagement]

export default screen(function SupplierLeaseIntention() {
  const counts = useAsyncData(() => customeApi.releaseNotice.counts(), [], { refreshOn: REFRESH })
  const list = usePagedList((q) => customeApi.releaseNotice.open(q), [], { refreshOn: REFRESH })
  return (
    <>
      <View className="lease-figures">
        <Figure label="招租中" value={counts.data?.notices ?? '—'} />
        <Figure label="可租摊位" value={counts.data?.booths ?? '—'} />
      </View>
      <PagedList list={list} keyOf={(r) => r.id} emptyText="暂无招租" renderItem={(r) => <ReleaseCard release={r} onOpen={() => void go('supplierLeaseIntentionDetail', { id: r.id })} />} />
    </>
  )
})
