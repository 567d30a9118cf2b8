import { render, screen, waitFor } from '@testing-library/react'
import UpdateUserItem from '@/pages/updateUserItem'
import { STORAGE_KEYS } from '@/core/storageKeys'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fieldValue, formBody, lastModal, loginAs, ok, onPage, requestsTo, typeInto } from './helpers'

const open = (options: Record<string, string>) => onPage('/pages/updateUserItem', options, ['supplier/index', 'pages/setting'])

test('an unknown field is an error state', () => {
  loginAs('supplier')
  open({ field: 'password' })
  render(<UpdateUserItem />)
  expect(screen.getByText('未知的修改项')).toBeTruthy()
  expect(screen.queryByText('保存')).toBeNull()
})

test('without the field: the missing-parameter state names it', () => {
  loginAs('supplier')
  open({})
  render(<UpdateUserItem />)
  expect(screen.getByText('缺少修改项，请返回后重新进入')).toBeTruthy()
  expect(screen.queryByText('保存')).toBeNull()
})

test('not logged in: the login prompt and no request', () => {
  open({ field: 'mobile' })
  render(<UpdateUserItem />)
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test.each([
  ['realName', 'Tom', '姓名需为至少2个汉字'],
  ['mobile', '2391234567', '手机号格式不正确'],
  ['email', 'not-an-email', '邮箱格式不正确'],
  ['email', '', '请输入邮箱'],
])('%s = %p: %s', async (field, value, message) => {
  loginAs('supplier')
  open({ field })
  const { container } = render(<UpdateUserItem />)
  typeInto(container, field, value)
  await clickButton(container, '保存')
  expect(lastModal().content).toBe(message)
  expect(taroMock.requests).toHaveLength(0)
})

test('saves the mobile, updates the stored user, toasts and goes back', async () => {
  loginAs('supplier')
  open({ field: 'mobile', value: '13812345678' })
  answer({ '/api/user/user/update': ok({}) })
  const { container } = render(<UpdateUserItem />)
  expect(screen.getByText('修改手机号')).toBeTruthy()
  expect(fieldValue(container, 'mobile')).toBe('13812345678')
  typeInto(container, 'mobile', '13700001111')
  await clickButton(container, '保存')
  expect(formBody(requestsTo('/api/user/user/update')[0])).toEqual({ mobile: '13700001111' })
  expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '修改成功' }))
  await waitFor(() => expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }]), { timeout: 3000 })
  await waitFor(() => expect(useSession.getState().user?.mobile).toBe('13700001111'))
  expect((taroMock.storage.get(STORAGE_KEYS.user) as { data: { mobile: string } }).data.mobile).toBe('13700001111')
})

test('saves the email without touching the stored user', async () => {
  const user = loginAs('supplier')
  open({ field: 'email' })
  answer({ '/api/user/user/update': ok({}) })
  const { container } = render(<UpdateUserItem />)
  typeInto(container, 'email', 'shop@example.com')
  await clickButton(container, '保存')
  expect(formBody(requestsTo('/api/user/user/update')[0])).toEqual({ email: 'shop@example.com' })
  await waitFor(() => expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }]), { timeout: 3000 })
  expect(useSession.getState().user).toEqual(user)
})
