/**
 * The shop's prepaid balance (/supplier/user/prestore, PR): the balance and what went in, out and
 * back in total, then the records newest first, filtered by direction (存入 / 支出 / 退款) and by
 * month. Top-ups happen at the market's counter; bill payments and refunds show here as they land.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { PREDEPOSIT_BIZ_LABELS, PREDEPOSIT_DIRECTION_LABELS, PREDEPOSIT_DIRECTIONS, type PredepositDirection, type PredepositRecord } from '@/contract/types'
import { settle } from '@/contract/settle'
import { financeApi } from '@/api/finance'
import { dateTime, money } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { Section } from '@/components/DetailSection'
import { FilterTabs } from '@/components/FilterTabs'
import { FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import '@/domain/sku/sku.scss'
import './user.scss'

type DirectionFilter = PredepositDirection | 'all'
const TABS = [{ value: 'all' as DirectionFilter, title: '全部' }, ...PREDEPOSIT_DIRECTIONS.map((d) => ({ value: d as DirectionFilter, title: PREDEPOSIT_DIRECTION_LABELS[d] }))]
const ALL_MONTHS = 'all'

/** 全部月份 and the last `n` months, newest first ('2026-03' → 2026年03月). */
function monthOptions(n = 24, now: dayjs.Dayjs = dayjs()): Array<{ value: string; label: string }> {
  return [{ value: ALL_MONTHS, label: '全部月份' }, ...Array.from({ length: n }, (_, i) => now.subtract(i, 'month')).map((m) => ({ value: m.format('YYYY-MM'), label: m.format('YYYY年MM月') }))]
}

function RecordCard({ r }: { r: PredepositRecord }) {
  const sign = r.direction === 'out' ? '-' : '+'
  return (
    <ListCard
      title={PREDEPOSIT_BIZ_LABELS[r.bizType] ?? r.bizType}
      extra={
        <Text className={`record-amount record-amount--${r.direction}`} data-testid="record-amount">
          {sign}
          {money(r.amountFen / 100)}
        </Text>
      }
      meta={[r.bizNo ? `单号：${r.bizNo}` : null, r.remark, `${dateTime(r.createTime)} · 余额 ${money(r.balanceAfterFen / 100)}`]}
    />
  )
}

export default screen(function SupplierPrestore() {
  const [direction, setDirection] = useState<DirectionFilter>('all')
  const [month, setMonth] = useState(ALL_MONTHS)
  const [months] = useState(() => monthOptions())
  const account = useAsyncData(() => financeApi.predepositAccount({ silent: true }), [], { refreshOn: [settle.predepositRecord, settle.billInfo] })
  const list = usePagedList(
    (q) => financeApi.predepositPage({ ...q, ...(direction !== 'all' ? { direction } : {}), ...(month !== ALL_MONTHS ? { month } : {}) }),
    [direction, month],
    { refreshOn: [settle.predepositRecord, settle.billInfo] },
  )
  const a = account.data
  return (
    <>
      <Section className="balance-head">
        <View className="balance-head">
          <Text className="balance-head__label">当前余额</Text>
          <Text className="balance-head__value" data-testid="balance">
            {a ? money(a.balanceFen / 100) : account.error ? '—' : '…'}
          </Text>
          <View className="balance-head__sums">
            <View className="bo-figure bo-figure--muted">
              <Text className="bo-figure__value">{a ? money(a.totalInFen / 100) : '—'}</Text>
              <Text className="bo-figure__label">累计存入</Text>
            </View>
            <View className="bo-figure bo-figure--muted">
              <Text className="bo-figure__value">{a ? money(a.totalOutFen / 100) : '—'}</Text>
              <Text className="bo-figure__label">累计支出</Text>
            </View>
            <View className="bo-figure bo-figure--muted">
              <Text className="bo-figure__value">{a ? money(a.totalRefundFen / 100) : '—'}</Text>
              <Text className="bo-figure__label">累计退款</Text>
            </View>
          </View>
        </View>
      </Section>
      <FormGroup>
        <PickerField label="月份" name="month" value={month} options={months} onChange={setMonth} />
      </FormGroup>
      <FilterTabs tabs={TABS} value={direction} onChange={setDirection} />
      <PagedList list={list} keyOf={(r) => r.id} emptyText={month === ALL_MONTHS ? '暂无余额记录' : '该月暂无余额记录'} renderItem={(r) => <RecordCard r={r} />} />
    </>
  )
})
