/** Registering a shop's electronic scale: serial number (as on its nameplate), a name, the model. */
import type { ScaleRegisterPayload } from '@/contract/types'
import type { Rule } from '@/core/validate'

export interface ScaleFormValues extends Record<string, string> {
  serialNo: string
  name: string
  model: string
}

export const newScale = (): ScaleFormValues => ({ serialNo: '', name: '', model: '' })

export const SCALE_RULES: readonly Rule[] = [
  { name: 'serialNo', checkType: 'reg', checkRule: /^[0-9A-Za-z_-]{4,32}$/, emptyMsg: '请输入设备编号', errorMsg: '设备编号需为4-32位字母、数字、-或_' },
  { name: 'name', checkType: 'string', checkRule: '1,20', emptyMsg: '请输入设备名称', errorMsg: '设备名称需为1-20个字符' },
  { name: 'model', checkType: 'string', checkRule: '1,30', optional: true, errorMsg: '型号不能超过30个字符' },
]

export const toPayload = (v: ScaleFormValues): ScaleRegisterPayload => ({
  serialNo: v.serialNo.trim(),
  name: v.name.trim(),
  ...(v.model.trim() ? { model: v.model.trim() } : {}),
})
