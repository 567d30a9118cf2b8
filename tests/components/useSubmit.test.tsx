/** useSubmit: one run at a time; the idempotency key survives only a retry after no answer. */
import { act, renderHook } from '@testing-library/react'
import { ApiError } from '@/core/request'
import { useSubmit } from '@/hooks/useSubmit'

test('a second submit while one runs is ignored', async () => {
  const { result } = renderHook(() => useSubmit())
  let release: () => void = () => undefined
  const work = jest.fn(() => new Promise<{ ok: true; result: null }>((r) => (release = () => r({ ok: true, result: null }))))
  let first: Promise<unknown> = Promise.resolve()
  act(() => {
    first = result.current.submit(work)
    void result.current.submit(work)
  })
  expect(work).toHaveBeenCalledTimes(1)
  expect(result.current.busy).toBe(true)
  await act(async () => {
    release()
    await first
  })
  expect(result.current.busy).toBe(false)
})

test('no answer keeps the key for the retry; an answer or a change starts a new action', async () => {
  const { result } = renderHook(() => useSubmit())
  const keys: string[] = []
  const run = (outcome: unknown) => act(() => result.current.submit(async (a) => (keys.push(a.idempotencyKey), outcome)).then(() => undefined))
  await run({ ok: false, error: new ApiError('timeout', '请求超时') })
  await run({ ok: false, error: new ApiError('network', '网络连接失败') })
  expect(keys[1]).toBe(keys[0])
  await run({ ok: false, error: new ApiError('business', '赊账密码错误') })
  expect(keys[2]).toBe(keys[0])
  await run({ ok: true, result: null })
  expect(keys[3]).not.toBe(keys[0])
  await run({ ok: false, error: new ApiError('timeout', '请求超时') })
  act(() => result.current.changed())
  await run({ ok: true, result: null })
  expect(keys[5]).not.toBe(keys[4])
})
