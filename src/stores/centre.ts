/**
 * The centre's own information (sysLogoConf/queryByParam, public): its name, phone, address and
 * logo. Loaded when the app starts and kept on the device, so the next start shows the name at
 * once. The centre's name everywhere (navigation page, login pages, default page titles, about)
 * is {@link centreName}: the loaded name, else the configured APP_CONFIG.appName (TARO_APP_NAME).
 */
import { create } from 'zustand'
import type { SysLogoConf } from '@/contract'
import { userApi } from '@/api/user'
import { APP_CONFIG } from '@/config'
import { getCache, setCache } from '@/core/cache'
import { STORAGE_KEYS } from '@/core/storageKeys'

interface CentreState {
  /** null: not loaded yet (nothing kept on the device either). */
  info: SysLogoConf | null
}

export const useCentre = create<CentreState>()(() => ({ info: getCache<SysLogoConf>(STORAGE_KEYS.centre) }))

/** The centre's name: from its information, else the configured name. */
export const centreName = (info: SysLogoConf | null | undefined): string => info?.name || APP_CONFIG.appName

/** The centre's name, updated when its information loads. */
export const useCentreName = (): string => useCentre((s) => centreName(s.info))

let inFlight: Promise<SysLogoConf | null> | null = null

/**
 * Loads the centre's information (one call at a time) into the store and onto the device; a
 * centre with none configured (null) leaves the configured name standing.
 */
export function loadCentre(): Promise<SysLogoConf | null> {
  inFlight ??= userApi
    .centreInfo()
    .then((info) => {
      if (info) {
        setCache(STORAGE_KEYS.centre, info, 0)
        useCentre.setState({ info })
      }
      return info
    })
    .finally(() => {
      inFlight = null
    })
  return inFlight
}
