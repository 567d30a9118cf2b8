/**
 * 招租详情 (/staff/office/release/detail?id=, 市场办公): a release (window, term, text), its booths
 * (rent, available, sign-ups) and the shops that signed up, oldest first; 结束招租 closes it (no
 * more sign-ups or grabs; applications made from it stay for review).
 */
import { Text } from '@tarojs/components'
import type { ReleaseNoticeDetail } from '@/contract/types'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { mutate } from '@/api/mutate'
import { dateTime, money } from '@/core/format'
import { ReleaseHead } from '@/domain/lease/ReleaseCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailRows, DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import '@/domain/lease/lease.scss'

function ReleaseView({ r }: { r: ReleaseNoticeDetail }) {
  const signUps = usePagedList((q) => marketApi.release.registrations({ ...q, releaseId: r.id }), [r.id], { refreshOn: [market.leaseReleaseNotice] })
  return (
    <>
      <ReleaseHead r={r} more={[{ label: '报名商户', value: `${r.registrationCount}家` }]} />
      {r.content && (
        <DetailSection title="招租说明">
          <Text className="lease-text">{r.content}</Text>
        </DetailSection>
      )}
      <DetailSection title="招租摊位">
        <DetailRows rows={r.booths.map((b) => ({ label: `${b.code} · ${b.areaName}`, value: `${money(b.monthlyRentFen)}/月 · ${b.available ? '可租' : '已租'} · 报名${b.signUps}` }))} />
      </DetailSection>
      <DetailSection title="报名商户" />
      <PagedList
        list={signUps}
        keyOf={(g) => g.id}
        emptyText="暂无报名"
        renderItem={(g) => (
          <ListCard
            title={g.customerName}
            extra={g.leaseId ? '已申请' : '已报名'}
            meta={[`意向摊位：${g.booths.map((b) => b.code).join('、')}`, `${g.contactName} ${g.contactPhone}`, g.businessScope || null, dateTime(g.createTime)]}
          />
        )}
      />
      {r.state === 'open' && (
        <ActionBar>
          <ConfirmButton message="结束后商户不能再报名或抢租，已提交的申请仍可审核。确定结束招租吗？" onConfirm={(action) => mutate(market.leaseReleaseNotice.close, { id: r.id }, { successText: '招租已结束', back: false, ...action })}>
            结束招租
          </ConfirmButton>
        </ActionBar>
      )}
    </>
  )
}

export default screen(function OfficeReleaseDetail() {
  const { id } = useRouteParams('officeReleaseDetail')
  const release = useAsyncData(() => marketApi.release.detail(id), [id], { refreshOn: [market.leaseReleaseNotice] })
  return (
    <Page loading={release.loading} error={release.error} onRetry={() => void release.reload()}>
      {release.data && <ReleaseView r={release.data} />}
    </Page>
  )
})
