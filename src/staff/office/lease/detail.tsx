/**
 * 租赁申请 (/staff/office/lease/detail?id=, 市场办公): any shop's lease application (the same
 * sections as the shop's detail); while 待审核: 审核通过 with a booth (required when the shop named
 * none: a vacant booth of the zone it asked for) or 驳回 with a reason. The shop is told either way.
 */
import { useState } from 'react'
import { LEASE_LIMITS, LEASE_MESSAGES, type LeaseDetail } from '@/contract/types'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import { toast } from '@/core/dialog'
import { validate } from '@/core/validate'
import { InstallmentList, LeaseSummary } from '@/domain/lease/LeaseSections'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'

const REASON_RULE = [{ name: 'reason', checkType: 'string' as const, checkRule: `1,${LEASE_LIMITS.reason}`, emptyMsg: '请输入驳回原因', errorMsg: LEASE_MESSAGES.reason }]

function Decide({ l }: { l: LeaseDetail }) {
  // A take-over's booth is the published one; any other booth may be changed.
  const named = l.booth && l.source === 'transfer' ? l.booth.assetId : ''
  const [assetId, setAssetId] = useState(l.booth?.assetId ?? '')
  const [reason, setReason] = useState('')
  const booths = useAsyncData(() => (named ? Promise.resolve(null) : marketApi.booths({ current: 1, size: 50, state: 'vacant', ...(l.areaId ? { areaId: l.areaId } : {}) })), [named, l.areaId])
  const options = [...(l.booth && !booths.data?.records.some((b) => b.assetId === l.booth!.assetId) ? [l.booth] : []), ...(booths.data?.records ?? [])].map((b) => ({ value: b.assetId, label: `${b.code} · ${b.areaName} · 月租金 ${money(b.monthlyRentFen)}` }))
  return (
    <>
      <FormGroup title="审核">
        <PickerField label="分配摊位" name="assetId" required value={assetId} options={options} onChange={setAssetId} disabled={Boolean(named)} />
        <TextareaField label="驳回原因" name="reason" value={reason} onChange={setReason} placeholder="驳回时必填" maxLength={LEASE_LIMITS.reason} />
      </FormGroup>
      <ActionBar>
        <ConfirmButton
          message="确定驳回该租赁申请吗？"
          onConfirm={(action) => (validate({ reason: reason.trim() }, REASON_RULE) ? mutate(market.leaseApplication.reject, { id: l.id, reason: reason.trim() }, { successText: '已驳回', ...action }) : undefined)}
        >
          驳回
        </ConfirmButton>
        <ConfirmButton
          type="primary"
          fill="solid"
          message="确定审核通过并分配该摊位吗？"
          onConfirm={(action) => (assetId ? mutate(market.leaseApplication.approve, { id: l.id, assetId }, { successText: '审核通过', ...action }) : toast('请为该申请分配摊位'))}
        >
          审核通过
        </ConfirmButton>
      </ActionBar>
    </>
  )
}

export default screen(function OfficeLeaseDetail() {
  const { id } = useRouteParams('officeLeaseDetail')
  const lease = useAsyncData(() => marketApi.lease.detail(id), [id], { refreshOn: [market.leaseApplication] })
  const l = lease.data
  return (
    <Page loading={lease.loading} error={lease.error} onRetry={() => void lease.reload()}>
      {l && <LeaseSummary l={l} showTenant />}
      {l && <InstallmentList items={l.installments} />}
      {l?.state === 'applied' && <Decide l={l} />}
    </Page>
  )
})
