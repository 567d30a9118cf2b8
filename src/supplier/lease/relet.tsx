/**
 * 续租 (/supplier/lease/relet?id=): more months on an active lease at its rent: the current term,
 * the months to add and the new last day; confirming signs a renewal contract and schedules the
 * new rent periods (the booth must be free for them: '续租期间该摊位已被其他商户预订').
 */
import { Button } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { LEASE_LIMITS, type LeaseDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import { validate } from '@/core/validate'
import { MONTHS_RULE } from '@/domain/lease/form'
import { boothText, term } from '@/domain/lease/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

/** The last day after `months` more whole months from the day after the current end (as the server computes it). */
const newEnd = (l: LeaseDetail, months: number) => dayjs(l.endDate).add(1, 'day').add(months, 'month').subtract(1, 'day').format('YYYY-MM-DD')

function ReletForm({ l }: { l: LeaseDetail }) {
  const { values, set, busy, submit } = useForm({ months: '12' })
  const months = Number(values.months)
  const valid = Number.isInteger(months) && months >= LEASE_LIMITS.minMonths && months <= LEASE_LIMITS.maxMonths
  function send() {
    if (!validate(values, [MONTHS_RULE])) return
    void submit((action) => mutate(custome.leaseManagement.leaseRenewal, { id: l.id, months }, { successText: '续租成功', fallback: 'supplierLeaseList', ...action }))
  }
  return (
    <>
      <DetailSection
        title={boothText(l)}
        rows={[
          { label: '当前租期', value: term(l) },
          { label: '月租金', value: money(l.monthlyRentFen) },
          { label: '续租后到期', value: valid ? newEnd(l, months) : null, hidden: !valid },
          { label: '续租租金', value: valid ? money(l.monthlyRentFen * months) : null, hidden: !valid },
        ]}
      />
      <FormGroup title="续租">
        <FormField label="续租月数" name="months" required type="number" value={values.months} onChange={set('months')} maxLength={2} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          确认续租
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierLeaseRelet() {
  const { id } = useRouteParams('supplierLeaseRelet')
  const lease = useAsyncData(() => customeApi.lease.detail(id), [id])
  const refusal = lease.data && !lease.data.can.renew ? '仅租赁中的租赁可以续租' : null
  return (
    <Page loading={lease.loading} error={lease.error ?? refusal} onRetry={lease.error ? () => void lease.reload() : undefined}>
      {lease.data && !refusal && <ReletForm l={lease.data} />}
    </Page>
  )
})
