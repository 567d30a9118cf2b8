/**
 * 摊位转让 (/supplier/lease/leaseRelease?leaseId=): with `leaseId` (an active lease of the shop),
 * publish its booth for another shop to take over from a day after today (contact, remark); then
 * the booths published by other shops (承接: apply to take one over) and the shop's own
 * publications in every state (撤销 an open one).
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import type { LeaseDetail, LeaseTransferItem } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { date, money } from '@/core/format'
import { marketNow } from '@/core/marketTime'
import { go } from '@/core/navigate'
import { validate } from '@/core/validate'
import { ContactFields } from '@/domain/lease/ContactFields'
import { contactRules, newContact, trimmed, type ContactValues } from '@/domain/lease/form'
import { boothLine, term } from '@/domain/lease/format'
import { TRANSFER_STATUS } from '@/domain/lease/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailSection } from '@/components/DetailSection'
import { FilterTabs } from '@/components/FilterTabs'
import { FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/lease/lease.scss'

type PublishValues = ContactValues & { fromDate: string }
type Tab = 'open' | 'mine'
const TABS = [
  { title: '转让大厅', value: 'open' as Tab },
  { title: '我的发布', value: 'mine' as Tab },
]

function PublishForm({ l }: { l: LeaseDetail }) {
  const { values: v, set, busy, submit } = useForm<PublishValues>({ ...newContact(l), fromDate: marketNow().add(1, 'day').format('YYYY-MM-DD') })
  function send() {
    const form = trimmed(v)
    if (!validate(form, [{ name: 'fromDate', checkType: 'notnull', errorMsg: '请选择转让起始日期' }, ...contactRules({ ...form, businessScope: '' })])) return
    void submit((action) =>
      mutate(custome.leaseRelease.create, { leaseId: l.id, fromDate: form.fromDate, contactName: form.contactName, contactPhone: form.contactPhone, ...(form.remark ? { remark: form.remark } : {}) }, { successText: '发布成功', back: false, ...action }),
    )
  }
  return (
    <>
      <DetailSection title={`发布转让：${l.booth ? boothLine(l.booth) : ''}`} rows={[{ label: '租期', value: term(l) }, { label: '月租金', value: money(l.monthlyRentFen) }]} />
      <FormGroup title="转让信息">
        <DateTimeField type="date" label="转让起始日" name="fromDate" required value={v.fromDate} onChange={set('fromDate')} min={() => marketNow().add(1, 'day').startOf('day').toDate()} max={() => dayjs(l.endDate).toDate()} />
      </FormGroup>
      <ContactFields values={v} set={set} scope={false} />
      <View className="lease-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={send}>
          发布转让
        </Button>
      </View>
    </>
  )
}

function TransferCard({ t }: { t: LeaseTransferItem }) {
  return (
    <ListCard
      title={boothLine(t.booth)}
      extra={<StatusTag status={t.state} map={TRANSFER_STATUS} />}
      meta={[`承接期限：${date(t.fromDate)} 至 ${date(t.toDate)}`, `月租金：${money(t.booth.monthlyRentFen)}`, `转让方：${t.publisherName} · ${t.contactName} ${t.contactPhone}`, t.remark || null]}
      footer={
        t.mine ? (
          t.state === 'open' && (
            <ConfirmButton size="small" message="撤销后其他商户的承接申请将被驳回，确定撤销吗？" onConfirm={(action) => mutate(custome.leaseRelease.cancel, { id: t.id }, { successText: '已撤销', back: false, ...action })}>
              撤销转让
            </ConfirmButton>
          )
        ) : (
          <Button size="small" type="primary" onClick={() => void go('supplierLeaseApplyAT', { transferId: t.id })}>
            申请承接
          </Button>
        )
      }
    />
  )
}

export default screen(function SupplierLeaseRelease() {
  const { leaseId } = useRouteParams('supplierLeaseRelease')
  const [tab, setTab] = useState<Tab>(leaseId ? 'mine' : 'open')
  const lease = useAsyncData(() => (leaseId ? customeApi.lease.detail(leaseId) : Promise.resolve(null)), [leaseId], { refreshOn: [custome.leaseRelease] })
  const list = usePagedList((q) => customeApi.transfer.page(tab === 'mine' ? { ...q, mine: true } : q), [tab], { refreshOn: [custome.leaseRelease] })
  const canPublish = lease.data?.can.publish
  return (
    <Page loading={lease.loading} error={lease.error} onRetry={() => void lease.reload()}>
      {lease.data && canPublish && <PublishForm l={lease.data} />}
      <FilterTabs tabs={TABS} value={tab} onChange={setTab} sticky={false} />
      <PagedList list={list} keyOf={(t) => t.id} emptyText={tab === 'mine' ? '暂无发布' : '暂无转让摊位'} renderItem={(t) => <TransferCard t={t} />} />
    </Page>
  )
})
