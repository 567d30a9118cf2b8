/**
 * WeChat web authorisation (/pages/webOauth): in WeChat's browser the app sends the user to
 * WeChat's page for the official account and comes back here with a code, which logs in the bound
 * account (message/wx/getTokenByCode) or, unbound, leads to /ydui/view/bindAccount with the code
 * kept. A missing (refused) or replayed code says so and offers to authorise again. In the mini
 * program the same button logs in with the mini program's own WeChat login. The login screen's
 * user type is kept throughout (spec section 6).
 */
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { isRole, ROLE_NAMES } from '@/contract/types'
import { go, screenUrl } from '@/core/navigate'
import { useRouteParams } from '@/hooks/useRouteParams'
import { loginRoute } from '@/routes'
import { useSession } from '@/stores/session'
import { returnedIdentity, wechatIdentity } from '@/domain/wechat/identity'
import { logInWithWeChat } from '@/domain/wechat/login'
import type { WxIdentity } from '@/domain/wechat/pendingBind'
import { ResultPanel, type ResultTone } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'
import { errorText } from '@/components/States'

const PURPOSE = 'webOauth'
export const REFUSED_TEXT = '未获得微信授权：您拒绝了授权，或授权已失效，请重新授权'

interface Shown {
  tone: ResultTone
  title: string
  text?: string
  /** Offer to start over. */
  again?: boolean
}

export default screen(function WebOauth() {
  const param = useRouteParams('webOauth').userType
  const kept = useSession((s) => s.userType)
  const userType = isRole(param) ? param : (kept ?? 'purchaser')
  const [view, setView] = useState<Shown>({ tone: 'waiting', title: `${ROLE_NAMES[userType]}微信登录`, text: '使用微信授权登录已绑定的账号', again: true })

  const finish = useCallback(
    async (identity: WxIdentity) => {
      setView({ tone: 'waiting', title: '正在登录…' })
      try {
        if ((await logInWithWeChat(identity, userType)) === 'unbound') await go('yduiBindAccount', { userType }, { replace: true })
      } catch (e) {
        setView({ tone: 'fail', title: '微信登录失败', text: errorText(e), again: true })
      }
    },
    [userType],
  )

  const authorize = useCallback(async () => {
    try {
      const step = await wechatIdentity(screenUrl('webOauth', { userType }), PURPOSE)
      if (step.kind === 'code') await finish(step.identity)
      else if (step.kind === 'redirected') setView({ tone: 'waiting', title: '正在打开微信授权…' })
      else if (step.reason) setView({ tone: 'fail', title: '无法使用微信授权', text: step.reason })
    } catch (e) {
      setView({ tone: 'fail', title: '微信授权失败', text: errorText(e), again: true })
    }
  }, [finish, userType])

  // Back from WeChat with a code (or without one): finish once.
  useEffect(() => {
    const returned = returnedIdentity(PURPOSE)
    if (returned === 'refused') setView({ tone: 'fail', title: '微信授权未完成', text: REFUSED_TEXT, again: true })
    else if (returned) void finish(returned)
  }, [finish])

  return (
    <ResultPanel tone={view.tone} title={view.title} text={view.text}>
      {view.again && (
        <Button type="primary" block onClick={() => void authorize()}>
          {view.tone === 'fail' ? '重新授权' : '微信授权登录'}
        </Button>
      )}
      <Button block onClick={() => void go(loginRoute(userType))}>
        账号密码登录
      </Button>
    </ResultPanel>
  )
})
