/**
 * Choosing and showing a location on H5 (see location.ts): a browser has no WeChat map picker, so
 * the app's own pages stand in: /choose-location (the park plan's places with their coordinates,
 * or coordinates typed in; no map tiles needed) hands its choice back through core/pageResult, and
 * /open-location shows a place.
 */
import type { PlaceLocation } from '@/contract/types'
import { go } from '@/core/navigate'
import { awaitResult, newResultId } from '@/core/pageResult'

export async function chooseLocation(_current?: PlaceLocation | null): Promise<PlaceLocation | null> {
  const resultId = newResultId()
  const opened = await go('chooseLocation', { resultId })
  if (!opened.ok) return null
  return awaitResult<PlaceLocation>(resultId)
}

export async function openLocation(place: PlaceLocation): Promise<void> {
  await go('openLocation', { latitude: place.latitude, longitude: place.longitude, name: place.name, address: place.address })
}
