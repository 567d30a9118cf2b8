/**
 * The login screens' WeChat part: 微信登录 (the mini program: its login code at once; H5: WeChat's
 * web authorisation, finished on /pages/webOauth) for the screen's user type, and on the mini
 * program 使用微信手机号 to fill the user name (accounts a shop registers are named by their
 * mobile). A WeChat not bound yet is kept: the password login below binds it (`bindPending`).
 */
import { Text, View } from '@tarojs/components'
import type { Role } from '@/contract/types'
import { alertModal } from '@/core/dialog'
import { screenUrl } from '@/core/navigate'
import { AsyncButton } from '@/components/AsyncButton'
import { WxPhoneButton } from '@/components/WxPhoneButton'
import { wechatIdentity } from './identity'
import { logInWithWeChat } from './login'
import { pendingIdentity, usePendingBind } from './pendingBind'
import './wechat.scss'

export const UNBOUND_HINT = '该微信尚未绑定账号：请输入账号和密码登录，登录后将自动绑定此微信'

export interface WeChatLoginProps {
  userType: Role
  /** The phone number WeChat gave (mini program only). */
  onPhone: (phoneNumber: string) => void
}

/** One tap of 微信登录: WeChat's code for this app, then the login (or the hint to bind). */
export async function weChatLogin(userType: Role): Promise<void> {
  const step = await wechatIdentity(screenUrl('webOauth', { userType }), 'webOauth')
  if (step.kind === 'unsupported') {
    if (step.reason) await alertModal(step.reason)
    return
  }
  if (step.kind === 'redirected') return
  if ((await logInWithWeChat(step.identity, userType)) === 'unbound') await alertModal(UNBOUND_HINT)
}

export function WeChatLogin({ userType, onPhone }: WeChatLoginProps) {
  // Re-rendered when a WeChat is kept or bound.
  usePendingBind((s) => s.identity)
  const pending = pendingIdentity()
  return (
    <View className="app-wechat-login" data-testid="wechat-login">
      <Text className="app-wechat-login__or">其他登录方式</Text>
      <View className="app-wechat-login__actions">
        <AsyncButton type="success" fill="outline" onClick={() => weChatLogin(userType)}>
          微信登录
        </AsyncButton>
        <WxPhoneButton onPhone={onPhone} />
      </View>
      {pending && (
        <Text className="app-wechat-login__pending" data-testid="wechat-pending">
          登录后将绑定当前微信
        </Text>
      )}
    </View>
  )
}
