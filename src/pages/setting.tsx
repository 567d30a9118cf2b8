/**
 * Settings: the profile summary, one cell per editable field, large-text mode (长辈模式, this
 * device's), password, about, and 退出登录. An
 * edit saved on the field's screen (a write to the user) shows here when it comes back.
 */
import { CellGroup } from '@nutui/nutui-react-taro'
import { ROLE_NAMES } from '@/contract/types'
import { user as userService } from '@/contract/user'
import { userApi } from '@/api/user'
import { maskPhone } from '@/core/format'
import { go } from '@/core/navigate'
import { PROFILE_FIELDS, type ProfileField } from '@/domain/user/profile'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useLargeText } from '@/stores/largeText'
import { useSession } from '@/stores/session'
import { CellLink } from '@/components/CellLink'
import { LogoutButton } from '@/components/LogoutButton'
import { Page } from '@/components/Page'
import { ProfileCard } from '@/components/ProfileCard'
import { screen } from '@/components/Screen'
import { ToggleSwitch } from '@/components/ToggleSwitch'

export default screen(function Setting() {
  // The shell mounts this only for a logged-in user; the user is gone for a moment at logout.
  const user = useSession((s) => s.user)
  const userId = user?.id
  const largeText = useLargeText()
  const profile = useAsyncData(() => userApi.profile(userId!, { silent: true }), [userId], { enabled: Boolean(userId), refreshOn: [userService.user] })

  const data = profile.data
  const current: Record<ProfileField, string> = {
    realName: data?.realName ?? user?.realName ?? '',
    mobile: data?.mobile ?? user?.mobile ?? '',
    email: data?.email ?? '',
  }
  const display = (field: ProfileField): string => {
    if (!current[field]) return '未设置'
    return field === 'mobile' ? maskPhone(current.mobile) : current[field]
  }

  return (
    <Page loading={profile.loading} error={profile.error} onRetry={() => void profile.reload()}>
      {user && (
        <ProfileCard
          variant="band"
          name={current.realName || user.username}
          meta={`${ROLE_NAMES[user.userType]} · ${maskPhone(current.mobile) || '未绑定手机'}`}
        />
      )}
      <CellGroup title="个人信息">
        {(Object.keys(PROFILE_FIELDS) as ProfileField[]).map((field) => (
          <CellLink key={field} title={PROFILE_FIELDS[field].label} value={display(field)} onClick={() => void go('updateUserItem', { field, value: current[field] })} />
        ))}
      </CellGroup>
      <CellGroup title="显示">
        <ToggleSwitch label="长辈模式" hint="大字模式：文字和按钮更大，看得清、点得准" checked={largeText.on} onChange={largeText.set} />
      </CellGroup>
      <CellGroup>
        <CellLink title="修改密码" onClick={() => void go('updatePSW')} />
        <CellLink title="关于我们" onClick={() => void go('about')} />
      </CellGroup>
      <LogoutButton />
    </Page>
  )
})
