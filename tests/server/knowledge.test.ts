/** /api/custome/knowledge/*: articles by audience, category and keyword; view counting. */
import { eq } from 'drizzle-orm'
import { contract, type KnowledgeDetail, type KnowledgeItem, type PageResult } from '@/contract'
import { dataDictionary, knowledgeArticles } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'purchaser01' | 'staff01' | 'dc01', string>
const K = contract.custome.knowledge
const page = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<PageResult<KnowledgeItem>>(env.app, K.queryPage, { size: 100, withTotal: true, ...data }, { token }))
const idOf = async (title: string) => (await env.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.title, title)))[0]!.id

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'purchaser01', 'staff01', 'dc01'] as const)
}, 600_000)
afterAll(() => env?.close())

describe('queryPage', () => {
  test('newest first, with category names; the audience decides who sees an article', async () => {
    const all = await page(tk.purchaser01)
    expect(all.total).toBe(13)
    expect(all.records.map((r) => r.title)).not.toEqual(expect.arrayContaining(['商户经营行为规范']))
    expect(all.records.map((r) => r.title)).not.toContain('市场巡查工作规范（员工）')
    const times = all.records.map((r) => r.publishTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect(all.records[0]).toMatchObject({ title: '农产品进场查验要点', category: 'foodSafety', categoryName: '食品安全', cover: null })
    expect(typeof all.records[0]!.viewCount).toBe('number')
    expect(typeof all.records[0]!.id).toBe('string')
    expect((await page(tk.supplier01)).records.map((r) => r.title)).toContain('商户经营行为规范')
    expect((await page(tk.staff01)).records.map((r) => r.title)).toContain('市场巡查工作规范（员工）')
    expect((await page(tk.staff01)).total).toBe(14)
  })

  test('paging, category filter and keyword search', async () => {
    const p1 = await page(tk.dc01, { current: 1, size: 5 })
    const p3 = await page(tk.dc01, { current: 3, size: 5 })
    expect([p1.records.length, p3.records.length, p1.total, p1.size, p3.current]).toEqual([5, 3, 13, 5, 3])
    const cold = await page(tk.dc01, { category: 'coldChain' })
    expect(cold.total).toBe(4)
    expect(new Set(cold.records.map((r) => r.categoryName))).toEqual(new Set(['冷链物流']))
    const fire = await page(tk.dc01, { keyword: '火灾' })
    expect(fire.records.map((r) => r.title)).toEqual(['火灾应急疏散指引'])
    expect((await page(tk.dc01, { keyword: '储运', category: 'coldChain' })).records.map((r) => r.title)).toEqual(['冷链食品储运温度要求'])
    expect((await page(tk.dc01, { keyword: '100%_' })).total).toBe(0)
  })

  test('bad input and no token', async () => {
    expect((await call(env.app, K.queryPage, { category: 'nope' }, { token: tk.dc01 })).msg).toBe('知识分类不存在')
    expect((await call(env.app, K.queryPage, { size: 0 }, { token: tk.dc01 })).msg).toBe('每页条数需为正整数')
    expect((await call(env.app, K.queryPage, { current: 'x' }, { token: tk.dc01 })).msg).toBe('页码需为正整数')
    expect((await call(env.app, K.queryPage, { keyword: 'x'.repeat(51) }, { token: tk.dc01 })).msg).toBe('搜索内容不能超过50个字符')
    expect((await call(env.app, K.queryPage, {})).state).toBe(97)
  })

  test('a disabled category no longer filters', async () => {
    await env.db.update(dataDictionary).set({ enabled: false }).where(eq(dataDictionary.dataKey, 'fireSafety'))
    expect((await call(env.app, K.queryPage, { category: 'fireSafety' }, { token: tk.dc01 })).msg).toBe('知识分类不存在')
    await env.db.update(dataDictionary).set({ enabled: true }).where(eq(dataDictionary.dataKey, 'fireSafety'))
    expect((await page(tk.dc01, { category: 'fireSafety' })).total).toBe(3)
  })
})

describe('findById', () => {
  test('the detail with HTML content, images and attachments; every call counts a view', async () => {
    const id = await idOf('冷链食品储运温度要求')
    const before = (await env.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, id)))[0]!.viewCount
    const d = expectOk(await call<KnowledgeDetail>(env.app, K.findById, { id }, { token: tk.purchaser01 }))
    expect(d).toMatchObject({ id, title: '冷链食品储运温度要求', category: 'coldChain', categoryName: '冷链物流', images: [], attachments: [], viewCount: before + 1 })
    expect(d.content).toContain('<ol><li>冷藏：0℃～8℃</li>')
    const again = expectOk(await call<KnowledgeDetail>(env.app, K.findById, { id }, { token: tk.dc01 }))
    expect(again.viewCount).toBe(before + 2)
    const listed = (await page(tk.dc01, { category: 'coldChain' })).records.find((r) => r.id === id)!
    expect(listed.viewCount).toBe(before + 2)
  })

  test('outside the audience, unknown, bad id, no token', async () => {
    const staffOnly = await idOf('市场巡查工作规范（员工）')
    expect((await call(env.app, K.findById, { id: staffOnly }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect(expectOk(await call<KnowledgeDetail>(env.app, K.findById, { id: staffOnly }, { token: tk.staff01 })).title).toBe('市场巡查工作规范（员工）')
    const views = (await env.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, staffOnly)))[0]!.viewCount
    expect((await call(env.app, K.findById, { id: staffOnly }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await env.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, staffOnly)))[0]!.viewCount).toBe(views)
    expect((await call(env.app, K.findById, { id: '123' }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, K.findById, {}, { token: tk.staff01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, K.findById, { id: 'a b' }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, K.findById, { id: staffOnly })).state).toBe(97)
  })
})
