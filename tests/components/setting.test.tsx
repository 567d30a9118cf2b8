import { act, fireEvent, render, screen } from '@testing-library/react'
import { message } from '@/contract/message'
import { user } from '@/contract/user'
import { announceChange } from '@/core/refresh'
import { STORAGE_KEYS } from '@/core/storageKeys'
import About from '@/pages/about'
import Setting from '@/pages/setting'
import { LARGE_TEXT_CLASS, useLargeText } from '@/stores/largeText'
import { taroMock } from '../mocks/taro'
import { answer, holdRequests, clickButton, fail, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const PROFILE = { id: 'u1', username: 'supplier01', realName: '张三', mobile: '13812345678', email: 'zs@example.com', userType: 'supplier' }

beforeEach(() => {
  onPage('/pages/setting', {}, ['supplier/index'])
  useLargeText.setState({ on: false })
})

test('not logged in: the login prompt and no request', () => {
  render(<Setting />)
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('loading, then the profile summary and one cell per field', async () => {
  loginAs('supplier')
  const release = holdRequests()
  render(<Setting />)
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  release(ok(PROFILE))
  await settle()
  expect(screen.queryByTestId('state-loading')).toBeNull()
  expect(screen.getByText('商户 · 138****5678')).toBeTruthy()
  expect(screen.getByText('真实姓名')).toBeTruthy()
  expect(screen.getByText('zs@example.com')).toBeTruthy()
  expect(screen.getAllByText('138****5678').length).toBe(1)
  expect(screen.queryByText('13812345678')).toBeNull()
})

test('a field cell opens updateUserItem with the field and its value', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/queryById': ok(PROFILE) })
  render(<Setting />)
  await settle()
  fireEvent.click(screen.getByText('邮箱'))
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/updateUserItem?field=email&value=zs%40example.com' }])
})

test('password and about cells', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/queryById': ok({ ...PROFILE, email: null }) })
  render(<Setting />)
  await settle()
  expect(screen.getByText('未设置')).toBeTruthy()
  fireEvent.click(screen.getByText('修改密码'))
  await settle()
  expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/pages/updatePSW' })
  fireEvent.click(screen.getByText('关于我们'))
  await settle()
  expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/pages/about' })
})

test('an edit saved on the field screen (a write to the user) is read again; other writes are not', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/queryById': ok(PROFILE) })
  render(<Setting />)
  await settle()
  await act(async () => announceChange([message.history]))
  await settle()
  expect(requestsTo('/api/user/user/queryById')).toHaveLength(1)
  answer({ '/api/user/user/queryById': ok({ ...PROFILE, email: 'new@example.com' }) })
  await act(async () => announceChange([user.user.update]))
  await settle()
  expect(requestsTo('/api/user/user/queryById')).toHaveLength(2)
  expect(screen.getByText('new@example.com')).toBeTruthy()
})

test('a failed load shows the error state and 重新加载 tries again', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/queryById': fail('服务繁忙') })
  const { container } = render(<Setting />)
  await settle()
  expect(screen.getByText('服务繁忙')).toBeTruthy()
  expect(taroMock.modals).toHaveLength(0)
  answer({ '/api/user/user/queryById': ok(PROFILE) })
  await clickButton(container, '重新加载')
  expect(screen.getByText('zs@example.com')).toBeTruthy()
})

test('退出登录 is confirmed', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/queryById': ok(PROFILE), '/login/logout': ok(null) })
  const { container } = render(<Setting />)
  await settle()
  await clickButton(container, '退出登录')
  expect(taroMock.modals[0].content).toBe('确定要退出登录吗？')
  expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/navi' }])
})

describe('长辈模式 (large-text mode)', () => {
  const root = (container: HTMLElement) => container.querySelector('.app-page')!
  const stored = () => (taroMock.storage.get(STORAGE_KEYS.largeText) as { data: boolean; timeout: number } | undefined) ?? null

  test('a switch named 长辈模式 with its explanation: a tap turns it on for the screen and keeps it on the device, another turns it off', async () => {
    loginAs('supplier')
    answer({ '/api/user/user/queryById': ok(PROFILE) })
    const { container } = render(<Setting />)
    await settle()
    const toggle = screen.getByRole('switch', { name: '长辈模式' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText(/文字和按钮更大/)).toBeTruthy()
    expect(root(container).classList.contains(LARGE_TEXT_CLASS)).toBe(false)

    fireEvent.click(toggle)
    await settle()
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(root(container).classList.contains(LARGE_TEXT_CLASS)).toBe(true)
    // Per device and never expiring: kept across logins.
    expect(stored()).toMatchObject({ data: true, timeout: 0 })

    fireEvent.click(toggle)
    await settle()
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(root(container).classList.contains(LARGE_TEXT_CLASS)).toBe(false)
    expect(stored()).toMatchObject({ data: false })
  })

  test('the keyboard toggles it (Space, Enter), as a native switch', async () => {
    loginAs('supplier')
    answer({ '/api/user/user/queryById': ok(PROFILE) })
    render(<Setting />)
    await settle()
    const toggle = screen.getByRole('switch', { name: '长辈模式' })
    fireEvent.keyDown(toggle, { key: ' ' })
    await settle()
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(toggle, { key: 'Enter' })
    await settle()
    expect(toggle.getAttribute('aria-checked')).toBe('false')
  })

  test('kept on the device: the next start reads it, and every screen (logged in or not) carries the class', () => {
    let startedOn: boolean | undefined
    jest.isolateModules(() => {
      // A fresh start: the device's storage holds the setting before the store is first read.
      ;(require('../mocks/taro') as typeof import('../mocks/taro')).taroMock.storage.set(STORAGE_KEYS.largeText, { data: true, timeout: 0, createTime: Date.now() })
      startedOn = (require('@/stores/largeText') as typeof import('@/stores/largeText')).useLargeText.getState().on
    })
    expect(startedOn).toBe(true)

    useLargeText.setState({ on: true })
    onPage('/pages/about')
    const { container } = render(<About />)
    expect(root(container).classList.contains(LARGE_TEXT_CLASS)).toBe(true)
    onPage('/pages/setting')
    const logout = render(<Setting />)
    expect(screen.getByText('您还未登录')).toBeTruthy()
    expect(root(logout.container).classList.contains(LARGE_TEXT_CLASS)).toBe(true)
  })
})
