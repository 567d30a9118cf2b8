/**
 * The shop's coupons (/supplier/user/coupon): 我的优惠券 by state (未使用 / 已使用 / 已过期; an
 * unused coupon never gifted before can be gifted: 赠送), 优惠券批次 (what the shop received of
 * each batch and how many are unused, used, expired or gifted away) and 使用记录 (gifts to and
 * from the shop, uses and releases).
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { CouponBatchItem, CouponRecordItem, CouponState } from '@/contract/types'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { CouponCard } from '@/domain/coupon/CouponCard'
import { COUPON_RECORD_STATUS, COUPON_STATE_TABS, COUPON_VIEWS, thresholdText, validityText, type CouponView } from '@/domain/coupon/status'
import { usePagedList } from '@/hooks/usePagedList'
import { FilterTabs } from '@/components/FilterTabs'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

/** Every view shows coupons: a gift, a use or a release changes all three. */
const COUPON_RESOURCES = [member.couponInfo, member.couponBatch, member.couponUseRecord]

function MyCoupons() {
  const [state, setState] = useState<CouponState>('unused')
  const list = usePagedList((q) => memberApi.couponPage({ ...q, state }), [state], { refreshOn: COUPON_RESOURCES })
  return (
    <>
      <FilterTabs tabs={COUPON_STATE_TABS} value={state} onChange={setState} sticky={false} />
      <PagedList
        list={list}
        keyOf={(c) => c.id}
        emptyText="暂无优惠券"
        renderItem={(c) => (
          <CouponCard
            coupon={c}
            footer={
              c.giftable ? (
                <Button type="primary" size="small" fill="outline" onClick={() => void go('supplierCouponChange', { couponId: c.id })}>
                  赠送
                </Button>
              ) : null
            }
          />
        )}
      />
    </>
  )
}

function BatchCard({ b }: { b: CouponBatchItem }) {
  return (
    <ListCard
      title={b.name}
      extra={money(b.amountFen)}
      subtitle={`${thresholdText(b.thresholdFen)} · ${validityText(b)}`}
      meta={[`共收到 ${b.received} 张：未使用 ${b.unused} · 已使用 ${b.used} · 已过期 ${b.expired} · 已赠出 ${b.gifted}`]}
    />
  )
}

function Batches() {
  const list = usePagedList((q) => memberApi.couponBatchPage(q), [], { refreshOn: COUPON_RESOURCES })
  return <PagedList list={list} keyOf={(b) => b.id} emptyText="暂无优惠券批次" renderItem={(b) => <BatchCard b={b} />} />
}

function RecordCard({ r }: { r: CouponRecordItem }) {
  const who = r.kind === 'gift' ? `${r.fromName} 赠送给 ${r.toName ?? '—'}` : r.fromName
  return (
    <ListCard
      title={r.couponName}
      extra={<StatusTag status={r.kind} map={COUPON_RECORD_STATUS} />}
      meta={[`${who} · ${money(r.amountFen)}`, r.bizNo ? `单号：${r.bizNo}` : null, `优惠券编号：${r.couponNo}`, dateTime(r.createTime)]}
    />
  )
}

function Records() {
  const list = usePagedList((q) => memberApi.couponRecordPage(q), [], { refreshOn: COUPON_RESOURCES })
  return <PagedList list={list} keyOf={(r) => r.id} emptyText="暂无使用记录" renderItem={(r) => <RecordCard r={r} />} />
}

export default screen(function SupplierCoupon() {
  const [view, setView] = useState<CouponView>('mine')
  return (
    <>
      <FilterTabs tabs={COUPON_VIEWS} value={view} onChange={setView} />
      {view === 'mine' && <MyCoupons />}
      {view === 'batches' && <Batches />}
      {view === 'records' && <Records />}
    </>
  )
})
