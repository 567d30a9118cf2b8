/**
 * Application configuration (spec sections 3 and 9). Every value can be overridden per build
 * through the environment variable named beside it (see config/env.ts and the README).
 */
const env = (value: string | undefined, fallback: string): string => (value ? value : fallback)

export const APP_CONFIG = {
  /** TARO_APP_ID */
  appId: env(process.env.TARO_APP_ID, 'agri-market'),
  /** TARO_APP_NAME: the centre's name, also the default page title. */
  appName: env(process.env.TARO_APP_NAME, '农产品交易中心'),
  /** TARO_APP_VERSION / TARO_APP_VERSION_CODE (spec section 9: 1.0.0, code 100). */
  version: env(process.env.TARO_APP_VERSION, '1.0.0'),
  versionCode: Number(env(process.env.TARO_APP_VERSION_CODE, '100')),
  /** TARO_APP_THEME */
  themeColor: env(process.env.TARO_APP_THEME, '#0A670E'),
  /**
   * TARO_APP_API_ROOT: the default API root. Empty means "the host that served the app" on H5
   * (the reference backend serves both) and, in a development build only, the local backend on
   * weapp: a production weapp build refuses to run without it (config/env.ts apiRootProblem).
   */
  apiRoot: env(process.env.TARO_APP_API_ROOT, ''),
  /** TARO_APP_UPLOAD_PATH */
  uploadPath: env(process.env.TARO_APP_UPLOAD_PATH, '/api/user/fileUpload/file/imgUpload'),
  /** TARO_APP_MP_APPID: the WeChat mini-program app id. */
  mpAppId: env(process.env.TARO_APP_MP_APPID, 'touristappid'),
  /** Subscribe-message template ids: TARO_APP_TMPL_ORDER, TARO_APP_TMPL_BILL, TARO_APP_TMPL_REPAIR. */
  subscribeTemplates: {
    order: env(process.env.TARO_APP_TMPL_ORDER, 'tmpl-order-status'),
    bill: env(process.env.TARO_APP_TMPL_BILL, 'tmpl-bill-due'),
    repair: env(process.env.TARO_APP_TMPL_REPAIR, 'tmpl-repair-progress'),
  },
} as const

/**
 * Where a development weapp build calls when no API root is configured: the reference backend on
 * this machine. Empty in production builds, so no local address ships to phones (the build folds
 * the condition away).
 */
export const LOCAL_API_ROOT = process.env.NODE_ENV === 'production' ? '' : 'http://127.0.0.1:3000'

/** Theme colours (spec section 9). */
export const THEME = {
  primary: APP_CONFIG.themeColor,
  supplierAccent: '#1677ff',
  success: '#4cd964',
  warning: '#f0ad4e',
  error: '#f56c6c',
  money: '#f56c6c',
} as const

/** Spec section 9: the time-out of every network call (request, socket connect, upload, download). */
const NETWORK_TIMEOUT_MS = 60000

/** Time limits and defaults (spec section 9). */
export const LIMITS = {
  requestTimeoutMs: NETWORK_TIMEOUT_MS,
  /** The mini-program's app.json `networkTimeout`, and the `timeout` of each upload and download. */
  networkTimeoutMs: {
    request: NETWORK_TIMEOUT_MS,
    connectSocket: NETWORK_TIMEOUT_MS,
    uploadFile: NETWORK_TIMEOUT_MS,
    downloadFile: NETWORK_TIMEOUT_MS,
  },
  switchPageTimeoutMs: 1500,
  cacheSeconds: 1200,
  toastMs: 2800,
  successToastMs: 1500,
  roundingMax: 292,
  pageSize: 20,
  maxPageStack: 10,
  maxRequestsInFlight: 10,
} as const
