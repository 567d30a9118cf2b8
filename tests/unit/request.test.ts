import { taroMock, type FakeResponse, type RequestOptions } from '../mocks/taro'
import { endpoint, DEFAULT_LOADING } from '@/contract'
import { request, ApiError, HTTP_STATUS_MESSAGES, NETWORK_ERROR_MESSAGE, OTHER_STATUS_MESSAGE, shownByScreen } from '@/core/request'
import { uploadImage } from '@/core/request/upload'
import { saveUser } from '@/core/session'
import { setApiRoot } from '@/core/apiRoot'

const formEp = endpoint<{ id: string; name?: string | null }, { ok: boolean }>({ path: '/api/test/thing/save', method: 'POST', body: 'form' })
const jsonEp = endpoint({ path: '/api/test/thing/json', method: 'POST', body: 'json' })
const getEp = endpoint({ path: '/api/test/thing/get', method: 'GET', body: 'query' })
const publicEp = endpoint({ path: '/api/test/thing/public', method: 'GET', body: 'query', public: true })
const loadingEp = endpoint({ path: '/api/test/thing/slow', method: 'POST', body: 'form', loading: DEFAULT_LOADING })

const ok = (result: unknown): FakeResponse => ({ statusCode: 200, data: { state: 0, msg: '', result } })
const answer = (fn: (o: RequestOptions) => FakeResponse) => {
  taroMock.requestHandler = fn
}
const user = { token: 'tok-1', id: '1', username: 'u', realName: '张三', mobile: '13800000000', userType: 'supplier' as const }

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
})

describe('request building', () => {
  test('form body is url-encoded, null fields dropped, token in Authorization', async () => {
    saveUser(user)
    answer(() => ok({ ok: true }))
    await expect(request(formEp, { id: '7', name: null })).resolves.toEqual({ ok: true })
    const sent = taroMock.requests[0]
    expect(sent.url).toBe('http://api.test/api/test/thing/save')
    expect(sent.method).toBe('POST')
    expect(sent.data).toBe('id=7')
    expect(sent.header).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'tok-1' })
  })

  test('form lists of plain values are sent comma-separated (as the server reads them), objects as JSON', async () => {
    answer(() => ok(null))
    const listEp = endpoint<{ ids: string[]; flags: Array<boolean | number>; none: string[]; obj: { k: number } }, null>({ ...formEp })
    await request(listEp, { ids: ['a1', 'b2'], flags: [true, 0], none: [], obj: { k: 1 } })
    expect(decodeURIComponent(String(taroMock.requests[0].data))).toBe('ids=a1,b2&flags=true,0&none=&obj={"k":1}')
  })

  test('json body is sent as an object with a JSON content type', async () => {
    answer(() => ok(null))
    await request(jsonEp, { list: [1, 2] })
    expect(taroMock.requests[0].data).toEqual({ list: [1, 2] })
    expect(taroMock.requests[0].header?.['Content-Type']).toBe('application/json')
  })

  test('GET puts the payload in the query string', async () => {
    answer(() => ok([]))
    await request(getEp, { dataType: 'unit', enabled: 1 })
    expect(taroMock.requests[0].url).toBe('http://api.test/api/test/thing/get?dataType=unit&enabled=1')
    expect(taroMock.requests[0].method).toBe('GET')
  })

  test('public calls carry no token', async () => {
    saveUser(user)
    answer(() => ok(1))
    await request(publicEp)
    expect(taroMock.requests[0].header?.Authorization).toBeUndefined()
  })

  test('no token is sent when nobody is logged in', async () => {
    answer(() => ok(1))
    await request(getEp)
    expect(taroMock.requests[0].header?.Authorization).toBeUndefined()
  })
})

describe('loading text', () => {
  test('an endpoint with a loading text shows it and hides it after', async () => {
    answer(() => ok(1))
    await request(loadingEp)
    expect(taroMock.loadings).toEqual([DEFAULT_LOADING])
    expect(DEFAULT_LOADING).toBe('请稍后...')
    expect(taroMock.loadingVisible).toBe(false)
  })
  test('no loading by default; options can ask for the default or a custom text, or suppress one', async () => {
    answer(() => ok(1))
    await request(getEp)
    expect(taroMock.loadings).toEqual([])
    await request(getEp, {}, { loading: true })
    await request(getEp, {}, { loading: '提交中...' })
    await request(loadingEp, {}, { loading: false })
    expect(taroMock.loadings).toEqual(['请稍后...', '提交中...'])
  })
  test('concurrent calls hide the loading only when the last one ends', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    answer((o) => (o.url.endsWith('slow') ? gate.then(() => ok(1)) : ok(2)) as unknown as FakeResponse)
    const slow = request(loadingEp)
    await request(getEp, {}, { loading: true })
    expect(taroMock.loadingVisible).toBe(true)
    release()
    await slow
    expect(taroMock.loadingVisible).toBe(false)
  })
})

describe('envelope (spec section 8)', () => {
  test('state 0 resolves the result', async () => {
    answer(() => ok({ a: 1 }))
    await expect(request(getEp)).resolves.toEqual({ a: 1 })
    expect(taroMock.modals).toHaveLength(0)
  })

  test('a JSON string body is parsed', async () => {
    answer(() => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: 5 }) }))
    await expect(request(getEp)).resolves.toBe(5)
  })

  test('state 71 fails silently', async () => {
    answer(() => ({ statusCode: 200, data: { state: 71, msg: 'quiet', result: null } }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'silent', state: 71 })
    expect(taroMock.modals).toHaveLength(0)
  })

  test('other states show the server msg in a 提示 modal without cancel, then reject', async () => {
    answer(() => ({ statusCode: 200, data: { state: 1, msg: '用户名或密码错误', result: null } }))
    const err = await request(getEp).catch((e: ApiError) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ kind: 'business', state: 1, message: '用户名或密码错误' })
    expect(taroMock.modals).toEqual([{ title: '提示', content: '用户名或密码错误', showCancel: false, confirmText: undefined, cancelText: undefined }])
  })

  test('silent calls reject without a modal', async () => {
    answer(() => ({ statusCode: 200, data: { state: 5, msg: 'x', result: null } }))
    await expect(request(getEp, {}, { silent: true })).rejects.toMatchObject({ kind: 'business' })
    expect(taroMock.modals).toHaveLength(0)
  })

  test('a body that is not an envelope is 数据接口异常', async () => {
    answer(() => ({ statusCode: 200, data: '<html>' }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'http' })
    expect(taroMock.modals[0].content).toBe(OTHER_STATUS_MESSAGE)
  })

  test('state 97 offers 去登录 / 稍后; 去登录 logs out without confirmation and opens the login page', async () => {
    saveUser(user)
    taroMock.modalAnswer = true
    answer(() => ({ statusCode: 200, data: { state: 97, msg: '登录已失效，请重新登录', result: null } }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'auth', state: 97 })
    expect(taroMock.modals).toEqual([{ title: '提示', content: '登录已失效，请重新登录', confirmText: '去登录', cancelText: '稍后', showCancel: undefined }])
    expect(taroMock.storage.has('_user')).toBe(false)
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/login' }])
  })

  test('state 97 with 稍后 keeps the user where they are', async () => {
    saveUser(user)
    taroMock.modalAnswer = false
    answer(() => ({ statusCode: 200, data: { state: 97, msg: '请先登录', result: null } }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'auth' })
    expect(taroMock.storage.has('_user')).toBe(true)
    expect(taroMock.navigations).toEqual([])
  })

  test('several calls failing auth at once give one prompt and one redirect', async () => {
    saveUser(user)
    answer(() => ({ statusCode: 200, data: { state: 97, msg: '登录已失效', result: null } }))
    const results = await Promise.allSettled([request(getEp), request(getEp), request(jsonEp), request(formEp, { id: '1' })])
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(taroMock.modals).toHaveLength(1)
    expect(taroMock.navigations).toHaveLength(1)
  })
})

describe('HTTP status table (spec section 8)', () => {
  const table = Object.entries({
    403: '拒绝访问',
    404: '请求地址出错',
    408: '请求超时',
    500: '服务器内部错误',
    501: '服务未实现',
    502: '网关错误',
    503: '服务不可用',
    504: '网关超时',
    505: 'HTTP版本不受支持',
    418: '数据接口异常',
    302: '数据接口异常',
  })
  test.each(table)('status %s shows %s in a 提示 modal without cancel', async (status, message) => {
    answer(() => ({ statusCode: Number(status), data: {} }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'http', status: Number(status), message })
    expect(taroMock.modals).toEqual([{ title: '提示', content: message, showCancel: false, confirmText: undefined, cancelText: undefined }])
  })

  test('the table has exactly the spec rows', () => {
    expect(HTTP_STATUS_MESSAGES).toEqual({
      400: '请求错误', 403: '拒绝访问', 404: '请求地址出错', 408: '请求超时', 500: '服务器内部错误', 501: '服务未实现',
      502: '网关错误', 503: '服务不可用', 504: '网关超时', 505: 'HTTP版本不受支持',
    })
  })

  test('401 redirects to the login page without a modal', async () => {
    saveUser({ ...user, userType: 'staff' })
    answer(() => ({ statusCode: 401, data: {} }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'auth', status: 401 })
    expect(taroMock.modals).toHaveLength(0)
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/staff/login' }])
    expect(taroMock.storage.has('_user')).toBe(false)
  })

  test('400 shows 请求错误 and is then handled as 401', async () => {
    saveUser(user)
    answer(() => ({ statusCode: 400, data: {} }))
    await expect(request(getEp)).rejects.toMatchObject({ kind: 'auth', status: 400 })
    expect(taroMock.modals.map((m) => m.content)).toEqual(['请求错误'])
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/login' }])
  })
})

describe('time-out and network failure', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('a call with no answer fails after 60000 ms with 请求超时, passing the time-out to Taro too', async () => {
    answer(() => ({ hang: true }))
    const p = request(getEp).catch((e: ApiError) => e)
    await jest.advanceTimersByTimeAsync(59999)
    expect(taroMock.modals).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(1)
    const err = await p
    expect(err).toMatchObject({ kind: 'timeout' })
    expect(taroMock.modals[0]).toMatchObject({ title: '提示', content: '请求超时' })
    expect(taroMock.requests[0].timeout).toBe(60000)
  })

  test('a network failure rejects with a clear message; the raw platform text goes to the log only', async () => {
    jest.useRealTimers()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const raw = 'request:fail errcode:-102 cronet_error_code:-102 error_msg:net::ERR_CONNECTION_REFUSED'
    answer(() => ({ fail: raw }))
    const err = (await request(getEp).catch((e: unknown) => e)) as ApiError
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE, detail: raw })
    expect(err.message).not.toMatch(/fail|ERR_/)
    expect(taroMock.modals[0].content).toBe('网络连接失败，请检查网络后重试')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(raw))
    warn.mockRestore()
  })

  test("the platform's own time-out is 请求超时, its text logged", async () => {
    jest.useRealTimers()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    answer(() => ({ fail: 'request:fail timeout' }))
    await expect(request(getEp, {}, { silent: true })).rejects.toMatchObject({ kind: 'timeout', message: '请求超时', detail: 'request:fail timeout' })
    expect(taroMock.modals).toHaveLength(0)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('request:fail timeout'))
    warn.mockRestore()
  })

  test('an upload times out after 60000 ms (spec section 9)', async () => {
    jest.useRealTimers()
    await expect(uploadImage('/tmp/a.png')).resolves.toBe('/uploads/x.png')
    expect(taroMock.uploads[0]).toMatchObject({ timeout: 60000 })
  })

  test('an upload with no answer: the network message, the raw text logged', async () => {
    jest.useRealTimers()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const raw = 'uploadFile:fail net::ERR_INTERNET_DISCONNECTED'
    taroMock.uploadHandler = () => {
      throw { errMsg: raw }
    }
    await expect(uploadImage('/tmp/a.png')).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE, detail: raw })
    expect(taroMock.modals.map((m) => m.content)).toEqual([NETWORK_ERROR_MESSAGE])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(raw))
    warn.mockRestore()
  })
})

describe('concurrency', () => {
  test('at most 10 requests are in flight; the rest wait their turn', async () => {
    const releases: Array<() => void> = []
    answer(() => new Promise<FakeResponse>((r) => releases.push(() => r(ok(1)))) as unknown as FakeResponse)
    const all = Array.from({ length: 12 }, () => request(getEp))
    await new Promise((r) => setTimeout(r, 0))
    expect(taroMock.requests).toHaveLength(10)
    releases[0]()
    await new Promise((r) => setTimeout(r, 0))
    expect(taroMock.requests).toHaveLength(11)
    for (let round = 0; round < 3; round++) {
      releases.forEach((f) => f())
      await new Promise((r) => setTimeout(r, 0))
    }
    expect(taroMock.requests).toHaveLength(12)
    await expect(Promise.all(all)).resolves.toHaveLength(12)
  })
})

describe("a screen's load (shownByScreen): its failure is the screen's to show", () => {
  const failing = (): FakeResponse => ({ statusCode: 200, data: { state: 1, msg: '记录不存在', result: null } })

  test('the calls it starts fail without a modal; the same call elsewhere shows one', async () => {
    answer(failing)
    await expect(shownByScreen(() => request(getEp))).rejects.toMatchObject({ kind: 'business', message: '记录不存在' })
    expect(taroMock.modals).toEqual([])
    await expect(request(getEp)).rejects.toBeInstanceOf(ApiError)
    expect(taroMock.modals.map((m) => m.content)).toEqual(['记录不存在'])
  })

  test('a call made after an await keeps its modal; an explicit silent: false too', async () => {
    answer(failing)
    await expect(
      shownByScreen(async () => {
        await Promise.resolve()
        return request(getEp)
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(taroMock.modals).toHaveLength(1)
    await expect(shownByScreen(() => request(getEp, {}, { silent: false }))).rejects.toBeInstanceOf(ApiError)
    expect(taroMock.modals).toHaveLength(2)
  })
})
