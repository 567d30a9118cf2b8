import { act, fireEvent, render, screen } from '@testing-library/react'
import { useInmarketDraft } from '@/domain/prefill/draft'
import InmarketProduct from '@/pages/inmarket/product'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'
import { page } from './inmarketFixtures'

const PRODUCTS = '/api/member/product/page'
const product = (id: string, name: string, categoryId = 'c1', categoryName = '水果') => ({ id, name, categoryId, categoryName, unit: '箱', spec: null, price: null })

function routes() {
  answer({
    '/api/gate/inmarketMain/getCommonUseProsByCustomer': ok([
      { productId: 'g1', productName: '红富士苹果', categoryId: 'c1', categoryName: '水果', unit: '箱', useCount: 3 },
      { productId: 'g9', productName: '菠菜', categoryId: 'c2', categoryName: '蔬菜', unit: '斤', useCount: 1 },
    ]),
    '/api/member/category/page': ok(page([{ id: 'c1', name: '水果', parentId: '0', sort: 1 }, { id: 'c2', name: '蔬菜', parentId: '0', sort: 2 }])),
    [PRODUCTS]: (opts) => {
      const q = formBody(opts)
      if (q.keyword === '橙') return ok(page([product('g2', '脐橙')]))
      if (q.categoryId === 'c2') return ok(page([product('g9', '菠菜', 'c2', '蔬菜')]))
      if (q.current === '2') return ok(page([product('g40', '葡萄')], 21, 2))
      const filler = Array.from({ length: 17 }, (_, i) => product(`f${i}`, `货品${i}`))
      return ok(page([product('g1', '红富士苹果'), product('g2', '脐橙'), product('g3', '香蕉'), ...filler], 21))
    },
  })
}

const rows = () => screen.getAllByTestId('product-row')
const rowOf = (name: string) => rows().find((r) => r.textContent?.includes(name))!
async function tap(el: Element) {
  await act(async () => {
    fireEvent.click(el.querySelector('[data-testid="list-card"]') ?? el)
  })
  await settle()
}

beforeEach(() => {
  onPage('/pages/inmarket/product', {}, ['pages/inmarket/index', 'pages/inmarket/create'])
  useInmarketDraft.getState().setGoods([{ productId: 'g1', productName: '红富士苹果', categoryName: '水果', unit: '箱', quantity: '120', weight: '1200' }])
})

test('not logged in: the login prompt and no request', async () => {
  render(<InmarketProduct />)
  await settle()
  expect(screen.getByText('您还未登录')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('common goods on top, category tabs, the catalogue; goods already on the form show as selected', async () => {
  loginAs('supplier')
  routes()
  render(<InmarketProduct />)
  await settle()
  expect(screen.getAllByTestId('common-chip').map((c) => [c.textContent, c.getAttribute('data-selected')])).toEqual([
    ['红富士苹果', 'true'],
    ['菠菜', 'false'],
  ])
  expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '水果', '蔬菜'])
  expect(formBody(requestsTo('/api/member/category/page')[0])).toEqual(expect.objectContaining({ parentId: '0' }))
  expect(rows().slice(0, 3).map((r) => r.getAttribute('data-selected'))).toEqual(['true', 'false', 'false'])
  expect(screen.getByTestId('chosen-count').textContent).toBe('已选 1')
})

test('a category tab loads its goods; the catalogue is paged', async () => {
  loginAs('supplier')
  routes()
  render(<InmarketProduct />)
  await settle()
  act(() => taroMock.fire('reachBottom'))
  await settle()
  expect(formBody(requestsTo(PRODUCTS)[1])).toEqual(expect.objectContaining({ current: '2', size: '20' }))
  expect(rows()).toHaveLength(21)
  expect(screen.getByText('没有更多了')).toBeTruthy()
  fireEvent.click(screen.getByText('蔬菜', { selector: '[data-testid="filter-tab"] span' }))
  await settle()
  expect(formBody(requestsTo(PRODUCTS).at(-1)!)).toEqual(expect.objectContaining({ categoryId: 'c2', current: '1' }))
  expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('菠菜')])
})

test('search sends the keyword', async () => {
  loginAs('supplier')
  routes()
  const { container } = render(<InmarketProduct />)
  await settle()
  const input = container.querySelector('[data-testid="search-bar"] input')!
  fireEvent.change(input, { target: { value: '橙' } })
  fireEvent.keyDown(input, { key: 'Enter' })
  await settle()
  expect(formBody(requestsTo(PRODUCTS).at(-1)!)).toEqual(expect.objectContaining({ keyword: '橙' }))
  expect(rows()).toHaveLength(1)
})

test('select and unselect (list and common goods), then 确定 hands the selection back and goes back', async () => {
  loginAs('supplier')
  routes()
  const { container } = render(<InmarketProduct />)
  await settle()
  await tap(rowOf('脐橙'))
  await tap(rowOf('香蕉'))
  await tap(rowOf('香蕉'))
  await tap(screen.getAllByTestId('common-chip')[1])
  expect(screen.getByTestId('chosen-count').textContent).toBe('已选 3')
  expect(rowOf('脐橙').getAttribute('data-selected')).toBe('true')
  expect(rowOf('香蕉').getAttribute('data-selected')).toBe('false')
  await clickButton(container, '确定')
  expect(useInmarketDraft.getState().goods).toEqual([
    { productId: 'g1', productName: '红富士苹果', categoryName: '水果', unit: '箱', quantity: '120', weight: '1200' },
    { productId: 'g2', productName: '脐橙', categoryName: '水果', unit: '箱', quantity: '', weight: '' },
    { productId: 'g9', productName: '菠菜', categoryName: '蔬菜', unit: '斤', quantity: '', weight: '' },
  ])
  expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }])
})

test('unselecting a chosen good removes its line', async () => {
  loginAs('supplier')
  routes()
  const { container } = render(<InmarketProduct />)
  await settle()
  await tap(screen.getAllByTestId('common-chip')[0])
  expect(screen.getByTestId('chosen-count').textContent).toBe('已选 0')
  await clickButton(container, '确定')
  expect(useInmarketDraft.getState().goods).toEqual([])
})
