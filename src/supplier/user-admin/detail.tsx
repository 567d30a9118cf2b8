/**
 * A sub-account (/supplier/user-admin/detail?id=, alias /user/detail): who it is, whether it is
 * enabled, and its roles (saved with user/update); 停用 (ends its sessions at once) / 启用, 重置密码
 * (then tells the new password) and 删除, each asked first.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { RESET_PASSWORD, type SysRole, type UserProfile } from '@/contract'
import type { UserAction } from '@/core/request'
import { permission } from '@/contract/permission'
import { user } from '@/contract/user'
import { permissionApi } from '@/api/permission'
import { userApi } from '@/api/user'
import { mutate } from '@/api/mutate'
import { alertModal } from '@/core/dialog'
import { dateTime } from '@/core/format'
import { RoleChecks } from '@/domain/role/RoleChecks'
import { ACCOUNT_STATUS, accountKey } from '@/domain/subAccount/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection, Section } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/role/role.scss'

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x))

function Account({ u, roles }: { u: UserProfile; roles: SysRole[] }) {
  const saved = (u.roles ?? []).map((r) => r.id)
  const [roleIds, setRoleIds] = useState<string[]>(saved)
  const enabled = u.enabled !== false

  async function resetPassword(action: UserAction) {
    const done = await mutate(user.user.resetPassword, { id: u.id }, { successText: false, back: false, ...action })
    if (done.ok) await alertModal(`密码已重置为 ${RESET_PASSWORD}，请告知该员工登录后及时修改。`)
  }

  return (
    <>
      <DetailSection
        title={u.realName}
        extra={<StatusTag status={accountKey(u)} map={ACCOUNT_STATUS} />}
        rows={[
          { label: '用户名', value: u.username, copyable: true },
          { label: '手机号', value: u.mobile, phone: true },
          { label: '邮箱', value: u.email ?? '' },
          { label: '创建时间', value: dateTime(u.createTime) },
        ]}
      />
      <Section title="角色">
        <RoleChecks roles={roles} chosen={roleIds} onChange={setRoleIds} />
        <View className="app-button-row">
          <AsyncButton size="small" fill="outline" disabled={sameSet(roleIds, saved)} onClick={(action) => mutate(user.user.update, { id: u.id, roleIds }, { successText: '角色已保存', back: false, ...action })}>
            保存角色
          </AsyncButton>
        </View>
      </Section>
      <ActionBar>
        <ConfirmButton message={`确定删除子账号「${u.realName}」吗？`} onConfirm={(action) => mutate(user.user.delete, { id: u.id }, { successText: '删除成功', fallback: 'supplierUserAdmin', ...action })}>
          删除
        </ConfirmButton>
        <ConfirmButton type="primary" message={`确定将「${u.realName}」的密码重置为 ${RESET_PASSWORD} 吗？`} onConfirm={resetPassword}>
          重置密码
        </ConfirmButton>
        {enabled ? (
          <ConfirmButton
            type="warning"
            message="停用后该账号将立即退出登录，且不能再登录，确定停用吗？"
            onConfirm={(action) => mutate(user.user.update, { id: u.id, enabled: false }, { successText: '已停用', back: false, ...action })}
          >
            停用
          </ConfirmButton>
        ) : (
          <AsyncButton onClick={(action) => mutate(user.user.update, { id: u.id, enabled: true }, { successText: '已启用', back: false, ...action })}>启用</AsyncButton>
        )}
      </ActionBar>
    </>
  )
}

export default screen(function SupplierUserDetail() {
  const { id } = useRouteParams('supplierUserDetail')
  const data = useAsyncData(async () => {
    const [u, roles] = await Promise.all([userApi.profile(id), permissionApi.allRoles()])
    return { u, roles }
  }, [id], { refreshOn: [user.user, permission.sysRole] })
  return (
    <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
      {data.data && <Account key={`${data.data.u.id}-${(data.data.u.roles ?? []).map((r) => r.id).join(',')}`} u={data.data.u} roles={data.data.roles} />}
    </Page>
  )
})

