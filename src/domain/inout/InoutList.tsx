/**
 * A merchant's vehicles at the gate (/supplier/inout/index, /purchaser/inout/index): the vehicles
 * inside now, every entry, and the exit applications (by state); 申请出场 opens the form.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import type { OutmarketStatus } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { go } from '@/core/navigate'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { FilterTabs } from '@/components/FilterTabs'
import { PagedList } from '@/components/PagedList'
import { ExitCard, StayCard } from './cards'
import { inoutRoute, type Merchant } from './routes'
import { EXIT_TABS, type ExitTab } from './status'

type View = 'inside' | 'entries' | 'exits'
const VIEWS = [
  { title: '在场车辆', value: 'inside' },
  { title: '进场记录', value: 'entries' },
  { title: '出场申请', value: 'exits' },
] as const

function Stays({ role, inside }: { role: Merchant; inside?: true }) {
  const list = usePagedList((q) => gateApi.inmarketPage(inside ? { ...q, inside } : q), [inside], { refreshOn: [gate.inmarketMain, gate.outmarketMain] })
  return (
    <PagedList
      list={list}
      keyOf={(s) => s.id}
      emptyText={inside ? '暂无在场车辆' : '暂无进场记录'}
      renderItem={(s) => <StayCard item={s} onOpen={() => void go(inoutRoute.stay(role), { id: s.id })} />}
    />
  )
}

function Exits({ role }: { role: Merchant }) {
  const [tab, setTab] = useState<ExitTab>('all')
  const status: OutmarketStatus | undefined = tab === 'all' ? undefined : tab
  const list = usePagedList((q) => gateApi.outmarketPage(status ? { ...q, status } : q), [status], { refreshOn: [gate.outmarketMain] })
  return (
    <>
      <FilterTabs tabs={EXIT_TABS} value={tab} onChange={setTab} sticky={false} />
      <PagedList list={list} keyOf={(a) => a.id} emptyText="暂无出场申请" renderItem={(a) => <ExitCard item={a} onOpen={() => void go(inoutRoute.exit(role), { id: a.id })} />} />
    </>
  )
}

export function InoutList({ role }: { role: Merchant }) {
  const [view, setView] = useState<View>('inside')
  return (
    <>
      <FilterTabs tabs={VIEWS} value={view} onChange={setView} />
      {view === 'inside' && <Stays role={role} inside />}
      {view === 'entries' && <Stays role={role} />}
      {view === 'exits' && <Exits role={role} />}
      <ActionBar>
        <Button type="primary" block onClick={() => void go(inoutRoute.applyOut(role))}>
          申请出场
        </Button>
      </ActionBar>
    </>
  )
}
