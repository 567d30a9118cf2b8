/**
 * 招租详情 (/supplier/lease/intentionDetail?id=): a release (window, term, its text as plain text)
 * and its booths (rent, deposit, available or let, sign-ups). Review releases: 意向报名 (or 修改报名
 * while the window is open), then 申请摊位 for a booth of the sign-up; grab releases: 立即抢租 on an
 * available booth (the lease is created approved: pay within the deadline).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LEASE_LIMITS, type LeasePayCycle, type ReleaseNoticeDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import type { UserAction } from '@/core/request'
import { go } from '@/core/navigate'
import { PAY_CYCLE_OPTIONS } from '@/domain/lease/form'
import { ReleaseHead } from '@/domain/lease/ReleaseCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import '@/domain/lease/lease.scss'

function ReleaseView({ r }: { r: ReleaseNoticeDetail }) {
  const [cycle, setCycle] = useState('1')
  const mine = r.myRegistration
  const grab = r.mode === 'grab' && r.signUpOpen && !mine?.leaseId
  const grabBooth = async (assetId: string, action: UserAction) => {
    const res = await mutate(custome.leaseManagement.grabOrders, { releaseId: r.id, assetId, payCycleMonths: Number(cycle) as LeasePayCycle }, { back: false, successText: '抢租成功，请按时缴费', ...action })
    if (res.ok) void go('supplierLeaseDetail', { id: res.result.id }, { replace: true })
    return res
  }
  return (
    <>
      <ReleaseHead r={r} more={[{ label: '我的报名', value: mine ? `${mine.booths.map((b) => b.code).join('、')}${mine.leaseId ? '（已申请）' : ''}` : '未报名' }]} />
      {r.content && (
        <DetailSection title="招租说明">
          <Text className="lease-text" userSelect>
            {r.content}
          </Text>
        </DetailSection>
      )}
      {grab && (
        <FormGroup title="抢租">
          <PickerField label="付款周期" name="payCycleMonths" value={cycle} options={PAY_CYCLE_OPTIONS} onChange={setCycle} />
        </FormGroup>
      )}
      <DetailSection title={`招租摊位（${r.booths.length}个）`}>
        {r.booths.map((b) => (
          <ListCard
            key={b.assetId}
            title={`${b.code} · ${b.areaName}`}
            extra={<Text>{b.available ? '可租' : '已租'}</Text>}
            meta={[`${b.typeName} · ${b.size}㎡`, `月租金 ${money(b.monthlyRentFen)} · 押金 ${money(b.depositFen)}`, `意向报名 ${b.signUps} 家`]}
            footer={
              grab && b.available ? (
                <View data-testid="grab">
                  <ConfirmButton size="small" type="primary" fill="solid" message={`确定抢租摊位${b.code}吗？抢租成功后请在${LEASE_LIMITS.payWithinDays}天内缴费。`} onConfirm={(action) => grabBooth(b.assetId, action)}>
                    立即抢租
                  </ConfirmButton>
                </View>
              ) : undefined
            }
          />
        ))}
      </DetailSection>
      {r.mode === 'review' && (r.signUpOpen || (mine && !mine.leaseId)) && (
        <ActionBar>
          {r.signUpOpen && (!mine || mine.editable) && (
            <Button type="primary" fill={mine ? 'outline' : 'solid'} onClick={() => void go('supplierLeaseIntentionApply', { releaseId: r.id })}>
              {mine ? '修改报名' : '意向报名'}
            </Button>
          )}
          {mine && !mine.leaseId && (
            <Button type="primary" onClick={() => void go('supplierLeaseApplyAT', { releaseId: r.id })}>
              申请摊位
            </Button>
          )}
        </ActionBar>
      )}
    </>
  )
}

export default screen(function SupplierLeaseIntentionDetail() {
  const { id } = useRouteParams('supplierLeaseIntentionDetail')
  const release = useAsyncData(() => customeApi.releaseNotice.detail(id), [id], { refreshOn: [custome.leaseReleaseRegister, custome.leaseManagement] })
  return (
    <Page loading={release.loading} error={release.error} onRetry={() => void release.reload()}>
      {release.data && <ReleaseView r={release.data} />}
    </Page>
  )
})
