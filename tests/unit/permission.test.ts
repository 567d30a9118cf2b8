import { taroMock } from '../mocks/taro'
import { cacheModules, cachedModules } from '@/core/permission'
import { ROUTE_BY_NAME, menuCaption, refusalOf, type RouteDef } from '@/routes'

beforeEach(() => taroMock.reset())

const supplier = { userType: 'supplier', isAdmin: true } as const
const subAccount = { userType: 'supplier', isAdmin: false } as const
const route = (name: keyof typeof ROUTE_BY_NAME): RouteDef => ROUTE_BY_NAME[name]
const mods = (...captions: string[]) => captions.map((caption, i) => ({ id: String(i), caption }))

describe('a module is held when the module list has its caption (spec section 6)', () => {
  test('with no module list every module is held', () => {
    expect(refusalOf(route('supplierOrderList'), supplier, null)).toBeNull()
    expect(refusalOf(route('noticeList'), supplier, null)).toBeNull()
  })

  test('a screen opens only when a module of the list has its module\'s caption', () => {
    const modules = mods('订单管理', '通知公告')
    expect(refusalOf(route('supplierOrderList'), supplier, modules)).toBeNull()
    expect(refusalOf(route('supplierOrderDetail'), supplier, modules)).toBeNull()
    expect(refusalOf(route('noticeDetail'), supplier, modules)).toBeNull()
    expect(refusalOf(route('supplierProductList'), supplier, modules)).toBe('module')
    expect(refusalOf(route('msgList'), supplier, modules)).toBe('module')
  })

  test('an empty module list refuses every screen that needs a module; captions match exactly', () => {
    expect(refusalOf(route('supplierOrderList'), supplier, [])).toBe('module')
    expect(refusalOf(route('supplierOrderList'), supplier, mods('订单管理 '))).toBe('module')
  })

  test('the account items, the search and the homes need no module: an empty list keeps them', () => {
    for (const name of ['setting', 'updatePSW', 'about', 'updateUserItem', 'search', 'supplierHome'] as const) expect([name, refusalOf(route(name), subAccount, [])]).toEqual([name, null])
  })
})

describe('roles', () => {
  test("another role's screen is refused whatever the modules", () => {
    expect(refusalOf(route('purchaserOrderList'), supplier, null)).toBe('role')
    expect(refusalOf(route('purchaserOrderList'), supplier, mods('我的订单'))).toBe('role')
    expect(refusalOf(route('purchaserHome'), supplier, null)).toBe('role')
    expect(refusalOf(route('supplierOrderList'), { userType: 'purchaser' }, null)).toBe('role')
    expect(refusalOf(route('inmarketIndex'), { userType: 'maintainer' }, null)).toBe('role')
    expect(refusalOf(route('inmarketIndex'), { userType: 'purchaser' }, null)).toBeNull()
  })

  test('a screen without roles is every role\'s', () => {
    for (const userType of ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const) expect(refusalOf(route('complaintList'), { userType }, null)).toBeNull()
  })

  test('nobody logged in: no refusal (the login state is the shell\'s)', () => {
    expect(refusalOf(route('purchaserOrderList'), null, [])).toBeNull()
  })
})

test("the merchant admin's own modules are never a sub-account's, even with no module list", () => {
  expect(refusalOf(route('supplierRoleAdmin'), supplier, null)).toBeNull()
  expect(refusalOf(route('supplierUserAdmin'), supplier, mods('用户管理'))).toBeNull()
  expect(refusalOf(route('supplierRoleAdmin'), subAccount, null)).toBe('module')
  expect(refusalOf(route('supplierUserDetail'), subAccount, mods('用户管理'))).toBe('module')
})

test("a menu caption is its module's caption, else the screen's title", () => {
  expect(menuCaption(route('purchaserBasicInfo'))).toBe('个人中心')
  expect(menuCaption(route('supplierOrderCreate'))).toBe('快速开单')
  expect(menuCaption(route('updatePSW'))).toBe('修改密码')
})

test('the module list is cached', () => {
  expect(cachedModules()).toBeNull()
  cacheModules(mods('设置'))
  expect(cachedModules()).toEqual(mods('设置'))
})

describe('menu sections (the staff home\'s 市场办公)', () => {
  // Imported here: MenuGrid's module is pure apart from its Taro components, mocked in this project.
  const { menuSections } = jest.requireActual('@/components/MenuGrid') as typeof import('@/components/MenuGrid')
  const item = (caption: string, section?: string) => ({ caption, icon: 'notice', route: 'noticeList' as const, section })

  test('the role\'s own items first, then each section in order of first appearance', () => {
    expect(menuSections([item('a'), item('x', '市场办公'), item('b'), item('y', '市场办公'), item('z', '其他')])).toEqual([
      { items: [item('a'), item('b')] },
      { title: '市场办公', items: [item('x', '市场办公'), item('y', '市场办公')] },
      { title: '其他', items: [item('z', '其他')] },
    ])
  })

  test('no own items: no untitled section', () => {
    expect(menuSections([item('x', '市场办公')])).toEqual([{ title: '市场办公', items: [item('x', '市场办公')] }])
    expect(menuSections([])).toEqual([])
  })
})
