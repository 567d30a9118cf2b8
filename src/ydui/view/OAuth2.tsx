/**
 * Third-party authorisation (/ydui/view/OAuth2?clientId=&redirectUri=&scope=&state=): another
 * system of the market (the data dictionary's `oauthClient` entries) asks to act for the logged-in
 * user. The screen shows who asks and for what (user/oauth2/client); 同意授权 or 拒绝 goes back to
 * the system's redirect URL with a code or `error=access_denied` (user/oauth2/authorize), and only
 * when that URL is on the redirect allow-list (server/README.md, "WeChat"): off the list the screen
 * refuses and offers no decision. The mini program cannot send the user to another site: the link
 * is shown to copy instead (core/wechat/web).
 */
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { user as userEndpoints } from '@/contract/user'
import { mutate } from '@/api/mutate'
import { userApi } from '@/api/user'
import { goBack } from '@/core/navigate'
import { leaveFor } from '@/core/wechat/web'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { AsyncButton } from '@/components/AsyncButton'
import { DetailRows, DetailSection, Section } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { ResultPanel } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'
import './ydui.scss'

export const REDIRECT_OFF_LIST = '该应用的回调地址不在允许范围内，不能授权'

export default screen(function OAuth2() {
  const { clientId, redirectUri, scope, state } = useRouteParams('yduiOAuthTwo')
  const request = useMemo(() => ({ clientId, redirectUri, scope: scope || undefined }), [clientId, redirectUri, scope])
  const client = useAsyncData(() => userApi.oauthClient(request), [request])
  // The redirect the platform could not follow (the mini program): shown as a link.
  const [stuck, setStuck] = useState<string | null>(null)

  const decide = (approve: boolean) => async (action: { idempotencyKey: string }) => {
    const done = await mutate(userEndpoints.oauth2.authorize, { ...request, state: state || undefined, approve }, { successText: false, back: false, ...action })
    if (done.ok && !leaveFor(done.result.redirect)) setStuck(done.result.redirect)
  }

  const c = client.data
  return (
    <Page loading={client.loading} error={client.error} onRetry={() => void client.reload()}>
      {c && !c.redirectAllowed && (
        <ResultPanel tone="fail" title="无法授权" text={REDIRECT_OFF_LIST}>
          <Button block onClick={() => void goBack()}>
            返回
          </Button>
        </ResultPanel>
      )}
      {c && c.redirectAllowed && stuck && (
        <ResultPanel tone="success" title="已完成授权操作" text="小程序内不能打开其他网站：请复制链接，在浏览器中打开以返回该应用">
          <DetailRows rows={[{ label: '链接', value: stuck, copyable: true }]} />
        </ResultPanel>
      )}
      {c && c.redirectAllowed && !stuck && (
        <View className="ydui">
          <DetailSection title="授权请求" rows={[{ label: '申请应用', value: c.name }, { label: '回调地址', value: redirectUri }]} />
          <Section title="该应用将获得以下权限">
            {c.scopes.map((s) => (
              <Text key={s.key} className="ydui-note" data-testid={`scope-${s.key}`}>
                {s.text}
              </Text>
            ))}
          </Section>
          <View className="app-actions">
            <AsyncButton onClick={decide(true)}>同意授权</AsyncButton>
            <AsyncButton type="default" onClick={decide(false)}>
              拒绝
            </AsyncButton>
          </View>
        </View>
      )}
    </Page>
  )
})
