/**
 * Change password: the old one, a new one (general password pattern, not the old one), twice.
 * After a login with a temporary password this is the only screen open: it says so, and goes home
 * once the new password is set.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { user } from '@/contract/user'
import { mutate } from '@/api/mutate'
import { go } from '@/core/navigate'
import { validate, type Rule } from '@/core/validate'
import { useForm } from '@/hooks/useForm'
import { homeRoute } from '@/routes'
import { useSession } from '@/stores/session'
import { FormField, FormGroup } from '@/components/FormField'
import { screen } from '@/components/Screen'

const rules = (form: Record<string, string>): Rule[] => [
  { name: 'oldPassword', checkType: 'notnull', errorMsg: '请输入原密码' },
  { name: 'newPassword', checkType: 'reg', checkRule: PATTERNS.password, emptyMsg: '请输入新密码', errorMsg: PATTERN_MESSAGES.password },
  { name: 'newPassword', checkType: 'notsame', checkRule: form.oldPassword, errorMsg: '新密码不能与原密码相同' },
  { name: 'confirm', checkType: 'same', checkRule: form.newPassword, emptyMsg: '请再次输入新密码', errorMsg: '两次输入的密码不一致' },
]

export default screen(function UpdatePassword() {
  const { values, set, busy, submit } = useForm({ oldPassword: '', newPassword: '', confirm: '' })
  // After a login with a temporary password nothing else is open: once replaced, to the home page.
  const forced = useSession((s) => s.user?.mustChangePassword === true)

  function save() {
    if (!validate(values, rules(values))) return
    void submit(async (action) => {
      const payload = { oldPassword: values.oldPassword, newPassword: values.newPassword }
      const r = await mutate(user.user.updatePassword, payload, { successText: '密码修改成功', fallback: 'setting', ...action, ...(forced ? { back: false } : {}) })
      if (r.ok && forced) {
        const session = useSession.getState()
        session.updateUser({ mustChangePassword: false })
        if (session.user) await go(homeRoute(session.user.userType), {}, { relaunch: true })
      }
      return r
    })
  }

  return (
    <>
      {forced && <Text className="app-notice">您正在使用临时密码，请先设置自己的新密码（原密码即临时密码）</Text>}
      <FormGroup>
        <FormField label="原密码" name="oldPassword" required password value={values.oldPassword} onChange={set('oldPassword')} maxLength={32} />
        <FormField label="新密码" name="newPassword" required password value={values.newPassword} onChange={set('newPassword')} placeholder="6-16位字母、数字、符号组合" maxLength={16} />
        <FormField label="确认新密码" name="confirm" required password value={values.confirm} onChange={set('confirm')} placeholder="请再次输入新密码" maxLength={16} />
      </FormGroup>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={save}>
          确认修改
        </Button>
      </View>
    </>
  )
})
