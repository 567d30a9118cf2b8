/**
 * Build-time configuration (spec sections 3 and 9), overridable per build through environment
 * variables. Taro replaces `process.env.<NAME>` in app code with these values.
 */
const KEYS = [
  'TARO_APP_ID',
  'TARO_APP_VERSION',
  'TARO_APP_VERSION_CODE',
  'TARO_APP_NAME',
  'TARO_APP_THEME',
  'TARO_APP_API_ROOT',
  'TARO_APP_UPLOAD_PATH',
  'TARO_APP_MP_APPID',
  'TARO_APP_TMPL_ORDER',
  'TARO_APP_TMPL_BILL',
  'TARO_APP_TMPL_REPAIR',
  'TARO_APP_PRINTER',
] as const

export function envDefines(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const k of KEYS) out[k] = JSON.stringify(process.env[k] ?? '')
  return out
}

/**
 * Why this build must not go ahead, or null. A production mini-program build needs
 * TARO_APP_API_ROOT, and an https one: a mini-program has no page origin to fall back to, a local
 * address would ship to every phone, and WeChat calls only https domains (wx.request refuses
 * http on phones). H5 calls the host that served it; development builds call the local backend.
 */
export function apiRootProblem(env: Record<string, string | undefined> = process.env): string | null {
  if (env.TARO_ENV === 'h5' || env.NODE_ENV === 'development') return null
  const root = env.TARO_APP_API_ROOT ?? ''
  if (!root) {
    return (
      `A production ${env.TARO_ENV ?? 'mini-program'} build needs TARO_APP_API_ROOT, the https API root the app calls, ` +
      'e.g. TARO_APP_API_ROOT=https://api.example.com npm run build:weapp ' +
      '(for the local backend of npm start: npm run dev:weapp).'
    )
  }
  if (!/^https:\/\/[^\s/]+/.test(root)) {
    return (
      `TARO_APP_API_ROOT must be an https URL such as https://api.example.com, got "${root}": ` +
      'WeChat calls only https domains (for the local backend of npm start: npm run dev:weapp).'
    )
  }
  return null
}
