import { act, fireEvent, render, screen } from '@testing-library/react'
import type { AreaNode, Asset, AssetState } from '@/contract/types'
import { BOOTH_STATES, zonesOf } from '@/components/BoothMap/model'
import ParkPlan from '@/pages/parkPlan'
import { taroMock } from '../mocks/taro'
import { answer, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const TREE = '/api/basic/area/getAreaVOTree'
const LISTED = '/api/basic/assetsManage/getSaleAndLeaseAssets'
const ARRIVAL = '/api/basic/assetsManage/getArrivalBooth'
const OWN = '/api/basic/assetsManage/page'

const node = (id: string, name: string, level: number, children: AreaNode[] = []): AreaNode => ({ id, name, level, children })
const booths = (zone: string, row: string) => [1, 2, 3, 4].map((n) => node(`${zone}-${row}-${n}`, `${zone}-${row}-0${n}号摊位`, 4))
const tree: AreaNode[] = [
  node('m', '江南农产品批发交易中心', 1, [
    node('SC', '蔬菜区', 2, [node('SC-A', '蔬菜区A排', 3, booths('SC', 'A')), node('SC-B', '蔬菜区B排', 3, booths('SC', 'B'))]),
    node('SG', '水果区', 2, [node('SG-A', '水果区A排', 3, booths('SG', 'A'))]),
  ]),
]
const asset = (areaId: string, state: AssetState, extra: Partial<Asset> = {}): Asset => ({
  id: `a-${areaId}`,
  code: areaId,
  name: `资产${areaId}`,
  typeId: 't1',
  typeName: '摊位',
  areaId,
  areaName: '',
  state,
  size: 15,
  price: 2000,
  customerId: null,
  ...extra,
})
const page = (records: Asset[]) => ok({ records, current: 1, size: 100, hasMore: false, cursor: null })

const LISTED_ASSETS = [asset('SC-A-1', 'forSale', { price: 380000, typeName: '门面', size: 24 }), asset('SC-A-2', 'forLease'), asset('SG-A-1', 'forLease')]
const ARRIVAL_ASSETS = [asset('SC-A-3', 'arrival', { typeName: '到货位' })]
const OWN_ASSETS = [asset('SC-B-1', 'leased', { customerId: 'c1' })]

function answerAll(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  answer({ [TREE]: ok(tree), [LISTED]: page(LISTED_ASSETS), [ARRIVAL]: ok(ARRIVAL_ASSETS), [OWN]: page(OWN_ASSETS), ...overrides })
}

const boothStates = () => screen.getAllByTestId('booth').map((b) => b.getAttribute('data-state'))
const colorOf = (state: AssetState) => BOOTH_STATES.find((s) => s.state === state)!.color
const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

beforeEach(() => onPage('/pages/parkPlan', {}, ['supplier/index']))

test('logged out: the public tree as zone tabs, rows and plain booths, a note that states need login', async () => {
  answerAll()
  render(<ParkPlan />)
  await settle()
  expect(taroMock.requests.map((r) => r.url.split('?')[0].replace(/^.*\/api/, '/api'))).toEqual([TREE])
  expect(taroMock.requests[0].header?.Authorization).toBeUndefined()
  expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['蔬菜区', '水果区'])
  expect(screen.getByText('蔬菜区A排')).toBeTruthy()
  expect(screen.getByText('蔬菜区B排')).toBeTruthy()
  expect(boothStates()).toEqual(Array(8).fill('none'))
  expect(screen.getByText('SC-A-01')).toBeTruthy()
  expect(screen.getByTestId('park-plan-note').textContent).toContain('登录后可查看摊位状态')
  await act(async () => {
    fireEvent.click(screen.getByText('去登录'))
  })
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/login' }])
})

test('supplier: booths coloured by state from the listings, arrival booths and own assets; a legend', async () => {
  loginAs('supplier')
  answerAll()
  render(<ParkPlan />)
  await settle()
  expect(formBody(requestsTo(LISTED)[0])).toEqual({ current: '1', size: '100' })
  expect(requestsTo(ARRIVAL)).toHaveLength(1)
  expect(requestsTo(OWN)).toHaveLength(1)
  expect(screen.queryByTestId('park-plan-note')).toBeNull()
  expect(boothStates()).toEqual(['forSale', 'forLease', 'arrival', 'none', 'leased', 'none', 'none', 'none'])
  const tiles = screen.getAllByTestId('booth')
  expect(tiles[0].style.background).toBe(hexToRgb(colorOf('forSale')))
  expect(tiles[2].style.background).toBe(hexToRgb(colorOf('arrival')))
  expect(tiles[4].style.background).toBe(hexToRgb(colorOf('leased')))
  expect(tiles[3].style.background).toBe('')
  expect(new Set(BOOTH_STATES.map((s) => s.color)).size).toBe(4)
  const legend = screen.getByTestId('booth-legend').textContent
  for (const t of ['在售', '招租', '已出租', '到货位', '暂无信息']) expect(legend).toContain(t)
})

test('a purchaser may not read own assets: only listings and arrival booths are asked', async () => {
  loginAs('purchaser')
  answerAll()
  render(<ParkPlan />)
  await settle()
  expect(requestsTo(LISTED)).toHaveLength(1)
  expect(requestsTo(ARRIVAL)).toHaveLength(1)
  expect(requestsTo(OWN)).toHaveLength(0)
  expect(taroMock.modals).toHaveLength(0)
})

test('staff may not read arrival booths: listings and every asset', async () => {
  loginAs('staff')
  answerAll()
  render(<ParkPlan />)
  await settle()
  expect(requestsTo(ARRIVAL)).toHaveLength(0)
  expect(requestsTo(OWN)).toHaveLength(1)
})

test('zone tabs switch the rows; a tapped booth shows code, type, size, price and state', async () => {
  loginAs('supplier')
  answerAll()
  render(<ParkPlan />)
  await settle()
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('booth')[0])
  })
  let rows = screen.getAllByTestId('detail-row').map((r) => r.textContent)
  expect(rows).toEqual(['编号SC-A-1', '类型门面', '面积24㎡', '售价¥380,000.00', '状态在售'])
  await act(async () => {
    fireEvent.click(screen.getByText('水果区'))
  })
  expect(screen.getByText('水果区A排')).toBeTruthy()
  expect(screen.queryByText('蔬菜区A排')).toBeNull()
  expect(boothStates()).toEqual(['forLease', 'none', 'none', 'none'])
  expect(screen.queryAllByTestId('detail-row')).toHaveLength(0)
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('booth')[1])
  })
  rows = screen.getAllByTestId('detail-row').map((r) => r.textContent)
  expect(rows).toEqual(['编号SG-A-02', '类型—', '面积—', '租金—', '状态暂无信息'])
})

test('the tree failing is the error state; the states failing leave the plan with a retry note', async () => {
  answer({ [TREE]: fail('服务器繁忙，请稍后再试') })
  const { unmount } = render(<ParkPlan />)
  await settle()
  expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙，请稍后再试')
  unmount()
  taroMock.modals = []
  loginAs('supplier')
  answerAll({ [ARRIVAL]: fail('无权限操作') })
  render(<ParkPlan />)
  await settle()
  expect(screen.getByTestId('park-plan-note').textContent).toContain('摊位状态加载失败')
  expect(boothStates().every((s) => s === 'none')).toBe(true)
  expect(taroMock.modals).toHaveLength(0)
  answerAll()
  await act(async () => {
    fireEvent.click(screen.getByText('重试'))
  })
  await settle()
  expect(boothStates()[0]).toBe('forSale')
})

test('empty tree: the empty state', async () => {
  answer({ [TREE]: ok([]) })
  render(<ParkPlan />)
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无园区分区')
})

test('zonesOf: a single zone with booths directly under it forms one row', () => {
  const flat = [node('z', '冷库区', 2, [node('z1', 'LK-01号摊位', 3), node('z2', 'LK-02号摊位', 3)])]
  const zones = zonesOf(flat, [asset('z2', 'leased', { code: 'LK-02' })])
  expect(zones).toHaveLength(1)
  expect(zones[0].rows).toEqual([{ id: 'z-booths', name: '冷库区', booths: [expect.objectContaining({ label: 'LK-01' }), expect.objectContaining({ label: 'LK-02', asset: expect.objectContaining({ state: 'leased' }) })] }])
})

test('logged in: leasable booths captioned by their lease state today (getBoothStates), shown on the booth too', async () => {
  loginAs('supplier')
  answerAll({
    '/api/basic/assetsManage/getBoothStates': ok([
      { assetId: 'a-SC-A-2', areaId: 'SC-A-2', code: 'SC-A-2', state: 'released' },
      { assetId: 'a-SC-B-1', areaId: 'SC-B-1', code: 'SC-B-1', state: 'let' },
    ]),
  })
  render(<ParkPlan />)
  await settle()
  const tiles = screen.getAllByTestId('booth')
  expect(tiles.map((b) => b.getAttribute('data-lease-state'))).toEqual(['none', 'released', 'none', 'none', 'let', 'none', 'none', 'none'])
  expect(tiles[1].textContent).toContain('招租中')
  expect(tiles[4].textContent).toContain('已出租')
  await act(async () => {
    fireEvent.click(tiles[1])
  })
  const rows = screen.getAllByTestId('detail-row').map((r) => r.textContent)
  expect(rows).toContain('租赁状态招租中')
})
