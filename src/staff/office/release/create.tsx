/**
 * 发布招租 (/staff/office/release/create, 市场办公): open a release: title, text, mode (报名审核 /
 * 先到先得), the sign-up window (from today), the term it lets for (starting after the window) and
 * 1-50 vacant booths (tap to choose; each at its price and a deposit of LEASE_LIMITS.depositMonths
 * months). The server refuses a booth let or released elsewhere for the term, by its code.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { LEASE_LIMITS, RELEASE_MODE_LABELS, RELEASE_MODES, type ReleaseMode } from '@/contract/types'
import { market } from '@/contract/market'
import { marketApi } from '@/api/market'
import { mutate } from '@/api/mutate'
import { money } from '@/core/format'
import { toast } from '@/core/dialog'
import { marketNow, marketToday } from '@/core/marketTime'
import { validate } from '@/core/validate'
import { firstOfNextMonth, MONTHS_RULE, START_BOUNDS, trimmed } from '@/domain/lease/form'
import { useForm } from '@/hooks/useForm'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import '@/domain/lease/lease.scss'

const MODE_OPTIONS = RELEASE_MODES.map((m) => ({ value: m, label: RELEASE_MODE_LABELS[m] }))
const today = marketToday
const RULES = [
  { name: 'title', checkType: 'string' as const, checkRule: `1,${LEASE_LIMITS.releaseTitle}`, emptyMsg: '请输入招租标题', errorMsg: `招租标题不能超过${LEASE_LIMITS.releaseTitle}个字符` },
  { name: 'signUpStart', checkType: 'notnull' as const, errorMsg: '请选择报名开始日期' },
  { name: 'signUpEnd', checkType: 'notnull' as const, errorMsg: '请选择报名截止日期' },
  { name: 'leaseStart', checkType: 'notnull' as const, errorMsg: '请选择起租日期' },
  MONTHS_RULE,
]

export default screen(function OfficeReleaseCreate() {
  const { values: v, set, busy, submit } = useForm({ title: '', content: '', mode: 'review', signUpStart: today(), signUpEnd: marketNow().add(14, 'day').format('YYYY-MM-DD'), leaseStart: firstOfNextMonth(), months: '12' })
  const [chosen, setChosen] = useState<string[]>([])
  const booths = usePagedList((q) => marketApi.booths({ ...q, state: 'vacant' }), [])
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]))

  function send() {
    const form = trimmed(v)
    if (!validate(form, RULES)) return
    if (chosen.length < 1 || chosen.length > LEASE_LIMITS.releaseBooths) return toast(`请选择1-${LEASE_LIMITS.releaseBooths}个招租摊位`)
    void submit((action) =>
      mutate(
        market.leaseReleaseNotice.create,
        { title: form.title, ...(form.content ? { content: form.content } : {}), mode: form.mode as ReleaseMode, signUpStart: form.signUpStart, signUpEnd: form.signUpEnd, leaseStart: form.leaseStart, months: Number(form.months), booths: chosen.map((assetId) => ({ assetId })) },
        { successText: '发布成功', fallback: 'officeReleaseList', ...action },
      ),
    )
  }

  return (
    <>
      <FormGroup title="招租信息">
        <FormField label="招租标题" name="title" required value={v.title} onChange={set('title')} maxLength={LEASE_LIMITS.releaseTitle} />
        <PickerField label="招租方式" name="mode" required value={v.mode} options={MODE_OPTIONS} onChange={set('mode')} />
        <DateTimeField type="date" label="报名开始" name="signUpStart" required value={v.signUpStart} onChange={set('signUpStart')} min={START_BOUNDS.min} max={START_BOUNDS.max} />
        <DateTimeField type="date" label="报名截止" name="signUpEnd" required value={v.signUpEnd} onChange={set('signUpEnd')} min={START_BOUNDS.min} max={START_BOUNDS.max} />
        <DateTimeField type="date" label="起租日期" name="leaseStart" required value={v.leaseStart} onChange={set('leaseStart')} min={START_BOUNDS.min} max={START_BOUNDS.max} />
        <FormField label="租期（月）" name="months" required type="number" value={v.months} onChange={set('months')} maxLength={2} />
        <TextareaField label="招租说明" name="content" value={v.content} onChange={set('content')} placeholder="选填：招租条件、经营要求等" maxLength={LEASE_LIMITS.releaseContent} />
      </FormGroup>
      <DetailSection title={`招租摊位（空置，已选${chosen.length}个）`} />
      <PagedList
        list={booths}
        keyOf={(b) => b.assetId}
        emptyText="暂无空置摊位"
        renderItem={(b) => (
          <ListCard
            className={chosen.includes(b.assetId) ? 'lease-choice lease-choice--on' : 'lease-choice'}
            title={`${b.code} · ${b.areaName}`}
            extra={<Text>{chosen.includes(b.assetId) ? '已选择' : '选择'}</Text>}
            meta={[`${b.typeName} · ${b.size}㎡`, `月租金 ${money(b.monthlyRentFen)} · 押金 ${money(b.depositFen)}`, b.ownerName ? `业主：${b.ownerName}` : null]}
            onClick={() => toggle(b.assetId)}
          />
        )}
      />
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          发布招租
        </Button>
      </ActionBar>
    </>
  )
})
