/**
 * The issue-22 screens' states with a fake backend (the weapp variants of core/wechat): OAuth2
 * approval, the web view, scan-code login, binding, the location for a third party, the H5 picker
 * and the signature pad: loading, error with retry, not logged in, refusals off the allow-lists.
 * None of these routes is limited to a role or module, so none has a no-permission state.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import OAuth2, { REDIRECT_OFF_LIST } from '@/ydui/view/OAuth2'
import ScanCodeLogin, { NO_SCENE } from '@/ydui/view/scanCodeLogin'
import BindAccount from '@/ydui/view/bindAccount'
import LocationForThirdParty from '@/ydui/view/location'
import SignatureScreen from '@/ydui/view/signature'
import WebPage, { URL_REFUSED } from '@/pages/webView'
import ChooseLocation from '@/choose-location'
import { awaitResult } from '@/core/pageResult'
import { useChosenLocation } from '@/stores/location'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const CLIENT = { clientId: 'market-pc', name: '市场PC管理系统', scopes: [{ key: 'profile', text: '读取你的姓名、账号和身份类型' }], redirectAllowed: true }
const OAUTH_PARAMS = { clientId: 'market-pc', redirectUri: 'https://pc.example.com/cb', scope: 'profile', state: 's1' }
const PLACE = { latitude: 30.2741, longitude: 120.1551, name: '蔬菜区', address: '江南农产品批发交易中心 蔬菜区' }

beforeEach(() => useChosenLocation.setState({ chosen: null }))

describe('OAuth2 approval', () => {
  beforeEach(() => onPage('/ydui/view/OAuth2', OAUTH_PARAMS, ['purchaser/index']))

  test('not logged in: the login prompt and no request', () => {
    render(<OAuth2 />)
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('loading, then an error with retry', async () => {
    loginAs('purchaser')
    const release = holdRequests()
    render(<OAuth2 />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    release({ statusCode: 200, data: { state: 1, msg: '未知的应用，无法授权', result: null } })
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('未知的应用，无法授权')
    answer({ '/api/user/oauth2/client': ok(CLIENT) })
    await clickButton(document.body, '重新加载')
    expect(screen.getByText('市场PC管理系统')).toBeTruthy()
  })

  test('a redirect off the allow-list: refused, no decision offered', async () => {
    loginAs('purchaser')
    answer({ '/api/user/oauth2/client': ok({ ...CLIENT, redirectAllowed: false }) })
    const { container } = render(<OAuth2 />)
    await settle()
    expect(screen.getByText(REDIRECT_OFF_LIST)).toBeTruthy()
    expect(container.textContent).not.toContain('同意授权')
  })

  test('approve: the decision is sent, and the mini program shows the link it cannot open', async () => {
    loginAs('purchaser')
    answer({ '/api/user/oauth2/client': ok(CLIENT), '/api/user/oauth2/authorize': ok({ redirect: 'https://pc.example.com/cb?code=abc&state=s1' }) })
    const { container } = render(<OAuth2 />)
    await settle()
    expect(screen.getByText('读取你的姓名、账号和身份类型')).toBeTruthy()
    await clickButton(container, '同意授权')
    const [sent] = requestsTo('/api/user/oauth2/authorize')
    expect(formBody(sent)).toEqual(expect.objectContaining({ clientId: 'market-pc', redirectUri: 'https://pc.example.com/cb', state: 's1', approve: 'true' }))
    expect(container.textContent).toContain('https://pc.example.com/cb?code=abc&state=s1')
  })
})

describe('web view', () => {
  test('a URL off the allow-list is refused', async () => {
    onPage('/pages/webView', { url: 'https://evil.example.com/' })
    answer({ '/api/user/allowList/check': ok({ allowed: false }) })
    render(<WebPage />)
    await settle()
    expect(screen.getByText(URL_REFUSED)).toBeTruthy()
  })

  test('an allowed page is drawn in the web-view component', async () => {
    onPage('/pages/webView', { url: 'https://market.example.com/notice' })
    answer({ '/api/user/allowList/check': ok({ allowed: true }) })
    const { container } = render(<WebPage />)
    await settle()
    expect(container.querySelector('[data-taro="WebView"]')).not.toBeNull()
    expect(container.textContent).not.toContain(URL_REFUSED)
    expect(requestsTo('/api/user/allowList/check')[0]!.url).toContain(`url=${encodeURIComponent('https://market.example.com/notice')}`)
  })

  test('the check failing: the error state with retry', async () => {
    onPage('/pages/webView', { url: 'https://market.example.com/' })
    answer({ '/api/user/allowList/check': fail('网络异常') })
    render(<WebPage />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
  })
})

describe('scan-code login', () => {
  test('without a code: says to scan one', () => {
    onPage('/ydui/view/scanCodeLogin', {})
    render(<ScanCodeLogin />)
    expect(screen.getByText(NO_SCENE)).toBeTruthy()
  })

  test('确认登录 confirms the code as the WeChat user, then the success page', async () => {
    onPage('/ydui/view/scanCodeLogin', { scene: 'S'.repeat(24) })
    answer({ '/api/user/weChat/setScanLoginCode': ok({ confirmed: true }) })
    render(<ScanCodeLogin />)
    await clickButton(document.body, '确认登录')
    const [sent] = requestsTo('/api/user/weChat/setScanLoginCode')
    expect(new URL(sent.url, 'https://x').searchParams.get('scene')).toBe('S'.repeat(24))
    expect(new URL(sent.url, 'https://x').searchParams.get('slot')).toBe('mp')
    expect(taroMock.navigations[0]?.url).toMatch(/^\/ydui\/view\/success\?/)
  })

  test("an expired code: the server's words, and the failure shown", async () => {
    onPage('/ydui/view/scanCodeLogin', { scene: 'S'.repeat(24) })
    answer({ '/api/user/weChat/setScanLoginCode': fail('二维码已失效，请刷新') })
    render(<ScanCodeLogin />)
    await clickButton(document.body, '确认登录')
    expect(lastModal().content).toBe('二维码已失效，请刷新')
    expect(screen.getByText('登录确认失败')).toBeTruthy()
  })
})

describe('bind account', () => {
  test('logged in: the bindings, and unbinding one', async () => {
    onPage('/ydui/view/bindAccount', {})
    loginAs('supplier')
    answer({ '/api/user/weChat/bindState': ok({ mp: true, wx: false }), '/api/user/user/updateUserOpenid': ok({ bound: false }) })
    const { container } = render(<BindAccount />)
    await settle()
    expect(screen.getByTestId('binding-mp').textContent).toContain('已绑定')
    expect(screen.getByTestId('binding-wx').textContent).toContain('未绑定')
    await clickButton(container, '解除绑定')
    expect(formBody(requestsTo('/api/user/user/updateUserOpenid')[0])).toEqual({ slot: 'mp' })
  })

  test('the bindings failing to load: the error with retry', async () => {
    onPage('/ydui/view/bindAccount', {})
    loginAs('supplier')
    answer({ '/api/user/weChat/bindState': fail('加载失败') })
    render(<BindAccount />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
  })
})

describe('location', () => {
  test('chosen with the mini program picker, kept and shown', async () => {
    onPage('/ydui/view/location', {})
    const choose = jest.fn(() => Promise.resolve({ ...PLACE, latitude: 30.27410049 }))
    Object.assign(Taro, { chooseLocation: choose })
    render(<LocationForThirdParty />)
    expect(screen.getByText('尚未选择位置')).toBeTruthy()
    await clickButton(document.body, '选择位置')
    expect(useChosenLocation.getState().chosen).toEqual({ ...PLACE, latitude: 30.2741 })
    expect(screen.getByText('30.274100, 120.155100')).toBeTruthy()
  })

  test('the H5 picker lists the park places and hands the choice back', async () => {
    onPage('/choose-location', { resultId: 'r1' }, ['ydui/view/location'])
    answer({
      '/api/basic/area/getAreaVOTree': ok([
        { id: 'm', name: '市场', level: 1, latitude: 30.27, longitude: 120.15, children: [{ id: 'z', name: '蔬菜区', level: 2, latitude: 30.2741, longitude: 120.1551, children: [] }] },
      ]),
    })
    const result = awaitResult('r1')
    render(<ChooseLocation />)
    await settle()
    const places = screen.getAllByTestId('place')
    expect(places).toHaveLength(2)
    await clickButton(document.body, '使用该坐标')
    expect(lastModal().content).toBe('请输入纬度')
    await act(async () => {
      fireEvent.click(places[1]!)
    })
    await expect(result).resolves.toEqual({ latitude: 30.2741, longitude: 120.1551, name: '蔬菜区', address: '市场 蔬菜区' })
    expect(useChosenLocation.getState().chosen?.name).toBe('蔬菜区')
  })

  test('the H5 picker: the area tree failing shows the error state', async () => {
    onPage('/choose-location', {})
    answer({ '/api/basic/area/getAreaVOTree': fail('网络异常') })
    render(<ChooseLocation />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
  })
})

describe('signature', () => {
  test('not logged in: the login prompt', () => {
    onPage('/ydui/view/signature', {})
    render(<SignatureScreen />)
    expect(screen.getByTestId('state-login')).toBeTruthy()
  })

  test('confirming an empty pad is refused', async () => {
    onPage('/ydui/view/signature', {})
    loginAs('purchaser')
    render(<SignatureScreen />)
    await clickButton(document.body, '确认签名')
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '请先签名' }))
    expect(taroMock.uploads).toHaveLength(0)
  })
})
