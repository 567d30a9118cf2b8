/** The shop's roles as check rows (sub-account create and detail): disabled roles are marked, still choosable. */
import type { SysRole } from '@/contract/types'
import { EmptyState } from '@/components/States'
import { CheckRow } from './CheckRow'

export function RoleChecks({ roles, chosen, onChange }: { roles: readonly SysRole[]; chosen: readonly string[]; onChange: (ids: string[]) => void }) {
  if (!roles.length) return <EmptyState text="暂无角色，请先在角色管理中新增角色" />
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id])
  return (
    <>
      {roles.map((r) => (
        <CheckRow key={r.id} label={r.name} note={r.enabled ? r.remark : '已停用'} checked={chosen.includes(r.id)} onToggle={() => toggle(r.id)} />
      ))}
    </>
  )
}
