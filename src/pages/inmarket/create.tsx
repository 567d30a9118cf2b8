/**
 * Report a vehicle entering the market with its goods; `?id=` resubmits a rejected report
 * (prefilled, with the reject reason). The plate is checked on blur and on submit, first by the
 * spec's pattern, then by the server. Goods come from the chooser through the draft store.
 * Success replaces this page with the success page, so back does not return to the filled form.
 */
import { useEffect, useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { TEXT_LIMITS } from '@/contract/limits'
import { gateApi } from '@/api/gate'
import { mutate } from '@/api/mutate'
import { go } from '@/core/navigate'
import { validate } from '@/core/validate'
import { useInmarketDraft, type DraftGoods } from '@/domain/prefill/draft'
import { EMPTY_FORM, fromDetail, latestTime, PLATE_RULE, PLATE_VERDICT, prefillRules, toPayload, type PrefillFormValues } from '@/domain/prefill/form'
import { canResubmit } from '@/domain/prefill/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DateTimeField } from '@/components/DateTimeField'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import { GoodsEditor } from './GoodsEditor'
import { PlateField } from './PlateField'
import './inmarket.scss'

interface FormProps {
  /** The rejected report being resubmitted. */
  id?: string
  initial: PrefillFormValues
  initialGoods: DraftGoods[]
  rejectReason?: string | null
}

function PrefillForm({ id, initial, initialGoods, rejectReason }: FormProps) {
  const { values, set, busy, submit } = useForm<PrefillFormValues>(initial)
  const draft = useInmarketDraft()
  const vehicleTypes = useAsyncData(() => gateApi.vehicleTypes(), [])
  const options = (vehicleTypes.data?.records ?? []).map((t) => ({ label: t.name, value: t.id }))
  const blurChecked = useRef('')

  useEffect(() => {
    draft.setGoods(initialGoods)
    return () => useInmarketDraft.getState().clear()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** The server's verdict on a plate that passed the pattern: true when it may be used. */
  async function serverAccepts(plate: string, silent: boolean): Promise<boolean> {
    return validate(await gateApi.checkPlate(plate, silent), PLATE_VERDICT)
  }

  function onPlateBlur() {
    const plate = values.plateNumber
    if (!plate || plate === blurChecked.current) return
    blurChecked.current = plate
    if (validate({ plateNumber: plate }, [PLATE_RULE])) void serverAccepts(plate, true).catch(() => undefined)
  }

  async function fillTemporaryPlate() {
    const { plateNumber } = await gateApi.randomPlate()
    blurChecked.current = plateNumber
    set('plateNumber')(plateNumber)
  }

  function onSubmit() {
    if (!validate({ ...values, goods: draft.goods }, prefillRules())) return
    void submit(async (action) => {
      if (!(await serverAccepts(values.plateNumber, false))) return
      const payload = toPayload(values, draft.goods)
      // No toast and no back: the success page replaces this form (back does not return to it).
      const options = { successText: false, back: false, loading: '提交中...', ...action } as const
      const done = id
        ? await mutate(gate.inmarketPrefillMain.resubmitInmarketPrefill, { ...payload, id }, options)
        : await mutate(gate.inmarketPrefillMain.createPreFill, payload, options)
      if (done.ok) await go('inmarketSuccess', { id: done.result.id }, { replace: true })
      return done
    })
  }

  return (
    <>
      {rejectReason && (
        <View className="inmarket-reject" data-testid="reject-reason">
          <Text className="inmarket-reject__title">驳回原因</Text>
          <Text>{rejectReason}</Text>
        </View>
      )}
      <FormGroup title="车辆信息">
        <PlateField value={values.plateNumber} onChange={set('plateNumber')} onBlur={onPlateBlur} onNoPlate={() => void fillTemporaryPlate().catch(() => undefined)} />
        <PickerField label="车辆类型" name="vehicleTypeId" required value={values.vehicleTypeId} options={options} onChange={set('vehicleTypeId')} />
        <FormField label="司机姓名" name="driverName" required value={values.driverName} onChange={set('driverName')} maxLength={20} />
        <FormField label="司机电话" name="driverPhone" type="mobile" required value={values.driverPhone} onChange={set('driverPhone')} maxLength={11} />
        <DateTimeField
          label="预计进场时间"
          name="expectedTime"
          required
          value={values.expectedTime}
          onChange={set('expectedTime')}
          min={() => new Date()}
          max={() => latestTime().toDate()}
        />
      </FormGroup>
      <GoodsEditor goods={draft.goods} onChange={draft.updateLine} onRemove={draft.removeLine} onAdd={() => void go('inmarketProduct')} />
      <FormGroup>
        <TextareaField label="备注" name="remark" value={values.remark} onChange={set('remark')} maxLength={TEXT_LIMITS.remark.max} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" block loading={busy} disabled={busy} onClick={onSubmit}>
          {id ? '重新提交' : '提交报备'}
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function InmarketCreate() {
  const { id } = useRouteParams('inmarketCreate')
  const detail = useAsyncData(() => gateApi.prefillDetail(id), [id], { enabled: Boolean(id) })
  const d = detail.data
  const wrongState = d && !canResubmit(d.status) ? '仅被驳回的报备可以重新提交' : null
  const filled = d && !wrongState ? fromDetail(d) : null
  return (
    <Page title={id ? '重新提交报备' : undefined} loading={Boolean(id) && detail.loading} error={detail.error ?? wrongState} onRetry={() => void detail.reload()}>
      {id ? (
        filled && <PrefillForm key={id} id={id} initial={filled.values} initialGoods={filled.goods} rejectReason={d?.rejectReason} />
      ) : (
        <PrefillForm initial={EMPTY_FORM} initialGoods={[]} />
      )}
    </Page>
  )
})
