/**
 * A web page inside the app (/pages/webView?url=&title=): only a page on the web-view allow-list
 * (the app's own origin and the origins the server's configuration or the data dictionary list:
 * user/allowList/check) opens; any other URL is refused with a message. The mini program draws it
 * with the web-view component (its business domains must include the origin); H5 sends the browser
 * there (core/wechat/web.h5.ts), and its back button returns to the app.
 */
import { useEffect } from 'react'
import { WebView } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { userApi } from '@/api/user'
import { goBack } from '@/core/navigate'
import { embedsWebPages, leaveFor } from '@/core/wechat/web'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { Page } from '@/components/Page'
import { ResultPanel } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'

export const URL_REFUSED = '该网页不在允许打开的范围内，无法打开'

export default screen(function WebPage() {
  const { url, title } = useRouteParams('webView')
  const check = useAsyncData(() => userApi.allowCheck({ url, kind: 'webView' }), [url])
  const allowed = check.data?.allowed === true
  useEffect(() => {
    if (allowed && !embedsWebPages) leaveFor(url)
  }, [allowed, url])

  return (
    <Page title={title || undefined} loading={check.loading} error={check.error} onRetry={() => void check.reload()}>
      {check.data && !allowed && (
        <ResultPanel tone="fail" title="无法打开网页" text={URL_REFUSED}>
          <Button block onClick={() => void goBack()}>
            返回
          </Button>
        </ResultPanel>
      )}
      {allowed && (embedsWebPages ? <WebView src={url} /> : <ResultPanel tone="waiting" title="正在打开网页…" text={url} />)}
    </Page>
  )
})
