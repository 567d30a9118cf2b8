import { fireEvent, render, screen } from '@testing-library/react'
import Navi from '@/pages/navi'
import { STORAGE_KEYS } from '@/core/storageKeys'
import { menuCaption, menuFor } from '@/routes'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, loginAs, ok, onPage, requestsTo, settle } from './helpers'

beforeEach(() => onPage('/pages/navi'))

test('six role cards; a card keeps the role and opens its login page', async () => {
  answer({ '/api/user/sysLogoConf/queryByParam': ok({ name: '南山农批市场', address: '南山区1号' }) })
  render(<Navi />)
  await settle()
  for (const name of ['商户', '采购商', '物业维修', '业主', '配送中心', '市场员工']) expect(screen.getByText(name)).toBeTruthy()
  expect(screen.getAllByText('南山农批市场').length).toBeGreaterThan(0)
  expect(requestsTo('/api/user/sysLogoConf/queryByParam')[0].header?.Authorization).toBeUndefined()
  fireEvent.click(screen.getByTestId('role-card-purchaser'))
  await settle()
  expect(useSession.getState().userType).toBe('purchaser')
  expect((taroMock.storage.get(STORAGE_KEYS.userType) as { data: string }).data).toBe('purchaser')
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/login' }])
})

test("each role card names only screens of that role's home menu (no promise of a screen not built)", async () => {
  answer({})
  render(<Navi />)
  await settle()
  for (const role of ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const) {
    const desc = screen.getByTestId(`role-card-${role}`).querySelector('.navi__role-desc')!.textContent ?? ''
    const captions = menuFor(role).map(menuCaption)
    const named = desc.split('、')
    expect(named.length).toBeGreaterThanOrEqual(3)
    expect({ role, missing: named.filter((c) => !captions.includes(c)) }).toEqual({ role, missing: [] })
  }
})

test('without the centre info the configured name stands and no modal shows', async () => {
  answer({})
  render(<Navi />)
  await settle()
  expect(screen.getAllByText('农产品交易中心').length).toBeGreaterThan(0)
  expect(taroMock.modals).toHaveLength(0)
})

test('logged in: a button to the role home', async () => {
  answer({})
  loginAs('maintainer')
  const { container } = render(<Navi />)
  await settle()
  await clickButton(container, '进入物业维修首页')
  expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/maintainer/index' }])
})

test('the navigation page has neither back nor home button', async () => {
  answer({})
  render(<Navi />)
  await settle()
  expect(screen.queryByTestId('navbar-back')).toBeNull()
  expect(screen.queryByTestId('navbar-home')).toBeNull()
})

test('visitors open the price publication from a link below the role cards', async () => {
  answer({})
  render(<Navi />)
  await settle()
  fireEvent.click(screen.getByTestId('navi-public-price'))
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/public-price/index' }])
})
