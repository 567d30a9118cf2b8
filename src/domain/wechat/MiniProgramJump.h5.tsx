/**
 * Opening a page of the mini program from the web (/pages/webJumpMp), H5 (see MiniProgramJump.tsx):
 * - in WeChat's browser with the JS-SDK configured (core/wechat/jssdk.h5.ts): WeChat's open tag
 *   `wx-open-launch-weapp`, the one way WeChat lets a web page open a mini program there (a tap on
 *   the button the tag draws);
 * - elsewhere: the mini program's plain URL scheme (weixin://dl/business/...), which asks the phone
 *   to open WeChat at that page;
 * - always, below: a QR code of this page for a phone's WeChat to scan (then the open tag works),
 *   and the name to search for in WeChat: what a desktop browser, or a phone without WeChat, can do.
 * With the local stand-in the app id is the stand-in's, and the screen says that nothing real opens.
 */
import { createElement, useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { userApi } from '@/api/user'
import { THEME } from '@/config'
import { screenUrl } from '@/core/navigate'
import { appPageUrl } from '@/core/wechat/appUrl.h5'
import { weChatSdk } from '@/core/wechat/jssdk.h5'
import { leaveFor } from '@/core/wechat/web.h5'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useCentreName } from '@/stores/centre'
import { Page } from '@/components/Page'
import { QrCode } from '@/components/QrCode'
import { ResultPanel } from '@/components/ResultPanel'
import type { MiniProgramJumpProps } from './MiniProgramJump'
import { pageWithQuery } from './miniProgramPage'
import './MiniProgramJump.h5.scss'

export const STAND_IN_TEXT = '演示环境：微信由本地替身模拟，不会真的打开小程序'
export const OPEN_TAG_FAILED = '微信未能打开小程序'

/** The open tag's own button: its content lives in WeChat's shadow root, styled only from inside. */
const TAG_BUTTON = `<script type="text/wxtag-template"><style>.open{display:block;width:100%;height:44px;border:0;border-radius:22px;background:${THEME.primary};color:#fff;font-size:16px}</style><button class="open">打开小程序</button></script>`

function OpenTag({ appId, path, onError }: { appId: string; path: string; onError: (text: string) => void }) {
  const tag = useRef<HTMLElement>(null)
  useEffect(() => {
    const el = tag.current
    if (!el) return
    const failed = (e: Event) => onError(`${OPEN_TAG_FAILED}：${(e as CustomEvent<{ errMsg?: string }>).detail?.errMsg ?? '未知原因'}`)
    el.addEventListener('error', failed)
    return () => el.removeEventListener('error', failed)
  }, [onError])
  return createElement('wx-open-launch-weapp', { ref: tag, appid: appId, path, class: 'mp-jump__tag', dangerouslySetInnerHTML: { __html: TAG_BUTTON } })
}

export function MiniProgramJump({ path, query, title }: MiniProgramJumpProps) {
  const launch = useAsyncData(() => userApi.miniProgramLaunch({ path, query: query || undefined }), [path, query])
  const sdk = useAsyncData(() => weChatSdk(), [])
  const [failed, setFailed] = useState<string | null>(null)
  const centre = useCentreName()
  const l = launch.data
  const how = sdk.data ? '点击下方按钮，在微信中打开' : '将打开微信，进入小程序的这个页面'
  return (
    <Page loading={launch.loading || sdk.loading} error={launch.error} onRetry={() => void launch.reload()}>
      {l && (
        <>
          <ResultPanel tone={failed ? 'fail' : 'waiting'} title={`打开小程序「${title}」`} text={failed ?? (l.standIn ? STAND_IN_TEXT : how)}>
            {sdk.data ? (
              <OpenTag appId={l.appId} path={pageWithQuery(`${path}.html`, query)} onError={setFailed} />
            ) : (
              <Button type="primary" block onClick={() => leaveFor(l.scheme)}>
                打开小程序
              </Button>
            )}
          </ResultPanel>
          <View className="mp-jump__fallback">
            <Text className="mp-jump__heading">没有打开？</Text>
            <QrCode value={appPageUrl(screenUrl('webJumpMp', { path, query: query || undefined }))} label="本页面的二维码" caption="用手机微信扫一扫，在微信中打开" size="small" />
            <Text className="mp-jump__hint">{`也可以在微信中搜索小程序「${centre}」，进入「${title}」`}</Text>
          </View>
        </>
      )}
    </Page>
  )
}
