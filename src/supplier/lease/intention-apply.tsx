/**
 * 意向报名 (/supplier/lease/intention-apply?releaseId=): sign up for a release: 1-3 wanted booths
 * of it (tap to choose), contact, business scope, remark; the shop's sign-up when it has one, changed
 * while the window is open. Checked with the contract's limits, then one submit back to the release.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LEASE_LIMITS, LEASE_MESSAGES, type ReleaseNoticeDetail } from '@/contract/types'
import { custome } from '@/contract/custome'
import { customeApi } from '@/api/custome'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import { toast } from '@/core/dialog'
import { validate } from '@/core/validate'
import { ContactFields } from '@/domain/lease/ContactFields'
import { contactRules, newContact, trimmed, type ContactValues } from '@/domain/lease/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

function SignUpForm({ r, initial }: { r: ReleaseNoticeDetail; initial: ContactValues }) {
  const mine = r.myRegistration
  const { values, set, busy, submit } = useForm<ContactValues>(initial)
  const [wanted, setWanted] = useState<string[]>(mine?.booths.map((b) => b.assetId) ?? [])
  const toggle = (id: string) => setWanted((w) => (w.includes(id) ? w.filter((x) => x !== id) : [...w, id]))

  function send() {
    if (wanted.length < 1 || wanted.length > LEASE_LIMITS.wantedBooths) return toast(LEASE_MESSAGES.wantedBooths)
    const form = trimmed(values)
    if (!validate(form, contactRules(form))) return
    const payload = { ...form, assetIds: wanted }
    void submit((action) =>
      mine
        ? mutate(custome.leaseReleaseRegister.update, { ...payload, id: mine.id }, { successText: '修改成功', fallback: 'supplierLeaseIntention', ...action })
        : mutate(custome.leaseReleaseRegister.create, { ...payload, releaseId: r.id }, { successText: '报名成功', fallback: 'supplierLeaseIntention', ...action }),
    )
  }

  return (
    <>
      <DetailSection title={`意向摊位（选择1-${LEASE_LIMITS.wantedBooths}个，已选${wanted.length}个）`}>
        {r.booths.map((b) => {
          const chosen = wanted.includes(b.assetId)
          return (
            <ListCard
              key={b.assetId}
              className={chosen ? 'lease-choice lease-choice--on' : 'lease-choice'}
              title={`${b.code} · ${b.areaName}`}
              extra={<Text>{chosen ? '已选择' : b.available ? '可选' : '已租'}</Text>}
              meta={[`${b.typeName} · ${b.size}㎡ · 月租金 ${money(b.monthlyRentFen)}`]}
              onClick={b.available || chosen ? () => toggle(b.assetId) : undefined}
            />
          )
        })}
      </DetailSection>
      <ContactFields values={values} set={set} />
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          {mine ? '保存修改' : '提交报名'}
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierLeaseIntentionApply() {
  const { releaseId } = useRouteParams('supplierLeaseIntentionApply')
  const data = useAsyncData(() => Promise.all([customeApi.releaseNotice.detail(releaseId), customeApi.lease.merchantData()]), [releaseId])
  const [r, merchant] = data.data ?? [null, null]
  const closed = r && !r.signUpOpen ? '报名已截止，不能修改' : null
  const mine = r?.myRegistration
  return (
    <Page title={mine ? '修改报名' : undefined} loading={data.loading} error={data.error ?? closed} onRetry={data.error ? () => void data.reload() : undefined}>
      {r && !closed && <SignUpForm r={r} initial={mine ? { contactName: mine.contactName, contactPhone: mine.contactPhone, businessScope: mine.businessScope, remark: mine.remark } : newContact(merchant)} />}
    </Page>
  )
})
