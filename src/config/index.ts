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
  /** TARO_APP_PRINTER: 'ble' prints receipts over the phone's Bluetooth; else the stand-in printer (core/ble). */
  printer: env(process.env.TARO_APP_PRINTER, 'stand-in'),
} as const

/**
 * Where a development weapp build calls when no API root is configured: the reference backend on
 * this machine. Empty in production builds, so no local address ships to phones (the build folds
 * the condition away).
 */
export const LOCAL_API_ROOT = process.env.NODE_ENV === 'production' ? '' : 'http://127.0.0.1:3000'

/**
 * Text shades of the brand colours: each darkened just enough for WCAG AA contrast (4.5:1) on
 * white and on the app's light greys (#f2f3f5 and lighter), and white text on them passes too.
 * Use them wherever the colour is text (status tags, prices, hints, outlined buttons) or is the
 * fill behind white text (solid buttons, badges); the brand colours stay for borders, icons,
 * charts and light fills. The primary green (#0A670E, 7.1:1 on white) is its own text shade.
 */
export const TEXT_COLORS = {
  /** #4cd964 (1.8:1 on white) darkened. */
  success: '#1b7e2c',
  /** #f0ad4e (1.9:1) darkened; a solid warning button keeps the brand fill with dark text. */
  warning: '#9a6100',
  /** #f56c6c (2.9:1) darkened; also money amounts and the required-field star. */
  error: '#c23a3a',
  /** Secondary text: meta lines, labels, hints (was #8a8f99, 3.2:1). */
  help: '#646a73',
  /** Placeholders of choice rows, as NutUI's input placeholders (was #c2c4cc, 1.7:1). */
  placeholder: '#757575',
} as const

/**
 * Theme colours (spec section 9): primary green, supplier accent blue, success, warning, error.
 * The supplier blue is Ant Design's blue-7: white text on it reaches 6.2:1 (blue-6, #1677ff, only
 * 4.1:1, under AA for the navigation bar title).
 */
export const THEME = {
  primary: APP_CONFIG.themeColor,
  supplierAccent: '#0958d9',
  success: '#4cd964',
  warning: '#f0ad4e',
  error: '#f56c6c',
  money: TEXT_COLORS.error,
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
