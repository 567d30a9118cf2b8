/**
 * 角色管理 (/supplier/role-admin/index, alias /roleadmin; the merchant admin's): the shop's roles,
 * newest first, each enabled or disabled; a tap edits it (name, remark, its modules); 停用 / 启用
 * and 删除 act at once (deleting asks first). A disabled role grants nothing to its sub-accounts.
 */
import { Button } from '@nutui/nutui-react-taro'
import { permission } from '@/contract/permission'
import { permissionApi } from '@/api/permission'
import { mutate } from '@/api/mutate'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { ROLE_ENABLED_STATUS } from '@/domain/role/form'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { ConfirmButton } from '@/components/ConfirmButton'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { RowActions } from '@/components/RowActions'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const ROLES = [permission.sysRole, permission.sysRoleModlePermission]

export default screen(function SupplierRoleAdmin() {
  const list = usePagedList((q) => permissionApi.rolePage(q), [], { refreshOn: ROLES })
  return (
    <>
      <PagedList
        list={list}
        keyOf={(r) => r.id}
        emptyText="暂无角色"
        renderItem={(r) => (
          <ListCard
            title={r.name}
            extra={<StatusTag status={r.enabled ? 'on' : 'off'} map={ROLE_ENABLED_STATUS} />}
            meta={[r.remark, `创建时间：${dateTime(r.createTime)}`]}
            onClick={() => void go('supplierRoleCreate', { id: r.id })}
            footer={
              <RowActions>
                <ConfirmButton size="small" message={`确定删除角色「${r.name}」吗？使用该角色的子账号将失去其权限。`} onConfirm={(action) => mutate(permission.sysRole.delete, { id: r.id }, { successText: '删除成功', back: false, ...action })}>
                  删除
                </ConfirmButton>
                <AsyncButton
                  size="small"
                  fill="outline"
                  onClick={(action) => mutate(permission.sysRole.update, { id: r.id, enabled: !r.enabled }, { back: false, successText: r.enabled ? '已停用' : '已启用', ...action })}
                >
                  {r.enabled ? '停用' : '启用'}
                </AsyncButton>
              </RowActions>
            }
          />
        )}
      />
      <ActionBar>
        <Button type="primary" onClick={() => void go('supplierRoleCreate')}>
          新增角色
        </Button>
      </ActionBar>
    </>
  )
})
