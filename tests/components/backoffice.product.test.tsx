/** The shop's products (issue 12): /supplier/product/index, create (and edit) and sort, with the API mocked. */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import SupplierProductCreate from '@/supplier/product/create'
import SupplierProductList from '@/supplier/product/index'
import SupplierProductSort from '@/supplier/product/sort'
import { useDictionary } from '@/stores/dictionary'
import { taroMock } from '../mocks/taro'
import { BACKOFFICE_DICT, pageOf, sku, skuStats, tap, waitToast } from './backofficeFixtures'
import { answer, buttonDisabled, clickButton, fail, fieldValue, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const PAGE = '/api/member/sku/page'
const STATS = '/api/member/sku/skuStatics'
const CATEGORIES = '/api/member/category/page'
const PRODUCTS = '/api/member/product/page'
const CREATE = '/api/member/sku/createSkuAndStore'
const UPDATE = '/api/member/sku/update'
const DELETE = '/api/member/sku/delete'
const SORT = '/api/member/sku/saveSkuSort'

beforeEach(() => {
  loginAs('supplier', { isAdmin: true })
  useDictionary.setState({ entries: BACKOFFICE_DICT })
})

describe('product list', () => {
  beforeEach(() => onPage('/supplier/product/index', {}, ['supplier/index']))

  test('loading, then the SKUs: price per unit, stock, codes, marks; tabs carry the counts', async () => {
    holdRequests()
    const { unmount } = render(<SupplierProductList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    unmount()
    answer({
      [STATS]: ok(skuStats()),
      [CATEGORIES]: pageOf([{ id: 'c1', name: '蔬菜', parentId: '0', sort: 1 }]),
      [PAGE]: pageOf([sku('s1', { lowStock: true, stockQty: 5, nearExpiry: true }), sku('s2', { onShelf: false, pluCode: null, productCode: null, lowStockQty: null })]),
    })
    render(<SupplierProductList />)
    await settle()
    const cards = screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')
    expect(cards[0]).toContain('商品s1')
    expect(cards[0]).toContain('¥12.50/公斤')
    expect(cards[0]).toContain('库存：5公斤（预警值 10公斤）')
    expect(cards[0]).toContain('编码 Cs1 · PLU 12 · 蔬菜')
    expect(within(screen.getAllByTestId('list-card')[0]).getAllByTestId('sku-mark').map((m) => m.textContent)).toEqual(['库存不足', '临期'])
    expect(cards[1]).toContain('已下架')
    expect(cards[1]).toContain('上架')
    const [tabs] = screen.getAllByTestId('filter-tabs')
    expect(within(tabs).getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部(32)', '在售(30)', '已下架(2)', '库存预警(3)', '临期(4)'])
  })

  test('tabs, category and search filter through the request', async () => {
    answer({ [STATS]: ok(skuStats()), [CATEGORIES]: pageOf([{ id: 'c1', name: '蔬菜', parentId: '0', sort: 1 }]), [PAGE]: pageOf([sku('s1')]) })
    render(<SupplierProductList />)
    await settle()
    await tap(screen.getByText('已下架(2)'))
    expect(formBody(requestsTo(PAGE).at(-1)!)).toMatchObject({ onShelf: 'false' })
    await tap(screen.getByText('库存预警(3)'))
    expect(formBody(requestsTo(PAGE).at(-1)!)).toMatchObject({ lowStock: 'true' })
    expect(formBody(requestsTo(PAGE).at(-1)!).onShelf).toBeUndefined()
    await tap(screen.getByText('蔬菜'))
    expect(formBody(requestsTo(PAGE).at(-1)!)).toMatchObject({ lowStock: 'true', categoryId: 'c1' })
    const input = document.querySelector('[data-testid="search-bar"] input')!
    await act(async () => {
      fireEvent.change(input, { target: { value: '白菜' } })
      await new Promise((r) => setTimeout(r, 350))
    })
    await settle()
    expect(formBody(requestsTo(PAGE).at(-1)!)).toMatchObject({ keyword: '白菜', categoryId: 'c1' })
  })

  test('下架 takes a SKU off the shelf at once (no navigation) and the list reloads; a card opens its form', async () => {
    let onShelf = true
    answer({
      [STATS]: ok(skuStats()),
      [CATEGORIES]: pageOf([]),
      [PAGE]: () => pageOf([sku('s1', { onShelf })]),
      [UPDATE]: () => {
        onShelf = false
        return ok(sku('s1', { onShelf: false }))
      },
    })
    const { container } = render(<SupplierProductList />)
    await settle()
    await clickButton(container, '下架')
    expect(formBody(requestsTo(UPDATE)[0])).toEqual({ id: 's1', onShelf: 'false' })
    expect(taroMock.toasts.at(-1)?.title).toBe('已下架')
    expect(taroMock.navigations).toHaveLength(0)
    expect(requestsTo(PAGE).length).toBeGreaterThan(1)
    expect(requestsTo(STATS).length).toBeGreaterThan(1)
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('已下架')
    await tap(screen.getAllByTestId('list-card')[0])
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/product/create?id=s1' })
  })

  test('empty and error states', async () => {
    answer({ [STATS]: ok(skuStats({ total: 0 })), [CATEGORIES]: pageOf([]), [PAGE]: pageOf([]) })
    const { unmount } = render(<SupplierProductList />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无商品')
    unmount()
    answer({ [STATS]: ok(skuStats()), [CATEGORIES]: pageOf([]), [PAGE]: fail('当前账号没有该功能的权限') })
    render(<SupplierProductList />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })
})

describe('SKU form', () => {
  const catalogue = [{ id: 'p1', name: '大白菜', categoryId: 'c1', categoryName: '蔬菜', unit: '公斤', spec: null, price: 2.5 }]

  async function chooseProduct() {
    await tap(screen.getByTestId('choose-product'))
    await tap(within(screen.getByTestId('product-picker')).getByText('大白菜'))
  }

  test('create: choose a catalogue product (name, unit, price filled), the patterns refuse bad input, the payload is in fen', async () => {
    onPage('/supplier/product/create', {}, ['supplier/index', 'supplier/product/index'])
    answer({ [PRODUCTS]: pageOf(catalogue), [CREATE]: ok(sku('s9')) })
    const { container } = render(<SupplierProductCreate />)
    await settle()
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('请选择商品')
    await chooseProduct()
    expect(fieldValue(container, 'name')).toBe('大白菜')
    expect(fieldValue(container, 'price')).toBe('2.5')
    expect(screen.getAllByTestId('picker-value')[0].textContent).toBe('公斤')
    typeInto(container, 'price', '2.555')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('价格格式不正确，最多2位小数')
    typeInto(container, 'price', '3.20')
    typeInto(container, 'productCode', 'BC-01')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('商品编码只能包含字母和数字')
    typeInto(container, 'productCode', 'BC01')
    typeInto(container, 'pluCode', '10000')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('PLU编号需为1-9999的整数')
    typeInto(container, 'pluCode', '21')
    typeInto(container, 'stockQty', '50.5')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('请输入保质期天数')
    typeInto(container, 'shelfLifeDays', '7')
    expect(requestsTo(CREATE)).toHaveLength(0)
    await clickButton(container, '保存')
    await waitToast()
    const body = formBody(requestsTo(CREATE)[0])
    expect(body).toMatchObject({ productId: 'p1', name: '大白菜', unit: '公斤', priceFen: '320', onShelf: 'true', productCode: 'BC01', pluCode: '21', stockQty: '50.5', shelfLifeDays: '7' })
    expect(body.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(taroMock.toasts.at(-1)?.title).toBe('保存成功')
    expect(taroMock.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  test('a duplicate code is refused by the server and the form keeps its values', async () => {
    onPage('/supplier/product/create', {}, ['supplier/index', 'supplier/product/index'])
    answer({ [PRODUCTS]: pageOf(catalogue), [CREATE]: fail('商品编码已存在') })
    const { container } = render(<SupplierProductCreate />)
    await settle()
    await chooseProduct()
    typeInto(container, 'productCode', 'A1')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('商品编码已存在')
    expect(fieldValue(container, 'productCode')).toBe('A1')
    expect(buttonDisabled(container, '保存')).toBe(false)
  })

  test('edit: loads the SKU (price back in yuan), updates it; 删除 asks first', async () => {
    onPage('/supplier/product/create', { id: 's2' }, ['supplier/index', 'supplier/product/index'])
    answer({ [PAGE]: pageOf([sku('s1'), sku('s2', { priceFen: 1200, lowStockQty: 2.5 })]), [UPDATE]: ok(sku('s2')), [DELETE]: ok(null) })
    const { container } = render(<SupplierProductCreate />)
    await settle()
    expect(fieldValue(container, 'price')).toBe('12')
    expect(fieldValue(container, 'lowStockQty')).toBe('2.5')
    expect(screen.queryByTestId('choose-product')?.textContent).toContain('产品s2（蔬菜）')
    expect(container.querySelector('[data-field="stockQty"]')).toBeNull()
    typeInto(container, 'price', '13.8')
    await clickButton(container, '保存')
    await waitToast()
    expect(formBody(requestsTo(UPDATE)[0])).toMatchObject({ id: 's2', priceFen: '1380', lowStockQty: '2.5', pluCode: '12' })
    taroMock.modalAnswer = false
    await clickButton(container, '删除')
    expect(lastModal().content).toBe('确定删除该商品吗？其剩余库存将一并清除。')
    expect(requestsTo(DELETE)).toHaveLength(0)
    taroMock.modalAnswer = true
    await clickButton(container, '删除')
    await waitToast()
    expect(formBody(requestsTo(DELETE)[0])).toEqual({ id: 's2' })
  })

  test('edit of a SKU that is gone says so', async () => {
    onPage('/supplier/product/create', { id: 'gone' }, ['supplier/index', 'supplier/product/index'])
    answer({ [PAGE]: pageOf([sku('s1')]) })
    render(<SupplierProductCreate />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('商品不存在或已删除')
  })
})

describe('shelf order', () => {
  beforeEach(() => onPage('/supplier/product/sort', {}, ['supplier/index', 'supplier/product/index']))
  const names = () => screen.getAllByTestId('sort-row').map((r) => r.querySelector('.sort-row__name')?.textContent)

  test('↑ / ↓ move rows; 保存排序 (only once changed) sends every id in the new order and goes back', async () => {
    answer({ [PAGE]: pageOf([sku('a'), sku('b'), sku('c')]), [SORT]: ok({ count: 3, scaleSyncs: 2 }) })
    const { container } = render(<SupplierProductSort />)
    await settle()
    expect(names()).toEqual(['商品a', '商品b', '商品c'])
    expect(buttonDisabled(container, '保存排序')).toBe(true)
    await tap(screen.getAllByTestId('move-down')[0])
    expect(names()).toEqual(['商品b', '商品a', '商品c'])
    await tap(screen.getAllByTestId('move-up')[2])
    expect(names()).toEqual(['商品b', '商品c', '商品a'])
    // The first row's ↑ does nothing.
    await tap(screen.getAllByTestId('move-up')[0])
    expect(names()).toEqual(['商品b', '商品c', '商品a'])
    await clickButton(container, '保存排序')
    await waitToast()
    expect(formBody(requestsTo(SORT)[0])).toEqual({ ids: 'b,c,a' })
    expect(taroMock.toasts.at(-1)?.title).toBe('排序已保存')
    expect(taroMock.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  test('dragging a handle down two rows moves it two places', async () => {
    answer({ [PAGE]: pageOf([sku('a'), sku('b'), sku('c'), sku('d')]) })
    render(<SupplierProductSort />)
    await settle()
    const handle = screen.getAllByTestId('sort-row')[0].querySelector('.sort-row__handle')!
    await act(async () => {
      fireEvent.touchStart(handle, { touches: [{ clientY: 100 }] })
      fireEvent.touchMove(handle, { touches: [{ clientY: 160 }] })
      fireEvent.touchEnd(handle, { changedTouches: [{ clientY: 220 }] })
    })
    await settle()
    expect(names()).toEqual(['商品b', '商品c', '商品a', '商品d'])
  })

  test('a list changed meanwhile is refused; 还原 reloads the server order', async () => {
    answer({ [PAGE]: pageOf([sku('a'), sku('b')]), [SORT]: fail('商品列表已变化，请刷新后重试') })
    const { container } = render(<SupplierProductSort />)
    await settle()
    await tap(screen.getAllByTestId('move-down')[0])
    await clickButton(container, '保存排序')
    expect(lastModal().content).toBe('商品列表已变化，请刷新后重试')
    answer({ [PAGE]: pageOf([sku('a'), sku('b'), sku('new')]) })
    await clickButton(container, '还原')
    expect(names()).toEqual(['商品a', '商品b', '商品new'])
  })

  test('no products: the empty state', async () => {
    answer({ [PAGE]: pageOf([]) })
    render(<SupplierProductSort />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无商品')
  })
})
