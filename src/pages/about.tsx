/** About: the centre (name, phone to call, address) and the app's version against the newest. */
import { Text, View } from '@tarojs/components'
import { CellGroup } from '@nutui/nutui-react-taro'
import { Store } from '@nutui/icons-react-taro'
import type { AppVersion } from '@/contract/types'
import { userApi } from '@/api/user'
import { APP_CONFIG } from '@/config'
import { alertModal } from '@/core/dialog'
import { HOW_TO_UPDATE } from '@/core/wechat/appUpdate'
import { callPhone } from '@/core/wechat/phone'
import { useAsyncData } from '@/hooks/useAsyncData'
import { centreName, loadCentre } from '@/stores/centre'
import { useSession } from '@/stores/session'
import { CellLink } from '@/components/CellLink'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './about.scss'

/** Whether `newest` is newer than this app. */
const isNewer = (newest: AppVersion | null | undefined, currentCode: number = APP_CONFIG.versionCode): newest is AppVersion =>
  Boolean(newest) && Number(newest!.versionCode) > currentCode

/** '已是最新版本' or '发现新版本 x'; null when the newest version is unknown. */
export function versionStatus(newest: AppVersion | null | undefined, currentCode: number = APP_CONFIG.versionCode): string | null {
  if (!newest) return null
  return isNewer(newest, currentCode) ? `发现新版本 ${newest.version}` : '已是最新版本'
}

/** What a tap on 发现新版本 says: the release's notes and how to get it. */
export const updateNotice = (newest: AppVersion): string => `V${newest.version}${newest.content ? `：${newest.content}` : ''}\n${HOW_TO_UPDATE}`

export default screen(function About() {
  const loggedIn = useSession((s) => Boolean(s.user))
  const centre = useAsyncData(() => loadCentre(), [])
  // The version service needs a session: ask only when logged in, and never fail the page on it.
  const newest = useAsyncData(() => userApi.newestVersion(), [], { enabled: loggedIn })
  const status = loggedIn ? (newest.loading ? '检查中...' : (versionStatus(newest.data) ?? '暂无版本信息')) : '登录后可检查更新'
  const info = centre.data
  return (
    <Page loading={centre.loading} error={centre.error} onRetry={() => void centre.reload()}>
      <View className="about__head">
        <View className="about__logo">
          <Store size={40} color="#fff" />
        </View>
        <Text className="about__name">{centreName(info)}</Text>
        <Text className="about__version">
          V{APP_CONFIG.version}（{APP_CONFIG.versionCode}）
        </Text>
      </View>
      <CellGroup>
        <CellLink title="联系电话" value={info?.phone || '暂无'} onClick={info?.phone ? () => void callPhone(info.phone!) : undefined} />
        <CellLink title="地址" value={info?.address || '暂无'} />
        <CellLink title="当前版本" value={`V${APP_CONFIG.version}`} />
        <CellLink title="版本更新" value={status} onClick={isNewer(newest.data) ? () => void alertModal(updateNotice(newest.data!)) : undefined} />
      </CellGroup>
    </Page>
  )
})
