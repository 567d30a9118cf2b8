import Taro from '@tarojs/taro'
import { taroMock } from '../mocks/taro'
import { setApiRoot } from '@/core/apiRoot'
import { ApiNameFormatError, REFRESH_EVENT, save } from '@/api/save'
import { ENDPOINTS_BY_NAME } from '@/api'

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

describe('generic save helper (spec section 8)', () => {
  test('without an api: toast 缺少提交api, no call', async () => {
    await expect(save(undefined, { a: 1 })).resolves.toBeUndefined()
    await expect(save('', { a: 1 })).resolves.toBeUndefined()
    expect(taroMock.toasts.map((t) => t.title)).toEqual(['缺少提交api', '缺少提交api'])
    expect(taroMock.requests).toHaveLength(0)
  })

  test.each(['complaintComplaint', 'a.b.c', '.create', 'complaintComplaint.', 'nope.create'])('api name %p is a format error', async (api) => {
    await expect(save(api, {})).rejects.toBeInstanceOf(ApiNameFormatError)
    expect(taroMock.requests).toHaveLength(0)
  })

  test('success: toast, refresh event, then back', async () => {
    taroMock.pages = [{ route: 'pages/complaint/index', options: {} }, { route: 'pages/complaint/create', options: {} }]
    taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 0, msg: '', result: { id: '5' } } })
    const refreshed = jest.fn()
    Taro.eventCenter.on(REFRESH_EVENT, refreshed)
    const done = save('complaintComplaint.create', { title: 'x' }, { successText: '提交成功' })
    await jest.advanceTimersByTimeAsync(0)
    expect(taroMock.requests[0].url).toBe('http://api.test/api/member/complaintComplaint/create')
    expect(taroMock.toasts).toEqual([{ title: '提交成功', icon: 'success', duration: 1500 }])
    expect(refreshed).toHaveBeenCalledWith('complaintComplaint.create')
    await jest.advanceTimersByTimeAsync(1500)
    await expect(done).resolves.toEqual({ id: '5' })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }])
  })

  test('failure: the error is logged, no toast, no navigation', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 1, msg: '内容不能为空', result: null } })
    await expect(save('complaintComplaint.create', {})).resolves.toBeUndefined()
    expect(log).toHaveBeenCalled()
    expect(taroMock.modals[0].content).toBe('内容不能为空')
    expect(taroMock.toasts).toHaveLength(0)
    expect(taroMock.navigations).toHaveLength(0)
    log.mockRestore()
  })
})

test('every contract endpoint has a unique resource.action name', () => {
  expect(ENDPOINTS_BY_NAME.size).toBe(230)
  expect(ENDPOINTS_BY_NAME.get('login.login')?.path).toBe('/login/login')
  expect(ENDPOINTS_BY_NAME.get('imgUpload.imgUpload')).toBeUndefined()
  expect(ENDPOINTS_BY_NAME.get('fileUpload.imgUpload')?.path).toBe('/api/user/fileUpload/file/imgUpload')
})
