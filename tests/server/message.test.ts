/** /api/message/*: own messages, notices by audience, read marks. */
import { and, eq } from 'drizzle-orm'
import { contract } from '@/contract'
import { announcements, messages, users } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier02' | 'purchaser01' | 'dc01', string>
const H = contract.message.history
const A = contract.message.announcement
const M = contract.message.announcementUserMap
type Page<T> = { records: T[]; total: number }
type Msg = { id: string; isRead: boolean; createTime: string; title: string }
type Notice = { id: string; title: string; content: string; category: string; read: boolean }
let foreignMsgId = ''
/** The demo data's messages of a user: all of them, and the unread ones. */
const seeded = async (username: string) => {
  const [u] = await env.db.select().from(users).where(eq(users.username, username))
  const rows = await env.db.select().from(messages).where(eq(messages.userId, u!.id))
  return { total: rows.length, unread: rows.filter((m) => !m.isRead).length }
}
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier02', 'purchaser01', 'dc01'] as const)
  const [s2] = await env.db.select().from(users).where(eq(users.username, 'supplier02'))
  const [m] = await env.db.select().from(messages).where(and(eq(messages.userId, s2!.id), eq(messages.isRead, false))).limit(1)
  foreignMsgId = m!.id
}, 600_000)
afterAll(() => env?.close())

describe('history', () => {
  test('pageWithAuthority: own messages, newest first, read flags, filter', async () => {
    const p = expectOk(await call(env.app, H.pageWithAuthority, {withTotal: true}, { token: tk.supplier01 })) as Page<Msg>
    const mine = await seeded('supplier01')
    expect(p.total).toBe(mine.total)
    expect(mine.unread).toBeGreaterThan(0)
    expect(mine.total).toBeGreaterThan(mine.unread)
    const times = p.records.map((r) => r.createTime)
    expect([...times].sort().reverse()).toEqual(times)
    expect(p.records.filter((r) => !r.isRead)).toHaveLength(Math.min(mine.unread, p.records.length))
    expect(p.records.map((r) => r.id)).not.toContain(foreignMsgId)
    const unread = expectOk(await call(env.app, H.pageWithAuthority, { withTotal: true, isRead: 'false' }, { token: tk.supplier01 })) as Page<Msg>
    expect(unread.total).toBe(mine.unread)
    expect(unread.records.every((r) => !r.isRead)).toBe(true)
    expect((await call(env.app, H.pageWithAuthority, { isRead: 'x' }, { token: tk.supplier01 })).msg).toBe('参数格式不正确：isRead')
    expect((await call(env.app, H.pageWithAuthority, {})).state).toBe(97)
  })

  test('queryById: own only, marks nothing', async () => {
    const p = expectOk(await call(env.app, H.pageWithAuthority, {withTotal: true}, { token: tk.purchaser01 })) as Page<Msg>
    const first = p.records[0]!
    expect(expectOk(await call(env.app, H.queryById, { id: first.id }, { token: tk.purchaser01 }))).toMatchObject({ id: first.id, isRead: false })
    expect(expectOk(await call(env.app, H.getUnreadMessageCount, {}, { token: tk.purchaser01 }))).toBe((await seeded('purchaser01')).unread)
    expect((await call(env.app, H.queryById, { id: foreignMsgId }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(env.app, H.queryById, {}, { token: tk.purchaser01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, H.queryById, { id: first.id })).state).toBe(97)
  })

  test('batchMarkAsRead: only the caller\'s messages; the unread count follows', async () => {
    const p = expectOk(await call(env.app, H.pageWithAuthority, { withTotal: true, isRead: false }, { token: tk.dc01 })) as Page<Msg>
    const ids = p.records.map((r) => r.id)
    expect(expectOk(await call(env.app, H.batchMarkAsRead, { ids: [...ids, foreignMsgId].join(',') }, { token: tk.dc01 }))).toEqual({ updated: 2 })
    expect(expectOk(await call(env.app, H.getUnreadMessageCount, {}, { token: tk.dc01 }))).toBe(0)
    const [foreign] = await env.db.select().from(messages).where(eq(messages.id, foreignMsgId))
    expect(foreign!.isRead).toBe(false)
    expect(expectOk(await call(env.app, H.getUnreadMessageCount, {}, { token: tk.supplier02 }))).toBe((await seeded('supplier02')).unread)
    expect((await call(env.app, H.batchMarkAsRead, { ids: '' }, { token: tk.dc01 })).msg).toBe('缺少参数：ids')
    expect((await call(env.app, H.batchMarkAsRead, { ids: 'a;b' }, { token: tk.dc01 })).msg).toBe('参数格式不正确：ids')
    expect((await call(env.app, H.batchMarkAsRead, { ids: ids.join(',') })).state).toBe(97)
    expect((await call(env.app, H.getUnreadMessageCount, {})).state).toBe(97)
  })
})

describe('announcements', () => {
  test('page: published notices for the caller\'s user type, newest first; raw HTML content kept for the client to sanitise', async () => {
    const s = expectOk(await call(env.app, A.page, {withTotal: true}, { token: tk.supplier01 })) as Page<Notice>
    const d = expectOk(await call(env.app, A.page, {withTotal: true}, { token: tk.dc01 })) as Page<Notice>
    expect(s.total).toBe(6)
    expect(d.total).toBe(5)
    expect(s.records.map((n) => n.title)).toContain('商户摊位续租办理通知')
    expect(d.records.map((n) => n.title)).not.toContain('商户摊位续租办理通知')
    expect(s.records.map((n) => n.title)).not.toContain('（草稿）夏季防暑降温安排')
    expect(s.records.find((n) => n.title === '系统维护公告')!.content).toContain('<script>alert(1)</script>')
    const byTitle = expectOk(await call(env.app, A.page, { title: '冷链' }, { token: tk.dc01 })) as Page<Notice>
    expect(byTitle.records.map((n) => n.category)).toEqual(['overseasProduct'])
    expect((await call(env.app, A.page, { size: -3 }, { token: tk.dc01 })).msg).toBe('每页条数需为正整数')
    expect((await call(env.app, A.page, {})).state).toBe(97)
  })

  test('homePage: the latest few', async () => {
    expect((expectOk(await call(env.app, A.homePage, {}, { token: tk.dc01 })) as Notice[]).length).toBe(3)
    expect((expectOk(await call(env.app, A.homePage, { size: 5 }, { token: tk.dc01 })) as Notice[]).length).toBe(5)
    expect((await call(env.app, A.homePage, { size: 50 }, { token: tk.dc01 })).msg).toBe('条数需为1-10')
    expect((await call(env.app, A.homePage, {})).state).toBe(97)
  })

  test('vehicle-type and overseas-product notices', async () => {
    expect(expectOk(await call(env.app, A.getVehicleTypeAnnouncement, {}, { token: tk.dc01 }))).toMatchObject({ category: 'vehicleType', title: '进场车辆车型登记说明' })
    expect(expectOk(await call(env.app, A.getOverseasProductAnnouncement, {}, { token: tk.dc01 }))).toMatchObject({ category: 'overseasProduct' })
    expect((await call(env.app, A.getVehicleTypeAnnouncement, {})).state).toBe(97)
    expect((await call(env.app, A.getOverseasProductAnnouncement, {})).state).toBe(97)
  })

  test('queryById and read marks; notices not addressed to the caller or unpublished are 记录不存在', async () => {
    const [lease] = await env.db.select().from(announcements).where(eq(announcements.title, '商户摊位续租办理通知'))
    const [draft] = await env.db.select().from(announcements).where(eq(announcements.published, false))
    expect(expectOk(await call(env.app, A.queryById, { id: lease!.id }, { token: tk.supplier01 }))).toMatchObject({ id: lease!.id, read: false })
    expect((await call(env.app, A.queryById, { id: lease!.id }, { token: tk.dc01 })).msg).toBe('记录不存在')
    expect((await call(env.app, A.queryById, { id: draft!.id }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, A.queryById, {}, { token: tk.supplier01 })).msg).toBe('缺少参数：id')
    expect((await call(env.app, A.queryById, { id: lease!.id })).state).toBe(97)

    expect(expectOk(await call(env.app, M.queryById, { announcementId: lease!.id }, { token: tk.supplier01 }))).toEqual({ announcementId: lease!.id, read: false, readTime: null })
    expect(expectOk(await call(env.app, M.updateReaded, { announcementId: lease!.id }, { token: tk.supplier01 }))).toMatchObject({ read: true, readTime: expect.any(String) })
    expect(expectOk(await call(env.app, M.updateReaded, { announcementId: lease!.id }, { token: tk.supplier01 }))).toMatchObject({ read: true })
    expect(expectOk(await call(env.app, M.queryById, { announcementId: lease!.id }, { token: tk.supplier01 }))).toMatchObject({ read: true })
    expect(expectOk(await call(env.app, A.queryById, { id: lease!.id }, { token: tk.supplier01 }))).toMatchObject({ read: true })
    expect(expectOk(await call(env.app, A.queryById, { id: lease!.id }, { token: tk.supplier02 }))).toMatchObject({ read: false })
    expect((await call(env.app, M.updateReaded, { announcementId: lease!.id }, { token: tk.dc01 })).msg).toBe('记录不存在')
    expect((await call(env.app, M.queryById, { announcementId: draft!.id }, { token: tk.dc01 })).msg).toBe('记录不存在')
    expect((await call(env.app, M.updateReaded, {}, { token: tk.dc01 })).msg).toBe('缺少参数：announcementId')
    expect((await call(env.app, M.queryById, {}, { token: tk.dc01 })).msg).toBe('缺少参数：announcementId')
    expect((await call(env.app, M.updateReaded, { announcementId: lease!.id })).state).toBe(97)
    expect((await call(env.app, M.queryById, { announcementId: lease!.id })).state).toBe(97)
  })
})
