import Taro from '@tarojs/taro'
import { allEndpoints, type Endpoint } from '@/contract'
import { member } from '@/contract/member'
import { message } from '@/contract/message'
import { apiName, ApiNameFormatError, mutate } from '@/api/mutate'
import { setApiRoot } from '@/core/apiRoot'
import { onChange, REFRESH_EVENT, resourceKey } from '@/core/refresh'
import { taroMock } from '../mocks/taro'

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

const okWith = (result: unknown) => () => ({ statusCode: 200, data: { state: 0, msg: '', result } })

describe('the mutation helper keeps the spec save-helper rules (section 8)', () => {
  test('without an api: toast 缺少提交api, no call', async () => {
    await expect(mutate(undefined, { a: 1 })).resolves.toEqual({ ok: false, error: expect.any(Error) })
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['缺少提交api'])
    expect(taroMock.requests).toHaveLength(0)
  })

  test.each(['/complaintComplaint', '/', '/api/x/1bad/create', '/api/member/complaintComplaint/'])('an endpoint named by %p is a format error', async (path) => {
    const ep = { path, method: 'POST', body: 'form' } as Endpoint
    await expect(mutate(ep, {})).rejects.toBeInstanceOf(ApiNameFormatError)
    expect(taroMock.requests).toHaveLength(0)
  })

  test('every contract endpoint has a two-part name, unique within its resource', () => {
    const all = allEndpoints()
    const names = all.map((e) => `${resourceKey(e)} ${apiName(e)}`)
    // The spec's 230 calls, and those beyond it (the market office's, ...): every name unique.
    expect(all.filter((e) => !e.beyondSpec)).toHaveLength(230)
    expect(new Set(names).size).toBe(names.length)
    expect(apiName({ path: '/login/login' })).toBe('login.login')
    expect(apiName({ path: '/api/user/fileUpload/file/imgUpload' })).toBe('file.imgUpload')
  })

  test('success: toast, back, then the refresh event naming the touched resources', async () => {
    taroMock.pages = [{ route: 'pages/complaint/index', options: {} }, { route: 'pages/complaint/create', options: {} }]
    taroMock.requestHandler = okWith({ id: '5' })
    const events: unknown[] = []
    Taro.eventCenter.on(REFRESH_EVENT, (m: unknown) => events.push(m))
    const done = mutate(member.complaintComplaint.create, { complaintType: '1', title: 'x', content: 'y', contactName: 'z', contactPhone: '13900000001' }, { successText: '提交成功', refresh: [message.history] })
    await jest.advanceTimersByTimeAsync(0)
    expect(taroMock.requests[0].url).toBe('http://api.test/api/member/complaintComplaint/create')
    expect(taroMock.toasts).toEqual([{ title: '提交成功', icon: 'success', duration: 1500 }])
    expect(events).toEqual([])
    await jest.advanceTimersByTimeAsync(1500)
    await expect(done).resolves.toEqual({ ok: true, result: { id: '5' } })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }])
    expect(events).toEqual([{ resources: ['/api/member/complaintComplaint', '/api/message/history'] }])
  })

  test('a user who left the saving page during the toast stays where they went', async () => {
    taroMock.pages = [{ route: 'supplier/role-admin/index', options: {} }, { route: 'supplier/role-admin/create', options: {} }]
    taroMock.requestHandler = okWith({ id: '5' })
    const done = mutate(member.complaintComplaint.create, { complaintType: '1', title: 'x', content: 'y', contactName: 'z', contactPhone: '13900000001' })
    await jest.advanceTimersByTimeAsync(0)
    // Meanwhile the user opened another screen (on H5: a link, the address bar).
    taroMock.pages = [...taroMock.pages, { route: 'supplier/user-admin/create', options: {} }]
    await jest.advanceTimersByTimeAsync(1500)
    await expect(done).resolves.toEqual({ ok: true, result: { id: '5' } })
    expect(taroMock.navigations).toEqual([])
  })

  test('back: false stays and announces at once; successText: false shows no toast', async () => {
    taroMock.requestHandler = okWith({ id: '5' })
    const events: unknown[] = []
    Taro.eventCenter.on(REFRESH_EVENT, (m: unknown) => events.push(m))
    await expect(mutate(member.complaintComplaint.delete, { id: '5' }, { back: false, successText: false })).resolves.toEqual({ ok: true, result: { id: '5' } })
    expect(taroMock.toasts).toHaveLength(0)
    expect(taroMock.navigations).toHaveLength(0)
    expect(events).toEqual([{ resources: ['/api/member/complaintComplaint'] }])
  })

  test('failure: the error is logged, no toast, no navigation, no refresh', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 1, msg: '内容不能为空', result: null } })
    const events = jest.fn()
    Taro.eventCenter.on(REFRESH_EVENT, events)
    const res = await mutate(member.complaintComplaint.create, {} as never)
    expect(res.ok).toBe(false)
    expect(log).toHaveBeenCalledWith('[mutate] complaintComplaint.create failed', expect.anything())
    expect(taroMock.modals[0].content).toBe('内容不能为空')
    expect(taroMock.toasts).toHaveLength(0)
    expect(taroMock.navigations).toHaveLength(0)
    expect(events).not.toHaveBeenCalled()
    log.mockRestore()
  })
})

describe('refresh by resource', () => {
  test('a listener hears only writes to its own resources', () => {
    const complaints = jest.fn()
    const messages = jest.fn()
    const stop = onChange([member.complaintComplaint], complaints)
    onChange([message.history.pageWithAuthority], messages)
    Taro.eventCenter.trigger(REFRESH_EVENT, { resources: [resourceKey(message.history)] })
    expect(complaints).not.toHaveBeenCalled()
    expect(messages).toHaveBeenCalledTimes(1)
    Taro.eventCenter.trigger(REFRESH_EVENT, { resources: [resourceKey(member.complaintComplaint.delete)] })
    expect(complaints).toHaveBeenCalledTimes(1)
    stop()
    Taro.eventCenter.trigger(REFRESH_EVENT, { resources: [resourceKey(member.complaintComplaint)] })
    expect(complaints).toHaveBeenCalledTimes(1)
  })
})
