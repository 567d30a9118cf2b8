/**
 * Staff health and feedback (docs/estate.md, "Staff"): the risk-area list and its picker, the
 * office keeping it; the questionnaire and daily check-ins (one a day, saved again the same day);
 * vaccination doses in order; the travel path; the office's statistics and check-in list; staff
 * feedback answered into the message centre; who may call what.
 */
import { and, eq } from 'drizzle-orm'
import {
  contract,
  HEALTH_LIMITS,
  type CheckIn,
  type CheckInFilled,
  type FeedbackItem,
  type HealthQuestion,
  type HealthStatistics,
  type LatestCheckIn,
  type PageResult,
  type RiskAreaGroup,
  type RiskAreaItem,
  type RiskLevelCounts,
  type TravelPath,
  type VaccinationRecord,
  type VaccinationSummary,
} from '@/contract'
import { healthCheckins, messages, staffFeedback } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { PHOTO, userId } from './estateHelpers'

const STAFF = ['staff01', 'staff02', 'staff04', 'office01', 'supplier01', 'maintainer01'] as const
let env: TestEnv
let tk: Record<(typeof STAFF)[number], string>
const C = contract.custome
const today = chinaDay()

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, STAFF)
}, 600_000)
afterAll(() => env?.close())

const msgOf = (r: { msg: string }) => r.msg
const ok = async <R>(ep: Parameters<typeof call>[1], data: Record<string, unknown>, token: string) => expectOk(await call<R>(env.app, ep, data, { token }))

describe('risk areas', () => {
  test('the list, its counts, by level, and the province -> city -> area picker', async () => {
    const counts = await ok<RiskLevelCounts>(C.riskAreaMain.getRiskAreaListNum, {}, tk.staff01)
    expect(counts).toMatchObject({ high: 3, medium: 5, low: 4, total: 12 })
    expect(counts.updateTime).not.toBeNull()
    const all = await ok<RiskAreaItem[]>(C.riskAreaMain.getRiskAreaList, {}, tk.staff01)
    expect(all.map((a) => a.level)).toEqual([...Array(3).fill('high'), ...Array(5).fill('medium'), ...Array(4).fill('low')])
    expect((await ok<RiskAreaItem[]>(C.riskAreaMain.getRiskAreaList, { keyword: '宁波' }, tk.staff01)).map((a) => a.district)).toEqual(['北仑区'])
    const groups = await ok<RiskAreaGroup[]>(C.riskAreaDetail.getAreaDetailsListGroupByLevel, {}, tk.staff01)
    expect(groups.map((g) => [g.level, g.label, g.count])).toEqual([
      ['high', '高风险', 3],
      ['medium', '中风险', 5],
      ['low', '低风险', 4],
    ])
    const provinces = await ok<string[]>(C.riskAreaDetail.getRiskProvinces, {}, tk.staff01)
    expect(provinces).toContain('河北省')
    expect(new Set(provinces).size).toBe(provinces.length)
    expect(await ok<string[]>(C.riskAreaDetail.getRiskCitys, { province: '河北省' }, tk.staff01)).toEqual(['石家庄市'])
    const areas = await ok<RiskAreaItem[]>(C.riskAreaDetail.getRiskAreas, { province: '河北省', city: '石家庄市' }, tk.staff01)
    expect(areas.map((a) => [a.district, a.level])).toEqual([
      ['藁城区', 'high'],
      ['新华区', 'medium'],
    ])
    const page = await ok<PageResult<RiskAreaItem>>(C.riskAreaDetail.page, { level: 'low', size: 2, withTotal: true }, tk.supplier01)
    expect([page.total, page.records.length, page.hasMore]).toEqual([4, 2, true])
    expect(msgOf(await call(env.app, C.riskAreaDetail.page, { level: 'extreme' }, { token: tk.staff01 }))).toBe('风险等级不正确')
    expect(msgOf(await call(env.app, C.riskAreaDetail.getRiskCitys, {}, { token: tk.staff01 }))).toBe('缺少参数：province')
    expect((await call(env.app, C.riskAreaDetail.getRiskProvinces, {})).state).toBe(97)
  })

  test('the office adds, changes and removes areas; nobody else may', async () => {
    const added = await ok<RiskAreaItem>(contract.market.riskArea.save, { province: '浙江省', city: '温州市', district: '鹿城区', level: 'medium' }, tk.office01)
    expect(added).toMatchObject({ level: 'medium', remark: null })
    expect(msgOf(await call(env.app, contract.market.riskArea.save, { province: '浙江省', city: '温州市', district: '鹿城区', level: 'low' }, { token: tk.office01 }))).toBe('该风险地区已存在')
    expect(await ok<RiskAreaItem>(contract.market.riskArea.save, { id: added.id, province: '浙江省', city: '温州市', district: '鹿城区', level: 'high', remark: '升级' }, tk.office01)).toMatchObject({ level: 'high', remark: '升级' })
    expect(msgOf(await call(env.app, contract.market.riskArea.save, { province: '浙江省', city: '温州市', district: '鹿城区', level: 'severe' }, { token: tk.office01 }))).toBe('风险等级不正确')
    expect(msgOf(await call(env.app, contract.market.riskArea.save, { province: '浙江省', city: '温州市', district: '瓯海区', level: 'low' }, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, contract.market.riskArea.remove, { id: added.id }, { token: tk.supplier01 }))).toBe('无权访问该功能')
    expect(await ok(contract.market.riskArea.remove, { id: added.id }, tk.office01)).toEqual({ id: added.id })
    expect(msgOf(await call(env.app, contract.market.riskArea.remove, { id: added.id }, { token: tk.office01 }))).toBe('记录不存在')
  })
})

describe('daily check-ins', () => {
  const HOME = { province: '浙江省', city: '杭州市', district: '余杭区', address: '农贸大道88号' }
  let questions: HealthQuestion[] = []
  const answers = (code = '绿码') => questions.filter((q) => q.required).map((q) => ({ questionId: q.id, value: q.kind === 'choice' ? code : '否' }))
  const save = (body: Record<string, unknown>, token = tk.staff01) =>
    call<CheckIn>(env.app, C.riskAreaSituationVal.saveClockRecord, { temperature: 36.5, location: HOME, visitedRiskArea: false, answers: answers(), ...body }, { token })

  test('the questionnaire', async () => {
    const page = await ok<PageResult<HealthQuestion>>(C.riskAreaSituationKey.page, { withTotal: true }, tk.staff01)
    questions = page.records
    expect(page.total).toBe(4)
    expect(questions.map((q) => [q.kind, q.required])).toEqual([
      ['yesNo', true],
      ['yesNo', true],
      ['choice', true],
      ['text', false],
    ])
    expect(questions[0]!.options).toEqual(['是', '否'])
    expect(questions[2]!.options).toEqual(['绿码', '黄码', '红码'])
  })

  test('the statistics before 吴员工 checks in: rate, who has not, fever, abnormal, risk visits, vaccination', async () => {
    const s = await ok<HealthStatistics>(contract.market.health.statistics, {}, tk.office01)
    expect(s).toMatchObject({ day: today, staffTotal: 6, checkedIn: 4, rate: 66.7, fever: 1, abnormal: 2, riskVisits: { high: 0, medium: 1, low: 0 }, vaccination: { none: 1, partial: 1, full: 2, booster: 2 } })
    expect(s.notCheckedIn.map((p) => p.realName)).toEqual(['吴员工', '褚收费'])
    expect(s.trend.map((t) => t.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)))
    expect(s.trend.at(-1)).toEqual({ day: today, checkedIn: 4, rate: 66.7 })
    expect(msgOf(await call(env.app, contract.market.health.statistics, {}, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, contract.market.health.statistics, { day: addDays(today, 1) }, { token: tk.office01 }))).toBe('日期不能大于当前时间，请重新选择！')
  })

  test('吴员工 checks in: filled today, a second save the same day updates the one record; the statistics count it', async () => {
    expect(await ok<CheckInFilled>(C.riskAreaMain.hasFillIn, {}, tk.staff01)).toEqual({ day: today, filled: false, recordId: null })
    const first = expectOk(await save({}))
    expect(first).toMatchObject({ day: today, userName: '吴员工', temperature: 36.5, fever: false, abnormal: false, visitedRiskArea: false, riskArea: null, location: HOME })
    expect(first.answers.map((a) => a.value)).toEqual(['否', '否', '绿码'])
    expect(await ok<CheckInFilled>(C.riskAreaMain.hasFillIn, {}, tk.staff01)).toEqual({ day: today, filled: true, recordId: first.id })
    const [ningbo] = await ok<RiskAreaItem[]>(C.riskAreaDetail.getRiskAreas, { province: '浙江省', city: '宁波市' }, tk.staff01)
    const again = expectOk(await save({ temperature: '37.5', symptoms: ['咳嗽'], visitedRiskArea: true, riskAreaId: ningbo!.id, answers: answers('黄码') }))
    expect(again).toMatchObject({ id: first.id, fever: true, abnormal: true, symptoms: ['咳嗽'], riskArea: { id: ningbo!.id, district: '北仑区', level: 'medium' } })
    expect(again.answers.find((a) => a.value === '黄码')).toMatchObject({ abnormal: true })
    expect(await env.db.select().from(healthCheckins).where(and(eq(healthCheckins.userId, await userId(env.db, 'staff01')), eq(healthCheckins.day, today)))).toHaveLength(1)
    const latest = await ok<LatestCheckIn>(C.report.getCurrentLatestHealthClocking, {}, tk.staff01)
    expect([latest.day, latest.today?.id, latest.latest?.id]).toEqual([today, first.id, first.id])
    expect(await ok(C.riskAreaSituationVal.getClockRecordByUserId, {}, tk.staff01)).toMatchObject({ id: first.id })
    expect(await ok(C.riskAreaSituationVal.getClockRecordByUserId, { day: addDays(today, -1) }, tk.staff01)).toMatchObject({ day: addDays(today, -1) })
    const s = await ok<HealthStatistics>(contract.market.health.statistics, {}, tk.office01)
    expect(s).toMatchObject({ checkedIn: 5, rate: 83.3, fever: 2, abnormal: 3, riskVisits: { medium: 2 } })
    expect(s.notCheckedIn.map((p) => p.realName)).toEqual(['褚收费'])
  })

  test('bad check-ins answer clear words', async () => {
    expect(msgOf(await save({ temperature: 43 }))).toBe(HEALTH_LIMITS.temperature.msg)
    expect(msgOf(await save({ temperature: 36.55 }))).toBe(HEALTH_LIMITS.temperature.msg)
    expect(msgOf(await save({ symptoms: ['头晕'] }))).toBe('症状选择不正确')
    expect(msgOf(await save({ visitedRiskArea: true }))).toBe('请选择到访的风险地区')
    expect(msgOf(await save({ visitedRiskArea: true, riskAreaId: 'nope' }))).toBe('风险地区不存在')
    expect(msgOf(await save({ location: { province: '浙江省', city: '杭州市' } }))).toBe('缺少参数：district')
    expect(msgOf(await save({ location: 'home' }))).toBe('请选择当前所在地：location')
    expect(msgOf(await save({ answers: answers().slice(1) }))).toBe(`请回答：${questions[0]!.title}`)
    expect(msgOf(await save({ answers: [...answers().slice(0, 2), { questionId: questions[2]!.id, value: '蓝码' }] }))).toBe(`回答不正确：${questions[2]!.title}`)
    expect(msgOf(await save({ answers: [...answers(), { questionId: 'nope', value: '否' }] }))).toBe('问卷问题不存在')
    expect(msgOf(await save({ remark: 'x'.repeat(201) }))).toBe(HEALTH_LIMITS.remark.msg)
  })

  test('own records only; another\'s day is the office\'s; other roles refused', async () => {
    const mine = await ok<PageResult<CheckIn>>(C.riskAreaSituationVal.page, { size: 100 }, tk.staff01)
    expect(mine.records.every((c) => c.userName === '吴员工')).toBe(true)
    expect(mine.records.map((c) => c.day)).toEqual([...mine.records.map((c) => c.day)].sort().reverse())
    const recent = await ok<PageResult<CheckIn>>(C.riskAreaSituationVal.page, { from: addDays(today, -2) }, tk.staff01)
    expect(recent.records.every((c) => c.day >= addDays(today, -2))).toBe(true)
    const feng = await userId(env.db, 'staff02')
    expect(msgOf(await call(env.app, C.riskAreaSituationVal.getClockRecordByUserId, { userId: feng }, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    expect(await ok(C.riskAreaSituationVal.getClockRecordByUserId, { userId: feng }, tk.office01)).toMatchObject({ userName: '冯保洁', fever: true })
    expect(await ok(C.riskAreaSituationVal.getClockRecordByUserId, { userId: await userId(env.db, 'staff04') }, tk.office01)).toBeNull()
    const abnormal = await ok<PageResult<CheckIn>>(contract.market.health.checkins, { day: today, abnormal: true, size: 100 }, tk.office01)
    expect(abnormal.records.map((c) => c.userName).sort()).toEqual(['冯保洁', '吴员工', '陈保安'].sort())
    expect(msgOf(await call(env.app, contract.market.health.checkins, {}, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    expect(msgOf(await call(env.app, C.riskAreaSituationVal.saveClockRecord, {}, { token: tk.supplier01 }))).toBe('无权访问该功能')
    expect(msgOf(await call(env.app, C.riskAreaMain.hasFillIn, {}, { token: tk.maintainer01 }))).toBe('无权访问该功能')
  })
})

describe('vaccination', () => {
  const dose = (body: Record<string, unknown>, token = tk.staff04) =>
    call<VaccinationRecord>(env.app, C.vaccinationRecord.create, { vaccineName: '新冠病毒灭活疫苗', vaccinatedOn: '2021-05-01', site: '余杭区社区卫生服务中心', proofImage: PHOTO, ...body }, { token })

  test('doses in order, each once, with a proof photo; the summary', async () => {
    expect((await ok<VaccinationSummary>(C.report.queryVaccination, {}, tk.staff04)).state).toBe('none')
    expect(msgOf(await dose({ dose: 2 }))).toBe('请先登记第1剂')
    expect(msgOf(await dose({ dose: 1, vaccinatedOn: addDays(today, 1) }))).toBe('接种日期不能大于当前时间，请重新选择！')
    expect(msgOf(await dose({ dose: 1, vaccinatedOn: '2021-02-30' }))).toBe('接种日期格式不正确')
    expect(msgOf(await dose({ dose: 1, proofImage: '' }))).toBe('缺少参数：proofImage')
    expect(msgOf(await dose({ dose: 5 }))).toBe('剂次需为1-4')
    const first = expectOk(await dose({ dose: 1, batchNo: 'A2021' }))
    expect(first).toMatchObject({ dose: 1, vaccinatedOn: '2021-05-01', proofImage: PHOTO, batchNo: 'A2021', manufacturer: null })
    expect(msgOf(await dose({ dose: 1 }))).toBe('第1剂已登记')
    expect(msgOf(await dose({ dose: 2, vaccinatedOn: '2021-04-01' }))).toBe('第2剂接种日期不能早于第1剂')
    const second = expectOk(await dose({ dose: 2, vaccinatedOn: '2021-06-01' }))
    const update = (body: Record<string, unknown>, token = tk.staff04) =>
      call<VaccinationRecord>(env.app, C.vaccinationRecord.update, { id: first.id, dose: 1, vaccineName: '新冠病毒灭活疫苗', vaccinatedOn: '2021-05-02', site: '余杭区社区卫生服务中心', proofImage: PHOTO, ...body }, { token })
    expect(msgOf(await update({ vaccinatedOn: '2021-06-02' }))).toBe('第1剂接种日期不能晚于第2剂')
    expect(msgOf(await update({ dose: 3 }))).toBe('剂次不能修改')
    expect(msgOf(await update({}, tk.staff01))).toBe('记录不存在')
    expect(expectOk(await update({})).vaccinatedOn).toBe('2021-05-02')
    const summary = await ok<VaccinationSummary>(C.report.queryVaccination, {}, tk.staff04)
    expect(summary).toMatchObject({ state: 'full', doses: 2, lastDate: second.vaccinatedOn })
    expect(summary.records.map((r) => r.dose)).toEqual([1, 2])
    const page = await ok<PageResult<VaccinationRecord>>(C.vaccinationRecord.page, { withTotal: true }, tk.staff04)
    expect(page.total).toBe(2)
    expect((await ok<VaccinationSummary>(C.report.queryVaccination, {}, tk.staff01)).state).toBe('booster')
  })
})

describe('travel path', () => {
  test('the last 14 days\' places, a risk area flagged with its level', async () => {
    const path = await ok<TravelPath>(C.report.travelPath, {}, tk.staff01)
    expect([path.from, path.to]).toEqual([addDays(today, -13), today])
    const shanghai = path.places.find((p) => p.district === '浦东新区')
    expect(shanghai).toMatchObject({ source: 'checkIn', riskLevel: 'medium', days: 2, firstDay: addDays(today, -8), lastDay: addDays(today, -7) })
    expect(path.places.find((p) => p.district === '余杭区' && p.source === 'checkIn')).toMatchObject({ riskLevel: null })
    expect(path.riskPlaces).toBe(path.places.filter((p) => p.riskLevel).length)
    const short = await ok<TravelPath>(C.report.travelPath, { days: 3 }, tk.staff01)
    expect(short.places.some((p) => p.district === '浦东新区')).toBe(false)
    expect(msgOf(await call(env.app, C.report.travelPath, { days: 15 }, { token: tk.staff01 }))).toBe('天数需为1-14')
  })
})

describe('staff feedback', () => {
  test('written by staff, answered once by the office into the author\'s message centre', async () => {
    const made = await ok<FeedbackItem>(C.staffFeedback.create, { category: 'facility', content: '二楼卫生间水龙头坏了，一直漏水。', images: [PHOTO] }, tk.staff02)
    expect(made).toMatchObject({ status: 'pending', userName: '冯保洁', reply: null, images: [PHOTO] })
    expect(msgOf(await call(env.app, C.staffFeedback.create, { category: 'facility', content: '坏了' }, { token: tk.staff02 }))).toBe('反馈内容需为5-500个字符')
    expect(msgOf(await call(env.app, C.staffFeedback.create, { category: 'gossip', content: '这是一条反馈内容' }, { token: tk.staff02 }))).toBe('请选择反馈类型')
    const others = await ok<PageResult<FeedbackItem>>(C.staffFeedback.page, { size: 100 }, tk.staff01)
    expect(others.records.some((f) => f.id === made.id)).toBe(false)
    const pending = await ok<PageResult<FeedbackItem>>(contract.market.staffFeedback.page, { status: 'pending', size: 100 }, tk.office01)
    expect(pending.records.map((f) => f.id)).toContain(made.id)
    expect(msgOf(await call(env.app, contract.market.staffFeedback.reply, { id: made.id, reply: '已报修' }, { token: tk.staff01 }))).toBe('当前账号没有该功能的权限')
    const answered = await ok<FeedbackItem>(contract.market.staffFeedback.reply, { id: made.id, reply: '已安排维修人员处理' }, tk.office01)
    expect(answered).toMatchObject({ status: 'replied', reply: '已安排维修人员处理', replierName: '郑办公' })
    expect(msgOf(await call(env.app, contract.market.staffFeedback.reply, { id: made.id, reply: '再次回复' }, { token: tk.office01 }))).toBe('该反馈已回复')
    expect(msgOf(await call(env.app, contract.market.staffFeedback.reply, { id: 'nope', reply: '回复内容' }, { token: tk.office01 }))).toBe('记录不存在')
    const inbox = await env.db.select().from(messages).where(and(eq(messages.userId, await userId(env.db, 'staff02')), eq(messages.msgType, 'feedback')))
    expect(inbox.map((m) => m.content)).toContain('您的反馈已收到回复：已安排维修人员处理')
    const mine = await ok<PageResult<FeedbackItem>>(C.staffFeedback.page, { status: 'replied' }, tk.staff02)
    expect(mine.records.map((f) => f.id)).toContain(made.id)
    expect((await env.db.select().from(staffFeedback).where(eq(staffFeedback.status, 'replied'))).length).toBeGreaterThanOrEqual(2)
    expect(msgOf(await call(env.app, C.staffFeedback.create, { category: 'other', content: '这是一条反馈内容' }, { token: tk.supplier01 }))).toBe('无权访问该功能')
  })
})
