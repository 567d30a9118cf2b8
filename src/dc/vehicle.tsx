/**
 * The distribution centre's registered vehicles (/dc/vehicle, pull-to-refresh): the centre's
 * figures, then its vehicles (type, plate, driver, state, in the market now) filtered by state or
 * inside, searched by plate or driver. Calling a driver without a phone says 未查询到司机电话.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { gate } from '@/contract/gate'
import { VEHICLE_STATE_LABELS, type VehicleItem, type VehicleStatus } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { memberApi } from '@/api/member'
import { dateTime } from '@/core/format'
import { callPhone, NO_DRIVER_PHONE } from '@/core/wechat/phone'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { DetailSection } from '@/components/DetailSection'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { pressable } from '@/components/Pressable'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { statusMap, StatusTag } from '@/components/StatusTag'

const VEHICLE_STATUS = statusMap<VehicleStatus>(VEHICLE_STATE_LABELS, { active: 'success', disabled: 'default' })
const FILTERS = [
  { title: '全部', value: 'all' },
  { title: '在场', value: 'inside' },
  { title: VEHICLE_STATE_LABELS.active, value: 'active' },
  { title: VEHICLE_STATE_LABELS.disabled, value: 'disabled' },
] as const
type Filter = (typeof FILTERS)[number]['value']

function Driver({ v }: { v: VehicleItem }) {
  const call = () => void (v.driverPhone ? callPhone(v.driverPhone) : callPhone(null, NO_DRIVER_PHONE))
  return (
    <Text {...pressable(call)} onClick={call} data-testid="driver-call">
      {`${v.driverName} · ${v.driverPhone ?? '拨打电话'}`}
    </Text>
  )
}

export default screen(function DcVehicle() {
  const [filter, setFilter] = useState<Filter>('all')
  const [keyword, setKeyword] = useState('')
  const centre = useAsyncData(() => memberApi.deliveryDetail(), [], { refreshOn: [gate.vehicle] })
  const list = usePagedList(
    (q) => gateApi.vehiclePage({ ...q, ...(filter === 'inside' ? { inside: true } : filter === 'all' ? {} : { status: filter }), ...(keyword ? { keyword } : {}) }),
    [filter, keyword],
    { refreshOn: [gate.vehicle] },
  )
  const c = centre.data
  return (
    <>
      {c && (
        <DetailSection
          title={c.name}
          rows={[
            { label: '登记车辆', value: `${c.vehicleCount}辆（正常${c.activeVehicleCount}辆）` },
            { label: '在场车辆', value: `${c.insideCount}辆` },
          ]}
        />
      )}
      <SearchBar onSearch={setKeyword} placeholder="车牌号 / 司机姓名" />
      <FilterTabs tabs={FILTERS} value={filter} onChange={setFilter} />
      <PagedList
        list={list}
        keyOf={(v) => v.id}
        emptyText="暂无登记车辆"
        renderItem={(v) => (
          <ListCard
            title={v.plateNumber}
            subtitle={`${v.vehicleTypeName}${v.inside ? ' · 在场' : ''}`}
            meta={[<Driver key="driver" v={v} />, v.lastEntryTime ? `最近进场：${dateTime(v.lastEntryTime)}` : '暂无进场记录']}
            extra={<StatusTag status={v.status} map={VEHICLE_STATUS} />}
          />
        )}
      />
    </>
  )
})
