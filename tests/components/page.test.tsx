import { render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { Page } from '@/components/Page'
import { pageConfig } from '@/pageConfig'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { clickButton, loginAs, onPage } from './helpers'

beforeEach(() => onPage('/pages/setting', {}, ['pages/navi']))

test('content when nothing else applies', () => {
  render(
    <Page>
      <Text>内容</Text>
    </Page>,
  )
  expect(screen.getByText('内容')).toBeTruthy()
  expect(screen.getByText('设置')).toBeTruthy()
})

test('loading', () => {
  render(
    <Page loading>
      <Text>内容</Text>
    </Page>,
  )
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  expect(screen.queryByText('内容')).toBeNull()
})

test('error with 重新加载', async () => {
  const retry = jest.fn()
  const { container } = render(<Page error={new Error('网络开小差了')} onRetry={retry} />)
  expect(screen.getByText('网络开小差了')).toBeTruthy()
  await clickButton(container, '重新加载')
  expect(retry).toHaveBeenCalledTimes(1)
})

test('an error without a message or retry', () => {
  const { container } = render(<Page error />)
  expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy()
  expect(container.querySelector('.nut-button')).toBeNull()
})

test('empty, with a local image (no remote URL)', () => {
  const { container } = render(<Page empty emptyText="暂无订单" />)
  expect(screen.getByText('暂无订单')).toBeTruthy()
  expect([...container.querySelectorAll('img')].filter((i) => /^https?:/.test(i.getAttribute('src') ?? ''))).toHaveLength(0)
})

test('auth without a user: 您还未登录 + 去登录 to the kept type login', async () => {
  useSession.setState({ userType: 'proprietor' })
  const { container } = render(
    <Page auth loading>
      <Text>内容</Text>
    </Page>,
  )
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(screen.queryByTestId('state-loading')).toBeNull()
  await clickButton(container, '去登录')
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/proprietor/login' }])
})

test('auth with no kept type: the general login page', async () => {
  const { container } = render(<Page auth />)
  await clickButton(container, '去登录')
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/login' }])
})

test('auth with a user: the content', () => {
  loginAs('purchaser')
  render(
    <Page auth>
      <Text>内容</Text>
    </Page>,
  )
  expect(screen.getByText('内容')).toBeTruthy()
})

describe('pageConfig', () => {
  test('custom navigation, the route title or the centre name, the pull-to-refresh flag', () => {
    expect(pageConfig('/pages/login')).toEqual({ navigationStyle: 'custom', navigationBarTitleText: '登录', enablePullDownRefresh: false })
    expect(pageConfig('/supplier/index').navigationBarTitleText).toBe('农产品交易中心')
    expect(pageConfig('/supplier/login').navigationBarTitleText).toBe('商户登录')
  })

  test('an unknown path is a build error', () => {
    expect(() => pageConfig('/nowhere')).toThrow(/not in src\/routes.ts/)
  })
})
