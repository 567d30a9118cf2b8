const ENV = { ...process.env }
afterEach(() => {
  process.env = { ...ENV }
  jest.resetModules()
})

describe('application configuration (spec sections 3 and 9)', () => {
  test('defaults', () => {
    const { APP_CONFIG, THEME, LIMITS } = require('@/config') as typeof import('@/config')
    expect(APP_CONFIG.version).toBe('1.0.0')
    expect(APP_CONFIG.versionCode).toBe(100)
    expect(APP_CONFIG.themeColor).toBe('#0A670E')
    expect(APP_CONFIG.uploadPath).toBe('/api/user/fileUpload/file/imgUpload')
    expect(Object.keys(APP_CONFIG.subscribeTemplates)).toHaveLength(3)
    expect(THEME).toMatchObject({ primary: '#0A670E', success: '#4cd964', warning: '#f0ad4e', error: '#f56c6c' })
    expect(LIMITS).toMatchObject({ requestTimeoutMs: 60000, cacheSeconds: 1200, toastMs: 2800, roundingMax: 292 })
    expect(LIMITS.networkTimeoutMs).toEqual({ request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 })
  })

  test("the mini-program's networkTimeout (app.json) is 60000 ms for every kind of call, from LIMITS", () => {
    const g = globalThis as { defineAppConfig?: (c: unknown) => unknown }
    g.defineAppConfig = (c) => c
    try {
      const appConfig = (require('@/app.config') as { default: { networkTimeout: unknown } }).default
      expect(appConfig.networkTimeout).toEqual({ request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 })
    } finally {
      delete g.defineAppConfig
    }
  })

  test('every value can be overridden through the environment', () => {
    Object.assign(process.env, {
      TARO_APP_ID: 'x-id', TARO_APP_NAME: '测试市场', TARO_APP_VERSION: '2.0.0', TARO_APP_VERSION_CODE: '200', TARO_APP_THEME: '#000000',
      TARO_APP_API_ROOT: 'https://api.example.test', TARO_APP_UPLOAD_PATH: '/up', TARO_APP_MP_APPID: 'wx123',
      TARO_APP_TMPL_ORDER: 'o', TARO_APP_TMPL_BILL: 'b', TARO_APP_TMPL_REPAIR: 'r', TARO_APP_PRINTER: 'ble',
    })
    const { APP_CONFIG } = require('@/config') as typeof import('@/config')
    expect(APP_CONFIG).toEqual({
      appId: 'x-id', appName: '测试市场', version: '2.0.0', versionCode: 200, themeColor: '#000000', apiRoot: 'https://api.example.test',
      uploadPath: '/up', mpAppId: 'wx123', subscribeTemplates: { order: 'o', bill: 'b', repair: 'r' }, printer: 'ble',
    })
  })
})

describe('API root: the default is cached and set when absent', () => {
  // Modules are reset between tests, so take the Taro fake of this test's registry.
  const taroMock = () => (require('../mocks/taro') as typeof import('../mocks/taro')).taroMock

  test('absent: the configured default is stored and used', () => {
    process.env.TARO_APP_API_ROOT = 'https://api.example.test'
    const { getApiRoot, apiUrl } = require('@/core/apiRoot') as typeof import('@/core/apiRoot')
    expect(getApiRoot()).toBe('https://api.example.test')
    expect(taroMock().storage.get('_apiRoot')).toMatchObject({ data: { root: 'https://api.example.test', configured: 'https://api.example.test' }, timeout: 0 })
    expect(apiUrl('/login/login')).toBe('https://api.example.test/login/login')
  })

  test('a cached root wins over the default; setApiRoot trims trailing slashes', () => {
    const { getApiRoot, setApiRoot } = require('@/core/apiRoot') as typeof import('@/core/apiRoot')
    setApiRoot('http://10.0.0.2:3000/')
    expect(getApiRoot()).toBe('http://10.0.0.2:3000')
  })

  test('a development weapp build with nothing configured calls the local reference backend', () => {
    delete process.env.TARO_APP_API_ROOT
    process.env.TARO_ENV = 'weapp'
    process.env.NODE_ENV = 'development'
    const { getApiRoot } = require('@/core/apiRoot') as typeof import('@/core/apiRoot')
    expect(getApiRoot()).toBe('http://127.0.0.1:3000')
  })

  test('a production build never defaults to a local address', () => {
    delete process.env.TARO_APP_API_ROOT
    process.env.TARO_ENV = 'weapp'
    process.env.NODE_ENV = 'production'
    const { LOCAL_API_ROOT } = require('@/config') as typeof import('@/config')
    expect(LOCAL_API_ROOT).toBe('')
    const { getApiRoot } = require('@/core/apiRoot') as typeof import('@/core/apiRoot')
    expect(() => getApiRoot()).toThrow('TARO_APP_API_ROOT')
    expect(taroMock().storage.has('_apiRoot')).toBe(false)
  })

  test('H5 with nothing configured keeps using the page origin, in production too', () => {
    delete process.env.TARO_APP_API_ROOT
    process.env.NODE_ENV = 'production'
    process.env.TARO_ENV = 'h5'
    const { getApiRoot } = require('@/core/apiRoot') as typeof import('@/core/apiRoot')
    const origin = 'http://market.example.test'
    ;(globalThis as { window?: unknown }).window = { location: { origin } }
    try {
      expect(getApiRoot()).toBe(origin)
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })

  /** Runs `fn` in a fresh module registry built with `apiRoot` configured, on the given device storage. */
  function build<T>(apiRoot: string | undefined, storage: Map<string, unknown>, fn: (api: typeof import('@/core/apiRoot')) => T): T {
    jest.resetModules()
    if (apiRoot === undefined) delete process.env.TARO_APP_API_ROOT
    else process.env.TARO_APP_API_ROOT = apiRoot
    process.env.TARO_ENV = 'weapp'
    process.env.NODE_ENV = 'development'
    const mock = taroMock()
    mock.storage = storage
    return fn(require('@/core/apiRoot') as typeof import('@/core/apiRoot'))
  }

  test('a root cached by a build without TARO_APP_API_ROOT does not outlive a build that configures one', () => {
    const phone = new Map<string, unknown>()
    expect(build(undefined, phone, (api) => api.getApiRoot())).toBe('http://127.0.0.1:3000')
    expect(build('https://api.market.test', phone, (api) => api.getApiRoot())).toBe('https://api.market.test')
    expect(phone.get('_apiRoot')).toMatchObject({ data: { root: 'https://api.market.test', configured: 'https://api.market.test' } })
  })

  test('a root cached by one configured build is replaced by a build configuring another', () => {
    const phone = new Map<string, unknown>()
    build('https://old.market.test', phone, (api) => api.getApiRoot())
    expect(build('https://new.market.test/', phone, (api) => api.getApiRoot())).toBe('https://new.market.test')
  })

  test('a root set on the device (setApiRoot) holds while the builds configure the same root', () => {
    const phone = new Map<string, unknown>()
    build('https://api.market.test', phone, (api) => api.setApiRoot('http://10.0.0.2:3000'))
    expect(build('https://api.market.test', phone, (api) => api.getApiRoot())).toBe('http://10.0.0.2:3000')
    expect(build('https://api2.market.test', phone, (api) => api.getApiRoot())).toBe('https://api2.market.test')
  })

  test("an older app's bare cached string (no build value beside it) is discarded", () => {
    const phone = new Map<string, unknown>([['_apiRoot', { data: 'http://127.0.0.1:3000', timeout: 0, createTime: Date.now() }]])
    expect(build('https://api.market.test', phone, (api) => api.getApiRoot())).toBe('https://api.market.test')
  })
})

describe('the build refuses a production mini-program without an API root', () => {
  const { apiRootProblem } = require('../../config/env') as typeof import('../../config/env')

  test.each<[Record<string, string>, RegExp | null]>([
    [{ TARO_ENV: 'weapp', NODE_ENV: 'production' }, /needs TARO_APP_API_ROOT/],
    [{ TARO_ENV: 'weapp' }, /needs TARO_APP_API_ROOT/],
    [{ TARO_ENV: 'weapp', NODE_ENV: 'production', TARO_APP_API_ROOT: '127.0.0.1:3000' }, /must be an https URL/],
    // WeChat calls only https domains: a production mini-program refuses http.
    [{ TARO_ENV: 'weapp', NODE_ENV: 'production', TARO_APP_API_ROOT: 'http://127.0.0.1:3000' }, /must be an https URL.*WeChat calls only https/],
    [{ TARO_ENV: 'weapp', NODE_ENV: 'production', TARO_APP_API_ROOT: 'http://api.example.com' }, /must be an https URL/],
    [{ TARO_ENV: 'weapp', NODE_ENV: 'production', TARO_APP_API_ROOT: 'https://api.example.com' }, null],
    [{ TARO_ENV: 'weapp', NODE_ENV: 'development' }, null],
    [{ TARO_ENV: 'h5', NODE_ENV: 'production' }, null],
  ])('%p', (env, problem) => {
    const result = apiRootProblem(env)
    if (problem) expect(result).toMatch(problem)
    else expect(result).toBeNull()
  })
})
