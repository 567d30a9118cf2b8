/** /api/member/category/page and product/page: the goods catalogue for any logged-in user. */
import { eq } from 'drizzle-orm'
import { contract, type PageResult, type Product, type ProductCategory } from '@/contract'
import { products } from '../../server/db/schema'
import { CATALOG } from '../../server/seeds/catalog'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01' | 'maintainer01' | 'staff01', string>
const M = contract.member
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'purchaser01', 'maintainer01', 'staff01'] as const)
}, 600_000)
afterAll(() => env?.close())

const categories = async (data: Record<string, unknown>, token = tk.supplier01) =>
  expectOk(await call<PageResult<ProductCategory>>(env.app, M.category.page, { withTotal: true, ...data }, { token }))
const productPage = async (data: Record<string, unknown>, token = tk.supplier01) =>
  expectOk(await call<PageResult<Product>>(env.app, M.product.page, { withTotal: true, ...data }, { token }))

describe('category/page', () => {
  test('top level by parentId 0, in order; the children of one; every category without parentId', async () => {
    const top = await categories({ parentId: '0' })
    expect(top.records.map((c) => c.name)).toEqual(['蔬菜', '水果', '水产', '冻品', '干调'])
    expect(top.records.every((c) => c.parentId === '0')).toBe(true)
    const veg = top.records[0]!
    const subs = await categories({ parentId: veg.id }, tk.maintainer01)
    expect(subs.records.map((c) => c.name)).toEqual(['叶菜类', '根茎类', '茄果类', '菌菇类'])
    expect(subs.records.every((c) => c.parentId === veg.id)).toBe(true)
    const all = await categories({ size: 100 })
    expect(all.total).toBe(5 + CATALOG.reduce((n, [, s]) => n + s.length, 0))
    expect((await categories({ parentId: 'nothing' })).total).toBe(0)
  })
  test('paging, bad input, no token', async () => {
    const p = await categories({ current: 2, size: 10 })
    expect(p).toMatchObject({ current: 2, size: 10 })
    expect(p.records).toHaveLength(10)
    expect((await call(env.app, M.category.page, { parentId: 'bad id!' }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, M.category.page, { size: 'x' }, { token: tk.staff01 })).msg).toBe('每页条数需为正整数')
    expect((await call(env.app, M.category.page, {})).state).toBe(97)
  })
})

describe('product/page', () => {
  test('61 products with category names and dictionary units', async () => {
    const all = await productPage({ size: 100 }, tk.purchaser01)
    expect(all.total).toBe(61)
    expect(all.records[0]).toEqual({ id: expect.any(String), name: '菠菜', categoryId: expect.any(String), categoryName: '叶菜类', unit: '公斤', spec: null, price: 7.2 })
    expect(new Set(all.records.map((p) => p.unit))).toEqual(new Set(['公斤', '斤', '箱', '件']))
  })
  test('a top-level category includes its sub-categories; a sub-category only its own', async () => {
    const [fruit] = (await categories({ parentId: '0' })).records.filter((c) => c.name === '水果')
    const fruits = await productPage({ categoryId: fruit!.id, size: 100 })
    expect(fruits.total).toBe(16)
    const citrus = (await categories({ parentId: fruit!.id })).records.find((c) => c.name === '柑橘类')!
    const oranges = await productPage({ categoryId: citrus.id })
    expect(oranges.records.map((p) => p.name)).toEqual(['脐橙', '砂糖橘', '柚子', '柠檬'])
    expect(oranges.records.every((p) => p.categoryName === '柑橘类')).toBe(true)
  })
  test('keyword matches name or spec, wildcards are literal, combined with the category', async () => {
    expect((await productPage({ keyword: '鱼' })).records.map((p) => p.name)).toEqual(['草鱼', '鲫鱼', '鲈鱼', '带鱼', '大黄鱼', '冻鱿鱼'])
    expect((await productPage({ keyword: '冰鲜' })).total).toBe(2)
    expect((await productPage({ keyword: '%' })).total).toBe(0)
    const [frozen] = (await categories({ parentId: '0' })).records.filter((c) => c.name === '冻品')
    expect((await productPage({ keyword: '鱼', categoryId: frozen!.id })).records.map((p) => p.name)).toEqual(['冻鱿鱼'])
  })
  test('disabled products are hidden', async () => {
    await env.db.update(products).set({ enabled: false }).where(eq(products.name, '柠檬'))
    expect((await productPage({ keyword: '柠檬' })).total).toBe(0)
    await env.db.update(products).set({ enabled: true }).where(eq(products.name, '柠檬'))
  })
  test('bad input, no token', async () => {
    expect((await call(env.app, M.product.page, { keyword: 'x'.repeat(51) }, { token: tk.staff01 })).msg).toBe('搜索内容不能超过50个字符')
    expect((await call(env.app, M.product.page, { categoryId: '1;drop' }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, M.product.page, {})).state).toBe(97)
  })
})
