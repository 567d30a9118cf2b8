/**
 * useAction, the one guard of a user action: one run at a time (a double tap acts once), work
 * started inside the tap, and an idempotency key that survives only a retry after no answer.
 */
import { act, fireEvent, render, renderHook } from '@testing-library/react'
import { ApiError } from '@/core/request'
import { useAction } from '@/hooks/useAction'
import { AsyncButton } from '@/components/AsyncButton'
import { buttonDisabled, settle } from './helpers'

test('a double tap runs the work once; busy while it runs; the answer is handed back', async () => {
  const { result } = renderHook(() => useAction())
  let release: () => void = () => undefined
  const work = jest.fn(() => new Promise<{ ok: true; result: string }>((r) => (release = () => r({ ok: true, result: 'done' }))))
  let first: Promise<unknown> = Promise.resolve()
  let second: Promise<unknown> = Promise.resolve()
  act(() => {
    first = result.current.run(work)
    second = result.current.run(work)
  })
  expect(work).toHaveBeenCalledTimes(1)
  expect(result.current.busy).toBe(true)
  await expect(second).resolves.toBeUndefined()
  await act(async () => {
    release()
    await expect(first).resolves.toEqual({ ok: true, result: 'done' })
  })
  expect(result.current.busy).toBe(false)
})

test('the work starts inside the tap, before anything is awaited', () => {
  const { result } = renderHook(() => useAction())
  const order: string[] = []
  act(() => {
    void result.current.run(async () => {
      order.push('work')
      return null
    })
    order.push('after run')
  })
  expect(order).toEqual(['work', 'after run'])
})

test('no answer keeps the key for the retry; an answer (success or refusal) or renew starts a new action', async () => {
  const { result } = renderHook(() => useAction())
  const keys: string[] = []
  const run = (outcome: unknown) => act(() => result.current.run(async (a) => (keys.push(a.idempotencyKey), outcome)).then(() => undefined))
  await run({ ok: false, error: new ApiError('timeout', '请求超时') })
  await run({ ok: false, error: new ApiError('network', '网络连接失败') })
  await run({ ok: false, error: new ApiError('http', '网关错误', { status: 502 }) })
  expect(new Set(keys).size).toBe(1)
  await run({ ok: false, error: new ApiError('business', '赊账密码错误') })
  expect(keys[3]).toBe(keys[0])
  await run({ ok: true, result: null })
  expect(keys[4]).not.toBe(keys[3])
  await run({ ok: false, error: new ApiError('timeout', '请求超时') })
  act(() => result.current.renew())
  await run({ ok: true, result: null })
  expect(keys[6]).not.toBe(keys[5])
})

test('a thrown error ends the run: undefined, not busy; thrown without an answer, the key is kept', async () => {
  const { result } = renderHook(() => useAction())
  const keys: string[] = []
  let r: unknown = 'x'
  await act(async () => {
    r = await result.current.run(async (a) => {
      keys.push(a.idempotencyKey)
      throw new ApiError('timeout', '请求超时')
    })
  })
  expect(r).toBeUndefined()
  expect(result.current.busy).toBe(false)
  await act(() => result.current.run(async (a) => keys.push(a.idempotencyKey)).then(() => undefined))
  expect(keys[1]).toBe(keys[0])
})

test('AsyncButton builds on it: a double tap calls onClick once, disabled until it ends', async () => {
  let release: () => void = () => undefined
  const onClick = jest.fn(() => new Promise<void>((r) => (release = r)))
  const { container } = render(<AsyncButton onClick={onClick}>查找</AsyncButton>)
  const button = container.querySelector('.nut-button')!
  await act(async () => {
    fireEvent.click(button)
    fireEvent.click(button)
  })
  expect(onClick).toHaveBeenCalledTimes(1)
  expect(onClick.mock.calls[0]).toEqual([{ idempotencyKey: expect.any(String) }])
  expect(buttonDisabled(container, '查找')).toBe(true)
  await act(async () => release())
  await settle()
  expect(buttonDisabled(container, '查找')).toBe(false)
})
