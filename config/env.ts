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
] as const

export function envDefines(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const k of KEYS) out[k] = JSON.stringify(process.env[k] ?? '')
  return out
}
