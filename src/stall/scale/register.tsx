/**
 * 登记电子秤 (/stall/scale/register, module 电子秤): the serial number on the scale's nameplate, a
 * name and the model; once registered, its device key is shown once (ScaleKeyPanel), then back to
 * the list.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import type { ScaleKeyIssued } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { goBack } from '@/core/navigate'
import { validate } from '@/core/validate'
import { newScale, SCALE_RULES, toPayload, type ScaleFormValues } from '@/domain/scale/form'
import { ScaleKeyPanel } from '@/domain/scale/ScaleKeyPanel'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { FormField, FormGroup } from '@/components/FormField'
import { screen } from '@/components/Screen'

export default screen(function SupplierScaleRegister() {
  const { values, set, busy, submit } = useForm<ScaleFormValues>(newScale())
  const [issued, setIssued] = useState<ScaleKeyIssued | null>(null)

  function send() {
    if (!validate(values, SCALE_RULES)) return
    void submit(async (action) => {
      const r = await mutate(member.electronicScaleManage.register, toPayload(values), { back: false, successText: '登记成功', ...action })
      if (r.ok) setIssued(r.result)
      return r
    })
  }

  if (issued) return <ScaleKeyPanel issued={issued} onDone={() => void goBack('supplierScaleList')} />
  return (
    <>
      <FormGroup title="电子秤信息">
        <FormField label="设备编号" name="serialNo" required value={values.serialNo} onChange={set('serialNo')} placeholder="电子秤铭牌上的序列号" maxLength={32} />
        <FormField label="设备名称" name="name" required value={values.name} onChange={set('name')} placeholder="如：1号电子秤" maxLength={20} />
        <FormField label="型号" name="model" value={values.model} onChange={set('model')} placeholder="选填" maxLength={30} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={send}>
          登记
        </Button>
      </ActionBar>
    </>
  )
})
