/** Edit one profile field (?field=realName|mobile|email, ?value=the current one). */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { LoginUser } from '@/contract/types'
import { user } from '@/contract/user'
import { mutate } from '@/api/mutate'
import { validate } from '@/core/validate'
import { isProfileField, PROFILE_FIELDS, type ProfileField } from '@/domain/user/profile'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useSession } from '@/stores/session'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

function FieldForm({ field, initial }: { field: ProfileField; initial: string }) {
  const def = PROFILE_FIELDS[field]
  const { values, set, busy, submit } = useForm({ value: initial })

  function save() {
    const value = values.value.trim()
    if (!validate({ value }, [{ name: 'value', ...def.rule }])) return
    void submit(async (action) => {
      const saved = await mutate(user.user.update, { [field]: value }, { successText: '修改成功', fallback: 'setting', ...action })
      if (saved.ok && field !== 'email') useSession.getState().updateUser({ [field]: value } as Partial<LoginUser>)
      return saved
    })
  }

  return (
    <Page title={`修改${def.label}`}>
      <FormGroup>
        <FormField label={def.label} name={field} type={def.type} value={values.value} onChange={set('value')} maxLength={def.maxLength} />
      </FormGroup>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={save}>
          保存
        </Button>
      </View>
    </Page>
  )
}

export default screen(function UpdateUserItem() {
  const { field, value } = useRouteParams('updateUserItem')
  return isProfileField(field) ? <FieldForm field={field} initial={value} /> : <Page error="未知的修改项" />
})
