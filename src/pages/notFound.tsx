/**
 * 页面不存在: where a link to a page that does not exist lands (core/navigate watchPageNotFound),
 * with the way home (the user's role home, else the entry page).
 */
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { ErrorState } from '@/components/States'

export default screen(function NotFound() {
  return (
    <Page title="页面不存在">
      <ErrorState title="页面不存在" error="您访问的页面不存在或已下线，请返回首页" />
    </Page>
  )
})
