/**
 * 用户管理 (/supplier/user-admin/index, alias /useradmin; the merchant admin's): the shop's
 * sub-accounts with their roles and whether they are enabled, searchable by user name, name or
 * mobile; a tap opens the account; 新增子账号 creates one.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { permission } from '@/contract/permission'
import { user } from '@/contract/user'
import { userApi } from '@/api/user'
import { maskPhone } from '@/core/format'
import { go } from '@/core/navigate'
import { ACCOUNT_STATUS, accountKey } from '@/domain/subAccount/form'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { StatusTag } from '@/components/StatusTag'

export default screen(function SupplierUserAdmin() {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => userApi.subAccountPage(keyword ? { ...q, keyword } : q), [keyword], { refreshOn: [user.user, permission.sysRole] })
  return (
    <>
      <SearchBar placeholder="搜索用户名、姓名或手机号" onSearch={setKeyword} />
      <PagedList
        list={list}
        keyOf={(u) => u.id}
        emptyText={keyword ? '没有找到子账号' : '暂无子账号'}
        renderItem={(u) => (
          <ListCard
            title={`${u.realName}（${u.username}）`}
            extra={u.isAdmin ? '管理员' : <StatusTag status={accountKey(u)} map={ACCOUNT_STATUS} />}
            meta={[`手机号：${maskPhone(u.mobile)}`, `角色：${u.isAdmin ? '商户管理员' : u.roles?.length ? u.roles.map((r) => r.name).join('、') : '未分配（默认权限）'}`]}
            onClick={u.isAdmin ? undefined : () => void go('supplierUserDetail', { id: u.id })}
          />
        )}
      />
      <ActionBar>
        <Button type="primary" onClick={() => void go('supplierUserCreate')}>
          新增子账号
        </Button>
      </ActionBar>
    </>
  )
})
