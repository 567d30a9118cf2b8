/**
 * Account binding (/ydui/view/bindAccount): the WeChat in hand (kept by an unbound WeChat login,
 * brought back by web authorisation, or fetched here: the mini program's login code, or WeChat's
 * web authorisation) is bound to an account after its password is checked (a login of that
 * account, then user/modifyUserWxOpenId or weChat/updateUserMPopenId with the code, once). A
 * logged-in user also sees its bindings and can unbind one (user/updateUserOpenid). The user type
 * of the login screen is kept (spec section 6).
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { isRole, ROLE_NAMES, type Role, type WxSlot } from '@/contract/types'
import { user as userEndpoints } from '@/contract/user'
import { mutate } from '@/api/mutate'
import { loginApi } from '@/api/login'
import { userApi } from '@/api/user'
import { alertModal } from '@/core/dialog'
import { go, screenUrl } from '@/core/navigate'
import { validate, type Rule } from '@/core/validate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { homeRoute } from '@/routes'
import { useSession } from '@/stores/session'
import { returnedIdentity, wechatIdentity } from '@/domain/wechat/identity'
import { bindIdentity, pendingIdentity, type WxIdentity } from '@/domain/wechat/pendingBind'
import { AsyncButton } from '@/components/AsyncButton'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection, Section } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { screen } from '@/components/Screen'
import { ErrorState } from '@/components/States'
import './ydui.scss'

const PURPOSE = 'bindAccount'
const SLOT_NAMES: Record<WxSlot, string> = { mp: '小程序微信', wx: '网页（公众号）微信' }
const RULES: readonly Rule[] = [
  { name: 'username', checkType: 'notnull', errorMsg: '请输入用户名' },
  { name: 'password', checkType: 'notnull', errorMsg: '请输入密码' },
]

/** Whether the WeChat in hand is bound, and to which kind of account (its code stays good). */
function IdentityState({ identity }: { identity: WxIdentity }) {
  const who = useAsyncData(() => userApi.wechatUser({ code: identity.code, slot: identity.slot }), [identity])
  if (who.loading) return <Text className="ydui-note">正在读取微信绑定状态…</Text>
  if (who.error) return <ErrorState title="微信身份已失效" error={who.error} />
  const w = who.data
  return (
    <Text className="ydui-note" data-testid="wechat-state">
      {w?.bound ? `此微信已绑定${ROLE_NAMES[w.userType!]}账号，绑定到其他账号前请先在原账号解除绑定` : '此微信尚未绑定账号'}
    </Text>
  )
}

/** The logged-in user's bindings, each with 解除绑定. */
function Bindings() {
  const state = useAsyncData(() => userApi.wechatBindState(), [], { refreshOn: [userEndpoints.weChat.bindState] })
  const unbind = (slot: WxSlot) => (action: { idempotencyKey: string }) =>
    mutate(userEndpoints.user.updateUserOpenid, { slot }, { successText: '已解除绑定', back: false, refresh: [userEndpoints.weChat.bindState], ...action })
  if (state.error) return <ErrorState error={state.error} onRetry={() => void state.reload()} />
  return (
    <Section title="已绑定的微信">
      {(['mp', 'wx'] as const).map((slot) => (
        <View key={slot} className="ydui-binding" data-testid={`binding-${slot}`}>
          <Text>{SLOT_NAMES[slot]}</Text>
          <Text className="ydui-binding__state">{state.data ? (state.data[slot] ? '已绑定' : '未绑定') : '…'}</Text>
          {state.data?.[slot] && (
            <ConfirmButton size="small" message={`确定解除${SLOT_NAMES[slot]}的绑定吗？解除后不能再用它登录`} onConfirm={unbind(slot)}>
              解除绑定
            </ConfirmButton>
          )}
        </View>
      ))}
    </Section>
  )
}

export default screen(function BindAccount() {
  const param = useRouteParams('yduiBindAccount').userType
  const current = useSession((s) => s.user)
  const kept = useSession((s) => s.userType)
  const userType: Role = current?.userType ?? (isRole(param) ? param : (kept ?? 'purchaser'))
  const [identity, setIdentity] = useState<WxIdentity | null>(pendingIdentity)
  // Back from WeChat's web authorisation (H5): its code, once.
  useEffect(() => {
    const returned = returnedIdentity(PURPOSE)
    if (returned === 'refused') void alertModal('未获得微信授权，请重新获取')
    else if (returned) setIdentity(returned)
  }, [])
  const { values, set, busy, submit } = useForm({ username: current?.username ?? '', password: '' })

  async function fetchIdentity() {
    const step = await wechatIdentity(screenUrl('yduiBindAccount', { userType }), PURPOSE)
    if (step.kind === 'code') setIdentity(step.identity)
    else if (step.kind === 'unsupported' && step.reason) await alertModal(step.reason)
  }

  const bind = () =>
    submit(async () => {
      const form = { username: values.username.trim(), password: values.password }
      if (!identity || !validate(form, RULES)) return
      // The password check: a login of that account (the session is then its own).
      const signedIn = await loginApi.login({ ...form, userType })
      await useSession.getState().signIn(signedIn)
      if (await bindIdentity(identity)) await go('yduiSuccess', { text: '微信绑定成功，下次可直接用微信登录', next: homeRoute(userType) }, { replace: true })
      else setIdentity(null)
    })

  return (
    <View className="ydui">
      <Section title="当前微信">
        {identity ? (
          <IdentityState identity={identity} />
        ) : (
          <View className="ydui-note">
            <Text>尚未获取微信身份</Text>
            <AsyncButton size="small" onClick={fetchIdentity}>
              获取微信身份
            </AsyncButton>
          </View>
        )}
      </Section>
      <DetailSection title="绑定到账号" rows={[{ label: '身份', value: ROLE_NAMES[userType] }]} />
      <FormGroup>
        <FormField label="用户名" name="username" value={values.username} onChange={set('username')} maxLength={50} disabled={Boolean(current)} />
        <FormField label="密码" name="password" value={values.password} onChange={set('password')} password maxLength={32} />
      </FormGroup>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy || !identity} onClick={() => void bind()}>
          验证密码并绑定
        </Button>
      </View>
      {current && <Bindings />}
    </View>
  )
})
