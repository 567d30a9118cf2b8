/**
 * Price alerts on the client (issue 24 part 2): the price popup's follow section (a visitor is
 * asked to log in, another role sees nothing, a buyer follows with a threshold checked before
 * anything is sent and the WeChat acceptance passed on, a follower changes or removes it) and
 * 我的价格关注 (/public-price/follows: not logged in, no permission, loading, error, empty, the list,
 * 修改提醒 in place).
 */
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { APP_CONFIG } from '@/config'
import { PRICE_FOLLOW_PERCENT_MESSAGE, type PriceFollowItem, type PriceFollowList } from '@/contract'
import { FollowBar } from '@/public-price/components/FollowBar'
import PriceFollows from '@/public-price/follows'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, holdRequests, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const LIST = '/api/member/priceFollow/list'
const SAVE = '/api/member/priceFollow/save'
const REMOVE = '/api/member/priceFollow/remove'
const taro = Taro as unknown as { requestSubscribeMessage?: jest.Mock<Promise<Record<string, string>>> }

const item = (productId: string, extra: Partial<PriceFollowItem> = {}): PriceFollowItem => ({
  productId,
  productName: '大白菜',
  unit: '斤',
  bigCateName: '蔬菜',
  thresholdPercent: null,
  price: 1.5,
  date: '2026-11-20',
  changeRate: 25,
  subscribed: false,
  ...extra,
})
const listOf = (items: PriceFollowItem[]): PriceFollowList => ({ warnPercent: 12, items })

// WeChat's answer to the subscribe request: refused unless a test accepts it.
beforeEach(() => (taro.requestSubscribeMessage = jest.fn(() => Promise.resolve({ [APP_CONFIG.subscribeTemplates.order]: 'reject' }))))
afterEach(() => delete taro.requestSubscribeMessage)

describe('the follow section of the price popup', () => {
  test('a visitor: 关注价格 asks to log in, nothing is requested', async () => {
    taroMock.modalAnswer = false
    const { container } = render(<FollowBar productId="11" />)
    await clickButton(container, '关注价格')
    expect(taroMock.modals.map((m) => m.content)).toEqual(['您还未登录，请先登录'])
    expect(taroMock.requests).toHaveLength(0)
  })

  test('a role that cannot follow sees nothing and requests nothing', async () => {
    loginAs('staff')
    render(<FollowBar productId="11" />)
    await settle()
    expect(screen.queryByTestId('follow-bar')).toBeNull()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('a buyer: a bad threshold is refused before anything is sent; then the follow is saved with the WeChat acceptance', async () => {
    loginAs('purchaser')
    let followed = false
    answer({
      [LIST]: () => ok(listOf(followed ? [item('11', { thresholdPercent: 15 })] : [item('99')])),
      [SAVE]: () => ((followed = true), ok(item('11', { thresholdPercent: 15 }))),
    })
    taro.requestSubscribeMessage = jest.fn(() => Promise.resolve({ [APP_CONFIG.subscribeTemplates.order]: 'accept' }))
    const { container } = render(<FollowBar productId="11" />)
    await settle()
    expect(screen.getByTestId('follow-state').textContent).toBe('关注后，价格涨跌超过提醒幅度时在「消息」中提醒您')
    expect((container.querySelector('[data-field="threshold"] input') as HTMLInputElement).placeholder).toBe('默认12，涨跌超过即提醒')
    for (const bad of ['0', '101', '999']) {
      typeInto(container, 'threshold', bad)
      await clickButton(container, '关注价格')
    }
    expect(taroMock.modals.map((m) => m.content)).toEqual(Array(3).fill(PRICE_FOLLOW_PERCENT_MESSAGE))
    expect(requestsTo(SAVE)).toHaveLength(0)
    typeInto(container, 'threshold', '15')
    await clickButton(container, '关注价格')
    expect(taro.requestSubscribeMessage).toHaveBeenCalledWith({ tmplIds: [APP_CONFIG.subscribeTemplates.order], entityIds: [] })
    expect(requestsTo(SAVE).map(formBody)).toEqual([{ productId: '11', thresholdPercent: '15', subscribed: 'true' }])
    expect(taroMock.toasts.map((t) => t.title)).toContain('已关注，价格异动时将提醒您')
    await settle()
    expect(requestsTo(LIST)).toHaveLength(2)
    expect(screen.getByTestId('follow-state').textContent).toBe('已关注 · 涨跌超过15%提醒')
  })

  test('an empty threshold follows with the default; a refused subscribe request still saves', async () => {
    loginAs('supplier')
    answer({ [LIST]: ok(listOf([])), [SAVE]: ok(item('11')) })
    const { container } = render(<FollowBar productId="11" />)
    await settle()
    await clickButton(container, '关注价格')
    expect(requestsTo(SAVE).map(formBody)).toEqual([{ productId: '11', subscribed: 'false' }])
  })

  test('a follower changes the threshold or, after confirming, stops following', async () => {
    loginAs('purchaser')
    answer({ [LIST]: ok(listOf([item('11', { thresholdPercent: 15 })])), [SAVE]: ok(item('11', { thresholdPercent: 20 })), [REMOVE]: ok({ removed: true }) })
    const { container } = render(<FollowBar productId="11" />)
    await settle()
    expect(screen.getByTestId('follow-state').textContent).toBe('已关注 · 涨跌超过15%提醒')
    typeInto(container, 'threshold', '20')
    await clickButton(container, '保存提醒')
    expect(requestsTo(SAVE).map(formBody)).toEqual([{ productId: '11', thresholdPercent: '20', subscribed: 'false' }])
    await clickButton(container, '取消关注')
    expect(taroMock.modals.map((m) => m.content)).toContain('确定不再关注该商品的价格吗？')
    expect(requestsTo(REMOVE).map(formBody)).toEqual([{ productId: '11' }])
  })

  test('the follows failing to load: the error with 重新加载', async () => {
    loginAs('purchaser')
    answer({ [LIST]: fail('网络开小差了') })
    render(<FollowBar productId="11" />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
  })
})

describe('我的价格关注', () => {
  beforeEach(() => onPage('/public-price/follows', {}, ['public-price/index']))

  test('not logged in: the login state, nothing requested; another role: no permission', async () => {
    const { unmount } = render(<PriceFollows />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    unmount()
    loginAs('staff')
    render(<PriceFollows />)
    await settle()
    expect(screen.getByTestId('state-no-permission')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('loading, then the follows with their latest price, change and threshold', async () => {
    loginAs('purchaser')
    const release = holdRequests()
    render(<PriceFollows />)
    await settle()
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    release(ok(listOf([item('11', { thresholdPercent: 15 }), item('12', { productName: '土豆', price: null, date: null, changeRate: 0 })])))
    await settle()
    const cards = screen.getAllByTestId('list-card')
    expect(cards.map((c) => c.querySelector('.app-list-card__title')?.textContent)).toEqual(['大白菜', '土豆'])
    expect(cards[0]!.textContent).toContain('¥1.50')
    expect(cards[0]!.textContent).toContain('11月20日 较前次 +25.00%')
    expect(cards[0]!.textContent).toContain('提醒幅度：涨跌超过15%')
    expect(cards[1]!.textContent).toContain('暂无公示价格')
    expect(cards[1]!.textContent).toContain('提醒幅度：涨跌超过12%（默认）')
  })

  test('修改提醒 opens the form in place; a save closes it', async () => {
    loginAs('supplier')
    answer({ [LIST]: ok(listOf([item('11')])), [SAVE]: ok(item('11', { thresholdPercent: 30 })) })
    const { container } = render(<PriceFollows />)
    await settle()
    expect(screen.queryByTestId('follow-form')).toBeNull()
    await clickButton(container, '修改提醒')
    typeInto(container, 'threshold', '30')
    await clickButton(container, '保存提醒')
    expect(requestsTo(SAVE).map(formBody)).toEqual([{ productId: '11', thresholdPercent: '30', subscribed: 'false' }])
    expect(screen.queryByTestId('follow-form')).toBeNull()
  })

  test('empty: 还没有关注的商品 and a way to the price board; an error offers 重新加载', async () => {
    loginAs('purchaser')
    answer({ [LIST]: ok(listOf([])) })
    const { container, unmount } = render(<PriceFollows />)
    await settle()
    expect(screen.getByText('还没有关注的商品')).toBeTruthy()
    await clickButton(container, '去价格公示关注')
    expect(taroMock.navigations.at(-1)).toMatchObject({ url: expect.stringContaining('/public-price/index') })
    unmount()
    answer({ [LIST]: fail('网络开小差了') })
    render(<PriceFollows />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
  })
})
