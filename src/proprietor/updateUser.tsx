/**
 * 修改信息 (/proprietor/updateUser): the proprietor's name, mobile and email in one form, checked
 * with the profile's rules (domain/user/profile), saved by user/update; the session follows.
 */
import { Button } from '@nutui/nutui-react-taro'
import type { UserProfile } from '@/contract/types'
import { user } from '@/contract/user'
import { mutate } from '@/api/mutate'
import { userApi } from '@/api/user'
import { validate } from '@/core/validate'
import { trimmed } from '@/domain/lease/form'
import { PROFILE_FIELDS, type ProfileField } from '@/domain/user/profile'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useSession } from '@/stores/session'
import { ActionBar } from '@/components/ActionBar'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const FIELDS: ProfileField[] = ['realName', 'mobile', 'email']

function ProfileForm({ p }: { p: UserProfile }) {
  const { values, set, busy, submit } = useForm({ realName: p.realName, mobile: p.mobile, email: p.email ?? '' })
  function save() {
    const form = trimmed(values)
    const rules = FIELDS.filter((f) => f !== 'email' || form.email).map((f) => ({ name: f, ...PROFILE_FIELDS[f].rule }))
    if (!validate(form, rules)) return
    void submit(async (action) => {
      const saved = await mutate(user.user.update, { realName: form.realName, mobile: form.mobile, ...(form.email ? { email: form.email } : {}) }, { successText: '修改成功', fallback: 'proprietorUserInfo', ...action })
      if (saved.ok) useSession.getState().updateUser({ realName: form.realName, mobile: form.mobile })
      return saved
    })
  }
  return (
    <>
      <FormGroup title="账号信息">
        {FIELDS.map((f) => (
          <FormField key={f} label={PROFILE_FIELDS[f].label} name={f} required={f !== 'email'} type={PROFILE_FIELDS[f].type} maxLength={PROFILE_FIELDS[f].maxLength} value={values[f]} onChange={set(f)} />
        ))}
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={save}>
          保存
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function ProprietorUpdateUser() {
  const id = useSession((s) => s.user?.id ?? '')
  const profile = useAsyncData(() => userApi.profile(id), [id])
  return (
    <Page loading={profile.loading} error={profile.error} onRetry={() => void profile.reload()}>
      {profile.data && <ProfileForm p={profile.data} />}
    </Page>
  )
})
