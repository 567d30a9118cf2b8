import { fireEvent, render, screen } from '@testing-library/react'
import Login from '@/pages/login'
import SupplierLogin from '@/supplier/login'
import StaffLogin from '@/staff/login'
import { STORAGE_KEYS } from '@/core/storageKeys'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, holdRequests, buttonDisabled, clickButton, fail, fieldValue, formBody, lastModal, makeUser, ok, onPage, requestsTo, settle, typeInto } from './helpers'

function backend(user = makeUser('supplier')) {
  answer({
    '/login/login': ok(user),
    '/api/user/dataDictionary/page': ok({ records: [{ dataKey: '1', dataValue: '启用', dataType: 'status' }], current: 1, size: 500, hasMore: false, cursor: null }),
    '/api/permission/permission/getRoleModulListAndButtonList': ok({ modules: [{ id: 'm1', caption: '设置' }], buttons: [] }),
  })
}

describe('LoginForm on a role login page', () => {
  beforeEach(() => onPage('/supplier/login'))

  test('empty fields: a 提示 modal and no request', async () => {
    const { container } = render(<SupplierLogin />)
    await clickButton(container, '登录')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '请输入用户名', showCancel: false }))
    typeInto(container, 'username', 'supplier01')
    await clickButton(container, '登录')
    expect(lastModal().content).toBe('请输入密码')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('success stores _user, loads dictionary and modules, reLaunches the role home', async () => {
    backend()
    const { container } = render(<SupplierLogin />)
    typeInto(container, 'username', ' supplier01 ')
    typeInto(container, 'password', 'Market@2026')
    await clickButton(container, '登录')
    const [login] = requestsTo('/login/login')
    expect(formBody(login)).toEqual({ username: 'supplier01', password: 'Market@2026', userType: 'supplier' })
    expect((taroMock.storage.get(STORAGE_KEYS.user) as { data: { token: string } }).data.token).toBe('tok-1')
    expect(requestsTo('/api/user/dataDictionary/page')).toHaveLength(1)
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/index' }])
    expect(useSession.getState().user?.username).toBe('supplier01')
  })

  test('a refused login shows the server message and keeps the typed values', async () => {
    answer({ '/login/login': fail('用户名或密码错误') })
    const { container } = render(<SupplierLogin />)
    typeInto(container, 'username', 'supplier01')
    typeInto(container, 'password', 'wrong-pass1')
    await clickButton(container, '登录')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '用户名或密码错误' }))
    expect(taroMock.navigations).toHaveLength(0)
    expect(taroMock.storage.has(STORAGE_KEYS.user)).toBe(false)
    expect(fieldValue(container, 'username')).toBe('supplier01')
    expect(fieldValue(container, 'password')).toBe('wrong-pass1')
    // The button is usable again.
    expect(buttonDisabled(container)).toBe(false)
  })

  test('the button is disabled while the login is in flight', async () => {
    const release = holdRequests()
    const { container } = render(<SupplierLogin />)
    typeInto(container, 'username', 'supplier01')
    typeInto(container, 'password', 'Market@2026')
    await clickButton(container, '登录')
    expect(buttonDisabled(container)).toBe(true)
    await clickButton(container, '登录')
    expect(requestsTo('/login/login')).toHaveLength(1)
    release(fail('稍后再试'))
    await settle()
    expect(buttonDisabled(container)).toBe(false)
  })

  test('prefills the username from the route and toggles the password visibility', async () => {
    onPage('/supplier/login', { username: 'newshop' })
    const { container } = render(<SupplierLogin />)
    expect(fieldValue(container, 'username')).toBe('newshop')
    const password = container.querySelector('[data-field="password"] input') as HTMLInputElement
    expect(password.type).toBe('password')
    fireEvent.click(screen.getByTestId('password-toggle'))
    expect((container.querySelector('[data-field="password"] input') as HTMLInputElement).type).toBe('text')
  })

  test('suppliers get a 商户注册 link, other roles do not', async () => {
    const { unmount } = render(<SupplierLogin />)
    fireEvent.click(screen.getByText('商户注册'))
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/register' }])
    unmount()
    onPage('/staff/login')
    render(<StaffLogin />)
    expect(screen.queryByText('商户注册')).toBeNull()
    expect(screen.getByText('市场员工登录')).toBeTruthy()
  })
})

describe('/pages/login', () => {
  beforeEach(() => onPage('/pages/login'))

  test('shows a role picker defaulting to the kept user type, and logs in as the picked role', async () => {
    useSession.setState({ userType: 'maintainer' })
    backend(makeUser('purchaser'))
    const { container } = render(<Login />)
    expect(screen.getByTestId('role-picker')).toBeTruthy()
    expect(screen.getByText('物业维修登录')).toBeTruthy()
    fireEvent.click(screen.getByTestId('role-purchaser'))
    typeInto(container, 'username', 'purchaser01')
    typeInto(container, 'password', 'Market@2026')
    await clickButton(container, '登录')
    expect(formBody(requestsTo('/login/login')[0]).userType).toBe('purchaser')
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/purchaser/index' }])
  })

  test('defaults to supplier when no user type is kept', () => {
    render(<Login />)
    expect(screen.getByText('商户登录')).toBeTruthy()
    expect(screen.getByText('商户注册')).toBeTruthy()
  })

  test('prefills an URL-encoded username from the route too', () => {
    onPage('/pages/login', { username: encodeURIComponent('新店_01') })
    const { container } = render(<Login />)
    expect(fieldValue(container, 'username')).toBe('新店_01')
  })
})

test('the supplier login wears the supplier blue, the others the green', () => {
  const colour = () => (document.querySelector('.app-navbar') as HTMLElement).style.background
  onPage('/supplier/login')
  const { unmount } = render(<SupplierLogin />)
  expect(colour()).toBe('rgb(9, 88, 217)')
  unmount()
  onPage('/staff/login')
  render(<StaffLogin />)
  expect(colour()).not.toBe('rgb(9, 88, 217)')
})

describe('a buyer a stall registered (issue 17, item 3)', () => {
  beforeEach(() => onPage('/pages/login'))

  test('a login with the temporary password opens the password change, not the home page', async () => {
    backend(makeUser('purchaser', { mustChangePassword: true }))
    const { container } = render(<Login />)
    fireEvent.click(screen.getByTestId('role-purchaser'))
    typeInto(container, 'username', '13655550101')
    typeInto(container, 'password', 'tstBDGRc7B')
    await clickButton(container, '登录')
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/updatePSW' }])
  })

  test('the owner of the number claims it: a code to the phone, then a new password; the user name is filled in', async () => {
    answer({ '/api/user/claim/sendCode': ok(null), '/api/user/claim/confirm': ok({ username: '13655550105' }) })
    const { container } = render(<Login />)
    expect(screen.queryByText('手机号被商户登记过？认领账号')).toBeNull()
    fireEvent.click(screen.getByTestId('role-purchaser'))
    fireEvent.click(screen.getByText('手机号被商户登记过？认领账号'))
    await settle()
    const claim = screen.getByTestId('claim-mobile')
    await clickButton(claim, '获取验证码')
    expect(lastModal().content).toBe('请输入手机号')
    typeInto(claim, 'mobile', '13655550105')
    await clickButton(claim, '获取验证码')
    expect(formBody(requestsTo('/api/user/claim/sendCode')[0]!)).toEqual({ mobile: '13655550105' })
    expect(requestsTo('/api/user/claim/sendCode')[0]!.header?.Authorization).toBeUndefined()
    expect(claim.textContent).toMatch(/\d+秒后重发/)
    typeInto(claim, 'code', '123456')
    typeInto(claim, 'newPassword', 'Owner@2026')
    typeInto(claim, 'confirm', 'Owner@2027')
    await clickButton(claim, '认领并设置密码')
    expect(lastModal().content).toBe('两次输入的密码不一致')
    typeInto(claim, 'confirm', 'Owner@2026')
    await clickButton(claim, '认领并设置密码')
    expect(formBody(requestsTo('/api/user/claim/confirm')[0]!)).toEqual({ mobile: '13655550105', code: '123456', newPassword: 'Owner@2026' })
    await settle()
    expect(screen.queryByTestId('claim-mobile')).toBeNull()
    expect(fieldValue(container, 'username')).toBe('13655550105')
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '认领成功，请用新密码登录' }))
  })
})
