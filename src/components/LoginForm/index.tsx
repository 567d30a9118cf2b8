/**
 * The one login form: /pages/login (with a role picker) and the six role login pages (role fixed).
 * Validated with core/validate; `useSession.login` stores the user, loads the dictionary and
 * modules, binds a WeChat kept by an unbound WeChat login (domain/wechat) and opens the role home
 * (or the password change, for a temporary password). A refused login has already been shown as a
 * 提示 modal by the request layer: the form stays, with what was typed. Below it, the WeChat login
 * for the same user type; a buyer whose mobile a stall registered claims the account from here
 * (ClaimMobile).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { ROLE_NAMES, ROLES, type Role } from '@/contract/types'
import { go } from '@/core/navigate'
import { validate, type Rule } from '@/core/validate'
import { useRouteParams } from '@/hooks/useRouteParams'
import { loginRoute } from '@/routes'
import { useCentreName } from '@/stores/centre'
import { useSession } from '@/stores/session'
import { bindPending } from '@/domain/wechat/pendingBind'
import { WeChatLogin } from '@/domain/wechat/WeChatLogin'
import { ClaimMobile } from '@/components/ClaimMobile'
import { FormField, FormGroup } from '@/components/FormField'
import { screen } from '@/components/Screen'
import { pressable } from '@/components/Pressable'
import './index.scss'

const RULES: readonly Rule[] = [
  { name: 'username', checkType: 'notnull', errorMsg: '请输入用户名' },
  { name: 'password', checkType: 'notnull', errorMsg: '请输入密码' },
]

export interface LoginFormProps {
  /** The fixed role; without it the form shows a role picker. */
  role?: Role
}

export function LoginForm({ role }: LoginFormProps) {
  // Registration opens the supplier login with the new user name.
  const prefill = useRouteParams(loginRoute(role)).username
  const keptType = useSession((s) => s.userType)
  const [picked, setPicked] = useState<Role>(role ?? keptType ?? 'supplier')
  const userType = role ?? picked
  const [username, setUsername] = useState(prefill)
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [claiming, setClaiming] = useState(false)
  const name = useCentreName()

  async function submit() {
    if (busy) return
    const form = { username: username.trim(), password }
    if (!validate(form, RULES)) return
    setBusy(true)
    try {
      await useSession.getState().login({ ...form, userType }, { beforeHome: bindPending })
    } catch {
      // Shown by the request layer; stay on the page with the typed values.
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className="app-login">
      <View className="app-login__head">
        <Text className="app-login__name">{name}</Text>
        <Text className="app-login__role">{ROLE_NAMES[userType]}登录</Text>
      </View>
      {!role && (
        <View className="app-login__roles" data-testid="role-picker">
          {ROLES.map((r) => (
            <View
              key={r}
              className={`app-login__chip ${r === userType ? 'app-login__chip--on' : ''}`}
              data-testid={`role-${r}`}
              aria-pressed={r === userType}
              {...pressable(() => setPicked(r))}
              onClick={() => setPicked(r)}
            >
              {ROLE_NAMES[r]}
            </View>
          ))}
        </View>
      )}
      <FormGroup>
        <FormField label="用户名" name="username" value={username} onChange={setUsername} maxLength={50} />
        <FormField label="密码" name="password" value={password} onChange={setPassword} password maxLength={32} />
      </FormGroup>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={() => void submit()}>
          登录
        </Button>
      </View>
      <WeChatLogin userType={userType} onPhone={setUsername} />
      {userType === 'supplier' && (
        <View className="app-login__links">
          <Text className="app-link" {...pressable(() => void go('register'))} onClick={() => void go('register')}>
            商户注册
          </Text>
        </View>
      )}
      {userType === 'purchaser' && (
        <View className="app-login__links">
          <Text className="app-link" {...pressable(() => setClaiming(true))} onClick={() => setClaiming(true)}>
            手机号被商户登记过？认领账号
          </Text>
        </View>
      )}
      <Popup visible={claiming} position="bottom" round closeable title="认领手机号" onClose={() => setClaiming(false)}>
        {claiming && (
          <ClaimMobile
            onDone={(claimed) => {
              setClaiming(false)
              setUsername(claimed)
              setPassword('')
            }}
          />
        )}
      </Popup>
    </View>
  )
}

export default LoginForm

/** A whole login screen (the shell gives the supplier login its blue accent). */
export const loginScreen = (role?: LoginFormProps['role']) => screen(() => <LoginForm role={role} />)
