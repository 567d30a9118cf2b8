/**
 * The role editor's module tree (spec section 6: role-module permissions): the grantable modules
 * grouped by their tree node (`group`, in first-seen order), each group checked when all its
 * modules are, partly when some are; toggling a group grants or withdraws all of it.
 */
import type { SysModule } from '@/contract/types'

export interface ModuleGroup {
  name: string
  modules: SysModule[]
}

export type GroupCheck = 'all' | 'some' | 'none'

/** Modules without a group fall under 其他. */
export function groupModules(modules: readonly SysModule[]): ModuleGroup[] {
  const groups = new Map<string, SysModule[]>()
  for (const m of modules) {
    const name = m.group || '其他'
    groups.set(name, [...(groups.get(name) ?? []), m])
  }
  return [...groups].map(([name, list]) => ({ name, modules: list }))
}

export function groupCheck(g: ModuleGroup, chosen: ReadonlySet<string>): GroupCheck {
  const n = g.modules.filter((m) => chosen.has(m.id)).length
  return n === 0 ? 'none' : n === g.modules.length ? 'all' : 'some'
}

/** `chosen` with one module switched. */
export function toggleModule(chosen: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(chosen)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** `chosen` with the whole group granted, or withdrawn when it was fully granted. */
export function toggleGroup(chosen: ReadonlySet<string>, g: ModuleGroup): Set<string> {
  const next = new Set(chosen)
  const on = groupCheck(g, chosen) !== 'all'
  for (const m of g.modules) {
    if (on) next.add(m.id)
    else next.delete(m.id)
  }
  return next
}

/** The chosen ids that are grantable, in tree order (ids of modules no longer offered are dropped). */
export const chosenIds = (groups: readonly ModuleGroup[], chosen: ReadonlySet<string>): string[] => groups.flatMap((g) => g.modules.filter((m) => chosen.has(m.id)).map((m) => m.id))
