/**
 * 认领手机号 (docs/trade.md, "Stall registration"): the owner of a mobile number that a stall
 * registered as a buyer takes the account over. 获取验证码 texts a code to the number (again after
 * 60 s); the code and a new password (the general password pattern, twice) set the account's
 * password and end every session of it. `onDone` gets the account's user name to log in with.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { user } from '@/contract/user'
import { PATTERN_MESSAGES, PATTERNS } from '@/contract/patterns'
import { mutate } from '@/api/mutate'
import { validate, type Rule } from '@/core/validate'
import { useCountdown } from '@/hooks/useCountdown'
import { useForm } from '@/hooks/useForm'
import { FormField, FormGroup } from '@/components/FormField'
import './index.scss'

const RESEND_SECONDS = 60

const mobileRule: Rule = { name: 'mobile', checkType: 'reg', checkRule: PATTERNS.mobile, emptyMsg: '请输入手机号', errorMsg: PATTERN_MESSAGES.mobile }
const rules = (form: Record<string, string>): Rule[] => [
  mobileRule,
  { name: 'code', checkType: 'reg', checkRule: /^\d{6}$/, emptyMsg: '请输入验证码', errorMsg: '验证码为6位数字' },
  { name: 'newPassword', checkType: 'reg', checkRule: PATTERNS.password, emptyMsg: '请输入新密码', errorMsg: PATTERN_MESSAGES.password },
  { name: 'confirm', checkType: 'same', checkRule: form.newPassword, emptyMsg: '请再次输入新密码', errorMsg: '两次输入的密码不一致' },
]

export function ClaimMobile({ onDone }: { onDone: (username: string) => void }) {
  const { values, set, busy, submit } = useForm({ mobile: '', code: '', newPassword: '', confirm: '' })
  const [resendAt, setResendAt] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const wait = useCountdown(resendAt, () => setResendAt(null))

  async function sendCode() {
    if (sending || !validate(values, [mobileRule])) return
    setSending(true)
    const r = await mutate(user.claim.sendCode, { mobile: values.mobile }, { back: false, successText: '验证码已发送' })
    setSending(false)
    if (r.ok) setResendAt(new Date(Date.now() + RESEND_SECONDS * 1000).toISOString())
  }

  function claim() {
    if (!validate(values, rules(values))) return
    void submit(async (action) => {
      const r = await mutate(user.claim.confirm, { mobile: values.mobile, code: values.code, newPassword: values.newPassword }, { back: false, successText: '认领成功，请用新密码登录', ...action })
      if (r.ok) onDone(r.result.username)
      return r
    })
  }

  const waiting = resendAt !== null && (wait ?? 0) > 0
  return (
    <View className="claim-mobile" data-testid="claim-mobile">
      <FormGroup>
        <FormField label="手机号" name="mobile" type="number" required value={values.mobile} onChange={set('mobile')} placeholder="被登记的手机号" maxLength={11} />
        <View className="claim-mobile__code">
          <View className="claim-mobile__code-input">
            <FormField label="验证码" name="code" type="number" required value={values.code} onChange={set('code')} placeholder="6位数字" maxLength={6} />
          </View>
          <Button type="primary" fill="outline" size="small" loading={sending} disabled={sending || waiting} onClick={() => void sendCode()}>
            {waiting ? `${wait}秒后重发` : '获取验证码'}
          </Button>
        </View>
        <FormField label="新密码" name="newPassword" required password value={values.newPassword} onChange={set('newPassword')} placeholder="6-16位字母、数字、符号组合" maxLength={16} />
        <FormField label="确认新密码" name="confirm" required password value={values.confirm} onChange={set('confirm')} placeholder="请再次输入新密码" maxLength={16} />
      </FormGroup>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={claim}>
          认领并设置密码
        </Button>
      </View>
    </View>
  )
}

export default ClaimMobile
