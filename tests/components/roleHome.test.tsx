import { act, fireEvent, render, screen } from '@testing-library/react'
import { member } from '@/contract/member'
import { message } from '@/contract/message'
import { announceChange } from '@/core/refresh'
import { STORAGE_KEYS } from '@/core/storageKeys'
import { useSession } from '@/stores/session'
import { roleMenu } from '@/components/RoleHome'
import PurchaserHome from '@/purchaser/index'
import SupplierHome from '@/supplier/index'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, loginAs, ok, onPage, requestsTo, settle } from './helpers'

let unread = 5
beforeEach(() => {
  unread = 5
  onPage('/supplier/index')
  answer({
    '/api/message/history/getUnreadMessageCount': () => ok(unread),
    '/login/logout': ok(null),
  })
})

const captions = () => screen.queryAllByTestId('menu-item').map((el) => el.textContent)

test('not logged in: 您还未登录 and 去登录 opens the kept type login page', async () => {
  useSession.setState({ userType: 'supplier' })
  const { container } = render(<SupplierHome />)
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
  await clickButton(container, '去登录')
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/supplier/login' }])
})

test('shows who is logged in with the masked mobile and the unread badge', async () => {
  loginAs('supplier')
  render(<SupplierHome />)
  await settle()
  expect(screen.getByText('张三')).toBeTruthy()
  expect(screen.getByText('商户 · 138****5678')).toBeTruthy()
  expect(screen.getByTestId('unread').getAttribute('data-count')).toBe('5')
  expect(screen.getByTestId('unread').textContent).toContain('5')
})

test('the unread count is asked for once on load (mount and the first show), again when the page shows again', async () => {
  const UNREAD = '/api/message/history/getUnreadMessageCount'
  loginAs('supplier')
  render(<SupplierHome />)
  // The page's first onShow comes with the load.
  await act(async () => taroMock.fire('didShow'))
  await settle()
  expect(requestsTo(UNREAD)).toHaveLength(1)
  unread = 7
  await act(async () => taroMock.fire('didHide'))
  await act(async () => taroMock.fire('didShow'))
  await settle()
  expect(requestsTo(UNREAD)).toHaveLength(2)
  expect(screen.getByTestId('unread').getAttribute('data-count')).toBe('7')
  unread = 6
  await act(async () => announceChange([message.history]))
  await settle()
  expect(requestsTo(UNREAD)).toHaveLength(3)
  expect(screen.getByTestId('unread').getAttribute('data-count')).toBe('6')
})

test('on another role\'s home no unread count is asked for', async () => {
  loginAs('supplier')
  onPage('/purchaser/index')
  render(<PurchaserHome />)
  await act(async () => taroMock.fire('didShow'))
  await act(async () => taroMock.fire('didHide'))
  await act(async () => taroMock.fire('didShow'))
  await settle()
  expect(requestsTo('/api/message/history/getUnreadMessageCount')).toHaveLength(0)
})

test('最新公告: the newest notices, a tap opens one; reloaded when a write touches the notices, not on other writes', async () => {
  const LATEST = '/api/message/announcement/homePage'
  let title = '春节休市通知'
  answer({
    '/api/message/history/getUnreadMessageCount': () => ok(unread),
    [LATEST]: () => ok([{ id: 'n1', title, publishTime: '2026-02-01T00:00:00Z', read: false }]),
  })
  loginAs('supplier')
  render(<SupplierHome />)
  await settle()
  expect(screen.getByTestId('latest-notice').textContent).toContain('春节休市通知')
  await act(async () => announceChange([member.complaintComplaint]))
  await settle()
  expect(requestsTo(LATEST)).toHaveLength(1)
  title = '元宵开市通知'
  await act(async () => announceChange([message.announcement]))
  await settle()
  expect(requestsTo(LATEST)).toHaveLength(2)
  expect(screen.getByTestId('latest-notice').textContent).toContain('元宵开市通知')
  fireEvent.click(screen.getByTestId('latest-notice'))
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/notice/detail?id=n1' }])
})

test('no cached modules: every menu item shows; a tap opens its screen', async () => {
  loginAs('supplier', {}, null)
  render(<SupplierHome />)
  await settle()
  expect(captions()).toEqual(roleMenu('supplier').map((i) => i.caption))
  expect(captions()).toEqual(expect.arrayContaining(['设置', '修改密码', '关于我们', '通知公告', '消息中心']))
  fireEvent.click(screen.getByText('设置'))
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/setting' }])
})

test('a sub-account whose role grants two modules: those two, and the account items 设置 / 修改密码 / 关于我们', async () => {
  const LATEST = '/api/message/announcement/homePage'
  answer({ '/api/message/history/getUnreadMessageCount': () => ok(unread), [LATEST]: ok([{ id: 'n1', title: '春节休市通知', publishTime: '2026-02-01T00:00:00Z', read: false }]) })
  loginAs('supplier', { isAdmin: false }, [
    { id: '1', caption: '订单管理' },
    { id: '2', caption: '快速开单' },
  ])
  render(<SupplierHome />)
  await act(async () => taroMock.fire('didShow'))
  await settle()
  expect(captions()).toEqual(['订单管理', '快速开单', '设置', '修改密码', '关于我们'])
  // Neither 消息中心 nor 通知公告: no unread badge, no latest notices, and neither is asked for.
  expect(screen.queryByTestId('unread')).toBeNull()
  expect(screen.queryByTestId('latest-notice')).toBeNull()
  expect(taroMock.requests).toHaveLength(0)
})

test('an empty module list keeps the account items', async () => {
  loginAs('supplier', {}, [])
  render(<SupplierHome />)
  await settle()
  expect(captions()).toEqual(['设置', '修改密码', '关于我们'])
})

test("no module list cached: a sub-account still does not see the merchant admin's own items", async () => {
  loginAs('supplier', { isAdmin: false }, null)
  render(<SupplierHome />)
  await settle()
  expect(captions()).toEqual(expect.arrayContaining(['订单管理', '商品管理', '设置']))
  expect(captions()).not.toContain('角色管理')
  expect(captions()).not.toContain('用户管理')
})

test('退出登录 asks first; cancelling stays logged in', async () => {
  loginAs('supplier')
  taroMock.modalAnswer = false
  const { container } = render(<SupplierHome />)
  await settle()
  await clickButton(container, '退出登录')
  expect(taroMock.modals[0]).toEqual(expect.objectContaining({ title: '提示', content: '确定要退出登录吗？' }))
  expect(requestsTo('/login/logout')).toHaveLength(0)
  expect(useSession.getState().user).not.toBeNull()
  expect(taroMock.navigations).toHaveLength(0)
})

test('退出登录 confirmed: logs out, clears _user and opens the navigation page', async () => {
  loginAs('supplier')
  const { container } = render(<SupplierHome />)
  await settle()
  await clickButton(container, '退出登录')
  expect(requestsTo('/login/logout')).toHaveLength(1)
  expect(taroMock.storage.has(STORAGE_KEYS.user)).toBe(false)
  expect(useSession.getState().user).toBeNull()
  expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/navi' }])
})

test("another role's home offers the logged-in role's home", async () => {
  loginAs('supplier')
  onPage('/purchaser/index')
  const { container } = render(<PurchaserHome />)
  expect(screen.getByTestId('state-no-permission').textContent).toContain('该页面供采购商使用，您当前以商户身份登录')
  expect(screen.queryAllByTestId('menu-item')).toHaveLength(0)
  await clickButton(container, '进入商户首页')
  expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/index' }])
})
