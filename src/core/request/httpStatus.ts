/** Spec section 8: HTTP status handling. 400 is reported and then handled as 401. */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求错误',
  403: '拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
}
export const OTHER_STATUS_MESSAGE = '数据接口异常'

export const messageForStatus = (status: number): string => HTTP_STATUS_MESSAGES[status] ?? OTHER_STATUS_MESSAGE

/** Statuses after which the user must log in again. */
export const isAuthStatus = (status: number): boolean => status === 400 || status === 401
