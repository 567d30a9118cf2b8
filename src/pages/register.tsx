/** Supplier self-registration (spec section 6): on success, the supplier login with the name filled in. */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import type { SupplierRegisterPayload } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { go } from '@/core/navigate'
import { validate, type Rule } from '@/core/validate'
import { PROFILE_FIELDS } from '@/domain/user/profile'
import { useForm } from '@/hooks/useForm'
import { FormField, FormGroup } from '@/components/FormField'
import { screen } from '@/components/Screen'


function rules(form: Record<string, string>): Rule[] {
  const list: Rule[] = [
    { name: 'username', checkType: 'reg', checkRule: PATTERNS.username, emptyMsg: '请输入用户名', errorMsg: PATTERN_MESSAGES.username },
    { name: 'password', checkType: 'reg', checkRule: PATTERNS.password, emptyMsg: '请输入密码', errorMsg: PATTERN_MESSAGES.password },
    { name: 'confirm', checkType: 'same', checkRule: form.password, emptyMsg: '请再次输入密码', errorMsg: '两次输入的密码不一致' },
    { name: 'realName', ...PROFILE_FIELDS.realName.rule },
    { name: 'mobile', ...PROFILE_FIELDS.mobile.rule },
    { name: 'companyName', checkType: 'notnull', errorMsg: '请输入商户名称' },
  ]
  if (form.idCard) list.push({ name: 'idCard', checkType: 'reg', checkRule: PATTERNS.idCard, errorMsg: PATTERN_MESSAGES.idCard })
  return list
}

export default screen(function Register() {
  const { values, set, busy, submit } = useForm({ username: '', password: '', confirm: '', realName: '', mobile: '', companyName: '', idCard: '' })

  function register() {
    const form = { ...values, username: values.username.trim(), companyName: values.companyName.trim(), idCard: values.idCard.trim() }
    if (!validate(form, rules(form))) return
    const payload: SupplierRegisterPayload = {
      username: form.username,
      password: form.password,
      realName: form.realName,
      mobile: form.mobile,
      companyName: form.companyName,
      ...(form.idCard ? { idCard: form.idCard } : {}),
    }
    void submit(async (action) => {
      const done = await mutate(member.supplier.registered, payload, { successText: '注册成功', back: false, loading: '提交中...', ...action })
      if (done.ok) await go('supplierLogin', { username: payload.username }, { replace: true })
      return done
    })
  }

  return (
    <>
      <FormGroup title="账号信息">
        <FormField label="用户名" name="username" required value={values.username} onChange={set('username')} placeholder="4-20位字母、数字或下划线" maxLength={20} />
        <FormField label="密码" name="password" required password value={values.password} onChange={set('password')} placeholder="6-16位字母、数字、符号组合" maxLength={16} />
        <FormField label="确认密码" name="confirm" required password value={values.confirm} onChange={set('confirm')} placeholder="请再次输入密码" maxLength={16} />
      </FormGroup>
      <FormGroup title="商户信息">
        <FormField label="真实姓名" name="realName" required value={values.realName} onChange={set('realName')} maxLength={20} />
        <FormField label="手机号" name="mobile" required type="mobile" value={values.mobile} onChange={set('mobile')} maxLength={11} />
        <FormField label="商户名称" name="companyName" required value={values.companyName} onChange={set('companyName')} maxLength={50} />
        <FormField label="身份证号" name="idCard" type="idcard" value={values.idCard} onChange={set('idCard')} placeholder="选填" maxLength={18} />
      </FormGroup>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={register}>
          注册
        </Button>
      </View>
    </>
  )
})
