/**
 * A role of the shop (/supplier/role-admin/create, alias /role/create; ?id= to edit): its name
 * (unique in the shop: sysRole/checkRoleName, '角色名称已存在'), a remark, and the modules it grants
 * as a tree of check boxes by group (a group's box grants or withdraws all of it). Saving writes the
 * role, then its modules (batchSaveModulePermission); a sub-account with the role then sees exactly
 * those menu items, and the server refuses the rest.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import type { SysModule, SysRole } from '@/contract/types'
import { permission } from '@/contract/permission'
import { permissionApi } from '@/api/permission'
import { mutate } from '@/api/mutate'
import { TEXT_LIMITS } from '@/contract/limits'
import type { UserAction } from '@/core/request'
import { trimValues, validate } from '@/core/validate'
import { CheckRow } from '@/domain/role/CheckRow'
import { ROLE_NAME_FREE, ROLE_RULES, type RoleFormValues } from '@/domain/role/form'
import { chosenIds, groupCheck, groupModules, toggleGroup, toggleModule } from '@/domain/role/moduleTree'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { Section } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'
import '@/domain/role/role.scss'

interface Loaded {
  modules: SysModule[]
  role: SysRole | null
  granted: SysModule[]
}

function RoleForm({ data }: { data: Loaded }) {
  const { values, set } = useForm<RoleFormValues>({ name: data.role?.name ?? '', remark: data.role?.remark ?? '' })
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(data.granted.map((m) => m.id)))
  // A role created by an earlier attempt whose modules failed to save: later attempts update it.
  const [roleId, setRoleId] = useState(data.role?.id ?? '')
  const groups = groupModules(data.modules)

  async function save(action: UserAction) {
    const v = trimValues(values)
    const moduleIds = chosenIds(groups, chosen)
    if (!validate({ ...v, moduleIds }, ROLE_RULES)) return
    if (!validate({ taken: await permissionApi.roleNameTaken(v.name, roleId || undefined) }, ROLE_NAME_FREE)) return
    let id = roleId
    if (id) {
      const updated = await mutate(permission.sysRole.update, { id, name: v.name, remark: v.remark }, { successText: false, back: false })
      if (!updated.ok) return
    } else {
      const created = await mutate(permission.sysRole.create, v.remark ? v : { name: v.name }, { successText: false, back: false, ...action })
      if (!created.ok) return
      id = created.result.id
      setRoleId(id)
    }
    await mutate(permission.sysRoleModlePermission.batchSaveModulePermission, { roleId: id, moduleIds }, { successText: '保存成功', fallback: 'supplierRoleAdmin', refresh: [permission.sysRole] })
  }

  return (
    <>
      <FormGroup title="角色信息">
        <FormField label="角色名称" name="name" required value={values.name} onChange={set('name')} placeholder="如 收银员" maxLength={TEXT_LIMITS.roleName.max} />
        <TextareaField label="备注" name="remark" value={values.remark} onChange={set('remark')} placeholder="选填，如岗位说明" maxLength={TEXT_LIMITS.remark.max} />
      </FormGroup>
      <Section title={`功能权限（已选${chosenIds(groups, chosen).length}项）`}>
        {groups.map((g) => {
          const state = groupCheck(g, chosen)
          return (
            <View key={g.name} className="module-group" data-testid="module-group">
              <CheckRow heading label={g.name} checked={state === 'some' ? 'mixed' : state === 'all'} onToggle={() => setChosen((c) => toggleGroup(c, g))} />
              <View className="module-group__items">
                {g.modules.map((m) => (
                  <CheckRow key={m.id} label={m.caption} checked={chosen.has(m.id)} onToggle={() => setChosen((c) => toggleModule(c, m.id))} />
                ))}
              </View>
            </View>
          )
        })}
      </Section>
      <ActionBar>
        <AsyncButton onClick={save}>保存</AsyncButton>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierRoleCreate() {
  const { id } = useRouteParams('supplierRoleCreate')
  const data = useAsyncData(async (): Promise<Loaded> => {
    const [modules, role, granted] = await Promise.all([
      permissionApi.grantableModules(),
      id ? permissionApi.role(id) : Promise.resolve(null),
      id ? permissionApi.roleModules(id) : Promise.resolve([]),
    ])
    return { modules, role, granted }
  }, [id])
  return (
    <Page title={id ? '编辑角色' : '新增角色'} loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
      {data.data && <RoleForm key={data.data.role?.id ?? 'new'} data={data.data} />}
    </Page>
  )
})
