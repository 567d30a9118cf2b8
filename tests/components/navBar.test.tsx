import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { NavBar } from '@/components/NavBar'
import { rememberWayBack } from '@/core/navigate'
import { measureNavBar } from '@/core/wechat/navBarMetrics'
import { taroMock } from '../mocks/taro'
import { loginAs, onPage } from './helpers'

describe('NavBar buttons', () => {
  test('with a page below: back', async () => {
    onPage('/pages/about', {}, ['pages/navi'])
    render(<NavBar />)
    expect(screen.queryByTestId('navbar-home')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByTestId('navbar-back'))
    })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }])
  })

  test('back from a screen an outside page returned to as the only page (the payment checkout): the page remembered below it', async () => {
    loginAs('purchaser')
    onPage('/purchaser/orderDetail', { id: 'o7' }, ['purchaser/order'])
    rememberWayBack()
    // The checkout returns: a page load, the order the only page.
    onPage('/purchaser/orderDetail', { id: 'o7' })
    render(<NavBar />)
    expect(screen.queryByTestId('navbar-home')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByTestId('navbar-back'))
    })
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/purchaser/order' }])
  })

  test('a remembered way back belongs to its page: another order opened alone shows home', () => {
    loginAs('purchaser')
    onPage('/purchaser/orderDetail', { id: 'o7' }, ['purchaser/order'])
    rememberWayBack()
    onPage('/purchaser/orderDetail', { id: 'o8' })
    render(<NavBar />)
    expect(screen.queryByTestId('navbar-back')).toBeNull()
    expect(screen.getByTestId('navbar-home')).toBeTruthy()
  })

  test('a deep link, logged out: home opens the navigation page', async () => {
    onPage('/pages/about')
    render(<NavBar />)
    expect(screen.queryByTestId('navbar-back')).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByTestId('navbar-home'))
    })
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/navi' }])
  })

  test('a deep link, logged in: home opens the role home', async () => {
    loginAs('dc')
    onPage('/pages/setting')
    render(<NavBar />)
    await act(async () => {
      fireEvent.click(screen.getByTestId('navbar-home'))
    })
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/dc/index' }])
  })

  test('no button on the navigation page, nor on the home it would open', () => {
    onPage('/pages/navi')
    const { unmount } = render(<NavBar />)
    expect(screen.queryByTestId('navbar-home')).toBeNull()
    unmount()
    loginAs('staff')
    onPage('/staff/index')
    render(<NavBar />)
    expect(screen.queryByTestId('navbar-home')).toBeNull()
    expect(screen.queryByTestId('navbar-back')).toBeNull()
  })

  test('title: given, else the route title, else the centre name', () => {
    onPage('/pages/login')
    const { unmount } = render(<NavBar />)
    expect(screen.getByText('登录')).toBeTruthy()
    unmount()
    onPage('/supplier/index')
    const second = render(<NavBar />)
    expect(screen.getByText('农产品交易中心')).toBeTruthy()
    second.unmount()
    render(<NavBar title="订单详情" />)
    expect(screen.getByText('订单详情')).toBeTruthy()
  })

  test('the back button re-reads the stack when the page shows', async () => {
    onPage('/pages/about')
    render(<NavBar />)
    expect(screen.getByTestId('navbar-home')).toBeTruthy()
    taroMock.pages.unshift({ route: 'pages/navi', options: {} })
    await act(async () => taroMock.fire('didShow'))
    expect(screen.getByTestId('navbar-back')).toBeTruthy()
  })
})

describe('nav bar metrics (weapp)', () => {
  afterEach(() => jest.restoreAllMocks())

  test('from the capsule rect: bar = capsule height + twice the gap; the title keeps clear of it', () => {
    // Mock: status bar 20, capsule top 24, height 32, left 281 of 375.
    expect(measureNavBar()).toEqual({ statusBarHeight: 20, barHeight: 40, sideWidth: 94 })
  })

  test('a throwing capsule API falls back to 44 px below the status bar', () => {
    jest.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockImplementation(() => {
      throw new Error('not ready')
    })
    expect(measureNavBar()).toEqual(expect.objectContaining({ statusBarHeight: 20, barHeight: 44 }))
  })

  test('a zero rect falls back to 44 px', () => {
    jest.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockReturnValue({ top: 0, bottom: 0, height: 0, width: 0, left: 0, right: 0 })
    const m = measureNavBar()
    expect(m.barHeight).toBe(44)
    expect(m.sideWidth).toBeGreaterThan(80)
  })

  test('a throwing window info keeps a default status bar height', () => {
    jest.spyOn(Taro, 'getWindowInfo').mockImplementation(() => {
      throw new Error('x')
    })
    jest.spyOn(Taro, 'getSystemInfoSync').mockImplementation(() => {
      throw new Error('x')
    })
    expect(measureNavBar().statusBarHeight).toBe(20)
  })

  test('the bar is drawn with the measured heights', () => {
    onPage('/pages/login')
    const { container } = render(<NavBar />)
    const bar = container.querySelector('.app-navbar') as HTMLElement
    expect(bar.style.paddingTop).toBe('20px')
    expect((container.querySelector('.app-navbar__bar') as HTMLElement).style.height).toBe('40px')
  })
})

test('the navigation page opened by its H5 alias has no home button either', () => {
  onPage('/')
  render(<NavBar />)
  expect(screen.queryByTestId('navbar-home')).toBeNull()
})
