/**
 * Repairs (docs/estate.md, "Repairs"): the merchant's requests, the maintainers' worksheets by zone,
 * the office's dispatch; every transition and its refusals, the work recorded on completion (stock,
 * services, the bill to the fen), the subscribe message, the rating, a worksheet made on the round,
 * paging, bad input, and who may call what.
 */
import { and, eq } from 'drizzle-orm'
import { contract, PATTERN_MESSAGES, type BillDetail, type MaintainerBrief, type PageResult, type RepairDetail, type RepairItem } from '@/contract'
import { billLines, bills, estateStockRecords, messages, repairs, subscribeSends } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { ACCOUNTS, boothIn, complete, customerId, E, inProgress, materialId, PHOTO, repairForm, report, serviceId, stockOfMaterial, userId, vacantBooth, type Account } from './estateHelpers'

let env: TestEnv
let tk: Record<Account, string>
let lvyuan = ''
let xianfeng = ''
/** 绿源's booths: 蔬菜区 (钱维修's zone) and 冻品区 (孙师傅's). */
let veg = ''
let frozen = ''
const W = E.worksheetManage
const R = E.recordsManage

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ACCOUNTS)
  lvyuan = await customerId(env.db, '绿源果蔬商行')
  xianfeng = await customerId(env.db, '鲜丰水产批发部')
  veg = await boothIn(env.db, lvyuan, '蔬菜区')
  frozen = await boothIn(env.db, lvyuan, '冻品区')
}, 600_000)
afterAll(() => env?.close())

const detail = async (id: string, token = tk.supplier01) => expectOk(await call<RepairDetail>(env.app, R.queryById, { id }, { token }))
const act = (id: string, action: string, token = tk.maintainer01) => call(env.app, W.update, { id, action }, { token })
const msgOf = (r: { state: number; msg: string }) => r.msg

describe('the merchant reports a repair', () => {
  test('create: submitted, numbered, in its booth\'s zone, with the first step of the timeline', async () => {
    const preferred = new Date(Date.now() + 2 * 3600_000).toISOString()
    const r = await report(env, tk.supplier01, veg, { images: [PHOTO, PHOTO], preferredTime: preferred, repairType: 'electric', description: '照明开关\n一按就跳闸' })
    expect(r).toMatchObject({ status: 'submitted', origin: 'report', repairType: 'electric', zoneName: '蔬菜区', customerName: '绿源果蔬商行', assigneeId: null, amountFen: 0, billId: null, stars: null, mine: false })
    expect(r.repairNo).toMatch(new RegExp(`^BX${chinaDay().replace(/-/g, '')}\\d{4}$`))
    const d = await detail(r.id)
    expect(d).toMatchObject({ images: [PHOTO, PHOTO], contactName: '李绿源', contactPhone: '13900000001', reporterName: '李绿源', preferredTime: preferred, bill: null, rating: null, materials: [], services: [] })
    expect(d.events.map((e) => [e.kind, e.actorName])).toEqual([['submit', '李绿源']])
  })

  test('bad input answers the form\'s words', async () => {
    const bad = async (more: Record<string, unknown>) => msgOf(await call(env.app, R.create, repairForm(veg, more), { token: tk.supplier01 }))
    expect(await bad({ description: '漏水' })).toBe('故障描述需为5-500个字符')
    expect(await bad({ repairType: 'gas' })).toBe('报修类型不正确')
    expect(await bad({ contactPhone: '12345' })).toBe(PATTERN_MESSAGES.contactPhone)
    expect(await bad({ contactName: '' })).toBe('缺少参数：contactName')
    expect(await bad({ images: Array(7).fill(PHOTO) })).toBe('图片最多6张')
    expect(await bad({ images: ['http://evil.example/x.png'] })).toBe('图片地址不正确')
    expect(await bad({ preferredTime: '明天上午' })).toBe('期望上门时间格式不正确')
    expect(await bad({ preferredTime: new Date(Date.now() - 3600_000).toISOString() })).toBe('期望上门时间不能早于当前时间')
    expect(await bad({ preferredTime: new Date(Date.now() + 31 * 86_400_000).toISOString() })).toBe('期望上门时间需在30天内')
    expect(await bad({ description: '漏水\u0000了好多天' })).toBe('参数包含非法字符：description')
    // Another shop's booth, a booth nobody holds, an id that is no booth.
    expect(await bad({ assetId: await boothIn(env.db, xianfeng, '水产区') })).toBe('摊位不存在')
    expect(await bad({ assetId: await vacantBooth(env.db) })).toBe('摊位不存在')
    expect(await bad({ assetId: 'no-such-booth' })).toBe('摊位不存在')
  })

  test('a dishonest shop: another shop\'s repair is 记录不存在 for every call; lists hold only its own', async () => {
    const mine = await report(env, tk.supplier01, veg)
    expect(msgOf(await call(env.app, R.queryById, { id: mine.id }, { token: tk.supplier02 }))).toBe('记录不存在')
    expect(msgOf(await call(env.app, R.update, { id: mine.id, ...repairForm(veg) }, { token: tk.supplier02 }))).toBe('记录不存在')
    expect(msgOf(await call(env.app, R.evaluate, { id: mine.id, stars: 1 }, { token: tk.supplier02 }))).toBe('记录不存在')
    const theirs = expectOk(await call<PageResult<RepairItem>>(env.app, R.page, { size: 100 }, { token: tk.supplier02 })).records
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.every((r) => r.customerId === xianfeng)).toBe(true)
    expect(expectOk(await call<RepairItem[]>(env.app, R.getMerchantRecourdsList, { assetId: veg }, { token: tk.supplier02 }))).toEqual([])
    const history = expectOk(await call<RepairItem[]>(env.app, R.getMerchantRecourdsList, { assetId: veg }, { token: tk.supplier01 }))
    expect(history.map((r) => r.id)).toContain(mine.id)
    expect(history.every((r) => r.assetId === veg)).toBe(true)
  })

  test('who may call: a sub-account without 报修服务, other roles, no token', async () => {
    expect(msgOf(await call(env.app, R.page, {}, { token: tk.supplier01a }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, R.create, repairForm(veg), { token: tk.supplier01a }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, R.page, {}, { token: tk.purchaser01 }))).toBe('无权访问该功能')
    expect(msgOf(await call(env.app, R.create, repairForm(veg), { token: tk.maintainer01 }))).toBe('无权访问该功能')
    expect(msgOf(await call(env.app, W.page, {}, { token: tk.supplier01 }))).toBe('无权访问该功能')
    expect((await call(env.app, R.page, {})).state).toBe(97)
  })

  test('update: while submitted only (then 报修已受理，不能修改)', async () => {
    const r = await report(env, tk.supplier01, veg)
    const changed = expectOk(await call<RepairItem>(env.app, R.update, { id: r.id, ...repairForm(veg, { description: '水龙头漏水，已经滴了两天' }) }, { token: tk.supplier01 }))
    expect(changed.description).toBe('水龙头漏水，已经滴了两天')
    expect((await detail(r.id)).events.map((e) => e.kind)).toEqual(['submit', 'edit'])
    expectOk(await act(r.id, 'take'))
    expect(msgOf(await call(env.app, R.update, { id: r.id, ...repairForm(veg) }, { token: tk.supplier01 }))).toBe('报修已受理，不能修改')
  })
})

describe('the maintainers', () => {
  test('a maintainer sees its zones\' worksheets and those assigned to it, nobody else\'s', async () => {
    const inVeg = await report(env, tk.supplier01, veg)
    const inFrozen = await report(env, tk.supplier01, frozen)
    const seen = async (token: string) => expectOk(await call<PageResult<RepairItem>>(env.app, W.page, { size: 100 }, { token })).records.map((r) => r.id)
    expect(await seen(tk.maintainer01)).toEqual(expect.arrayContaining([inVeg.id]))
    expect(await seen(tk.maintainer01)).not.toContain(inFrozen.id)
    expect(await seen(tk.maintainer02)).toContain(inFrozen.id)
    expect(msgOf(await call(env.app, W.queryById, { id: inFrozen.id }, { token: tk.maintainer01 }))).toBe('记录不存在')
    expect(msgOf(await act(inFrozen.id, 'take'))).toBe('记录不存在')
    // The office hands the 冻品区 one to 钱维修: now he sees it, as his.
    expectOk(await call(env.app, contract.market.repair.assign, { id: inFrozen.id, maintainerId: await userId(env.db, 'maintainer01') }, { token: tk.office01 }))
    const mine = expectOk(await call<PageResult<RepairItem>>(env.app, W.page, { scope: 'mine', size: 100 }, { token: tk.maintainer01 })).records
    expect(mine.find((r) => r.id === inFrozen.id)).toMatchObject({ status: 'assigned', assigneeName: '钱维修', mine: true })
    expect(mine.every((r) => r.mine)).toBe(true)
    const pool = expectOk(await call<PageResult<RepairItem>>(env.app, W.page, { scope: 'pool', size: 100 }, { token: tk.maintainer01 })).records
    expect(pool.length).toBeGreaterThan(0)
    expect(pool.every((r) => r.status === 'submitted' && ['蔬菜区', '水果区', '干调区'].includes(r.zoneName))).toBe(true)
    expect(msgOf(await call(env.app, W.page, { scope: 'all' }, { token: tk.maintainer01 }))).toBe('工单范围不正确')
  })

  test('take -> start -> complete: each by its maintainer, from its state only', async () => {
    const r = await report(env, tk.supplier01, veg)
    expect(msgOf(await act(r.id, 'start'))).toBe('该工单未派给您')
    expect(msgOf(await complete(env, tk.maintainer01, r.id))).toBe('该工单未派给您')
    expect(expectOk(await act(r.id, 'take'))).toEqual({ id: r.id, status: 'assigned' })
    expect(msgOf(await act(r.id, 'take'))).toBe('该工单已被派单')
    expect(msgOf(await complete(env, tk.maintainer01, r.id))).toBe('仅维修中的工单可以完工')
    expect(expectOk(await act(r.id, 'start'))).toEqual({ id: r.id, status: 'inProgress' })
    expect(msgOf(await act(r.id, 'start'))).toBe('仅待维修的工单可以开始维修')
    expect(msgOf(await act(r.id, 'fix'))).toBe('工单操作不正确')
    // The merchant hears of the progress in its message centre.
    const notes = await env.db.select().from(messages).where(and(eq(messages.msgType, 'repair'), eq(messages.title, '报修进度')))
    expect(notes.some((m) => m.content.includes(r.repairNo) && m.content.includes('钱维修'))).toBe(true)
  })

  test('complete: consumables leave the stock, services are charged, the charge is one bill to the fen; the merchant gets the repair message', async () => {
    const r = await inProgress(env, tk.supplier01, tk.maintainer01, veg)
    const tap = await materialId(env.db, 'WM001')
    const pipe = await materialId(env.db, 'WM003')
    const visit = await serviceId(env.db, 'SV001')
    const [tapBefore, pipeBefore] = [await stockOfMaterial(env.db, tap), await stockOfMaterial(env.db, pipe)]
    const done = expectOk(
      await complete(env, tk.maintainer01, r.id, {
        materials: [
          { id: tap, quantity: 1 },
          { id: pipe, quantity: 2.5 },
        ],
        services: [{ id: visit, quantity: 1 }],
        beforeImages: [PHOTO],
        afterImages: [PHOTO],
        remark: '更换水龙头和一段水管',
      }),
    )
    // 3,500 + 2.5 x 650 = 1,625 + 3,000.
    expect(done).toMatchObject({ id: r.id, status: 'completed', amountFen: 8_125, billId: expect.any(String) })
    expect(await stockOfMaterial(env.db, tap)).toBe(tapBefore - 100)
    expect(await stockOfMaterial(env.db, pipe)).toBe(pipeBefore - 250)
    const moves = await env.db.select().from(estateStockRecords).where(eq(estateStockRecords.bizId, r.id))
    expect(moves.map((m) => [m.kind, m.delta]).sort()).toEqual([
      ['use', '-1.00'],
      ['use', '-2.50'],
    ])
    const [bill] = await env.db.select().from(bills).where(eq(bills.id, done.billId!))
    expect(bill).toMatchObject({ customerId: lvyuan, billType: 'repair', amountFen: 8_125, payStatus: 'unpaid', title: `维修费（${r.repairNo}）`, dueDate: addDays(chinaDay(), 7) })
    const lines = await env.db.select().from(billLines).where(eq(billLines.billId, bill!.id))
    expect(lines.map((l) => [l.name, l.quantity, l.unitPriceFen, l.amountFen])).toEqual([
      ['耗材：水龙头', '1.00', 3_500, 3_500],
      ['耗材：PPR水管', '2.50', 650, 1_625],
      ['服务：上门检修', '1.00', 3_000, 3_000],
    ])
    const d = await detail(r.id)
    expect(d).toMatchObject({ status: 'completed', materialsFen: 5_125, servicesFen: 3_000, amountFen: 8_125, beforeImages: [PHOTO], afterImages: [PHOTO], workRemark: '更换水龙头和一段水管' })
    expect(d.materials.map((m) => [m.name, m.quantity, m.amountFen])).toEqual([
      ['水龙头', 1, 3_500],
      ['PPR水管', 2.5, 1_625],
    ])
    expect(d.bill).toMatchObject({ id: bill!.id, outstandingFen: 8_125, lines: expect.arrayContaining([expect.objectContaining({ name: '服务：上门检修' })]) })
    expect(d.events.map((e) => e.kind)).toEqual(['submit', 'take', 'start', 'complete'])
    // The repair subscribe message (template repair) and a message-centre row, to the reporter.
    const [sent] = await env.db.select().from(subscribeSends).where(eq(subscribeSends.page, `supplier/repairs/detail?id=${r.id}`))
    expect(sent).toMatchObject({ templateKey: 'repair', status: 'recorded' })
    expect(sent!.data).toEqual({
      character_string1: { value: r.repairNo },
      thing2: { value: r.assetName.slice(0, 20) },
      phrase3: { value: '已完工' },
      amount4: { value: '81.25元' },
      time5: { value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) },
    })
    const centre = await env.db.select().from(messages).where(and(eq(messages.title, '报修已完工'), eq(messages.userId, sent!.userId!)))
    expect(centre.some((m) => m.content.includes(r.repairNo) && m.content.includes('¥81.25'))).toBe(true)
    // The merchant sees the bill and pays it from its balance.
    const paid = expectOk(await call(env.app, contract.settle.billInfo.payBill, { id: bill!.id, payMethod: 'balance' }, { token: tk.supplier01 }))
    expect(paid).toMatchObject({ settled: true, status: 'paid' })
    expect((await detail(r.id)).bill).toMatchObject({ payStatus: 'paid', outstandingFen: 0 })
  })

  test('complete refusals leave the worksheet in progress with nothing taken or billed', async () => {
    const r = await inProgress(env, tk.supplier01, tk.maintainer01, veg)
    const spring = await materialId(env.db, 'DM002')
    const before = await stockOfMaterial(env.db, spring)
    const fail = async (work: Record<string, unknown>) => msgOf(await complete(env, tk.maintainer01, r.id, work))
    expect(await fail({ materials: [{ id: spring, quantity: before / 100 + 1 }] })).toBe('「卷帘门弹簧」库存不足')
    expect(await fail({ materials: [{ id: 'nope', quantity: 1 }] })).toBe('耗材不存在')
    expect(await fail({ services: [{ id: 'nope', quantity: 1 }] })).toBe('服务项目不存在')
    expect(await fail({ materials: [{ id: spring, quantity: 0 }] })).toBe('耗材数量需为大于0的数，最多2位小数')
    expect(await fail({ materials: [{ id: spring, quantity: 1.005 }] })).toBe('耗材数量需为大于0的数，最多2位小数')
    expect(await fail({ materials: [{ id: spring, quantity: 1 }, { id: spring, quantity: 1 }] })).toBe('耗材不能重复')
    expect(await fail({ services: 'SV001' })).toBe('服务格式不正确')
    expect(await fail({ materials: Array.from({ length: 31 }, (_, i) => ({ id: `m${i}`, quantity: 1 })) })).toBe('耗材和服务各最多30项')
    expect(await stockOfMaterial(env.db, spring)).toBe(before)
    const [row] = await env.db.select().from(repairs).where(eq(repairs.id, r.id))
    expect([row!.status, row!.billId, row!.amountFen]).toEqual(['inProgress', null, 0])
    // Nothing used, nothing charged: completed without a bill.
    expect(expectOk(await complete(env, tk.maintainer01, r.id, {}))).toMatchObject({ status: 'completed', amountFen: 0, billId: null })
  })

  test('a fault found on the round: done and billed to the booth\'s holder at once', async () => {
    const bulb = await materialId(env.db, 'EM003')
    const visit = await serviceId(env.db, 'SV001')
    const made = expectOk(
      await call(
        env.app,
        W.createWorkOrderDirectlyReturnBillId,
        { assetId: veg, repairType: 'electric', description: '巡检发现灯管损坏', materials: [{ id: bulb, quantity: 2 }], services: [{ id: visit, quantity: 1 }] },
        { token: tk.maintainer02 },
      ),
    )
    expect(made).toMatchObject({ status: 'completed', amountFen: 8_000, billId: expect.any(String) })
    const d = expectOk(await call<RepairDetail>(env.app, W.queryById, { id: made.id }, { token: tk.maintainer02 }))
    expect(d).toMatchObject({ origin: 'round', customerId: lvyuan, assigneeName: '孙师傅', contactName: '李绿源', reporterName: null, mine: true })
    expect(d.events.map((e) => [e.kind, e.note])).toEqual([
      ['submit', '巡检发现'],
      ['complete', null],
    ])
    const bill = expectOk(await call<BillDetail>(env.app, contract.settle.billInfo.queryById, { id: made.billId }, { token: tk.supplier01 }))
    expect(bill).toMatchObject({ billType: 'repair', amountFen: 8_000 })
    const fail = async (body: Record<string, unknown>) => msgOf(await call(env.app, W.createWorkOrderDirectlyReturnBillId, { repairType: 'door', description: '巡检发现门锁损坏', ...body }, { token: tk.maintainer01 }))
    expect(await fail({ assetId: veg })).toBe('请至少添加一项耗材或服务')
    expect(await fail({ assetId: await vacantBooth(env.db), services: [{ id: visit, quantity: 1 }] })).toBe('该摊位暂无商户，无法生成账单')
    expect(await fail({ assetId: 'nope', services: [{ id: visit, quantity: 1 }] })).toBe('摊位不存在')
    expect(msgOf(await call(env.app, W.createWorkOrderDirectlyReturnBillId, { assetId: veg, repairType: 'door', description: '巡检发现门锁损坏', services: [{ id: visit, quantity: 1 }] }, { token: tk.supplier01 }))).toBe('无权访问该功能')
  })

  test('the merchant rates a completed repair once', async () => {
    const r = await inProgress(env, tk.supplier01, tk.maintainer01, veg)
    const rate = (body: Record<string, unknown>, token = tk.supplier01) => call<RepairItem>(env.app, R.evaluate, { id: r.id, ...body }, { token })
    expect(msgOf(await rate({ stars: 5 }))).toBe('仅已完工的报修可以评价')
    expectOk(await complete(env, tk.maintainer01, r.id))
    expect(msgOf(await rate({ stars: 6 }))).toBe('请选择1-5星评分')
    expect(msgOf(await rate({ stars: 4, comment: 'x'.repeat(301) }))).toBe('评价内容不能超过300个字符')
    expect(expectOk(await rate({ stars: 4, comment: '修得不错' }))).toMatchObject({ status: 'rated', stars: 4 })
    expect(msgOf(await rate({ stars: 1 }))).toBe('该报修已评价')
    expect((await detail(r.id)).rating).toMatchObject({ stars: 4, comment: '修得不错' })
  })
})

describe('the market office dispatches', () => {
  test('assign and reassign before the work starts; the maintainers with their zones and open work', async () => {
    const r = await report(env, tk.supplier01, veg)
    const m2 = await userId(env.db, 'maintainer02')
    expect(expectOk(await call(env.app, contract.market.repair.assign, { id: r.id, maintainerId: m2, remark: '请优先处理' }, { token: tk.office01 }))).toEqual({ id: r.id, status: 'assigned' })
    expect(expectOk(await call(env.app, contract.market.repair.assign, { id: r.id, maintainerId: await userId(env.db, 'maintainer01') }, { token: tk.office01 }))).toMatchObject({ status: 'assigned' })
    expect((await detail(r.id)).events.map((e) => [e.kind, e.actorName, e.note])).toEqual([
      ['submit', '李绿源', null],
      ['assign', '郑办公', '派单给孙师傅：请优先处理'],
      ['assign', '郑办公', '派单给钱维修'],
    ])
    const told = await env.db.select().from(messages).where(and(eq(messages.userId, m2), eq(messages.title, '新的维修工单')))
    expect(told.some((m) => m.content.includes(r.repairNo))).toBe(true)
    expectOk(await act(r.id, 'start'))
    expect(msgOf(await call(env.app, contract.market.repair.assign, { id: r.id, maintainerId: m2 }, { token: tk.office01 }))).toBe('仅待派单或待维修的工单可以派单')
    expect(msgOf(await call(env.app, contract.market.repair.assign, { id: r.id, maintainerId: await userId(env.db, 'staff01') }, { token: tk.office01 }))).toBe('维修人员不存在')
    const people = expectOk(await call<MaintainerBrief[]>(env.app, contract.market.repair.maintainers, {}, { token: tk.office01 }))
    expect(people.map((p) => [p.realName, p.zones.map((z) => z.name)])).toEqual([
      ['钱维修', ['蔬菜区', '水果区', '干调区']],
      ['孙师傅', ['水产区', '冻品区']],
    ])
    expect(people.every((p) => p.openCount > 0)).toBe(true)
    const all = expectOk(await call<PageResult<RepairItem>>(env.app, contract.market.repair.page, { status: 'submitted', size: 100 }, { token: tk.office01 })).records
    expect(new Set(all.map((x) => x.customerName))).toEqual(new Set(['绿源果蔬商行', '鲜丰水产批发部']))
    const his = expectOk(await call<PageResult<RepairItem>>(env.app, contract.market.repair.page, { maintainerId: m2, size: 100 }, { token: tk.office01 })).records
    expect(his.length).toBeGreaterThan(0)
    expect(his.every((x) => x.assigneeName === '孙师傅')).toBe(true)
  })

  test('only staff holding 报修派单: staff01 and everyone else refused', async () => {
    for (const [ep, body] of [
      [contract.market.repair.page, {}],
      [contract.market.repair.maintainers, {}],
      [contract.market.repair.assign, { id: 'x', maintainerId: 'y' }],
    ] as const) {
      expect(msgOf(await call(env.app, ep, body, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
      expect(msgOf(await call(env.app, ep, body, { token: tk.maintainer01 }))).toBe('无权访问该功能')
      expect(msgOf(await call(env.app, ep, body, { token: tk.supplier01 }))).toBe('无权访问该功能')
    }
  })
})

describe('lists', () => {
  test('the merchant\'s list pages by cursor without repeats, filters by status and keyword', async () => {
    const first = expectOk(await call<PageResult<RepairItem>>(env.app, R.page, { size: 2, withTotal: true }, { token: tk.supplier01 }))
    expect(first.records).toHaveLength(2)
    expect(first.hasMore).toBe(true)
    const second = expectOk(await call<PageResult<RepairItem>>(env.app, R.page, { size: 2, cursor: first.cursor }, { token: tk.supplier01 }))
    expect(second.records.map((r) => r.id).filter((id) => first.records.some((f) => f.id === id))).toEqual([])
    const times = [...first.records, ...second.records].map((r) => r.createTime)
    expect(times).toEqual([...times].sort().reverse())
    const rated = expectOk(await call<PageResult<RepairItem>>(env.app, R.page, { status: 'rated' }, { token: tk.supplier01 })).records
    expect(rated.length).toBeGreaterThan(0)
    expect(rated.every((r) => r.status === 'rated' && r.stars !== null)).toBe(true)
    const one = first.records[0]!
    expect(expectOk(await call<PageResult<RepairItem>>(env.app, R.page, { keyword: one.repairNo }, { token: tk.supplier01 })).records.map((r) => r.id)).toEqual([one.id])
    expect(msgOf(await call(env.app, R.page, { status: 'done' }, { token: tk.supplier01 }))).toBe('工单状态不正确')
    expect(msgOf(await call(env.app, R.page, { cursor: 'forged' }, { token: tk.supplier01 }))).toBe('分页位置无效，请刷新列表后重试')
  })

  test('the seeded repairs cover every state', async () => {
    const rows = await env.db.select({ status: repairs.status, origin: repairs.origin }).from(repairs)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['submitted', 'assigned', 'inProgress', 'completed', 'rated']))
    expect(rows.some((r) => r.origin === 'round')).toBe(true)
  })
})

describe('consumables and services', () => {
  test('the maintainer\'s pickers; the office stocks in', async () => {
    type Mat = { id: string; code: string; quantity: number; lowStock: boolean; priceFen: number }
    const mats = expectOk(await call<PageResult<Mat>>(env.app, E.stockMain.page, { size: 100 }, { token: tk.maintainer01 })).records
    expect(mats.map((m) => m.code)).toEqual([...mats.map((m) => m.code)].sort())
    expect(mats.find((m) => m.code === 'EM004')).toMatchObject({ lowStock: true })
    const inStock = expectOk(await call<PageResult<Mat>>(env.app, E.stockMain.page, { size: 100, inStock: true, keyword: '水' }, { token: tk.maintainer01 })).records
    expect(inStock.length).toBeGreaterThan(0)
    expect(inStock.every((m) => m.quantity > 0)).toBe(true)
    const svcs = expectOk(await call<PageResult<{ code: string; priceFen: number }>>(env.app, E.recordsProject.page, { keyword: '检修' }, { token: tk.maintainer01 })).records
    expect(svcs.map((s) => [s.code, s.priceFen])).toEqual([
      ['SV001', 3_000],
      ['SV005', 6_000],
    ])
    const spring = await materialId(env.db, 'DM002')
    const before = await stockOfMaterial(env.db, spring)
    const after = expectOk(await call<Mat>(env.app, contract.market.estateStock.stockIn, { materialId: spring, quantity: 10 }, { token: tk.office01 }))
    expect(after.quantity * 100).toBe(before + 1_000)
    const ins = await env.db.select().from(estateStockRecords).where(and(eq(estateStockRecords.materialId, spring), eq(estateStockRecords.kind, 'in')))
    expect(ins.at(-1)).toMatchObject({ delta: '10.00', remark: '采购入库' })
    expect(msgOf(await call(env.app, contract.market.estateStock.stockIn, { materialId: spring, quantity: -1 }, { token: tk.office01 }))).toBe('入库数量需为大于0的数，最多2位小数')
    expect(msgOf(await call(env.app, contract.market.estateStock.stockIn, { materialId: 'nope', quantity: 1 }, { token: tk.office01 }))).toBe('记录不存在')
    expect(msgOf(await call(env.app, contract.market.estateStock.stockIn, { materialId: spring, quantity: 1 }, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, E.stockMain.page, {}, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    expect(expectOk(await call<PageResult<Mat>>(env.app, E.stockMain.page, {}, { token: tk.office01 })).records.length).toBeGreaterThan(0)
    expect(msgOf(await call(env.app, E.stockMain.page, {}, { token: tk.supplier01 }))).toBe('无权访问该功能')
  })
})
