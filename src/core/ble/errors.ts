/** WeChat's BLE error codes in the words the print screen shows. */

const BLE_ERROR_TEXT: Record<number, string> = {
  10000: '蓝牙未开启，请打开手机蓝牙后重试',
  10001: '蓝牙未开启，请打开手机蓝牙后重试',
  10002: '未找到打印机，请确认打印机已开机',
  10003: '连接失败，请靠近打印机后重试',
  10004: '打印机不支持蓝牙打印服务',
  10005: '打印机不支持蓝牙打印服务',
  10006: '打印机已断开，请重新连接',
  10012: '连接失败，请靠近打印机后重试',
}

/** The Chinese message of a BLE failure; `fallback` when it carries no known code. */
export function bleErrorText(error: unknown, fallback: string): string {
  const code = (error as { errCode?: unknown } | null)?.errCode
  return (typeof code === 'number' && BLE_ERROR_TEXT[code]) || fallback
}

/** A failure in WeChat's shape, for the stand-in and the printer functions. */
export const bleError = (errCode: number, errMsg: string): { errCode: number; errMsg: string } => ({ errCode, errMsg })
