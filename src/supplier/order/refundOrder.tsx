/**
 * After-sales requests on the shop's orders (/supplier/order/refundOrder). Without `id`: the
 * requests by status with a search (refund or order number, buyer), newest first. With `id`: one
 * request, its timeline and the shop's actions: agree or refuse (a reason is required) a pending
 * request, and confirm receipt of returned goods (the money then goes back the way it was paid).
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import type { RefundDetail } from '@/contract/types'
import { TEXT_LIMITS } from '@/contract/limits'
import { settleApi } from '@/api/settle'
import { mutate } from '@/api/mutate'
import type { UserAction } from '@/core/request'
import { money } from '@/core/format'
import { validate } from '@/core/validate'
import { go } from '@/core/navigate'
import { REJECT_RULES } from '@/domain/refund/form'
import { RefundCard } from '@/domain/refund/RefundCard'
import { RefundInfo } from '@/domain/refund/RefundSections'
import { RefundTimeline } from '@/domain/refund/RefundTimeline'
import { REFUND_TABS, supplierRefundActions, type RefundFilter } from '@/domain/refund/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { CellLink } from '@/components/CellLink'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { FilterTabs } from '@/components/FilterTabs'
import { FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { TextareaField } from '@/components/TextareaField'

function RefundList() {
  const [filter, setFilter] = useState<RefundFilter>('all')
  const [keyword, setKeyword] = useState('')
  const list = usePagedList(
    (q) => settleApi.refundPage({ ...q, ...(filter === 'all' ? {} : { status: filter }), ...(keyword ? { keyword } : {}) }),
    [filter, keyword],
    { refreshOn: [settle.orderRefund] },
  )
  return (
    <>
      <SearchBar placeholder="售后单号 / 订单号 / 买家名称" onSearch={setKeyword} />
      <FilterTabs tabs={REFUND_TABS} value={filter} onChange={setFilter} />
      <PagedList list={list} keyOf={(r) => r.id} emptyText={keyword ? '没有找到相关售后申请' : '暂无售后申请'} renderItem={(r) => <RefundCard refund={r} side="supplier" />} />
    </>
  )
}

const audit = (id: string, approved: boolean, action: UserAction, reason?: string) =>
  mutate(settle.orderRefund.supplierRefundAudit, { id, approved, ...(reason ? { reason } : {}) }, { back: false, successText: approved ? '已同意' : '已拒绝', refresh: [settle.orderInfo], ...action })

function RejectForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [reason, setReason] = useState('')
  const { busy, run, renew } = useAction()
  async function send() {
    const text = reason.trim()
    if (!validate({ reason: text }, REJECT_RULES)) return
    const r = await run((action) => audit(id, false, action, text))
    if (r?.ok) onDone()
  }
  return (
    <>
      <FormGroup title="拒绝售后">
        <TextareaField label="拒绝原因" name="rejectReason" required value={reason} onChange={(v) => {
            renew()
            setReason(v)
          }} placeholder="请说明拒绝的原因，买家可以看到" maxLength={TEXT_LIMITS.rejectReason.max} />
      </FormGroup>
      <ActionBar>
        <Button type="default" onClick={onDone}>
          取消
        </Button>
        <Button type="danger" loading={busy} disabled={busy} onClick={() => void send()}>
          确认拒绝
        </Button>
      </ActionBar>
    </>
  )
}

function RefundActions({ refund: r }: { refund: RefundDetail }) {
  const can = supplierRefundActions(r)
  const [rejecting, setRejecting] = useState(false)
  const approveText =
    r.kind === 'refundOnly' ? `同意后将立即退款${money(r.amountFen)}，确定同意吗？` : '同意后请等待买家退货，确认收货后将退款，确定同意吗？'
  const approve = useConfirmAction(approveText, (action) => audit(r.id, true, action))
  if (rejecting) return <RejectForm id={r.id} onDone={() => setRejecting(false)} />
  if (can.audit)
    return (
      <ActionBar>
        <Button type="danger" fill="outline" onClick={() => setRejecting(true)}>
          拒绝
        </Button>
        <Button type="primary" loading={approve.busy} disabled={approve.busy} onClick={() => void approve.run()}>
          同意
        </Button>
      </ActionBar>
    )
  if (can.receive)
    return (
      <ActionBar>
        <ConfirmButton
          type="primary"
          fill="solid"
          message={`确认已收到退货吗？确认后将退款${money(r.amountFen)}。`}
          onConfirm={(action) => mutate(settle.orderRefund.receipt, { id: r.id }, { back: false, successText: '已确认收货', refresh: [settle.orderInfo], ...action })}
        >
          确认收货
        </ConfirmButton>
      </ActionBar>
    )
  return null
}

function RefundView({ id }: { id: string }) {
  const detail = useAsyncData(() => settleApi.refundDetail(id), [id], { refreshOn: [settle.orderRefund] })
  const r = detail.data
  return (
    <Page title="售后详情" loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {r && (
        <>
          <RefundInfo refund={r} side="supplier" />
          <RefundTimeline events={r.timeline} />
          <DetailSection>
            <CellLink title="查看订单" value={r.orderNo} onClick={() => void go('supplierOrderDetail', { id: r.orderId })} />
          </DetailSection>
          <RefundActions refund={r} />
        </>
      )}
    </Page>
  )
}

export default screen(function SupplierRefundOrder() {
  const { id } = useRouteParams('supplierRefundOrder')
  return id ? <RefundView id={id} /> : <RefundList />
})
