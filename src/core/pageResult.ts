/**
 * A screen that picks something for another one (a signature, a location) hands it back through
 * here, on both platforms: the caller makes a request id, opens the picker with it
 * (`go('yduiSignature', { resultId })`) and waits (`awaitResult`) or reads the result when it shows
 * again (`takeResult`); the picker `deliverResult`s the value, or null when the user leaves without
 * one. Results live in memory for the running app.
 */
import Taro from '@tarojs/taro'

const EVENT = 'page-result'
const results = new Map<string, unknown>()
let seq = 0

export const newResultId = (): string => `r${Date.now().toString(36)}${(seq++).toString(36)}`

/** The picker's answer for `id` (null: the user left without one). Only the first delivery counts. */
export function deliverResult(id: string, value: unknown): void {
  if (!id || results.has(id)) return
  results.set(id, value)
  Taro.eventCenter.trigger(EVENT, id)
}

/** Whether the picker already answered `id`. */
export const hasResult = (id: string): boolean => results.has(id)

/** The answer for `id`, once (undefined while there is none). */
export function takeResult<T>(id: string): T | null | undefined {
  if (!results.has(id)) return undefined
  const value = results.get(id) as T | null
  results.delete(id)
  return value
}

/** Resolves with the answer for `id` when the picker gives it. */
export function awaitResult<T>(id: string): Promise<T | null> {
  const ready = takeResult<T>(id)
  if (ready !== undefined) return Promise.resolve(ready)
  return new Promise((resolve) => {
    const listener = (done: string) => {
      if (done !== id) return
      Taro.eventCenter.off(EVENT, listener)
      resolve(takeResult<T>(id) ?? null)
    }
    Taro.eventCenter.on(EVENT, listener)
  })
}
