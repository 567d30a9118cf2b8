/**
 * Menu and feature visibility (spec section 6): an item is shown when the cached module list holds
 * a module with the same caption; with no module list cached, every item is shown.
 */
import type { SysModule } from '@/contract/types'
import { getCache, setCache } from './cache'
import { STORAGE_KEYS } from './storageKeys'

export const cachedModules = (): SysModule[] | null => getCache<SysModule[]>(STORAGE_KEYS.modules)

export function cacheModules(modules: SysModule[]): void {
  setCache(STORAGE_KEYS.modules, modules)
}

export function isVisible(caption: string, modules: readonly SysModule[] | null = cachedModules()): boolean {
  if (!modules) return true
  return modules.some((m) => m.caption === caption)
}

export function visibleItems<T extends { caption: string }>(items: readonly T[], modules: readonly SysModule[] | null = cachedModules()): T[] {
  return items.filter((item) => isVisible(item.caption, modules))
}
