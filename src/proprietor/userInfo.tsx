/** 业主信息 (/proprietor/userInfo): the proprietor's account (name, mobile, email) and its assets at a glance; 修改信息 edits the account. */
import { Button } from '@nutui/nutui-react-taro'
import { basic } from '@/contract/basic'
import { user } from '@/contract/user'
import { basicApi } from '@/api/basic'
import { userApi } from '@/api/user'
import { money } from '@/core/format'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useSession } from '@/stores/session'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { ScreenLinks } from '@/components/ScreenLinks'

export default screen(function ProprietorUserInfo() {
  const id = useSession((s) => s.user?.id ?? '')
  const profile = useAsyncData(() => userApi.profile(id), [id], { refreshOn: [user.user] })
  const summary = useAsyncData(() => basicApi.ownerSummary(), [], { refreshOn: [basic.assetsManage] })
  const p = profile.data
  const s = summary.data
  return (
    <Page loading={profile.loading} error={profile.error} onRetry={() => void profile.reload()}>
      {p && (
        <DetailSection
          title="账号信息"
          rows={[
            { label: '用户名', value: p.username },
            { label: '真实姓名', value: p.realName },
            { label: '手机号', value: p.mobile, phone: true },
            { label: '邮箱', value: p.email },
          ]}
        />
      )}
      {s && (
        <DetailSection
          title="资产概况"
          rows={[
            { label: '资产总数', value: `${s.total}个` },
            { label: '已出租', value: `${s.counts.let}个` },
            { label: '已预订', value: `${s.counts.reserved}个` },
            { label: '空置 / 招租中', value: `${s.counts.vacant}个 / ${s.counts.released}个` },
            { label: '月租金合计', value: money(s.monthlyRentFen) },
          ]}
        />
      )}
      <ScreenLinks screens={['proprietorAssets']} />
      <ActionBar>
        <Button type="primary" onClick={() => void go('proprietorUpdateUser')}>
          修改信息
        </Button>
      </ActionBar>
    </Page>
  )
})
