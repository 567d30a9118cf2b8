/**
 * One name for the centre: the navigation page, the login pages and the default page title (role
 * homes) all show the centre's information name once it is loaded (and kept on the device), and
 * the configured APP_CONFIG.appName before or without it.
 */
import { act, render, screen } from '@testing-library/react'
import { NavBar } from '@/components/NavBar'
import { APP_CONFIG } from '@/config'
import { STORAGE_KEYS } from '@/core/storageKeys'
import Navi from '@/pages/navi'
import { centreName, loadCentre, useCentre } from '@/stores/centre'
import SupplierLogin from '@/supplier/login'
import { taroMock } from '../mocks/taro'
import { answer, holdRequests, ok, onPage, requestsTo, settle } from './helpers'

const INFO = '/api/user/sysLogoConf/queryByParam'
const CENTRE = { name: '江南农产品批发交易中心', phone: '0571-86001234', address: '农贸大道88号' }

test('before any information: the configured name everywhere', () => {
  expect(centreName(null)).toBe(APP_CONFIG.appName)
  onPage('/supplier/login')
  const login = render(<SupplierLogin />)
  expect(screen.getAllByText(APP_CONFIG.appName).length).toBeGreaterThan(0)
  login.unmount()
  onPage('/supplier/index')
  render(<NavBar />)
  expect(screen.getByText(APP_CONFIG.appName)).toBeTruthy()
})

test("once loaded, the login page and a role home's title use the centre's name, kept on the device", async () => {
  answer({ [INFO]: ok(CENTRE) })
  onPage('/supplier/login')
  render(<SupplierLogin />)
  await act(async () => {
    await loadCentre()
  })
  expect(screen.getByText(CENTRE.name)).toBeTruthy()
  expect(screen.queryByText(APP_CONFIG.appName)).toBeNull()
  expect((taroMock.storage.get(STORAGE_KEYS.centre) as { data: unknown }).data).toEqual(CENTRE)

  onPage('/supplier/index')
  const { container } = render(<NavBar />)
  expect(container.querySelector('.app-navbar__title')?.textContent).toBe(CENTRE.name)
})

test('the navigation page names the centre the same way', async () => {
  answer({ [INFO]: ok(CENTRE) })
  onPage('/pages/navi')
  const { container } = render(<Navi />)
  await settle()
  expect(container.querySelector('.navi__name')?.textContent).toBe(CENTRE.name)
  expect(container.querySelector('.app-navbar__title')?.textContent).toBe(CENTRE.name)
  expect(useCentre.getState().info).toEqual(CENTRE)
})

test('loads running together make one call; a failed load keeps the configured name', async () => {
  const release = holdRequests()
  const both = Promise.all([loadCentre(), loadCentre()])
  await new Promise((r) => setTimeout(r, 0))
  release(ok(CENTRE))
  await both
  expect(requestsTo(INFO)).toHaveLength(1)

  useCentre.setState({ info: null })
  answer({ [INFO]: { statusCode: 500, data: '' } })
  await expect(loadCentre()).rejects.toBeTruthy()
  expect(taroMock.modals).toHaveLength(0)
  expect(centreName(useCentre.getState().info)).toBe(APP_CONFIG.appName)
})
