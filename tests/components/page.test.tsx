import { act, render, screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { Text } from '@tarojs/components'
import { userApi } from '@/api/user'
import { THEME } from '@/config'
import { STATE } from '@/contract/types'
import { ApiError } from '@/core/request'
import { useAsyncData } from '@/hooks/useAsyncData'
import { pageConfig } from '@/pageConfig'
import { ROUTES } from '@/routes'
import { useModules } from '@/stores/modules'
import { useSession } from '@/stores/session'
import { Page } from '@/components/Page'
import { screen as shell } from '@/components/Screen'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`
const navTitle = () => document.querySelector('.app-navbar__title')?.textContent
const navColour = () => (document.querySelector('.app-navbar') as HTMLElement).style.background

const Content = shell(function Content() {
  return <Text>内容</Text>
})

/** A body that reads the profile as soon as it mounts. */
const Profile = shell(function Profile() {
  const profile = useAsyncData(() => userApi.profile('u1'), [])
  return <Text>{profile.data ? '资料已读' : '读取中'}</Text>
})

describe('the screen shell', () => {
  test('the title comes from the route; the general green on a general screen', () => {
    loginAs('supplier')
    onPage('/pages/setting', {}, ['supplier/index'])
    render(<Content />)
    expect(navTitle()).toBe('设置')
    expect(navColour()).toBe(hexToRgb(THEME.primary))
    expect(screen.getByText('内容')).toBeTruthy()
  })

  test('a route without a title shows the centre name', () => {
    onPage('/pages/navi')
    render(<Content />)
    expect(navTitle()).toBe('农产品交易中心')
  })

  test('the supplier blue on a supplier route and on a route that asks for it (registration)', () => {
    loginAs('supplier')
    onPage('/supplier/index')
    const { unmount } = render(<Content />)
    expect(navColour()).toBe(hexToRgb(THEME.supplierAccent))
    unmount()
    onPage('/pages/register', {}, ['supplier/login'])
    render(<Content />)
    expect(navTitle()).toBe('商户注册')
    expect(navColour()).toBe(hexToRgb(THEME.supplierAccent))
  })

  test('an auth route without a user: 您还未登录, the body is not mounted and nothing is requested', async () => {
    answer({ '/api/user/user/queryById': ok({ id: 'u1' }) })
    useSession.setState({ userType: 'proprietor' })
    onPage('/pages/setting', {}, ['pages/navi'])
    const { container } = render(<Profile />)
    await settle()
    expect(screen.getByTestId('state-login').textContent).toContain('您还未登录')
    expect(screen.queryByText('读取中')).toBeNull()
    expect(taroMock.requests).toHaveLength(0)
    expect(navTitle()).toBe('设置')
    await clickButton(container, '去登录')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/proprietor/login' }])
  })

  test('no kept user type: 去登录 opens the general login page', async () => {
    onPage('/pages/setting', {}, ['pages/navi'])
    const { container } = render(<Content />)
    await clickButton(container, '去登录')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/login' }])
  })

  test('logging in mounts the body, which then loads', async () => {
    answer({ '/api/user/user/queryById': ok({ id: 'u1' }) })
    onPage('/pages/setting', {}, ['pages/navi'])
    render(<Profile />)
    expect(screen.getByTestId('state-login')).toBeTruthy()
    act(() => void loginAs('purchaser'))
    await settle()
    expect(screen.queryByTestId('state-login')).toBeNull()
    expect(screen.getByText('资料已读')).toBeTruthy()
    expect(requestsTo('/api/user/user/queryById')).toHaveLength(1)
  })

  test('a public route shows the body to a visitor', () => {
    onPage('/pages/about', {}, ['pages/navi'])
    render(<Content />)
    expect(screen.getByText('内容')).toBeTruthy()
    expect(screen.queryByTestId('state-login')).toBeNull()
  })

  test('a missing required parameter: its label, the body not mounted, nothing requested', async () => {
    loginAs('supplier')
    onPage('/pages/complaint/detail', {}, ['pages/complaint/index'])
    const { unmount } = render(<Profile />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('页面参数缺失')
    expect(screen.getByTestId('state-error').textContent).toContain('缺少投诉编号，请返回后重新进入')
    expect(screen.queryByText('读取中')).toBeNull()
    expect(taroMock.requests).toHaveLength(0)
    unmount()
    // An optional one may be left out; a given required one mounts the body.
    onPage('/pages/complaint/create', {}, ['pages/complaint/index'])
    const create = render(<Content />)
    expect(screen.getByText('内容')).toBeTruthy()
    create.unmount()
    onPage('/pages/complaint/detail', { id: 'c1' }, ['pages/complaint/index'])
    render(<Content />)
    expect(screen.getByText('内容')).toBeTruthy()
  })

  test('logged out on an auth route with a missing parameter: the login state comes first', () => {
    onPage('/pages/complaint/detail', {}, ['pages/navi'])
    render(<Content />)
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(screen.queryByTestId('state-error')).toBeNull()
  })
})

describe('the screen shell: roles and modules', () => {
  test("another role's screen: 暂无权限 with the way home, the body not mounted, nothing requested", async () => {
    answer({ '/api/user/user/queryById': ok({ id: 'u1' }) })
    loginAs('supplier')
    onPage('/purchaser/order', {}, ['supplier/index'])
    const { container } = render(<Profile />)
    await settle()
    const state = screen.getByTestId('state-no-permission')
    expect(state.textContent).toContain('暂无权限')
    expect(state.textContent).toContain('该页面供采购商使用，您当前以商户身份登录')
    expect(navTitle()).toBe('我的订单')
    expect(screen.queryByText('读取中')).toBeNull()
    expect(taroMock.requests).toHaveLength(0)
    await clickButton(container, '进入商户首页')
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/index' }])
  })

  test('a screen whose module the user does not hold: 当前账号没有该功能的权限, nothing requested; granted, the body mounts and loads', async () => {
    answer({ '/api/user/user/queryById': ok({ id: 'u1' }) })
    loginAs('supplier', { isAdmin: false }, [{ id: '1', caption: '商品管理' }])
    onPage('/supplier/inventory/index', {}, ['supplier/index'])
    render(<Profile />)
    await settle()
    expect(screen.getByTestId('state-no-permission').textContent).toContain('当前账号没有该功能的权限')
    expect(screen.queryByText('读取中')).toBeNull()
    expect(taroMock.requests).toHaveLength(0)
    // The module list arrives with the grant (useModules.load after a login, say).
    act(() => useModules.setState({ modules: [{ id: '1', caption: '商品管理' }, { id: '2', caption: '库存管理' }] }))
    await settle()
    expect(screen.queryByTestId('state-no-permission')).toBeNull()
    expect(screen.getByText('资料已读')).toBeTruthy()
    expect(requestsTo('/api/user/user/queryById')).toHaveLength(1)
  })

  test("a merchant admin's own screen refuses a sub-account even with no module list cached", () => {
    loginAs('supplier', { isAdmin: false }, null)
    onPage('/supplier/role-admin/index', {}, ['supplier/index'])
    render(<Content />)
    expect(screen.getByTestId('state-no-permission').textContent).toContain('当前账号没有该功能的权限')
    expect(screen.queryByText('内容')).toBeNull()
  })

  test('the account items stay open whatever the module list', () => {
    loginAs('supplier', { isAdmin: false }, [])
    onPage('/pages/updatePSW', {}, ['supplier/index'])
    render(<Content />)
    expect(screen.getByText('内容')).toBeTruthy()
  })

  test('logged out, the login state comes first; the refusal before a missing parameter', () => {
    onPage('/purchaser/orderDetail', {}, ['pages/navi'])
    const { unmount } = render(<Content />)
    expect(screen.getByTestId('state-login')).toBeTruthy()
    unmount()
    loginAs('supplier')
    render(<Content />)
    expect(screen.getByTestId('state-no-permission')).toBeTruthy()
    expect(screen.queryByTestId('state-error')).toBeNull()
  })
})

describe('Page: the body states', () => {
  beforeEach(() => {
    loginAs('supplier')
    onPage('/pages/setting', {}, ['pages/navi'])
  })

  /** `node` as a screen body. */
  function inShell(node: ReactNode) {
    const Wrapped = shell(() => <>{node}</>)
    return <Wrapped />
  }

  test('content when nothing else applies', () => {
    render(
      inShell(
        <Page>
          <Text>内容</Text>
        </Page>,
      ),
    )
    expect(screen.getByText('内容')).toBeTruthy()
  })

  test('loading', () => {
    render(
      inShell(
        <Page loading>
          <Text>内容</Text>
        </Page>,
      ),
    )
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    expect(screen.queryByText('内容')).toBeNull()
  })

  test('error with 重新加载', async () => {
    const retry = jest.fn()
    const { container } = render(inShell(<Page error={new Error('网络开小差了')} onRetry={retry} />))
    expect(screen.getByText('网络开小差了')).toBeTruthy()
    await clickButton(container, '重新加载')
    expect(retry).toHaveBeenCalledTimes(1)
  })

  test('an error without a message or retry: the way back instead', () => {
    const { container } = render(inShell(<Page error />))
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy()
    expect([...container.querySelectorAll('.app-page__body .nut-button')].map((b) => b.textContent)).toEqual(['返回'])
  })

  test('a record that does not exist (STATE.NOT_FOUND): 返回, not 重新加载, even with a retry', () => {
    const retry = jest.fn()
    const { container } = render(inShell(<Page error={new ApiError('business', '记录不存在', { state: STATE.NOT_FOUND })} onRetry={retry} />))
    expect(screen.getByText('记录不存在')).toBeTruthy()
    expect([...container.querySelectorAll('.app-page__body .nut-button')].map((b) => b.textContent)).toEqual(['返回'])
    // Another business failure may pass: 重新加载.
    const other = render(inShell(<Page error={new ApiError('business', '服务器繁忙，请稍后再试', { state: 1 })} onRetry={retry} />))
    expect([...other.container.querySelectorAll('.app-page__body .nut-button')].map((b) => b.textContent)).toEqual(['重新加载'])
  })

  test('empty, with a local image (no remote URL)', () => {
    const { container } = render(inShell(<Page empty emptyText="暂无订单" />))
    expect(screen.getByText('暂无订单')).toBeTruthy()
    expect([...container.querySelectorAll('img')].filter((i) => /^https?:/.test(i.getAttribute('src') ?? ''))).toHaveLength(0)
  })

  test('title overrides the route title while the Page is shown', () => {
    let setEditing: (v: boolean) => void = () => undefined
    const Editable = shell(function Editable() {
      const [editing, set] = useState(true)
      setEditing = set
      return editing ? <Page title="修改资料">表单</Page> : <Text>别的内容</Text>
    })
    render(<Editable />)
    expect(navTitle()).toBe('修改资料')
    act(() => setEditing(false))
    expect(navTitle()).toBe('设置')
  })
})

describe('pageConfig', () => {
  test('the route title or the centre name, pull-to-refresh only where the route has it', () => {
    expect(pageConfig('login')).toEqual({ navigationBarTitleText: '登录' })
    expect(pageConfig('supplierHome').navigationBarTitleText).toBe('农产品交易中心')
    expect(pageConfig('supplierLogin').navigationBarTitleText).toBe('商户登录')
    expect(pageConfig('complaintList')).toEqual({ navigationBarTitleText: '在线投诉', enablePullDownRefresh: true })
  })

  test("no page overrides the app window's custom navigation bar and refresh off", () => {
    const g = globalThis as { defineAppConfig?: (c: unknown) => unknown }
    g.defineAppConfig = (c) => c
    try {
      const app = (require('@/app.config') as { default: { window: Record<string, unknown> } }).default
      expect(app.window).toMatchObject({ navigationStyle: 'custom' })
      expect(app.window.enablePullDownRefresh).toBeUndefined()
    } finally {
      delete g.defineAppConfig
    }
    for (const r of ROUTES) expect(Object.keys(pageConfig(r.name)).sort()).toEqual(r.pullRefresh ? ['enablePullDownRefresh', 'navigationBarTitleText'] : ['navigationBarTitleText'])
  })
})
