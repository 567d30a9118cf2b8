/**
 * A new sub-account (/supplier/user-admin/create, alias /user/create): user name, password, a
 * Chinese name, mobile, optional e-mail (the spec's patterns) and its roles from the shop's roles.
 * Without a role it holds the supplier's default modules. Saved with user/create, back to the list.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { user } from '@/contract/user'
import { permissionApi } from '@/api/permission'
import { mutate } from '@/api/mutate'
import { validate } from '@/core/validate'
import { RoleChecks } from '@/domain/role/RoleChecks'
import { accountRulesFor, newSubAccount, toAccountPayload, trimmedAccount, type SubAccountValues } from '@/domain/subAccount/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { Section } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import '@/domain/role/role.scss'

export default screen(function SupplierUserCreate() {
  const roles = useAsyncData(() => permissionApi.allRoles(), [])
  const { values, set, busy, submit } = useForm<SubAccountValues>(newSubAccount())
  const [roleIds, setRoleIds] = useState<string[]>([])

  function save() {
    const v = trimmedAccount(values)
    if (!validate(v, accountRulesFor(v))) return
    void submit((action) => mutate(user.user.create, toAccountPayload(v, roleIds), { successText: '创建成功', fallback: 'supplierUserAdmin', ...action }))
  }

  return (
    <Page loading={roles.loading} error={roles.error} onRetry={() => void roles.reload()}>
      <FormGroup title="账号信息">
        <FormField label="用户名" name="username" required value={values.username} onChange={set('username')} placeholder="4-20位字母、数字或下划线" maxLength={20} />
        <FormField label="登录密码" name="password" required password value={values.password} onChange={set('password')} placeholder="6-16位，含字母和数字" maxLength={16} />
        <FormField label="姓名" name="realName" required value={values.realName} onChange={set('realName')} maxLength={20} />
        <FormField label="手机号" name="mobile" required type="mobile" value={values.mobile} onChange={set('mobile')} maxLength={11} />
        <FormField label="邮箱" name="email" value={values.email} onChange={set('email')} placeholder="选填" maxLength={100} />
      </FormGroup>
      <Section title="角色">
        <RoleChecks roles={roles.data ?? []} chosen={roleIds} onChange={setRoleIds} />
      </Section>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={save}>
          创建子账号
        </Button>
      </ActionBar>
    </Page>
  )
})
