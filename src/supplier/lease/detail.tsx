/**
 * 租赁详情 (/supplier/lease/detail?id=): the lease (booth, term, rent, deposit, contact, review),
 * its installments with their bills (a tap opens the bill), contracts, the open take-over, and the
 * actions its state allows (`can`): 取消申请 (confirmed), 确认缴费, 续租, 调整, 退租, 发布转让; 租赁记录.
 */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { LeaseDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { term } from '@/domain/lease/format'
import { InstallmentList, LeaseSummary } from '@/domain/lease/LeaseSections'
import { CONTRACT_STATUS, TRANSFER_STATUS } from '@/domain/lease/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { CellLink } from '@/components/CellLink'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

function LeaseActions({ l }: { l: LeaseDetail }) {
  const { can } = l
  if (!can.cancel && !can.pay && !can.renew && !can.adjust && !can.quit && !can.publish) return null
  return (
    <ActionBar>
      {can.cancel && (
        <ConfirmButton
          message={l.state === 'approved' ? '取消后摊位将释放给其他商户，确定取消吗？' : '确定取消该租赁申请吗？'}
          onConfirm={(action) => mutate(custome.leaseManagement.cancel, { id: l.id }, { successText: '已取消', back: false, ...action })}
        >
          取消申请
        </ConfirmButton>
      )}
      {can.publish && (
        <Button type="primary" fill="outline" onClick={() => void go('supplierLeaseRelease', { leaseId: l.id })}>
          发布转让
        </Button>
      )}
      {can.adjust && (
        <Button type="primary" fill="outline" onClick={() => void go('supplierLeaseAdjust', { id: l.id })}>
          调整
        </Button>
      )}
      {can.quit && (
        <Button type="danger" fill="outline" onClick={() => void go('supplierLeaseQuit', { id: l.id })}>
          退租
        </Button>
      )}
      {can.renew && (
        <Button type="primary" onClick={() => void go('supplierLeaseRelet', { id: l.id })}>
          续租
        </Button>
      )}
      {can.pay && (
        <Button type="primary" onClick={() => void go('supplierLeaseApplyConfirm', { id: l.id })}>
          确认缴费
        </Button>
      )}
    </ActionBar>
  )
}

function LeaseView({ l }: { l: LeaseDetail }) {
  return (
    <View data-testid="lease-detail">
      <LeaseSummary l={l} />
      {l.firstBill && (
        <DetailSection
          title="首期账单（首期租金及押金）"
          rows={[
            { label: '账单编号', value: l.firstBill.billNo },
            { label: '金额', value: money(l.firstBill.amountFen) },
            { label: '待缴', value: money(l.firstBill.outstandingFen) },
          ]}
        />
      )}
      <InstallmentList items={l.installments} onBill={(id) => void go('supplierBillDetail', { id })} />
      {l.contracts.length > 0 && (
        <DetailSection title="合同">
          {l.contracts.map((c) => (
            <ListCard key={c.id} title={c.title} extra={<StatusTag status={c.state} map={CONTRACT_STATUS} />} meta={[c.contractNo, term(c)]} onClick={() => void go('supplierContractDetail', { id: c.id })} />
          ))}
        </DetailSection>
      )}
      {l.transfer && (
        <DetailSection
          title="摊位转让"
          extra={<StatusTag status={l.transfer.state} map={TRANSFER_STATUS} />}
          rows={[
            { label: '转让起始日', value: date(l.transfer.fromDate) },
            { label: '联系人', value: `${l.transfer.contactName} ${l.transfer.contactPhone}` },
          ]}
        />
      )}
      <CellLink title="租赁记录" onClick={() => void go('supplierLeaseRecord', { leaseId: l.id })} />
      <LeaseActions l={l} />
    </View>
  )
}

export default screen(function SupplierLeaseDetail() {
  const { id } = useRouteParams('supplierLeaseDetail')
  const lease = useAsyncData(() => customeApi.lease.detail(id), [id], { refreshOn: [custome.leaseManagement, custome.createUsageInstallmentBill, custome.leaseRelease] })
  return (
    <Page loading={lease.loading} error={lease.error} onRetry={() => void lease.reload()}>
      {lease.data && <LeaseView l={lease.data} />}
    </Page>
  )
})
