/**
 * 确认缴费 (/supplier/lease/applyConfirm?id=): an approved lease's first payment: the booth and
 * term, the first rent period and the deposit (one bill of the bill service), paid by balance or
 * WeChat through the bill pay panel, started by createBillAndPay (the bill is made once; back from
 * a checkout page the pending attempt is awaited). Once paid the lease is confirmed: its detail opens.
 */
import { useCallback, useEffect } from 'react'
import { INSTALLMENT_KIND_LABELS, type BillDetail, type LeaseDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { financeApi } from '@/api/finance'
import { mutate } from '@/api/mutate'
import { date } from '@/core/format'
import { go } from '@/core/navigate'
import { BillPayPanel } from '@/domain/bill/BillPayPanel'
import type { BillPayStarter } from '@/domain/bill/useBillPayment'
import { boothText, fen, term } from '@/domain/lease/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

/** The bill the panel pays: the lease's first bill once made, else what it will be. */
function firstBillOf(l: LeaseDetail, bill: BillDetail | null): Pick<BillDetail, 'id' | 'title' | 'outstandingFen' | 'payments'> {
  if (bill) return bill
  const first = l.installments.filter((i) => i.seq <= 1)
  return { id: '', title: `摊位租金及押金 ${l.booth?.code ?? ''}`, outstandingFen: first.reduce((s, i) => s + i.amountFen, 0), payments: [] }
}

function ConfirmView({ l, bill, reload }: { l: LeaseDetail; bill: BillDetail | null; reload: () => void }) {
  const start = useCallback<BillPayStarter>(
    (pay, options) => mutate(custome.createUsageInstallmentBill.createBillAndPay, { leaseId: l.id, payMethod: pay.method, ...(pay.payChannel ? { payChannel: pay.payChannel } : {}), ...(pay.couponId ? { couponId: pay.couponId } : {}) }, options),
    [l.id],
  )
  const first = l.installments.filter((i) => i.seq <= 1)
  const target = firstBillOf(l, bill)
  return (
    <>
      <DetailSection
        title={boothText(l)}
        rows={[
          { label: '租赁编号', value: l.leaseNo },
          { label: '租期', value: `${term(l)}（${l.months}个月）` },
          { label: '月租金', value: fen(l.monthlyRentFen) },
          { label: '缴费截止', value: l.payDeadline ? date(l.payDeadline) : null },
        ]}
      />
      <DetailSection
        title="首期缴费"
        rows={[
          ...first.map((i) => ({ label: i.kind === 'deposit' ? INSTALLMENT_KIND_LABELS.deposit : `首期租金（${term({ startDate: i.periodStart!, endDate: i.periodEnd! })}）`, value: fen(i.amountFen) })),
          { label: '应缴合计', value: fen(target.outstandingFen) },
        ]}
      />
      <BillPayPanel bill={target} reload={reload} start={start} />
    </>
  )
}

export default screen(function SupplierLeaseApplyConfirm() {
  const { id } = useRouteParams('supplierLeaseApplyConfirm')
  const data = useAsyncData(async () => {
    const l = await customeApi.lease.detail(id)
    const bill = l.firstBill ? await financeApi.billDetail(l.firstBill.billId) : null
    return { l, bill }
  }, [id])
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
      {l && !paid && <ConfirmView key={data.data?.bill?.payStatus ?? 'new'} l={l} bill={data.data?.bill ?? null} reload={reload} />}
    </Page>
  )
})
