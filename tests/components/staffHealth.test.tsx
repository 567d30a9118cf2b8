/** The staff's own screens (issue 21): vaccination, travel path, a check-in's detail and update, feedback, settings. */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { CheckIn, FeedbackItem, TravelPath, VaccinationRecord, VaccinationSummary } from '@/contract/types'
import StaffFeedback from '@/staff/feedback'
import StaffSetting from '@/staff/setting'
import StaffHealthCheck from '@/staff/fy/healthCheck'
import StaffHealthCheckDetail from '@/staff/fy/healthCheckDetail'
import StaffHealthCheckUpdate from '@/staff/fy/healthCheckUpdate'
import StaffTravelPath from '@/staff/fy/travelPath'
import StaffVaccination from '@/staff/fy/vaccination'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const C = '/api/custome'
const texts = () => screen.queryAllByTestId('list-card').map((c) => c.textContent ?? '')

/** Opens the date picker and confirms its first allowed day. */
async function pickDate() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('date-time-value'))
  })
  const confirm = document.querySelector('.nut-picker-confirm-btn')
  if (!confirm) throw new Error('no picker confirm')
  await act(async () => {
    fireEvent.click(confirm)
  })
}

beforeEach(() => loginAs('staff', { realName: '吴员工' }))

describe('疫苗接种', () => {
  const dose = (n: number, extra: Partial<VaccinationRecord> = {}): VaccinationRecord => ({
    id: `v${n}`,
    dose: n,
    vaccineName: '新冠病毒灭活疫苗',
    manufacturer: '北京科兴',
    vaccinatedOn: `2026-0${n}-10`,
    site: '余杭区社区卫生服务中心',
    batchNo: null,
    proofImage: `/uploads/proof${n}.png`,
    createTime: '2026-01-10T02:00:00.000Z',
    updateTime: '2026-01-10T02:00:00.000Z',
    ...extra,
  })
  const summary = (records: VaccinationRecord[]): VaccinationSummary => ({
    state: (['none', 'partial', 'full', 'booster'] as const)[Math.min(records.length, 3)]!,
    doses: records.length,
    lastDate: records.at(-1)?.vaccinatedOn ?? null,
    records,
  })
  const QUERY = `${C}/report/queryVaccination`
  const open = () => onPage('/staff/fy/vaccination', {}, ['staff/index'])

  test('loading, then the state and each dose with its date and site', async () => {
    open()
    const release = holdRequests()
    render(<StaffVaccination />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(ok(summary([dose(1), dose(2)]))))
    await settle()
    expect(screen.getByText('已全程接种')).toBeTruthy()
    expect(texts()).toHaveLength(2)
    expect(texts()[1]).toContain('第2剂 · 新冠病毒灭活疫苗')
    expect(texts()[1]).toContain('接种日期：2026-02-10')
    expect(screen.getByText('登记第3剂')).toBeTruthy()
  })

  test('none yet: 未接种 and 登记第1剂', async () => {
    open()
    answer({ [QUERY]: ok(summary([])) })
    render(<StaffVaccination />)
    await settle()
    expect(screen.getByText('未接种')).toBeTruthy()
    expect(texts()).toHaveLength(0)
    expect(screen.getByText('登记第1剂')).toBeTruthy()
  })

  test('a refused read shows the error state', async () => {
    open()
    answer({ [QUERY]: fail('当前账号没有该功能的权限') })
    render(<StaffVaccination />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })

  test('a new dose: the name, date, site and proof photo required before any call', async () => {
    open()
    answer({ [QUERY]: ok(summary([])) })
    const { container } = render(<StaffVaccination />)
    await settle()
    await clickButton(container, '登记第1剂')
    await clickButton(container, '保存')
    expect(lastModal()?.content).toBe('请输入疫苗名称')
    typeInto(container, 'vaccineName', '新冠病毒灭活疫苗')
    await clickButton(container, '保存')
    expect(lastModal()?.content).toBe('请选择接种日期')
    await pickDate()
    typeInto(container, 'site', '余杭区社区卫生服务中心')
    await clickButton(container, '保存')
    expect(lastModal()?.content).toBe('请上传接种凭证照片')
    expect(requestsTo(`${C}/vaccinationRecord/create`)).toHaveLength(0)
  })

  test('a dose dated before the dose before it is refused in the server\'s words, before any call', async () => {
    open()
    answer({ [QUERY]: ok(summary([dose(1)])) })
    const { container } = render(<StaffVaccination />)
    await settle()
    await clickButton(container, '登记第2剂')
    expect(screen.getByText('登记第2剂')).toBeTruthy()
    typeInto(container, 'vaccineName', '新冠病毒灭活疫苗')
    typeInto(container, 'site', '余杭区社区卫生服务中心')
    await pickDate()
    await clickButton(container, '保存')
    expect(lastModal()?.content).toBe('第2剂接种日期不能早于第1剂')
    expect(requestsTo(`${C}/vaccinationRecord/create`)).toHaveLength(0)
  })

  test('changing a dose: its values prefilled, one update with the dose fixed, the form closes and the summary reloads', async () => {
    open()
    let saved = false
    answer({
      [QUERY]: () => ok(summary([dose(1), saved ? dose(2, { site: '西湖区疾控中心' }) : dose(2)])),
      [`${C}/vaccinationRecord/update`]: () => {
        saved = true
        return ok(dose(2, { site: '西湖区疾控中心' }))
      },
    })
    const { container } = render(<StaffVaccination />)
    await settle()
    await act(async () => {
      fireEvent.click(screen.getAllByText('修改')[1]!)
    })
    expect(screen.getByText('修改第2剂')).toBeTruthy()
    typeInto(container, 'site', ' 西湖区疾控中心 ')
    await clickButton(container, '保存')
    await settle(10)
    expect(formBody(requestsTo(`${C}/vaccinationRecord/update`)[0]!)).toMatchObject({ id: 'v2', dose: '2', site: '西湖区疾控中心', vaccinatedOn: '2026-02-10', proofImage: '/uploads/proof2.png' })
    expect(screen.queryByText('修改第2剂')).toBeNull()
    expect(requestsTo(QUERY).length).toBeGreaterThan(1)
    expect(texts()[1]).toContain('西湖区疾控中心')
    expect(taroMock.navigations).toEqual([])
  })

  test('a server refusal keeps the form and what was typed', async () => {
    open()
    answer({ [QUERY]: ok(summary([dose(1), dose(2)])), [`${C}/vaccinationRecord/update`]: fail('第2剂接种日期不能早于第1剂') })
    const { container } = render(<StaffVaccination />)
    await settle()
    await act(async () => {
      fireEvent.click(screen.getAllByText('修改')[1]!)
    })
    typeInto(container, 'batchNo', 'B2026')
    await clickButton(container, '保存')
    expect(lastModal()?.content).toBe('第2剂接种日期不能早于第1剂')
    expect(screen.getByText('修改第2剂')).toBeTruthy()
  })
})

describe('行程轨迹', () => {
  const PATH = `${C}/report/travelPath`
  const open = () => onPage('/staff/fy/travelPath', {}, ['staff/index'])
  const path = (extra: Partial<TravelPath> = {}): TravelPath => ({
    from: '2026-11-13',
    to: '2026-11-26',
    riskPlaces: 1,
    places: [
      { province: '浙江省', city: '杭州市', district: '余杭区', firstDay: '2026-11-20', lastDay: '2026-11-26', days: 7, source: 'checkIn', riskLevel: null },
      { province: '上海市', city: '上海市', district: '浦东新区', firstDay: '2026-11-19', lastDay: '2026-11-19', days: 1, source: 'riskVisit', riskLevel: 'high' },
    ],
    ...extra,
  })

  test('loading, then the places with the risk ones flagged and counted', async () => {
    open()
    const release = holdRequests()
    render(<StaffTravelPath />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(ok(path())))
    await settle()
    expect(formBody(requestsTo(PATH)[0]!)).toEqual({ days: '14' })
    expect(screen.getByTestId('travel-summary').textContent).toBe('1个地点为风险地区2026-11-13 至 2026-11-26')
    expect(texts()[0]).toContain('浙江省杭州市余杭区')
    expect(texts()[0]).toContain('2026-11-20 至 2026-11-26')
    expect(texts()[0]).not.toContain('风险')
    expect(texts()[1]).toBe('上海市上海市浦东新区高风险申报到访2026-11-19出现1天')
  })

  test('another span asks for its days; none there: the empty state', async () => {
    open()
    answer({ [PATH]: (o) => ok(formBody(o).days === '3' ? path({ places: [], riskPlaces: 0 }) : path()) })
    render(<StaffTravelPath />)
    await settle()
    await act(async () => {
      fireEvent.click(screen.getByText('近3天'))
    })
    await settle()
    expect(requestsTo(PATH).map((r) => formBody(r).days)).toEqual(['14', '3'])
    expect(screen.getByTestId('state-empty').textContent).toContain('该时段暂无行程记录')
  })

  test('a refused read shows the error state', async () => {
    open()
    answer({ [PATH]: fail('当前账号没有该功能的权限') })
    render(<StaffTravelPath />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })
})

describe('打卡详情 and 修改打卡', () => {
  const checkIn = (extra: Partial<CheckIn> = {}): CheckIn => ({
    id: 'k1',
    userId: 'u1',
    userName: '吴员工',
    day: '2026-11-26',
    temperature: 37.5,
    fever: true,
    symptoms: ['咳嗽'],
    location: { province: '浙江省', city: '杭州市', district: '余杭区', address: '良渚街道' },
    visitedRiskArea: true,
    riskArea: { id: 'ra1', province: '上海市', city: '上海市', district: '浦东新区', level: 'high' },
    answers: [{ questionId: 'q1', title: '今日健康码颜色', value: '黄码', abnormal: true }],
    abnormal: true,
    remark: null,
    createTime: '2026-11-26T00:30:00.000Z',
    updateTime: '2026-11-26T00:30:00.000Z',
    ...extra,
  })
  const ONE = `${C}/riskAreaSituationVal/getClockRecordByUserId`
  const LATEST = `${C}/report/getCurrentLatestHealthClocking`
  const QUESTIONS = `${C}/riskAreaSituationKey/page`
  const SAVE = `${C}/riskAreaSituationVal/saveClockRecord`
  const latest = ok({ day: '2026-11-26', today: null, latest: null })
  const questions = ok({ records: [{ id: 'q1', title: '今日健康码颜色', kind: 'choice', options: ['绿码', '黄码'], required: true }], current: 1, size: 100, hasMore: false, cursor: null })
  const sections = () => [...document.querySelectorAll('.app-detail-section')].map((x) => x.textContent ?? '')

  test('the list: a card opens its day\'s detail; checked in today, the button changes today\'s', async () => {
    onPage('/staff/fy/healthCheck', {}, ['staff/index'])
    answer({ [LATEST]: ok({ day: '2026-11-26', today: checkIn(), latest: checkIn() }), [`${C}/riskAreaSituationVal/page`]: ok({ records: [checkIn({ id: 'k0', day: '2026-11-25' })], current: 1, size: 20, hasMore: false, cursor: null }) })
    const { container } = render(<StaffHealthCheck />)
    await settle()
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('list-card')[0]!)
    })
    await clickButton(container, '修改今日打卡')
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/staff/fy/healthCheckDetail?day=2026-11-25', '/staff/fy/healthCheckUpdate'])
  })

  test("a day's detail: loading, every answer, an abnormal one marked; no 修改打卡 for a past day", async () => {
    onPage('/staff/fy/healthCheckDetail', { day: '2026-11-25' }, ['staff/fy/healthCheck'])
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    answer({ [ONE]: () => held.then(() => ok(checkIn({ day: '2026-11-25' }))), [LATEST]: latest })
    const { container } = render(<StaffHealthCheckDetail />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release())
    await settle()
    expect(formBody(requestsTo(ONE)[0]!)).toEqual({ day: '2026-11-25' })
    expect(sections()[0]).toContain('37.5℃（发热）')
    expect(sections()[0]).toContain('咳嗽')
    expect(sections()[2]).toContain('上海市上海市浦东新区（高风险）')
    expect(sections()[3]).toContain('黄码（异常）')
    expect(container.querySelectorAll('.nut-button')).toHaveLength(0)
  })

  test("today's detail offers 修改打卡; a day without one: the empty state; a refusal: the error state", async () => {
    onPage('/staff/fy/healthCheckDetail', {}, ['staff/fy/healthCheck'])
    answer({ [ONE]: ok(checkIn()), [LATEST]: latest })
    const first = render(<StaffHealthCheckDetail />)
    await settle()
    expect(formBody(requestsTo(ONE)[0]!)).toEqual({})
    await clickButton(first.container, '修改打卡')
    expect(taroMock.navigations.map((n) => n.url)).toEqual(['/staff/fy/healthCheckUpdate'])
    first.unmount()

    onPage('/staff/fy/healthCheckDetail', { day: '2026-11-20' }, ['staff/fy/healthCheck'])
    answer({ [ONE]: ok(null), [LATEST]: latest })
    const second = render(<StaffHealthCheckDetail />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('2026-11-20暂无打卡记录')
    second.unmount()

    answer({ [ONE]: fail('当前账号没有该功能的权限'), [LATEST]: latest })
    render(<StaffHealthCheckDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })

  test("修改打卡: today's check-in prefilled in the shared form, a bad temperature refused before any call, then one save of the changed values", async () => {
    onPage('/staff/fy/healthCheckUpdate', {}, ['staff/fy/healthCheck'])
    answer({ [ONE]: ok(checkIn()), [QUESTIONS]: questions, [`${C}/riskAreaDetail/getRiskProvinces`]: ok(['上海市']), [SAVE]: ok(checkIn({ temperature: 36.6 })) })
    const { container } = render(<StaffHealthCheckUpdate />)
    await settle()
    expect((container.querySelector('[data-field="temperature"] input') as HTMLInputElement).value).toBe('37.5')
    expect((container.querySelector('[data-field="address"] input') as HTMLInputElement).value).toBe('良渚街道')
    typeInto(container, 'temperature', '43')
    await clickButton(container, '保存修改')
    expect(lastModal()?.content).toBe('体温需为35.0-42.0之间的数，最多1位小数')
    expect(requestsTo(SAVE)).toHaveLength(0)
    typeInto(container, 'temperature', '36.6')
    await clickButton(container, '保存修改')
    await settle(10)
    expect(requestsTo(SAVE)[0]!.data).toEqual({
      temperature: 36.6,
      symptoms: ['咳嗽'],
      location: { province: '浙江省', city: '杭州市', district: '余杭区', address: '良渚街道' },
      visitedRiskArea: true,
      riskAreaId: 'ra1',
      answers: [{ questionId: 'q1', value: '黄码' }],
    })
  })

  test('修改打卡 without a check-in today: nothing to change, 去打卡 opens 今日打卡 in its place', async () => {
    onPage('/staff/fy/healthCheckUpdate', {}, ['staff/fy/healthCheck'])
    answer({ [ONE]: ok(null), [QUESTIONS]: questions })
    const { container } = render(<StaffHealthCheckUpdate />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('今日尚未打卡')
    await clickButton(container, '去打卡')
    expect(taroMock.navigations).toEqual([{ kind: 'redirectTo', url: '/staff/fy/healthCheckAdd' }])
  })
})

describe('意见反馈', () => {
  const PAGE = `${C}/staffFeedback/page`
  const CREATE = `${C}/staffFeedback/create`
  const open = () => onPage('/staff/feedback', {}, ['staff/index'])
  const item = (id: string, extra: Partial<FeedbackItem> = {}): FeedbackItem => ({
    id,
    category: 'facility',
    content: '冻品区走廊的灯坏了两盏',
    images: [],
    status: 'pending',
    userName: '吴员工',
    reply: null,
    replierName: null,
    replyTime: null,
    createTime: '2026-11-25T02:00:00.000Z',
    ...extra,
  })
  const pageOf = (records: FeedbackItem[]) => ok({ records, current: 1, size: 20, hasMore: false, cursor: null })

  test('loading, then each feedback with its state and the reply once given', async () => {
    open()
    const release = holdRequests()
    render(<StaffFeedback />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(pageOf([item('f1'), item('f2', { category: 'safety', status: 'replied', reply: '已安排维修', replierName: '郑办公', replyTime: '2026-11-25T06:00:00.000Z' })])))
    await settle()
    expect(texts()[0]).toContain('设施设备待回复冻品区走廊的灯坏了两盏')
    expect(texts()[0]).not.toContain('回复：')
    expect(texts()[1]).toContain('安全隐患已回复')
    expect(texts()[1]).toContain('回复：已安排维修')
    expect(texts()[1]).toContain('郑办公')
  })

  test('a state tab asks for that state; none: the empty state; a refusal: the error state', async () => {
    open()
    answer({ [PAGE]: (o) => (formBody(o).status === 'replied' ? fail('当前账号没有该功能的权限') : pageOf([])) })
    render(<StaffFeedback />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无反馈')
    await act(async () => {
      fireEvent.click(screen.getByText('已回复'))
    })
    await settle()
    expect(requestsTo(PAGE).map((r) => formBody(r).status)).toEqual([undefined, 'replied'])
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })

  test('我要反馈: the type and 5-500 characters required before any call; then one create, the form closes and the list reloads', async () => {
    open()
    let sent = false
    answer({
      [PAGE]: () => pageOf(sent ? [item('f9', { category: 'suggestion', content: '建议增加休息区座椅' })] : []),
      [CREATE]: () => {
        sent = true
        return ok(item('f9'))
      },
    })
    const { container } = render(<StaffFeedback />)
    await settle()
    await clickButton(container, '我要反馈')
    await clickButton(container, '提交反馈')
    expect(lastModal()?.content).toBe('请选择反馈类型')
    await act(async () => {
      fireEvent.click(screen.getByTestId('picker-value'))
    })
    await act(async () => {
      fireEvent.click(document.querySelector('.nut-picker-confirm-btn')!)
    })
    fireEvent.change(container.querySelector('[data-field="content"] textarea')!, { target: { value: ' 太短了 ' } })
    await clickButton(container, '提交反馈')
    expect(lastModal()?.content).toBe('反馈内容需为5-500个字符')
    expect(requestsTo(CREATE)).toHaveLength(0)
    fireEvent.change(container.querySelector('[data-field="content"] textarea')!, { target: { value: ' 建议增加休息区座椅 ' } })
    await clickButton(container, '提交反馈')
    await settle(10)
    expect(formBody(requestsTo(CREATE)[0]!)).toEqual({ category: 'suggestion', content: '建议增加休息区座椅' })
    expect(screen.queryByText('提交反馈')).toBeNull()
    expect(texts()[0]).toContain('建议增加休息区座椅')
    expect(taroMock.navigations).toEqual([])
  })
})

test("设置 (/staff/setting) is the shared settings screen under the staff's path: the profile, then password and about", async () => {
  onPage('/staff/setting', {}, ['staff/index'])
  answer({ '/api/user/user/queryById': ok({ id: 'u1', username: 'staff01', realName: '吴员工', mobile: '13900000007', email: null, userType: 'staff' }) })
  render(<StaffSetting />)
  await settle()
  expect(screen.getAllByText('吴员工').length).toBeGreaterThan(0)
  expect(screen.getByText('市场员工 · 139****0007')).toBeTruthy()
  fireEvent.click(screen.getByText('修改密码'))
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/updatePSW' }])
})
