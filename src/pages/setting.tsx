/** Settings: the profile summary, one cell per editable field, password, about, and 退出登录. */
import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { CellGroup } from '@nutui/nutui-react-taro'
import { ROLE_NAMES } from '@/contract/types'
import { userApi } from '@/api/user'
import { CellLink } from '@/components/CellLink'
import { LogoutButton } from '@/components/LogoutButton'
import { Page } from '@/components/Page'
import { ProfileCard } from '@/components/ProfileCard'
import { maskPhone } from '@/core/format'
import { buildUrl, navigateTo } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useSession } from '@/stores/session'
import { PROFILE_FIELDS, type ProfileField } from './profileFields'

export default function Setting() {
  const user = useSession((s) => s.user)
  const profile = useAsyncData(() => userApi.profile(user!.id, { silent: true }), [user?.id], { enabled: Boolean(user) })
  // Coming back from an edit: show the saved value.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && user) void profile.reload()
    shown.current = true
  })

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
  const edit = (field: ProfileField) => void navigateTo(buildUrl('/pages/updateUserItem', { field, value: current[field] }))

  return (
    <Page auth loading={profile.loading} error={profile.error} onRetry={() => void profile.reload()}>
      {user && (
        <ProfileCard
          variant="band"
          name={current.realName || user.username}
          meta={`${ROLE_NAMES[user.userType]} · ${maskPhone(current.mobile) || '未绑定手机'}`}
        />
      )}
      <CellGroup title="个人信息">
        {(Object.keys(PROFILE_FIELDS) as ProfileField[]).map((field) => (
          <CellLink key={field} title={PROFILE_FIELDS[field].label} value={display(field)} onClick={() => edit(field)} />
        ))}
      </CellGroup>
      <CellGroup>
        <CellLink title="修改密码" onClick={() => void navigateTo('/pages/updatePSW')} />
        <CellLink title="关于我们" onClick={() => void navigateTo('/pages/about')} />
      </CellGroup>
      <LogoutButton />
    </Page>
  )
}
