/** The caller's system modules: which menu items they see (spec section 6). */
import { create } from 'zustand'
import type { SysModule } from '@/contract'
import { permissionApi } from '@/api/permission'
import { cacheModules, cachedModules } from '@/core/permission'
import { removeCache } from '@/core/cache'
import { STORAGE_KEYS } from '@/core/storageKeys'

interface ModulesState {
  /** null: no module list cached, every item is shown. */
  modules: SysModule[] | null
  load: () => Promise<void>
  clear: () => void
}

export const useModules = create<ModulesState>()((set) => ({
  modules: cachedModules(),
  async load() {
    const { modules } = await permissionApi.myModules()
    cacheModules(modules)
    set({ modules })
  },
  clear() {
    removeCache(STORAGE_KEYS.modules)
    set({ modules: null })
  },
}))
