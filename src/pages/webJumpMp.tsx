/**
 * Opening a page of the mini program from the web (/pages/webJumpMp?path=&query=): a link another
 * system of the market, a message or a shared H5 page hands over. `path` is a page of the mini
 * program (a route of this app's table: its path or an alias, with or without the leading slash),
 * `query` its parameters (`id=7`; or after a `?` in `path`). A page the mini program does not have is refused here, before
 * anything opens. How it opens: domain/wechat/MiniProgramJump (the mini program goes there; H5 uses
 * WeChat's open tag, the URL scheme, or a QR code to scan).
 */
import { Button } from '@nutui/nutui-react-taro'
import { goBack } from '@/core/navigate'
import { useRouteParams } from '@/hooks/useRouteParams'
import { findRoute, pagePath } from '@/routes'
import { MiniProgramJump } from '@/domain/wechat/MiniProgramJump'
import { ResultPanel } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'

export const NO_SUCH_PAGE = '小程序中没有这个页面，无法打开'

export default screen(function WebJumpMp() {
  const params = useRouteParams('webJumpMp')
  const [path = '', inlineQuery = ''] = params.path.split('?')
  const query = params.query || inlineQuery
  const target = findRoute(path)
  if (!target || target.planned || target.h5Only)
    return (
      <ResultPanel tone="fail" title="无法打开小程序" text={NO_SUCH_PAGE}>
        <Button block onClick={() => void goBack()}>
          返回
        </Button>
      </ResultPanel>
    )
  return <MiniProgramJump path={pagePath(target.path)} query={query} title={target.title ?? '小程序'} />
})
