/**
 * Scan-code login (/ydui/view/scanCodeLogin?scene=<code>): the phone opened the QR code a PC shows
 * (the market's PC system, or this server's /scan-login page); 确认登录 proves who the user is on
 * WeChat (the mini program's login code at once; on H5 WeChat's web authorisation, back here with
 * the code) and confirms the PC's code as that user (weChat/setScanLoginCode), so the PC session
 * logs in as them. A WeChat not bound to an account, an expired or an already used code are refused
 * with the server's words. Without a code the screen says to scan one.
 */
import { useCallback, useEffect, useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { userApi } from '@/api/user'
import { go, goBack, screenUrl } from '@/core/navigate'
import { useRouteParams } from '@/hooks/useRouteParams'
import { returnedIdentity, wechatIdentity } from '@/domain/wechat/identity'
import type { WxIdentity } from '@/domain/wechat/pendingBind'
import { ResultPanel, type ResultTone } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'
import { errorText } from '@/components/States'

const PURPOSE = 'scanCodeLogin'
export const NO_SCENE = '没有登录二维码：请用手机扫描电脑上显示的二维码'
export const CONFIRMED = '电脑端已登录，请在电脑上继续操作'

interface Shown {
  tone: ResultTone
  title: string
  text?: string
  /** 确认登录 offered. */
  ask?: boolean
}

const ASK: Shown = { tone: 'waiting', title: '电脑端登录确认', text: '确认后，电脑将以你的微信所绑定的账号登录', ask: true }

export default screen(function ScanCodeLogin() {
  const { scene } = useRouteParams('yduiScanCodeLogin')
  const [view, setView] = useState<Shown>(scene ? ASK : { tone: 'fail', title: '无法登录', text: NO_SCENE })

  const confirm = useCallback(
    async (identity: WxIdentity) => {
      setView({ tone: 'waiting', title: '正在确认…' })
      try {
        await userApi.confirmScanLogin({ scene, code: identity.code, slot: identity.slot })
        await go('yduiSuccess', { text: CONFIRMED }, { replace: true })
      } catch (e) {
        setView({ tone: 'fail', title: '登录确认失败', text: errorText(e) })
      }
    },
    [scene],
  )

  // Back from WeChat's web authorisation (H5) with the user's code: the confirmation they asked for.
  useEffect(() => {
    if (!scene) return
    const returned = returnedIdentity(PURPOSE)
    if (returned === 'refused') setView({ ...ASK, tone: 'fail', title: '未获得微信授权', text: '请重新确认登录' })
    else if (returned) void confirm(returned)
  }, [scene, confirm])

  async function ask() {
    const step = await wechatIdentity(screenUrl('yduiScanCodeLogin', { scene }), PURPOSE)
    if (step.kind === 'code') await confirm(step.identity)
    else if (step.kind === 'unsupported' && step.reason) setView({ tone: 'fail', title: '无法使用微信授权', text: step.reason })
  }

  return (
    <ResultPanel tone={view.tone} title={view.title} text={view.text}>
      {view.ask && (
        <Button type="primary" block onClick={() => void ask()}>
          确认登录
        </Button>
      )}
      <Button block onClick={() => void goBack()}>
        取消
      </Button>
    </ResultPanel>
  )
})
