import { STATE, type Envelope } from '@/contract'

/** User-facing messages shared by several handlers. */
export const MSG = {
  OK: '操作成功',
  NOT_LOGGED_IN: '登录已失效，请重新登录',
  NOT_FOUND: '记录不存在',
  NOT_OPEN: '该接口尚未开放',
  BAD_PATH: '请求地址出错',
  BUSY: '服务器繁忙，请稍后再试',
  BAD_REQUEST: '请求格式不正确',
  TOO_LARGE: '请求内容过长',
  FORBIDDEN: '无权访问该功能',
  ADMIN_ONLY: '仅商户管理员可操作',
} as const

/** A business failure: answered as HTTP 200 with this state and message. */
export class BizError extends Error {
  constructor(
    message: string,
    readonly state: number = 1,
  ) {
    super(message)
    this.name = 'BizError'
  }
}

/** A handler result that carries its own success message. */
export class WithMsg<R> {
  constructor(
    readonly result: R,
    readonly msg: string,
  ) {}
}

export const ok = <R>(result: R, msg: string = MSG.OK): Envelope<R> => ({ state: 0, msg, result })
export const fail = (msg: string, state = 1): Envelope<null> => ({ state, msg, result: null })
/** 记录不存在, with its own state (STATE.NOT_FOUND): the app offers the way back, not a retry. */
export const notFound = (): BizError => new BizError(MSG.NOT_FOUND, STATE.NOT_FOUND)
