/**
 * The buyer's basic information (/purchaser/basicinfo): shown as read, 编辑 turns it into a form
 * (name, contact, contact phone, address, business scope) checked before one save; the login
 * mobile is shown but changed elsewhere (修改信息).
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import type { PurchaserDetail } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { memberApi } from '@/api/member'
import { trimValues, validate } from '@/core/validate'
import { maskPhone } from '@/core/format'
import { fromPurchaser, PURCHASER_RULES, toPurchaserPayload } from '@/domain/buyer/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'

function InfoView({ p, onEdit }: { p: PurchaserDetail; onEdit: () => void }) {
  return (
    <>
      <DetailSection
        title="基本信息"
        rows={[
          { label: '名称', value: p.name },
          { label: '联系人', value: p.contactName },
          { label: '联系电话', value: p.contactPhone, phone: true },
          { label: '登录手机', value: maskPhone(p.mobile) },
          { label: '地址', value: p.address },
          { label: '经营范围', value: p.businessScope },
        ]}
      />
      <ActionBar>
        <Button type="primary" onClick={onEdit}>
          编辑
        </Button>
      </ActionBar>
    </>
  )
}

function InfoForm({ p, onDone }: { p: PurchaserDetail; onDone: () => void }) {
  const { values, set, busy, submit } = useForm(fromPurchaser(p))
  function save() {
    const v = trimValues(values)
    if (!validate(v, PURCHASER_RULES)) return
    void submit(async (action) => {
      const r = await mutate(member.purchase.update, toPurchaserPayload(v), { back: false, successText: '保存成功', ...action })
      if (r.ok) onDone()
      return r
    })
  }
  return (
    <>
      <FormGroup title="编辑基本信息">
        <FormField label="名称" name="name" required value={values.name} onChange={set('name')} maxLength={50} />
        <FormField label="联系人" name="contactName" value={values.contactName} onChange={set('contactName')} maxLength={20} />
        <FormField label="联系电话" name="contactPhone" type="phone" value={values.contactPhone} onChange={set('contactPhone')} placeholder="手机号或座机号（如0571-88886666）" maxLength={20} />
        <FormField label="地址" name="address" value={values.address} onChange={set('address')} maxLength={100} />
        <TextareaField label="经营范围" name="businessScope" value={values.businessScope} onChange={set('businessScope')} placeholder="如：蔬菜、水果批发" maxLength={200} />
      </FormGroup>
      <ActionBar>
        <Button type="default" onClick={onDone} disabled={busy}>
          取消
        </Button>
        <Button type="primary" loading={busy} disabled={busy} onClick={save}>
          保存
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function PurchaserBasicInfo() {
  const profile = useAsyncData(() => memberApi.buyerProfile(), [], { refreshOn: [member.purchase] })
  const [editing, setEditing] = useState(false)
  const p = profile.data
  return (
    <Page title={editing ? '编辑基本信息' : undefined} loading={profile.loading} error={profile.error} onRetry={() => void profile.reload()}>
      {p && (editing ? <InfoForm p={p} onDone={() => setEditing(false)} /> : <InfoView p={p} onEdit={() => setEditing(true)} />)}
    </Page>
  )
})

