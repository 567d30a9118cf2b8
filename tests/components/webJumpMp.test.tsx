/**
 * /pages/webJumpMp: the screen refuses a page the mini program does not have; the mini program
 * goes to the page; H5 (MiniProgramJump.h5) opens it by WeChat's open tag in WeChat's browser, by
 * the URL scheme elsewhere, and always offers a QR code of the page; loading, error with retry, and
 * the stand-in said so. Open to everyone (auth: false): no login or permission states.
 */
import { act, render, screen } from '@testing-library/react'
import WebJumpMp, { NO_SUCH_PAGE } from '@/pages/webJumpMp'
import { MiniProgramJump, OPEN_TAG_FAILED, STAND_IN_TEXT } from '@/domain/wechat/MiniProgramJump.h5'
import { weChatSdk, type WeChatSdk } from '@/core/wechat/jssdk.h5'
import { browser } from '@/core/wechat/web.h5'
import { useCentre } from '@/stores/centre'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, holdRequests, ok, onPage, requestsTo, settle } from './helpers'

jest.mock('@/core/wechat/jssdk.h5', () => ({ weChatSdk: jest.fn() }))
const sdk = weChatSdk as jest.MockedFunction<typeof weChatSdk>

const LAUNCH = '/api/user/weChat/miniProgramLaunch'
const SCHEME = 'weixin://dl/business/?appid=wx-mp&path=pages%2Fnotice%2Fdetail&query=id%3D7&env_version=release'
const launch = (standIn: boolean) => ok({ appId: 'wx-mp', scheme: SCHEME, standIn })

beforeEach(() => {
  sdk.mockResolvedValue(null)
  useCentre.setState({ info: null })
})

describe('the screen (mini program build)', () => {
  test.each([
    ['a path and its query', { path: '/pages/notice/detail', query: 'id=7' }],
    ['the query after a ? in the path, no leading slash', { path: 'pages/notice/detail?id=7' }],
    ['an alias', { path: '/notice/detail', query: 'id=7' }],
  ])('%s: the page takes this one\'s place', async (_, params) => {
    onPage('/pages/webJumpMp', params)
    render(<WebJumpMp />)
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'redirectTo', url: '/pages/notice/detail?id=7' }])
    expect(screen.getByText('正在打开「公告详情」…')).toBeTruthy()
  })

  test.each([['pages/nowhere'], ['/choose-location'], ['https://evil.example/']])('%s: refused, nothing opened or asked', async (path) => {
    onPage('/pages/webJumpMp', { path })
    render(<WebJumpMp />)
    await settle()
    expect(screen.getByText(NO_SUCH_PAGE)).toBeTruthy()
    expect(taroMock.navigations).toEqual([])
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('H5', () => {
  const show = () => render(<MiniProgramJump path="pages/notice/detail" query="id=7" title="公告详情" />)

  test('loading, then the error with retry, then the way to open it', async () => {
    const release = holdRequests()
    show()
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    release({ statusCode: 200, data: { state: 1, msg: '小程序页面参数不正确', result: null } })
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('小程序页面参数不正确')
    answer({ [LAUNCH]: launch(false) })
    await clickButton(document.body, '重新加载')
    expect(screen.getByText('将打开微信，进入小程序的这个页面')).toBeTruthy()
    expect(requestsTo(LAUNCH).at(-1)!.url).toContain('path=pages%2Fnotice%2Fdetail&query=id%3D7')
  })

  test('outside WeChat\'s browser: the button opens the URL scheme; the QR code of this page and the name to search are always there', async () => {
    useCentre.setState({ info: { name: '江南农产品批发交易中心' } as never })
    answer({ [LAUNCH]: launch(false) })
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const { container } = show()
    await settle()
    await clickButton(container, '打开小程序')
    expect(assign).toHaveBeenCalledWith(SCHEME)
    expect(screen.getByText('用手机微信扫一扫，在微信中打开')).toBeTruthy()
    expect(screen.getByLabelText('本页面的二维码')).toBeTruthy()
    expect(container.textContent).toContain('也可以在微信中搜索小程序「江南农产品批发交易中心」，进入「公告详情」')
    expect(container.querySelector('wx-open-launch-weapp')).toBeNull()
  })

  test('with the local stand-in: says nothing real opens', async () => {
    answer({ [LAUNCH]: launch(true) })
    show()
    await settle()
    expect(screen.getByText(STAND_IN_TEXT)).toBeTruthy()
  })

  test('in WeChat\'s browser with the JS-SDK: WeChat\'s open tag for the page; its failure is shown', async () => {
    sdk.mockResolvedValue({} as WeChatSdk)
    answer({ [LAUNCH]: launch(false) })
    const { container } = show()
    await settle()
    const tag = container.querySelector('wx-open-launch-weapp')!
    expect(tag.getAttribute('appid')).toBe('wx-mp')
    expect(tag.getAttribute('path')).toBe('pages/notice/detail.html?id=7')
    expect(tag.innerHTML).toContain('<script type="text/wxtag-template">')
    expect(container.querySelectorAll('.nut-button')).toHaveLength(0)
    await act(async () => {
      tag.dispatchEvent(new CustomEvent('error', { detail: { errMsg: 'launch:fail_check fail' } }))
    })
    expect(screen.getByRole('alert').parentElement!.textContent).toContain(`${OPEN_TAG_FAILED}：launch:fail_check fail`)
  })
})
