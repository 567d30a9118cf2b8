/** One HTTP exchange through Taro.request (the mini program; H5 has send.h5.ts). */
import Taro from '@tarojs/taro'
import { withDeadline, type RawResponse, type SendOptions } from './exchange'

export function send(opts: SendOptions, timeout: number): Promise<RawResponse> {
  let task: { abort?: () => void } | undefined
  return withDeadline(
    timeout,
    (answer, fail) => {
      const started = Taro.request({
        ...opts,
        timeout,
        success: (res) => answer({ statusCode: res.statusCode, data: res.data }),
        fail: (err) => fail(String((err as { errMsg?: string } | null)?.errMsg ?? '')),
      })
      // Taro also rejects the task's own promise on failure; `fail` above already handled it.
      ;(started as unknown as Promise<unknown> | undefined)?.catch?.(() => undefined)
      task = started as unknown as { abort?: () => void }
    },
    () => task?.abort?.(),
    `${opts.method} ${opts.url}`,
  )
}
