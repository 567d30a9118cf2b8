import { render, screen, waitFor } from '@testing-library/react'
import UpdatePSW from '@/pages/updatePSW'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, fieldValue, formBody, lastModal, loginAs, ok, onPage, requestsTo, typeInto } from './helpers'

beforeEach(() => onPage('/pages/updatePSW', {}, ['supplier/index', 'pages/setting']))

test('not logged in: the login prompt, no form and no request', () => {
  const { container } = render(<UpdatePSW />)
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(container.querySelector('[data-field="oldPassword"]')).toBeNull()
  expect(taroMock.requests).toHaveLength(0)
})

test.each([
  [{ oldPassword: '' }, '请输入原密码'],
  [{ newPassword: '' }, '请输入新密码'],
  [{ newPassword: 'abcdefgh', confirm: 'abcdefgh' }, '密码为6-16位，不能是纯数字、纯字母或纯符号，不能含空格和中文'],
  [{ newPassword: 'Market@2026', confirm: 'Market@2026' }, '新密码不能与原密码相同'],
  [{ confirm: 'other123' }, '两次输入的密码不一致'],
])('%o: %s', async (override, message) => {
  loginAs('supplier')
  const { container } = render(<UpdatePSW />)
  const values = { oldPassword: 'Market@2026', newPassword: 'Fresh#2027', confirm: 'Fresh#2027', ...override }
  for (const [k, v] of Object.entries(values)) typeInto(container, k, v)
  await clickButton(container, '确认修改')
  expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: message }))
  expect(taroMock.requests).toHaveLength(0)
})

test('saves, toasts and then goes back', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/updatePassword': ok(null) })
  const { container } = render(<UpdatePSW />)
  typeInto(container, 'oldPassword', 'Market@2026')
  typeInto(container, 'newPassword', 'Fresh#2027')
  typeInto(container, 'confirm', 'Fresh#2027')
  await clickButton(container, '确认修改')
  const [sent] = requestsTo('/api/user/user/updatePassword')
  expect(formBody(sent)).toEqual({ oldPassword: 'Market@2026', newPassword: 'Fresh#2027' })
  expect(sent.header?.Authorization).toBe('tok-1')
  expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '密码修改成功' }))
  await waitFor(() => expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }]), { timeout: 3000 })
})

test('a wrong old password stays on the page', async () => {
  loginAs('supplier')
  answer({ '/api/user/user/updatePassword': fail('原密码错误') })
  const { container } = render(<UpdatePSW />)
  typeInto(container, 'oldPassword', 'Wrong@2026')
  typeInto(container, 'newPassword', 'Fresh#2027')
  typeInto(container, 'confirm', 'Fresh#2027')
  await clickButton(container, '确认修改')
  expect(lastModal().content).toBe('原密码错误')
  expect(taroMock.navigations).toHaveLength(0)
  expect(fieldValue(container, 'newPassword')).toBe('Fresh#2027')
})

test('after a login with a temporary password: it says so, and once replaced goes home (issue 17, item 3)', async () => {
  loginAs('purchaser', { mustChangePassword: true })
  answer({ '/api/user/user/updatePassword': ok(null) })
  const { container } = render(<UpdatePSW />)
  expect(document.body.textContent).toContain('您正在使用临时密码，请先设置自己的新密码')
  typeInto(container, 'oldPassword', 'tstBDGRc7B')
  typeInto(container, 'newPassword', 'Fresh#2027')
  typeInto(container, 'confirm', 'Fresh#2027')
  await clickButton(container, '确认修改')
  expect(formBody(requestsTo('/api/user/user/updatePassword')[0]!)).toEqual({ oldPassword: 'tstBDGRc7B', newPassword: 'Fresh#2027' })
  await waitFor(() => expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/purchaser/index' }]), { timeout: 3000 })
  expect(useSession.getState().user?.mustChangePassword).toBe(false)
})
