/**
 * The market office's gate (进出场管理): entry reports to decide and let in (by state, 待审核 first),
 * the vehicles inside now (longest first, with the parking due and their exit application), and
 * the exit applications to decide (by state). Each row opens its screen.
 */
import { useState } from 'react'
import { gate } from '@/contract/gate'
import { market } from '@/contract/market'
import { PREFILL_STATES, STAY_KIND_LABELS, type OutmarketStatus, type PrefillStatus } from '@/contract/types'
import { marketApi } from '@/api/market'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ExitCard } from '@/domain/inout/cards'
import { parkedTime } from '@/domain/inout/parkedTime'
import { EXIT_STATUS, EXIT_TABS, type ExitTab } from '@/domain/inout/status'
import { PrefillCard } from '@/domain/prefill/PrefillCard'
import { PREFILL_STATUS } from '@/domain/prefill/status'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const VIEWS = [
  { title: '进场审核', value: 'prefill' },
  { title: '在场车辆', value: 'inside' },
  { title: '出场审核', value: 'exit' },
] as const
type View = (typeof VIEWS)[number]['value']

const PREFILL_TABS = PREFILL_STATES.filter((s) => s !== 'revoked').map((value) => ({ title: PREFILL_STATUS[value].text, value }))

function Prefills() {
  const [status, setStatus] = useState<PrefillStatus>('submitted')
  const list = usePagedList((q) => marketApi.prefillPage({ ...q, status }), [status], { refreshOn: [market.prefill, gate.inmarketPrefillMain] })
  return (
    <>
      <FilterTabs tabs={PREFILL_TABS} value={status} onChange={setStatus} sticky={false} />
      <PagedList list={list} keyOf={(p) => p.id} emptyText="暂无进场报备" renderItem={(p) => <PrefillCard item={p} owner={p.customerName} onOpen={() => void go('officePrefillDetail', { id: p.id })} />} />
    </>
  )
}

function Inside() {
  const list = usePagedList((q) => marketApi.insidePage(q), [], { refreshOn: [market.inmarket, market.outmarket] })
  return (
    <PagedList
      list={list}
      keyOf={(v) => v.recordId}
      emptyText="暂无在场车辆"
      renderItem={(v) => (
        <ListCard
          title={v.plateNumber}
          subtitle={`${STAY_KIND_LABELS[v.kind]}${v.customerName ? ` · ${v.customerName}` : ''}`}
          meta={[`进场：${dateTime(v.entryTime)} · 已停${parkedTime(v.parkedMinutes)}`, `应缴停车费：${money(v.dueFen)}${v.weighed ? '' : ' · 未过磅'}`]}
          extra={v.exitApplication ? <StatusTag status={v.exitApplication.status} map={EXIT_STATUS} /> : null}
          onClick={() => void go('officeStayDetail', { id: v.recordId })}
        />
      )}
    />
  )
}

function Exits() {
  const [tab, setTab] = useState<ExitTab>('submitted')
  const status: OutmarketStatus | undefined = tab === 'all' ? undefined : tab
  const list = usePagedList((q) => marketApi.exitPage(status ? { ...q, status } : q), [status], { refreshOn: [market.outmarket, gate.outmarketMain] })
  return (
    <>
      <FilterTabs tabs={EXIT_TABS} value={tab} onChange={setTab} sticky={false} />
      <PagedList list={list} keyOf={(a) => a.id} emptyText="暂无出场申请" renderItem={(a) => <ExitCard item={a} owner={a.customerName} onOpen={() => void go('officeExitDetail', { id: a.id })} />} />
    </>
  )
}

export default screen(function OfficeGate() {
  const params = useRouteParams('officeGate')
  const [view, setView] = useState<View>(VIEWS.find((v) => v.value === params.tab)?.value ?? 'prefill')
  return (
    <>
      <FilterTabs tabs={VIEWS} value={view} onChange={setView} />
      {view === 'prefill' && <Prefills />}
      {view === 'inside' && <Inside />}
      {view === 'exit' && <Exits />}
    </>
  )
})
