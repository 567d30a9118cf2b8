import { opt, str } from './validate'

/** Spec section 5 patterns, with the messages the app shows for them. */
export const PATTERNS = {
  username: /^[A-Za-z0-9_]{4,20}$/,
  mobile: /^1[3-9]\d{9}$/,
  chineseName: /^[\u4e00-\u9fa5·]{2,20}$/,
  idCard: /^(\d{15}|\d{17}[\dXx])$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
}

export const PASSWORD_MSG = '密码需为6-16位字母、数字或符号的组合'

/** General password: 6-16 chars; not only digits, only letters or only symbols; no spaces or Chinese. */
export function isGeneralPassword(pw: string): boolean {
  if (!/^[\x21-\x7e]{6,16}$/.test(pw)) return false
  return !(/^\d+$/.test(pw) || /^[A-Za-z]+$/.test(pw) || /^[^A-Za-z0-9]+$/.test(pw))
}

/** Field parsers for the user-facing formats, each with its own message. */
export const fields = {
  username: () => str({ pattern: PATTERNS.username, msg: '用户名需为4-20位字母、数字或下划线' }),
  password: () => str({ trim: false, check: isGeneralPassword, msg: PASSWORD_MSG }),
  mobile: () => str({ pattern: PATTERNS.mobile, msg: '手机号格式不正确' }),
  realName: () => str({ pattern: PATTERNS.chineseName, msg: '姓名需为至少2个汉字' }),
  idCard: () => opt(str({ pattern: PATTERNS.idCard, msg: '身份证号格式不正确' })),
  email: () => opt(str({ pattern: PATTERNS.email, max: 100, msg: '邮箱格式不正确' })),
  name: (label: string, max = 50) => str({ max, msg: `${label}长度不能超过${max}个字符` }),
  code: () => str({ max: 128, pattern: /^[\x21-\x7e]+$/, msg: '授权码格式不正确' }),
}
