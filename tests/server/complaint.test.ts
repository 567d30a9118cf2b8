/** /api/member/complaintComplaint/* and complaintVisit/update. */
import { eq } from 'drizzle-orm'
import { contract, PATTERN_MESSAGES, type ComplaintDetail, type ComplaintItem, type PageResult } from '@/contract'
import { complaints } from '../../server/db/schema'
import { SEED_COMPLAINTS } from '../../server/seeds/complaint'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01' | 'maintainer01' | 'staff01', string>
const C = contract.member.complaintComplaint
const V = contract.member.complaintVisit
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01', 'maintainer01', 'staff01'] as const)
}, 600_000)
afterAll(() => env?.close())

const valid = {
  complaintType: '2',
  title: '买到的苹果有烂果',
  content: '今天上午购买的两箱苹果里有十几个烂果，商户不肯退换，请市场协调。',
  images: '/uploads/17000000000000001234.jpg,/uploads/17000000000000005678.png',
  contactName: '李绿源',
  contactPhone: '13900000001',
  targetName: '水果区A排02号摊位',
}
const page = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<PageResult<ComplaintItem>>(env.app, C.page, { size: 100, withTotal: true, ...data }, { token }))
const detail = async (token: string, id: string) => expectOk(await call<ComplaintDetail>(env.app, C.queryById, { id }, { token }))
const create = async (token: string, data: Record<string, unknown> = {}) => expectOk(await call<{ id: string }>(env.app, C.create, { ...valid, ...data }, { token })).id
const seeded = async (token: string, status: string) => (await page(token, { status })).records[0]!

describe('seed and page', () => {
  test('each user sees only their own complaints, newest first, in every status', async () => {
    const own = await page(tk.supplier01)
    expect(own.total).toBe(SEED_COMPLAINTS.filter((c) => c.user === 'supplier01').length)
    expect(new Set(own.records.map((c) => c.status))).toEqual(new Set(['pending', 'processing', 'replied', 'closed']))
    const times = own.records.map((c) => c.createTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect(own.records[0]).toEqual({ id: expect.any(String), complaintType: '4', title: '蔬菜区A排排水沟堵塞', status: 'pending', targetName: '蔬菜区A排', createTime: expect.any(String) })
    expect((await page(tk.purchaser01)).total).toBe(2)
    // The merchant's sub-account is another user: it does not see its admin's complaints.
    expect((await page(tk.supplier01a)).total).toBe(0)
    expect((await page(tk.staff01)).total).toBe(0)
  })
  test('filters by status and keyword (title, content, target)', async () => {
    expect((await page(tk.supplier01, { status: 'pending' })).records.map((c) => c.title)).toEqual(['蔬菜区A排排水沟堵塞', '停车场收费员态度差'])
    expect((await page(tk.supplier01, { keyword: '冷库' })).records.map((c) => c.title)).toEqual(['冷库温度不稳定'])
    expect((await page(tk.supplier01, { keyword: '03号摊位' })).total).toBe(1)
    expect((await page(tk.supplier01, { keyword: '%' })).total).toBe(0)
  })
  test('bad input, no token', async () => {
    expect((await call(env.app, C.page, { status: 'lost' }, { token: tk.supplier01 })).msg).toBe('投诉状态不正确')
    expect((await call(env.app, C.page, { current: 0 }, { token: tk.supplier01 })).msg).toBe('页码需为正整数')
    expect((await call(env.app, C.page, {})).state).toBe(97)
  })
})

describe('queryById', () => {
  test('all fields; the replied one carries the market\'s visit, the closed one its satisfaction', async () => {
    const replied = await detail(tk.supplier01, (await seeded(tk.supplier01, 'replied')).id)
    expect(replied).toMatchObject({ title: '冷库温度不稳定', content: expect.stringContaining('冷库温度'), images: [], contactName: '李绿源', contactPhone: '13900000001', targetName: '2号冷库', status: 'replied' })
    expect(replied.visit).toEqual({ content: expect.stringContaining('压缩机'), visitorName: '吴员工', visitTime: expect.any(String), satisfaction: null })
    const closed = await detail(tk.supplier01, (await seeded(tk.supplier01, 'closed')).id)
    expect(closed.visit?.satisfaction).toBe(5)
    const pending = await detail(tk.supplier01, (await seeded(tk.supplier01, 'pending')).id)
    expect(pending.visit).toBeNull()
  })
  test('another user\'s complaint does not exist for the caller; bad id; no token', async () => {
    const theirs = (await seeded(tk.purchaser01, 'pending')).id
    expect((await call(env.app, C.queryById, { id: theirs }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.queryById, { id: theirs }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.queryById, { id: '../x' }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.queryById, { id: theirs })).state).toBe(97)
  })
})

describe('create', () => {
  test('any logged-in user files one; images come back as a list; status pending', async () => {
    for (const who of ['supplier01', 'maintainer01', 'staff01'] as const) {
      const id = await create(tk[who])
      const d = await detail(tk[who], id)
      expect(d).toMatchObject({ ...valid, images: valid.images.split(','), status: 'pending', visit: null })
      expect(Date.parse(d.createTime)).toBeGreaterThan(Date.now() - 60_000)
    }
    const noExtras = await create(tk.purchaser01, { images: '', targetName: '', contactPhone: '0571-86001234' })
    expect(await detail(tk.purchaser01, noExtras)).toMatchObject({ images: [], targetName: null, contactPhone: '0571-86001234' })
  })
  test('every field is checked with a clear message', async () => {
    const bad = async (data: Record<string, unknown>) => (await call(env.app, C.create, { ...valid, ...data }, { token: tk.supplier01 })).msg
    expect(await bad({ complaintType: '7' })).toBe('投诉类型不正确')
    expect(await bad({ complaintType: '' })).toBe('缺少参数：complaintType')
    expect(await bad({ title: '' })).toBe('缺少参数：title')
    expect(await bad({ title: '长'.repeat(51) })).toBe('标题不能超过50个字符')
    expect(await bad({ content: '太短了' })).toBe('投诉内容需为10-500个字符')
    expect(await bad({ content: '长'.repeat(501) })).toBe('投诉内容需为10-500个字符')
    expect(await bad({ contactName: '' })).toBe('缺少参数：contactName')
    expect(await bad({ contactPhone: '12345' })).toBe(PATTERN_MESSAGES.contactPhone)
    expect(await bad({ contactPhone: '057186001234' })).toBe(PATTERN_MESSAGES.contactPhone)
    expect(await bad({ images: 'https://evil.example.com/a.jpg' })).toBe('图片地址不正确')
    expect(await bad({ images: '/uploads/../secret.png' })).toBe('图片地址不正确')
    expect(await bad({ images: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.jpg`).join(',') })).toBe('图片最多6张')
    expect(await bad({ targetName: '长'.repeat(51) })).toBe('投诉对象不能超过50个字符')
    expect((await call(env.app, C.create, valid)).state).toBe(97)
  })
})

describe('update and delete', () => {
  test('the complainant updates a pending complaint (images replaced, target cleared)', async () => {
    const id = await create(tk.supplier01)
    expectOk(await call(env.app, C.update, { ...valid, id, title: '苹果烂果问题（补充）', images: '/uploads/1.webp', targetName: '' }, { token: tk.supplier01 }))
    expect(await detail(tk.supplier01, id)).toMatchObject({ title: '苹果烂果问题（补充）', images: ['/uploads/1.webp'], targetName: null, status: 'pending' })
    expect((await call(env.app, C.update, { ...valid, id, content: '短' }, { token: tk.supplier01 })).msg).toBe('投诉内容需为10-500个字符')
    expect((await call(env.app, C.update, { ...valid }, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
  })
  test('another user\'s complaint: 记录不存在, and it is left unchanged', async () => {
    const id = await create(tk.supplier01)
    expect((await call(env.app, C.update, { ...valid, id, title: '被改了' }, { token: tk.supplier02 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.update, { ...valid, id, title: '被改了' }, { token: tk.supplier01a })).msg).toBe('记录不存在')
    expect((await call(env.app, C.delete, { id }, { token: tk.supplier02 })).msg).toBe('记录不存在')
    expect((await detail(tk.supplier01, id)).title).toBe(valid.title)
  })
  test('once handled, neither update nor delete', async () => {
    for (const status of ['processing', 'replied', 'closed']) {
      const id = (await seeded(tk.supplier01, status)).id
      expect((await call(env.app, C.update, { ...valid, id }, { token: tk.supplier01 })).msg).toBe('投诉已受理，不能修改')
      expect((await call(env.app, C.delete, { id }, { token: tk.supplier01 })).msg).toBe('投诉已受理，不能删除')
    }
  })
  test('the complainant deletes a pending complaint; a second delete finds nothing', async () => {
    const id = await create(tk.purchaser01)
    expect(expectOk(await call(env.app, C.delete, { id }, { token: tk.purchaser01 }))).toEqual({ id })
    expect((await call(env.app, C.queryById, { id }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.delete, { id }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(env.app, C.delete, {}, { token: tk.purchaser01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, C.delete, { id })).state).toBe(97)
    expect((await call(env.app, C.update, { ...valid, id })).state).toBe(97)
  })
})

describe('complaintVisit/update', () => {
  test('staff reply: the complaint becomes replied and shows the visit; a second reply replaces it', async () => {
    const id = await create(tk.supplier01)
    const visit = expectOk(await call(env.app, V.update, { complaintId: id, content: '已联系商户，同意退换烂果。' }, { token: tk.staff01 }))
    expect(visit).toEqual({ content: '已联系商户，同意退换烂果。', visitorName: '吴员工', visitTime: expect.any(String), satisfaction: null })
    const d = await detail(tk.supplier01, id)
    expect(d.status).toBe('replied')
    expect(d.visit).toEqual(visit)
    expectOk(await call(env.app, V.update, { complaintId: id, content: '退换已完成。' }, { token: tk.staff01 }))
    expect((await detail(tk.supplier01, id)).visit?.content).toBe('退换已完成。')
    // Replied: the complainant can no longer change it.
    expect((await call(env.app, C.update, { ...valid, id }, { token: tk.supplier01 })).msg).toBe('投诉已受理，不能修改')
  })
  test('staff only; closed complaints take no reply; bad input; unknown id; no token', async () => {
    const id = await create(tk.supplier01)
    for (const who of ['supplier01', 'purchaser01', 'maintainer01'] as const) {
      expect((await call(env.app, V.update, { complaintId: id, content: '我自己回复一下' }, { token: tk[who] })).msg).toBe('无权限操作')
    }
    expect((await detail(tk.supplier01, id)).status).toBe('pending')
    const closed = (await seeded(tk.supplier01, 'closed')).id
    expect((await call(env.app, V.update, { complaintId: closed, content: '再回复一次' }, { token: tk.staff01 })).msg).toBe('投诉已关闭，不能回复')
    expect((await call(env.app, V.update, { complaintId: id, content: '好' }, { token: tk.staff01 })).msg).toBe('回复内容需为2-500个字符')
    expect((await call(env.app, V.update, { complaintId: id }, { token: tk.staff01 })).msg).toBe('缺少参数：content')
    expect((await call(env.app, V.update, { complaintId: 'nope', content: '回复内容' }, { token: tk.staff01 })).msg).toBe('记录不存在')
    expect((await call(env.app, V.update, { complaintId: id, content: '回复内容' })).state).toBe(97)
    const [row] = await env.db.select().from(complaints).where(eq(complaints.id, id))
    expect(row!.status).toBe('pending')
  })
})
