/** Shared helpers of the component tests: API answers by path, a logged-in user, settling. */
import { act, fireEvent } from '@testing-library/react'
import type { LoginUser, Role, SysModule } from '@/contract/types'
import { STORAGE_KEYS } from '@/core/storageKeys'
import { useModules } from '@/stores/modules'
import { useSession } from '@/stores/session'
import { taroMock, type FakeResponse, type RequestOptions } from '../mocks/taro'

export const ok = (result: unknown): FakeResponse => ({ statusCode: 200, data: { state: 0, msg: '', result } })
export const fail = (msg: string, state = 1): FakeResponse => ({ statusCode: 200, data: { state, msg, result: null } })

type Answer = FakeResponse | ((opts: RequestOptions) => FakeResponse | Promise<FakeResponse>)

/** Answers requests by the end of their path (query strings ignored); anything else: 404. */
export function answer(routes: Record<string, Answer>): void {
  taroMock.requestHandler = (opts) => {
    const path = opts.url.split('?')[0]
    const key = Object.keys(routes).find((p) => path.endsWith(p))
    if (!key) return { statusCode: 404, data: '' }
    const a = routes[key]
    return typeof a === 'function' ? a(opts) : a
  }
}

/** Requests sent to a path. */
export const requestsTo = (path: string): RequestOptions[] => taroMock.requests.filter((r) => r.url.split('?')[0].endsWith(path))

/** A form body as an object. */
export function formBody(r: RequestOptions): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(String(r.data ?? '')))
}

export function makeUser(role: Role = 'supplier', extra: Partial<LoginUser> = {}): LoginUser {
  return { token: 'tok-1', id: 'u1', username: `${role}01`, realName: '张三', mobile: '13812345678', userType: role, ...extra }
}

/** Logged in as `role`, as if restored from the cache. */
export function loginAs(role: Role = 'supplier', extra: Partial<LoginUser> = {}, modules: SysModule[] | null = null): LoginUser {
  const user = makeUser(role, extra)
  taroMock.storage.set(STORAGE_KEYS.user, { data: user, timeout: 0, createTime: Date.now() })
  taroMock.storage.set(STORAGE_KEYS.userType, { data: role, timeout: 0, createTime: Date.now() })
  useSession.setState({ user, userType: role })
  useModules.setState({ modules })
  return user
}

/** The current page of the fake stack. */
export function onPage(route: string, options: Record<string, string> = {}, below: string[] = []): void {
  taroMock.pages = [...below.map((r) => ({ route: r, options: {} })), { route: route.replace(/^\//, ''), options }]
  taroMock.routerParams = options
}

/** Lets pending promises and React updates settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
  }
}

/** Types into the FormField named `name`. */
export function typeInto(container: HTMLElement, name: string, value: string): void {
  const input = container.querySelector(`[data-field="${name}"] input`)
  if (!input) throw new Error(`no field ${name}`)
  fireEvent.change(input, { target: { value } })
}

export const fieldValue = (container: HTMLElement, name: string): string =>
  (container.querySelector(`[data-field="${name}"] input`) as HTMLInputElement | null)?.value ?? ''

/** Clicks the NutUI button whose text is `text`. */
export async function clickButton(container: HTMLElement, text: string): Promise<void> {
  const button = [...container.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes(text))
  if (!button) throw new Error(`no button ${text}; have: ${[...container.querySelectorAll('.nut-button')].map((b) => b.textContent).join(', ')}`)
  await act(async () => {
    fireEvent.click(button)
  })
  await settle()
}

export const lastModal = () => taroMock.modals[taroMock.modals.length - 1]

/** NutUI marks a disabled (or loading) button with a class; its clicks are ignored. */
export const buttonDisabled = (container: HTMLElement, text?: string): boolean => {
  const button = [...container.querySelectorAll('.nut-button')].find((b) => !text || b.textContent?.includes(text))
  return Boolean(button?.classList.contains('nut-button-disabled'))
}

/** Holds every request until the returned function answers them all with `response`. */
export function holdRequests(): (response: FakeResponse) => void {
  const waiting: Array<(r: FakeResponse) => void> = []
  taroMock.requestHandler = () => new Promise<FakeResponse>((r) => waiting.push(r))
  return (response) => waiting.splice(0).forEach((r) => r(response))
}
