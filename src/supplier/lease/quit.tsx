/**
 * 退租 (/supplier/lease/quit?id=): quit an active lease: the last day of use (today to the lease's
 * end) and a reason; 计算退款 asks leaseRentWithdrawal without `confirm` and shows, for each paid
 * period, its unused days and the rent returned, the deposit and the total credited to the
 * prepaid balance; 确认退租 (confirmed) quits with the same day.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { LEASE_LIMITS, LEASE_MESSAGES, type LeaseDetail, type LeaseWithdrawal } from '@/contract/types'
import { custome } from '@/contract/custome'
import { settle } from '@/contract/settle'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { date, money } from '@/core/format'
import { marketNow, marketToday } from '@/core/marketTime'
import { validate } from '@/core/validate'
import { trimmed } from '@/domain/lease/form'
import { boothText, term } from '@/domain/lease/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailRows, DetailSection } from '@/components/DetailSection'
import { FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import '@/domain/lease/lease.scss'

const RULES = [
  { name: 'quitDate', checkType: 'notnull' as const, errorMsg: '请选择退租日期' },
  { name: 'reason', checkType: 'string' as const, checkRule: `0,${LEASE_LIMITS.reason}`, errorMsg: LEASE_MESSAGES.reason },
]

function WithdrawalView({ w }: { w: LeaseWithdrawal }) {
  return (
    <DetailSection title="退款明细" extra={<Text className="lease-total" data-testid="withdrawal-total">{money(w.totalFen)}</Text>}>
      <View data-testid="withdrawal">
        <DetailRows
          rows={[
            ...w.lines.map((line) => ({ label: `${term({ startDate: line.periodStart, endDate: line.periodEnd })} 已缴${money(line.paidFen)}，未使用${line.unusedDays}/${line.periodDays}天`, value: money(line.refundFen) })),
            { label: '退还租金', value: money(w.unusedRentFen) },
            { label: '退还押金', value: money(w.depositFen) },
            { label: '作废的未缴租期', value: `${w.voidedInstallments}期` },
            { label: '合计退还（转入预存款）', value: money(w.totalFen) },
          ]}
        />
      </View>
    </DetailSection>
  )
}

function QuitForm({ l }: { l: LeaseDetail }) {
  const { values, set, busy, submit } = useForm({ quitDate: marketToday(), reason: '' })
  const [computed, setComputed] = useState<LeaseWithdrawal | null>(null)
  const shown = computed && computed.quitDate === values.quitDate ? computed : null
  const form = trimmed(values)
  const payload = { id: l.id, quitDate: form.quitDate, ...(form.reason ? { reason: form.reason } : {}) }

  function compute() {
    if (!validate(form, form.reason ? RULES : RULES.slice(0, 1))) return
    void submit(async () => setComputed(await customeApi.lease.withdrawal(payload)))
  }

  return (
    <>
      <DetailSection title={boothText(l)} rows={[{ label: '租期', value: term(l) }, { label: '月租金', value: money(l.monthlyRentFen) }, { label: '押金', value: money(l.depositFen) }]} />
      <FormGroup title="退租信息">
        <DateTimeField type="date" label="退租日期" name="quitDate" required value={values.quitDate} onChange={set('quitDate')} min={() => marketNow().startOf('day').toDate()} max={() => dayjs(l.endDate).toDate()} />
        <TextareaField label="退租原因" name="reason" value={values.reason} onChange={set('reason')} placeholder="选填" maxLength={LEASE_LIMITS.reason} />
      </FormGroup>
      {shown && <WithdrawalView w={shown} />}
      <ActionBar>
        <Button type="primary" fill="outline" loading={busy} disabled={busy} onClick={compute}>
          计算退款
        </Button>
        {shown && (
          <ConfirmButton
            message={`确定于${date(shown.quitDate)}退租吗？退还${money(shown.totalFen)}将转入预存款。`}
            onConfirm={(action) => mutate(custome.leaseManagement.leaseRentWithdrawal, { ...payload, confirm: true }, { successText: '退租成功', fallback: 'supplierLeaseList', refresh: [settle.billInfo, settle.predepositRecord, settle.predepositAccount], ...action })}
          >
            确认退租
          </ConfirmButton>
        )}
      </ActionBar>
    </>
  )
}

export default screen(function SupplierLeaseQuit() {
  const { id } = useRouteParams('supplierLeaseQuit')
  const lease = useAsyncData(() => customeApi.lease.detail(id), [id])
  const refusal = lease.data && !lease.data.can.quit ? '仅租赁中的租赁可以退租' : null
  return (
    <Page loading={lease.loading} error={lease.error ?? refusal} onRetry={lease.error ? () => void lease.reload() : undefined}>
      {lease.data && !refusal && <QuitForm l={lease.data} />}
    </Page>
  )
})
