/** The contact group of the lease forms (apply, sign-up, take-over, publish): contact, phone, and optionally scope and remark. */
import { LEASE_LIMITS } from '@/contract/types'
import { FormField, FormGroup } from '@/components/FormField'
import { TextareaField } from '@/components/TextareaField'
import type { ContactValues } from './form'

export function ContactFields({ values, set, scope = true }: { values: ContactValues; set: (key: keyof ContactValues) => (v: string) => void; scope?: boolean }) {
  return (
    <FormGroup title="联系信息">
      <FormField label="联系人" name="contactName" required value={values.contactName} onChange={set('contactName')} maxLength={LEASE_LIMITS.contactName} />
      <FormField label="联系电话" name="contactPhone" required type="phone" value={values.contactPhone} onChange={set('contactPhone')} maxLength={20} />
      {scope && <FormField label="经营范围" name="businessScope" value={values.businessScope} onChange={set('businessScope')} placeholder="选填，如蔬菜批发" maxLength={LEASE_LIMITS.businessScope} />}
      <TextareaField label="备注" name="remark" value={values.remark} onChange={set('remark')} placeholder="选填" maxLength={LEASE_LIMITS.remark} />
    </FormGroup>
  )
}
