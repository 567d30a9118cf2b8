/** Edit one profile field (?field=realName|mobile|email, ?value=the current one). */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { LoginUser } from '@/contract/types'
import { userApi } from '@/api/user'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { successToast } from '@/core/dialog'
import { navigateBack } from '@/core/navigate'
import { validate } from '@/core/validate'
import { routeParam, useCurrentRoute } from '@/hooks/useCurrentRoute'
import { useForm } from '@/hooks/useForm'
import { useSession } from '@/stores/session'
import { isProfileField, PROFILE_FIELDS } from './profileFields'

export default function UpdateUserItem() {
  const { params } = useCurrentRoute()
  const field = routeParam(params, 'field')
  const { values, set, busy, submit } = useForm({ value: routeParam(params, 'value') })

  if (!isProfileField(field)) return <Page auth error="未知的修改项" />
  const def = PROFILE_FIELDS[field]

  function save() {
    if (!isProfileField(field)) return
    const value = values.value.trim()
    if (!validate({ value }, [{ name: 'value', ...def.rule }])) return
    void submit(async () => {
      await userApi.updateProfile({ [field]: value })
      if (field !== 'email') useSession.getState().updateUser({ [field]: value } as Partial<LoginUser>)
      successToast('修改成功')
      await navigateBack('/pages/setting')
    })
  }

  return (
    <Page auth title={`修改${def.label}`}>
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
