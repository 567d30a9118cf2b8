/** Coordinates as the app keeps and shows them: at most 6 decimals (the coordinate pattern, spec section 5). */
import type { PlaceLocation } from '@/contract/types'

export const round6 = (n: number): number => Math.round(n * 1e6) / 1e6

/** '30.412000, 120.298000' (latitude first). */
export const coordinateText = (p: Pick<PlaceLocation, 'latitude' | 'longitude'>): string => `${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`
