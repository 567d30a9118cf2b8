/**
 * The shop's prepaid balance (/supplier/user/prestore, PR): the balance and what went in, out and
 * back in total, then the records newest first, filtered by month (the last 12) and by direction
 * (存入 / 支出 / 退款). Top-ups happen at the market's counter; bill payments and refunds show here as they land.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { PREDEPOSIT_BIZ_LABELS, PREDEPOSIT_DIRECTION_LABELS, type PredepositDirection, type PredepositRecord } from '@/contract/types'
import { settle } from '@/contract/settle'
import { settleApi } from '@/api/settle'
import { dateTime, money } from '@/core/format'
import { marketNow } from '@/core/marketTime'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { Section } from '@/components/DetailSection'
import { Figure } from '@/components/Figure'
import { FilterTabs, tabsOf } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import './user.scss'

type DirectionFilter = PredepositDirection | 'all'
const TABS = tabsOf(PREDEPOSIT_DIRECTION_LABELS)
const ALL_MONTHS = 'all'

/** 全部 and the last `n` months, newest first ('2026-03' → 3月, the year named when it is not this one). */
function monthTabs(n = 12, now: dayjs.Dayjs = marketNow()): Array<{ value: string; title: string }> {
  const months = Array.from({ length: n }, (_, i) => now.subtract(i, 'month'))
  return [{ value: ALL_MONTHS, title: '全部月份' }, ...months.map((m) => ({ value: m.format('YYYY-MM'), title: m.format(m.year() === now.year() ? 'M月' : 'YYYY年M月') }))]
}

function RecordCard({ r }: { r: PredepositRecord }) {
  const sign = r.direction === 'out' ? '-' : '+'
  return (
    <ListCard
      title={PREDEPOSIT_BIZ_LABELS[r.bizType] ?? r.bizType}
      extra={
        <Text className={`record-amount record-amount--${r.direction}`} data-testid="record-amount">
          {sign}
          {money(r.amountFen)}
        </Text>
      }
      meta={[r.bizNo ? `单号：${r.bizNo}` : null, r.remark, `${dateTime(r.createTime)} · 余额 ${money(r.balanceAfterFen)}`]}
    />
  )
}

export default screen(function SupplierPrestore() {
  const [direction, setDirection] = useState<DirectionFilter>('all')
  const [month, setMonth] = useState(ALL_MONTHS)
  const [months] = useState(() => monthTabs())
  const account = useAsyncData(() => settleApi.balance({}, { silent: true }), [], { refreshOn: [settle.predepositRecord, settle.billInfo] })
  const list = usePagedList(
    (q) => settleApi.predepositPage({ ...q, ...(direction !== 'all' ? { direction } : {}), ...(month !== ALL_MONTHS ? { month } : {}) }),
    [direction, month],
    { refreshOn: [settle.predepositRecord, settle.billInfo] },
  )
  const a = account.data
  return (
    <>
      <Section>
        <View className="balance-head">
          <Text className="balance-head__label">当前余额</Text>
          <Text className="balance-head__value" data-testid="balance">
            {a ? money(a.balanceFen) : account.error ? '—' : '…'}
          </Text>
          <View className="balance-head__sums">
            <Figure muted label="累计存入" value={a ? money(a.totalInFen) : '—'} />
            <Figure muted label="累计支出" value={a ? money(a.totalOutFen) : '—'} />
            <Figure muted label="累计退款" value={a ? money(a.totalRefundFen) : '—'} />
          </View>
        </View>
      </Section>
      <FilterTabs tabs={months} value={month} onChange={setMonth} sticky={false} />
      <FilterTabs tabs={TABS} value={direction} onChange={setDirection} />
      <PagedList list={list} keyOf={(r) => r.id} emptyText={month === ALL_MONTHS ? '暂无余额记录' : '该月暂无余额记录'} renderItem={(r) => <RecordCard r={r} />} />
    </>
  )
})
