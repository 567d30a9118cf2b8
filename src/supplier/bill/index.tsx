/**
 * 账单服务 (/supplier/bill/index): the market's bills to the shop, newest first, by pay status
 * (with the count of each from billStatistics), what is still owed in total and how many bills are
 * overdue; a tap opens the bill to pay it. 扫码缴费 scans a maintainer's receipt code and opens
 * its bill.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { BillCard } from '@/domain/bill/BillCard'
import { billTabs, type BillFilter } from '@/domain/bill/status'
import { scanReceiptCode } from '@/domain/receiptCode/scanToPay'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { Figure } from '@/components/Figure'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import './bill.scss'

const BILLS = [settle.billInfo, settle.billStatistics]

export default screen(function SupplierBillList() {
  const [status, setStatus] = useState<BillFilter>('all')
  const counts = useAsyncData(() => settleApi.billCounts({ silent: true }), [], { refreshOn: BILLS })
  const list = usePagedList((q) => settleApi.billPage(status === 'all' ? q : { ...q, payStatus: status }), [status], { refreshOn: BILLS })
  const c = counts.data
  return (
    <>
      <View className="bill-summary" data-testid="bill-summary">
        <Figure label="待缴金额" value={c ? money(c.outstandingFen) : '—'} />
        <Figure label="待缴账单" value={c ? c.unpaid + c.partial : '—'} />
        <Figure label="已逾期" value={c ? c.overdue : '—'} alert={Boolean(c?.overdue)} />
      </View>
      <FilterTabs tabs={billTabs(c)} value={status} onChange={setStatus} />
      <PagedList list={list} keyOf={(b) => b.id} emptyText="暂无账单" renderItem={(b) => <BillCard bill={b} />} />
      <ActionBar>
        <Button type="primary" onClick={() => void scanReceiptCode()}>
          扫码缴费
        </Button>
      </ActionBar>
    </>
  )
})
