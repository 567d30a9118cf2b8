/**
 * The one role home (the six /<role>/index screens; the shell offers another role's user its own
 * home): who is logged in, the unread message count (asked for once on load, again when the page
 * shows again and when a write touches the messages), a search entry, the latest notices, the
 * role's menu (the screens the user may open: `useMayOpen`), and 退出登录.
 */
import { Text, View } from '@tarojs/components'
import { Badge } from '@nutui/nutui-react-taro'
import { Message, Search } from '@nutui/icons-react-taro'
import { message } from '@/contract/message'
import { TEXT_COLORS } from '@/config'
import { ROLE_NAMES, type Role } from '@/contract/types'
import { messageApi } from '@/api/message'
import { go } from '@/core/navigate'
import { maskPhone } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useMayOpen } from '@/hooks/useMayOpen'
import { useShownAgain } from '@/hooks/useShownAgain'
import { menuCaption, menuFor } from '@/routes'
import { useSession } from '@/stores/session'
import { LogoutButton } from '@/components/LogoutButton'
import { MenuGrid, menuSections, type MenuItem } from '@/components/MenuGrid'
import { Page } from '@/components/Page'
import { ProfileCard } from '@/components/ProfileCard'
import { LatestNotices } from '@/components/LatestNotices'
import { Pressable } from '@/components/Pressable'
import './index.scss'

/** Every menu item of a role's home (before the user's permissions are applied). */
export function roleMenu(role: Role): MenuItem[] {
  return menuFor(role).map((r) => ({ caption: menuCaption(r), icon: r.menu?.icon ?? '', route: r.name, section: r.menu?.section }))
}

/**
 * The unread message count: asked for once on load, again whenever the page shows again (back
 * from a page opened on top, the app brought back) and after a write to the messages.
 */
function useUnreadCount(enabled: boolean): number {
  const unread = useAsyncData(() => messageApi.unreadCount(), [], { enabled, refreshOn: [message.history] })
  useShownAgain(() => {
    if (enabled) void unread.reload()
  })
  return enabled ? Number(unread.data) || 0 : 0
}

export interface RoleHomeProps {
  role: Role
}

export function RoleHome({ role }: RoleHomeProps) {
  const user = useSession((s) => s.user)
  const may = useMayOpen()
  const messages = may('msgList')
  const unread = useUnreadCount(messages)
  const items = roleMenu(role).filter((item) => may(item.route))
  return (
    <Page>
      {user && (
        <Pressable className="app-role-home__search" data-testid="home-search" onPress={() => void go('search')}>
          <Search size={14} color={TEXT_COLORS.help} />
          <Text>搜索通知、知识库、我的记录</Text>
        </Pressable>
      )}
      {user && (
        <ProfileCard
          name={user.realName || user.username}
          meta={`${ROLE_NAMES[role]}${user.mobile ? ` · ${maskPhone(user.mobile)}` : ''}`}
          accent={role === 'supplier' ? 'supplier' : 'primary'}
          right={
            messages ? (
              <Pressable className="app-role-home__msg" label={unread ? `消息，${unread} 条未读` : '消息'} data-testid="unread" data-count={unread} onPress={() => void go('msgList')}>
                <Badge value={unread} max={99}>
                  <Message size={24} color="#fff" />
                </Badge>
              </Pressable>
            ) : undefined
          }
        />
      )}
      {user && may('noticeList') && <LatestNotices />}
      {menuSections(items).map((section) => (
        <View key={section.title ?? ''} className="app-card app-role-home__menu" data-testid="menu-section">
          {section.title && <Text className="app-role-home__section-title">{section.title}</Text>}
          <MenuGrid items={section.items} />
        </View>
      ))}
      <LogoutButton />
    </Page>
  )
}

export default RoleHome
