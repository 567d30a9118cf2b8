/**
 * The chosen location (spec section 3: "location info, kept as the chosen location"): the last
 * place picked on /choose-location, with Taro.chooseLocation or for a third party
 * (/ydui/view/location), kept on the device with no expiry, so the pickers start from it.
 */
import { create } from 'zustand'
import type { PlaceLocation } from '@/contract'
import { getCache, setCache } from '@/core/cache'
import { STORAGE_KEYS } from '@/core/storageKeys'

interface LocationState {
  chosen: PlaceLocation | null
  keep: (place: PlaceLocation) => void
}

export const useChosenLocation = create<LocationState>()((set) => ({
  chosen: getCache<PlaceLocation>(STORAGE_KEYS.location),
  keep(place) {
    setCache(STORAGE_KEYS.location, place, 0)
    set({ chosen: place })
  },
}))
