/**
 * 支付对账 (/staff/office/finance/reconcile; module 财务对账): a market day (default yesterday,
 * whose statement is complete) reconciled against the payment provider's trade bill: 已匹配,
 * 本地缺失, 平台缺失, 金额不符 with counts and amounts, and each entry that needs a look.
 */
import { useState } from 'react'
import { RECON_GROUPS } from '@/contract/types'
import { marketApi } from '@/api/market'
import { marketNow } from '@/core/marketTime'
import { ReconGroups } from '@/domain/finance/ReconGroups'
import { useAsyncData } from '@/hooks/useAsyncData'
import { DateTimeField } from '@/components/DateTimeField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const todayDate = () => marketNow().toDate()

export default screen(function OfficeReconcile() {
  const [day, setDay] = useState(() => marketNow().subtract(1, 'day').format('YYYY-MM-DD'))
  const r = useAsyncData(() => marketApi.reconcile(day), [day])
  return (
    <>
      <DateTimeField label="对账日期" name="day" type="date" value={day} onChange={setDay} max={todayDate} required />
      <Page loading={r.loading} error={r.error} empty={!!r.data && RECON_GROUPS.every((g) => r.data!.groups[g].count === 0)} emptyText="当日没有在线支付或退款" onRetry={() => void r.reload()}>
        {r.data && <ReconGroups r={r.data} />}
      </Page>
    </>
  )
})
