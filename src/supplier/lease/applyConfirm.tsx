/**
 * 确认缴费 (/supplier/lease/applyConfirm?id=): an approved lease's first payment: the booth and
 * term, the first rent period and the deposit (one bill of the bill service), paid by balance or
 * WeChat through the one pay panel (pay flow `leaseFirstBill`: createBillAndPay makes the bill once;
 * back from a checkout page the pending attempt is awaited). Once paid the lease is confirmed: its
 * detail opens.
 */
import { useCallback, useEffect, useMemo } from 'react'
import { INSTALLMENT_KIND_LABELS, type BillDetail, type LeaseDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { settleApi } from '@/api/settle'
import { date, money } from '@/core/format'
import { go } from '@/core/navigate'
import { boothText, term } from '@/domain/lease/format'
import { PayPanel } from '@/domain/payment/PayPanel'
import type { LeaseFirstPay } from '@/domain/payment/subjects'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

function ConfirmView({ l, bill }: { l: LeaseDetail; bill: BillDetail | null }) {
  const first = l.installments.filter((i) => i.seq <= 1)
  const amountFen = first.reduce((s, i) => s + i.amountFen, 0)
  const target = useMemo<LeaseFirstPay>(() => ({ leaseId: l.id, title: `摊位租金及押金 ${l.booth?.code ?? ''}`, amountFen, bill }), [l.id, l.booth?.code, amountFen, bill])
  return (
    <>
      <DetailSection
        title={boothText(l)}
        rows={[
          { label: '租赁编号', value: l.leaseNo },
          { label: '租期', value: `${term(l)}（${l.months}个月）` },
          { label: '月租金', value: money(l.monthlyRentFen) },
          { label: '缴费截止', value: l.payDeadline ? date(l.payDeadline) : null },
        ]}
      />
      <DetailSection
        title="首期缴费"
        rows={[
          ...first.map((i) => ({ label: i.kind === 'deposit' ? INSTALLMENT_KIND_LABELS.deposit : `首期租金（${term({ startDate: i.periodStart!, endDate: i.periodEnd! })}）`, value: money(i.amountFen) })),
          { label: '应缴合计', value: money(bill?.outstandingFen ?? target.amountFen) },
        ]}
      />
      <PayPanel subject="leaseFirstBill" target={target} />
    </>
  )
}

export default screen(function SupplierLeaseApplyConfirm() {
  const { id } = useRouteParams('supplierLeaseApplyConfirm')
  const data = useAsyncData(
    async () => {
      const l = await customeApi.lease.detail(id)
      const bill = l.firstBill ? await settleApi.billDetail(l.firstBill.billId) : null
      return { l, bill }
    },
    [id],
    // A payment's outcome announces the lease: read again (paid: its detail opens).
    { refreshOn: [custome.leaseManagement] },
  )
  const l = data.data?.l
  const paid = l && !l.can.pay
  const { reload: load } = data
  const reload = useCallback(() => void load(), [load])
  // Paid (now, or before this screen opened), or no longer payable: the lease's detail says what it is.
  useEffect(() => {
    if (paid) void go('supplierLeaseDetail', { id }, { replace: true })
  }, [paid, id])
  return (
    <Page loading={data.loading || Boolean(paid)} error={data.error} onRetry={reload}>
      {l && !paid && <ConfirmView key={data.data?.bill?.payStatus ?? 'new'} l={l} bill={data.data?.bill ?? null} />}
    </Page>
  )
})
