/**
 * The caller's module list, cached (spec section 3: "System module list (cached)"): what
 * `refusalOf` (src/routes/access.ts) matches a screen's module against; none cached: every
 * screen's module counts as held.
 */
import type { SysModule } from '@/contract/types'
import { getCache, setCache } from './cache'
import { STORAGE_KEYS } from './storageKeys'

export const cachedModules = (): SysModule[] | null => getCache<SysModule[]>(STORAGE_KEYS.modules)

export function cacheModules(modules: SysModule[]): void {
  setCache(STORAGE_KEYS.modules, modules)
}
