/**
 * A controllable stand-in for `@tarojs/taro` under jest. Tests drive it through `taroMock`:
 * answer requests, answer modals, inspect the page stack, fire page lifecycle events.
 */
import { useEffect, useRef } from 'react'

type Listener = (...args: unknown[]) => void

class Events {
  private listeners = new Map<string, Set<Listener>>()
  on(name: string, fn: Listener) {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set())
    this.listeners.get(name)!.add(fn)
    return this
  }
  off(name: string, fn?: Listener) {
    if (fn) this.listeners.get(name)?.delete(fn)
    else this.listeners.delete(name)
    return this
  }
  trigger(name: string, ...args: unknown[]) {
    this.listeners.get(name)?.forEach((fn) => fn(...args))
    return this
  }
}

export interface RequestOptions {
  url: string
  method?: string
  data?: unknown
  header?: Record<string, string>
  timeout?: number
  success?: (res: { statusCode: number; data: unknown; header: Record<string, string> }) => void
  fail?: (err: { errMsg: string }) => void
  complete?: () => void
}
export interface FakeResponse {
  statusCode?: number
  data?: unknown
  /** Never answer (to exercise time-outs). */
  hang?: boolean
  /** Fail at the network level. */
  fail?: string
}
type ModalOptions = { title?: string; content?: string; showCancel?: boolean; confirmText?: string; cancelText?: string }

const hooks = new Events()

export const taroMock = {
  storage: new Map<string, unknown>(),
  requests: [] as RequestOptions[],
  requestHandler: (_opts: RequestOptions): FakeResponse | Promise<FakeResponse> => ({ statusCode: 200, data: { state: 0, msg: '', result: null } }),
  modals: [] as ModalOptions[],
  /** How the next modals are answered: true = confirm, false = cancel. */
  modalAnswer: true,
  toasts: [] as Array<{ title: string; icon?: string; duration?: number }>,
  loadings: [] as string[],
  loadingVisible: false,
  pages: [{ route: 'pages/navi', options: {} as Record<string, string> }],
  navigations: [] as Array<{ kind: string; url: string }>,
  routerParams: {} as Record<string, string>,
  /** Delay before a navigation completes (ms). */
  navigationDelay: 0,
  env: 'WEAPP' as 'WEAPP' | 'WEB',
  uploads: [] as Array<{ url: string; filePath: string; name: string; header?: Record<string, string> }>,
  uploadHandler: (_o: { url: string; filePath: string }): { statusCode: number; data: string } => ({
    statusCode: 200,
    data: JSON.stringify({ state: 0, msg: '', result: { url: '/uploads/x.png' } }),
  }),
  chosenImages: ['/tmp/photo.png'],
  /** Listeners of Taro.onPageNotFound: call them as the platform would for an unknown page. */
  pageNotFoundListeners: [] as Array<(res: { path: string; isEntryPage: boolean }) => void>,
  /** The device's network as Taro.getNetworkType answers it; `setNetwork` tells onNetworkStatusChange's listeners. */
  networkConnected: true,
  networkListeners: [] as Array<(res: { isConnected: boolean; networkType: string }) => void>,
  setNetwork(connected: boolean) {
    this.networkConnected = connected
    this.networkListeners.forEach((fn) => fn({ isConnected: connected, networkType: connected ? 'wifi' : 'none' }))
  },
  /** Fire a page lifecycle hook registered with usePullDownRefresh, useReachBottom, useDidShow... */
  fire(name: 'pullDownRefresh' | 'reachBottom' | 'didShow' | 'didHide' | 'load' | 'ready', ...args: unknown[]) {
    hooks.trigger(name, ...args)
  },
  reset() {
    this.storage.clear()
    this.requests = []
    this.requestHandler = () => ({ statusCode: 200, data: { state: 0, msg: '', result: null } })
    this.modals = []
    this.modalAnswer = true
    this.toasts = []
    this.loadings = []
    this.loadingVisible = false
    this.pages = [{ route: 'pages/navi', options: {} }]
    this.navigations = []
    this.routerParams = {}
    this.navigationDelay = 0
    this.env = 'WEAPP'
    this.uploads = []
    this.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: { url: '/uploads/x.png' } }) })
    this.chosenImages = ['/tmp/photo.png']
    this.pageNotFoundListeners = []
    this.setNetwork(true)
    eventCenter = new Events()
    Taro.eventCenter = eventCenter
  },
}

let eventCenter = new Events()

function parseUrl(url: string) {
  const [path, query = ''] = url.split('?')
  const options: Record<string, string> = {}
  query.split('&').filter(Boolean).forEach((kv) => {
    const [k, v = ''] = kv.split('=')
    options[decodeURIComponent(k)] = decodeURIComponent(v)
  })
  return { route: path.replace(/^\//, ''), options }
}

function navigation(kind: string, apply: (page: { route: string; options: Record<string, string> }) => void) {
  return (opts: { url?: string; delta?: number; success?: () => void; fail?: (e: unknown) => void; complete?: () => void } = {}) =>
    new Promise<{ errMsg: string }>((resolve) => {
      const done = () => {
        taroMock.navigations.push({ kind, url: opts.url ?? `delta:${opts.delta ?? 1}` })
        apply(parseUrl(opts.url ?? ''))
        const res = { errMsg: `${kind}:ok` }
        opts.success?.()
        opts.complete?.()
        resolve(res)
      }
      if (taroMock.navigationDelay) setTimeout(done, taroMock.navigationDelay)
      else done()
    })
}

function hook(name: string) {
  return (fn: (...args: unknown[]) => void) => {
    const ref = useRef(fn)
    ref.current = fn
    useEffect(() => {
      const l = (...args: unknown[]) => ref.current(...args)
      hooks.on(name, l)
      return () => {
        hooks.off(name, l)
      }
    }, [])
  }
}

export const ENV_TYPE = { WEAPP: 'WEAPP', WEB: 'WEB' }

const Taro = {
  ENV_TYPE,
  getEnv: () => taroMock.env,
  get eventCenter() {
    return eventCenter
  },
  set eventCenter(v: Events) {
    eventCenter = v
  },
  Events,
  request(opts: RequestOptions) {
    taroMock.requests.push(opts)
    let aborted = false
    Promise.resolve(taroMock.requestHandler(opts)).then((res) => {
      if (aborted || res.hang) return
      if (res.fail) opts.fail?.({ errMsg: res.fail })
      else opts.success?.({ statusCode: res.statusCode ?? 200, data: res.data, header: {} })
      opts.complete?.()
    })
    const task = Promise.resolve() as Promise<void> & { abort: () => void }
    task.abort = () => {
      aborted = true
      opts.fail?.({ errMsg: 'request:fail abort' })
    }
    return task
  },
  uploadFile(opts: { url: string; filePath: string; name: string; header?: Record<string, string>; formData?: unknown }) {
    taroMock.uploads.push(opts)
    return Promise.resolve(taroMock.uploadHandler(opts))
  },
  chooseImage: (_o?: unknown) => Promise.resolve({ tempFilePaths: taroMock.chosenImages, tempFiles: taroMock.chosenImages.map((path) => ({ path, size: 1000 })) }),
  chooseMedia: (_o?: unknown) => Promise.resolve({ tempFiles: taroMock.chosenImages.map((tempFilePath) => ({ tempFilePath, size: 1000 })) }),
  previewImage: (_o?: unknown) => Promise.resolve(),
  showModal(opts: ModalOptions & { success?: (r: { confirm: boolean; cancel: boolean }) => void }) {
    taroMock.modals.push({ title: opts.title, content: opts.content, showCancel: opts.showCancel, confirmText: opts.confirmText, cancelText: opts.cancelText })
    const confirm = opts.showCancel === false ? true : taroMock.modalAnswer
    const res = { confirm, cancel: !confirm, errMsg: 'showModal:ok' }
    opts.success?.(res)
    return Promise.resolve(res)
  },
  showToast(opts: { title: string; icon?: string; duration?: number }) {
    taroMock.toasts.push({ title: opts.title, icon: opts.icon, duration: opts.duration })
    return Promise.resolve()
  },
  hideToast: () => Promise.resolve(),
  showLoading(opts: { title: string }) {
    taroMock.loadings.push(opts.title)
    taroMock.loadingVisible = true
    return Promise.resolve()
  },
  hideLoading() {
    taroMock.loadingVisible = false
    return Promise.resolve()
  },
  getStorageSync: (key: string) => (taroMock.storage.has(key) ? taroMock.storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => {
    taroMock.storage.set(key, value)
  },
  removeStorageSync: (key: string) => {
    taroMock.storage.delete(key)
  },
  clearStorageSync: () => taroMock.storage.clear(),
  getCurrentPages: () => taroMock.pages.map((p) => ({ route: p.route, options: p.options })),
  getNetworkType: (o: { success?: (r: { networkType: string }) => void } = {}) => {
    const res = { networkType: taroMock.networkConnected ? 'wifi' : 'none' }
    o.success?.(res)
    return Promise.resolve(res)
  },
  onNetworkStatusChange: (listener: (res: { isConnected: boolean; networkType: string }) => void) => {
    taroMock.networkListeners.push(listener)
  },
  onPageNotFound: (listener: (res: { path: string; isEntryPage: boolean }) => void) => {
    taroMock.pageNotFoundListeners.push(listener)
  },
  getCurrentInstance: () => ({ router: { params: taroMock.routerParams, path: '/' + taroMock.pages[taroMock.pages.length - 1].route } }),
  navigateTo: navigation('navigateTo', (p) => taroMock.pages.push(p)),
  redirectTo: navigation('redirectTo', (p) => {
    taroMock.pages[taroMock.pages.length - 1] = p
  }),
  reLaunch: navigation('reLaunch', (p) => {
    taroMock.pages = [p]
  }),
  switchTab: navigation('switchTab', (p) => {
    taroMock.pages = [p]
  }),
  navigateBack: (opts: { delta?: number } = {}) =>
    navigation('navigateBack', () => {
      const delta = opts.delta ?? 1
      taroMock.pages = taroMock.pages.slice(0, Math.max(1, taroMock.pages.length - delta))
    })(opts),
  stopPullDownRefresh: () => Promise.resolve(),
  startPullDownRefresh: () => Promise.resolve(),
  setNavigationBarTitle: () => Promise.resolve(),
  makePhoneCall: (_o: { phoneNumber: string }) => Promise.resolve(),
  setClipboardData: (_o: { data: string }) => Promise.resolve(),
  scanCode: () => Promise.resolve({ result: '' }),
  login: () => Promise.resolve({ code: 'test-code' }),
  nextTick: (fn: () => void) => void setTimeout(fn, 0),
  /** jsdom has no mini-program nodes: a query never answers (a canvas pad stays uninitialised). */
  createSelectorQuery() {
    const query = { select: () => query, fields: () => query, exec: () => query }
    return query
  },
  getMenuButtonBoundingClientRect: () => ({ top: 24, bottom: 56, height: 32, width: 87, left: 281, right: 368 }),
  getSystemInfoSync: () => ({ statusBarHeight: 20, windowWidth: 375, windowHeight: 667, platform: 'devtools' }),
  getWindowInfo: () => ({ statusBarHeight: 20, windowWidth: 375, windowHeight: 667 }),
  pxTransform: (n: number) => `${n / 2}px`,
  useLoad: hook('load'),
  useReady: hook('ready'),
  useDidShow: hook('didShow'),
  useDidHide: hook('didHide'),
  useUnload: hook('unload'),
  useLaunch: hook('launch'),
  usePullDownRefresh: hook('pullDownRefresh'),
  useReachBottom: hook('reachBottom'),
  useRouter: () => ({ params: taroMock.routerParams, path: '/' + taroMock.pages[taroMock.pages.length - 1].route }),
}

export const {
  useLoad,
  useReady,
  useDidShow,
  useDidHide,
  useUnload,
  useLaunch,
  usePullDownRefresh,
  useReachBottom,
  useRouter,
  getCurrentInstance,
  getEnv,
  pxTransform,
  nextTick,
  createSelectorQuery,
} = Taro
export { Events }
export default Taro
