import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ComplaintDetail, ComplaintItem } from '@/contract/types'
import { check } from '@/core/validate'
import { COMPLAINT_RULES } from '@/domain/complaint/form'
import ComplaintCreate from '@/pages/complaint/create'
import ComplaintDetailPage from '@/pages/complaint/detail'
import ComplaintList from '@/pages/complaint/index'
import { useDictionary } from '@/stores/dictionary'
import { taroMock } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, fieldValue, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const PAGE = '/api/member/complaintComplaint/page'
const GET = '/api/member/complaintComplaint/queryById'
const CREATE = '/api/member/complaintComplaint/create'
const UPDATE = '/api/member/complaintComplaint/update'
const DELETE = '/api/member/complaintComplaint/delete'

const item = (id: string, extra: Partial<ComplaintItem> = {}): ComplaintItem => ({
  id,
  complaintType: '1',
  title: `投诉${id}`,
  status: 'pending',
  targetName: null,
  createTime: '2026-03-01T08:30:00.000Z',
  ...extra,
})
const pageOf = (records: ComplaintItem[], total = records.length) => ok({ records, current: 1, size: 20, hasMore: total > records.length, cursor: total > records.length ? 'next' : null })

const detail = (extra: Partial<ComplaintDetail> = {}): ComplaintDetail => ({
  ...item('c1', { title: '摊位占道经营', targetName: 'SC-A-02摊位' }),
  content: '该摊位长期占用通道，影响通行。',
  images: ['/uploads/a.png', '/uploads/b.png'],
  contactName: '李绿源',
  contactPhone: '13900000001',
  updateTime: '2026-03-02T09:00:00.000Z',
  visit: null,
  ...extra,
})

beforeEach(() => {
  loginAs('supplier', { realName: '李绿源', mobile: '13900000001' })
  useDictionary.setState({
    entries: [
      { dataType: 'complaintType', dataKey: '1', dataValue: '服务态度' },
      { dataType: 'complaintType', dataKey: '2', dataValue: '商品质量' },
    ],
  })
})

const texts = () => screen.getAllByTestId('list-card').map((c) => c.textContent ?? '')

describe('list', () => {
  beforeEach(() => onPage('/pages/complaint/index', {}, ['supplier/index']))

  test('loading, then the cards: title, status, type name, target and time; a tap opens the detail', async () => {
    const release = holdRequests()
    render(<ComplaintList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(pageOf([item('c1', { targetName: '鲜丰水产' }), item('c2', { status: 'replied', complaintType: '2' })])))
    await settle()
    expect(texts()).toHaveLength(2)
    expect(texts()[0]).toContain('投诉c1')
    expect(texts()[0]).toContain('待受理')
    expect(texts()[0]).toContain('投诉类型：服务态度')
    expect(texts()[0]).toContain('投诉对象：鲜丰水产')
    expect(texts()[1]).toContain('已回复')
    expect(texts()[1]).toContain('商品质量')
    expect(screen.getAllByTestId('status-tag').map((t) => t.getAttribute('data-tone'))).toEqual(['warning', 'success'])
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('list-card')[1])
    })
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/complaint/detail?id=c2' }])
  })

  test('empty and error states', async () => {
    answer({ [PAGE]: pageOf([]) })
    const { unmount } = render(<ComplaintList />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无投诉')
    unmount()
    answer({ [PAGE]: fail('服务器繁忙，请稍后再试') })
    render(<ComplaintList />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙，请稍后再试')
  })

  test('status tabs filter through the request; 全部 sends no status', async () => {
    answer({ [PAGE]: (r) => (formBody(r).status === 'replied' ? pageOf([item('c9', { status: 'replied' })]) : pageOf([item('c1'), item('c2')])) })
    render(<ComplaintList />)
    await settle()
    expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '待受理', '处理中', '已回复', '已关闭'])
    expect(formBody(requestsTo(PAGE)[0])).toEqual({ current: '1', size: '20' })
    await act(async () => {
      fireEvent.click(screen.getByText('已回复'))
    })
    await settle()
    expect(formBody(requestsTo(PAGE)[1])).toEqual({ current: '1', size: '20', status: 'replied' })
    expect(texts()).toHaveLength(1)
    expect(texts()[0]).toContain('投诉c9')
    await act(async () => {
      fireEvent.click(screen.getByText('全部'))
    })
    await settle()
    expect(formBody(requestsTo(PAGE)[2]).status).toBeUndefined()
    expect(texts()).toHaveLength(2)
  })

  test('pull-to-refresh reloads page 1 and stops the spinner', async () => {
    let round = 0
    answer({ [PAGE]: () => pageOf(round++ === 0 ? [item('c1')] : [item('c3'), item('c1')]) })
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh')
    render(<ComplaintList />)
    await settle()
    expect(texts()).toHaveLength(1)
    await act(async () => taroMock.fire('pullDownRefresh'))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(2)
    expect(formBody(requestsTo(PAGE)[1]).current).toBe('1')
    expect(texts()[0]).toContain('投诉c3')
    expect(stop).toHaveBeenCalled()
  })

  test('我要投诉 opens the form; logged out: the login prompt and no request', async () => {
    answer({ [PAGE]: pageOf([]) })
    const { container, unmount } = render(<ComplaintList />)
    await settle()
    await clickButton(container, '我要投诉')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/complaint/create' }])
    unmount()
    taroMock.requests = []
    const { useSession } = await import('@/stores/session')
    useSession.setState({ user: null })
    render(<ComplaintList />)
    await settle()
    expect(screen.getByText('您还未登录')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

const VALID = { title: '摊位占道经营', targetName: 'SC-A-02摊位', content: '该摊位长期占用通道，影响通行。' }

async function chooseType() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('picker-value'))
  })
  await settle()
  const confirm = document.querySelector('.nut-picker-confirm-btn') ?? [...document.querySelectorAll('.nut-picker *')].find((e) => e.textContent === '确定' && e.children.length === 0)
  if (!confirm) throw new Error('no picker confirm')
  await act(async () => {
    fireEvent.click(confirm)
  })
  await settle()
}

function typeContent(container: HTMLElement, value: string) {
  const box = container.querySelector('[data-field="content"] textarea')
  if (!box) throw new Error('no content box')
  fireEvent.change(box, { target: { value } })
}
const contentValue = (container: HTMLElement) => (container.querySelector('[data-field="content"] textarea') as HTMLTextAreaElement).value

async function fillValid(container: HTMLElement, override: Partial<typeof VALID> = {}) {
  await chooseType()
  const v = { ...VALID, ...override }
  typeInto(container, 'title', v.title)
  typeInto(container, 'targetName', v.targetName)
  typeContent(container, v.content)
}

describe('create', () => {
  beforeEach(() => onPage('/pages/complaint/create', {}, ['supplier/index', 'pages/complaint/index']))

  test('contact name and phone start as the session user; the type picker lists the dictionary', async () => {
    const { container } = render(<ComplaintCreate />)
    await settle()
    expect(fieldValue(container, 'contactName')).toBe('李绿源')
    expect(fieldValue(container, 'contactPhone')).toBe('13900000001')
    expect(screen.getByTestId('picker-value').textContent).toBe('请选择…')
    await chooseType()
    expect(screen.getByTestId('picker-value').textContent).toBe('服务态度')
    expect(taroMock.requests).toHaveLength(0)
  })

  test.each<[string, string, (c: HTMLElement) => void]>([
    ['no type', '请选择投诉类型', () => undefined],
    ['no title', '请输入标题', (c) => typeInto(c, 'title', '  ')],
    ['no content', '请输入投诉内容', (c) => typeContent(c, '')],
    ['short content', '投诉内容需为10-500个字符', (c) => typeContent(c, '太吵了太吵了')],
    ['no contact', '请输入联系人', (c) => typeInto(c, 'contactName', '')],
    ['no phone', '请输入联系电话', (c) => typeInto(c, 'contactPhone', '')],
    ['bad phone', '联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）', (c) => typeInto(c, 'contactPhone', '1390000000')],
    ['landline without hyphen', '联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）', (c) => typeInto(c, 'contactPhone', '057188886666')],
  ])('%s: %s in the 提示 modal, nothing sent, everything kept', async (name, message, spoil) => {
    const { container } = render(<ComplaintCreate />)
    await settle()
    if (name !== 'no type') await chooseType()
    typeInto(container, 'title', VALID.title)
    typeContent(container, VALID.content)
    spoil(container)
    const content = contentValue(container)
    await clickButton(container, '提交投诉')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: message, showCancel: false }))
    expect(taroMock.requests).toHaveLength(0)
    expect(contentValue(container)).toBe(content)
  })

  test('length limits of title, content and contact (the inputs also cut them)', () => {
    const base = { complaintType: '1', title: 'a', content: '0123456789', contactName: '李', contactPhone: '0571-88886666' }
    expect(check(base, COMPLAINT_RULES)).toEqual({ ok: true })
    expect(check({ ...base, title: 'x'.repeat(51) }, COMPLAINT_RULES)).toMatchObject({ ok: false, message: '标题不能超过50个字符' })
    expect(check({ ...base, content: '字'.repeat(501) }, COMPLAINT_RULES)).toMatchObject({ ok: false, message: '投诉内容需为10-500个字符' })
    expect(check({ ...base, contactName: '名'.repeat(21) }, COMPLAINT_RULES)).toMatchObject({ ok: false, message: '联系人不能超过20个字符' })
  })

  test('valid input: one create with the trimmed fields and the photos comma-joined; toast, back, list refresh', async () => {
    const uploaded = ['/uploads/p1.png', '/uploads/p2.png']
    taroMock.chosenImages = ['/tmp/1.png', '/tmp/2.png']
    taroMock.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: { url: uploaded[taroMock.uploads.length - 1] } }) })
    answer({ [CREATE]: ok({ id: 'c7' }) })
    const refreshed = jest.fn()
    Taro.eventCenter.on('refresh', refreshed)
    const { container } = render(<ComplaintCreate />)
    await settle()
    await fillValid(container, { title: ` ${VALID.title} ` })
    await act(async () => {
      fireEvent.click(screen.getByTestId('uploader-add'))
    })
    await settle(10)
    expect(screen.getAllByTestId('uploader-image')).toHaveLength(2)
    await clickButton(container, '提交投诉')
    expect(requestsTo(CREATE)).toHaveLength(1)
    expect(taroMock.requests.filter((r) => !r.url.includes('imgUpload'))).toHaveLength(1)
    expect(formBody(requestsTo(CREATE)[0])).toEqual({
      complaintType: '1',
      title: VALID.title,
      content: VALID.content,
      images: '/uploads/p1.png,/uploads/p2.png',
      contactName: '李绿源',
      contactPhone: '13900000001',
      targetName: VALID.targetName,
    })
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '提交成功', icon: 'success' }))
    await waitFor(() => expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }]), { timeout: 3000 })
    await waitFor(() => expect(refreshed).toHaveBeenCalledWith({ resources: ['/api/member/complaintComplaint'] }))
  })

  test('the submit button is disabled while the request runs: a second tap sends nothing', async () => {
    const { container } = render(<ComplaintCreate />)
    await settle()
    await fillValid(container)
    const release = holdRequests()
    await clickButton(container, '提交投诉')
    expect(buttonDisabled(container, '提交投诉')).toBe(true)
    await clickButton(container, '提交投诉')
    expect(requestsTo(CREATE)).toHaveLength(1)
    await act(async () => release(fail('投诉类型不正确')))
    await settle()
    expect(buttonDisabled(container, '提交投诉')).toBe(false)
  })

  test('a refused submit shows the server message and keeps everything typed', async () => {
    answer({ [CREATE]: fail('投诉类型不正确') })
    const { container } = render(<ComplaintCreate />)
    await settle()
    await fillValid(container)
    await clickButton(container, '提交投诉')
    expect(lastModal().content).toBe('投诉类型不正确')
    expect(taroMock.navigations).toHaveLength(0)
    expect(fieldValue(container, 'title')).toBe(VALID.title)
    expect(fieldValue(container, 'targetName')).toBe(VALID.targetName)
    expect(contentValue(container)).toBe(VALID.content)
    expect(screen.getByTestId('picker-value').textContent).toBe('服务态度')
  })

  test('without a target the field is left out', async () => {
    answer({ [CREATE]: ok({ id: 'c7' }) })
    const { container } = render(<ComplaintCreate />)
    await settle()
    await fillValid(container, { targetName: '' })
    await clickButton(container, '提交投诉')
    const body = formBody(requestsTo(CREATE)[0])
    expect(body.targetName).toBeUndefined()
    expect(body.images).toBeUndefined()
    // Let the save helper's delayed back land in this test, not the next one.
    await waitFor(() => expect(taroMock.navigations).toContainEqual({ kind: 'navigateBack', url: 'delta:1' }), { timeout: 3000 })
  })
})

describe('edit', () => {
  beforeEach(() => onPage('/pages/complaint/create', { id: 'c1' }, ['pages/complaint/index', 'pages/complaint/detail']))

  test('prefilled from the complaint; saving sends one update with its id', async () => {
    answer({ [GET]: ok(detail({ contactName: '李先生', contactPhone: '0571-88886666' })), [UPDATE]: ok({ id: 'c1' }) })
    const { container } = render(<ComplaintCreate />)
    await settle()
    expect(formBody(requestsTo(GET)[0])).toEqual({ id: 'c1' })
    expect(screen.getByText('修改投诉')).toBeTruthy()
    expect(screen.getByTestId('picker-value').textContent).toBe('服务态度')
    expect(fieldValue(container, 'title')).toBe('摊位占道经营')
    expect(fieldValue(container, 'targetName')).toBe('SC-A-02摊位')
    expect(contentValue(container)).toBe('该摊位长期占用通道，影响通行。')
    expect(fieldValue(container, 'contactName')).toBe('李先生')
    expect(fieldValue(container, 'contactPhone')).toBe('0571-88886666')
    expect(screen.getAllByTestId('uploader-image')).toHaveLength(2)
    await act(async () => {
      fireEvent.click(screen.getAllByTestId('uploader-remove')[0])
    })
    typeInto(container, 'title', '摊位占道')
    await clickButton(container, '保存修改')
    expect(requestsTo(UPDATE)).toHaveLength(1)
    expect(formBody(requestsTo(UPDATE)[0])).toEqual({
      id: 'c1',
      complaintType: '1',
      title: '摊位占道',
      content: '该摊位长期占用通道，影响通行。',
      images: '/uploads/b.png',
      contactName: '李先生',
      contactPhone: '0571-88886666',
      targetName: 'SC-A-02摊位',
    })
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '修改成功' }))
    await waitFor(() => expect(taroMock.navigations).toContainEqual({ kind: 'navigateBack', url: 'delta:1' }), { timeout: 3000 })
  })

  test('a complaint already being handled cannot be changed', async () => {
    answer({ [GET]: ok(detail({ status: 'processing' })) })
    const { container } = render(<ComplaintCreate />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('投诉已受理，不能修改')
    expect(container.querySelector('[data-field="title"]')).toBeNull()
  })
})

describe('detail', () => {
  beforeEach(() => onPage('/pages/complaint/detail', { id: 'c1' }, ['supplier/index', 'pages/complaint/index']))

  test('every field, the photos (tap to preview), no visit section while unanswered; pending: 修改 and 删除', async () => {
    answer({ [GET]: ok(detail()) })
    const preview = jest.spyOn(Taro, 'previewImage')
    const { container } = render(<ComplaintDetailPage />)
    await settle()
    const text = container.textContent ?? ''
    for (const s of ['摊位占道经营', '待受理', '服务态度', 'SC-A-02摊位', '该摊位长期占用通道，影响通行。', '李绿源', '139****0001']) expect(text).toContain(s)
    // The contact's mobile is masked (spec section 9).
    expect(text).not.toContain('13900000001')
    expect(text).not.toContain('市场回访')
    const images = screen.getAllByTestId('uploader-image')
    expect(images).toHaveLength(2)
    expect(screen.queryByTestId('uploader-add')).toBeNull()
    await act(async () => {
      fireEvent.click(images[1])
    })
    expect(preview).toHaveBeenCalledWith(expect.objectContaining({ current: expect.stringContaining('/uploads/b.png') }))
    await clickButton(container, '修改')
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/complaint/create?id=c1' }])
    expect(container.textContent).toContain('删除')
  })

  test('with the market visit: its own 市场回访 section, and no edit or delete once replied', async () => {
    answer({ [GET]: ok(detail({ status: 'replied', images: [], visit: { content: '已责令商户整改。', visitorName: '吴员工', visitTime: '2026-03-03T10:00:00.000Z', satisfaction: null } })) })
    const { container } = render(<ComplaintDetailPage />)
    await settle()
    const text = container.textContent ?? ''
    expect(text).toContain('市场回访')
    expect(text).toContain('已责令商户整改。')
    expect(text).toContain('吴员工')
    expect(text).toContain('已回复')
    expect(text).not.toContain('满意度')
    expect(screen.queryByTestId('image-uploader')).toBeNull()
    expect(container.querySelectorAll('.nut-button')).toHaveLength(0)
  })

  test('删除: confirmed, one delete, toast, back and the list refreshes', async () => {
    answer({ [GET]: ok(detail()), [DELETE]: ok({ id: 'c1' }) })
    const refreshed = jest.fn()
    Taro.eventCenter.on('refresh', refreshed)
    const { container } = render(<ComplaintDetailPage />)
    await settle()
    await clickButton(container, '删除')
    expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: '确定删除该投诉吗？' }))
    expect(requestsTo(DELETE)).toHaveLength(1)
    expect(formBody(requestsTo(DELETE)[0])).toEqual({ id: 'c1' })
    expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '删除成功' }))
    // Back first, then the list below hears of the change: the deleted complaint's own detail
    // (unloaded by the back) is not asked to reload.
    expect(refreshed).not.toHaveBeenCalled()
    await waitFor(() => expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }]), { timeout: 3000 })
    await waitFor(() => expect(refreshed).toHaveBeenCalledWith({ resources: ['/api/member/complaintComplaint'] }))
  })

  test('删除 cancelled: nothing is sent and the screen stays', async () => {
    answer({ [GET]: ok(detail()) })
    taroMock.modalAnswer = false
    const { container } = render(<ComplaintDetailPage />)
    await settle()
    await clickButton(container, '删除')
    expect(lastModal().content).toBe('确定删除该投诉吗？')
    expect(requestsTo(DELETE)).toHaveLength(0)
    expect(taroMock.navigations).toHaveLength(0)
  })

  test('another user\'s or a missing complaint: the error state with the server message', async () => {
    answer({ [GET]: fail('记录不存在') })
    render(<ComplaintDetailPage />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })
})
