/** The data dictionary (spec section 3), loaded after login and kept in the cache. */
import { create } from 'zustand'
import type { DictEntry } from '@/contract'
import { userApi } from '@/api/user'
import { getCache, setCache } from '@/core/cache'
import { STORAGE_KEYS } from '@/core/storageKeys'

interface DictionaryState {
  entries: DictEntry[]
  load: () => Promise<void>
  /** The display value of `dataKey` in `dataType`, or the key itself when unknown. */
  label: (dataType: string, dataKey: string) => string
  options: (dataType: string) => DictEntry[]
}

export const useDictionary = create<DictionaryState>()((set, get) => ({
  entries: getCache<DictEntry[]>(STORAGE_KEYS.dict) ?? [],
  async load() {
    const page = await userApi.dictionary({ enabled: true, current: 1, size: 500 })
    setCache(STORAGE_KEYS.dict, page.records)
    set({ entries: page.records })
  },
  label: (dataType, dataKey) => get().entries.find((e) => e.dataType === dataType && e.dataKey === dataKey)?.dataValue ?? dataKey,
  options: (dataType) => get().entries.filter((e) => e.dataType === dataType),
}))
