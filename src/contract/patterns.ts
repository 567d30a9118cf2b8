/**
 * Named input patterns (spec section 5) and the words shown when a value fails one: the one rule
 * set of the app's form rules (core/validate) and the server's field parsers (server/lib/fields.ts).
 * Every pattern is anchored at both ends and carries no `g`/`y` flag, so `test` is stateless and
 * the patterns can be shared freely.
 */

/** Province abbreviations that open a mainland licence plate. */
const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'

/** Mobile phone, the spec's stricter form: 11 digits, `1` then 3, 4, 5, 7, 8 or 9. */
const MOBILE = '1[345789]\\d{9}'
export const mobile = new RegExp(`^${MOBILE}$`)

/**
 * Contact phone: a mobile number, or a landline written with a hyphen: area code `0` plus 2-3
 * digits, 7-8 digit number, optional `-` extension of 1-6 digits (0571-88886666, 010-1234567-123).
 */
export const contactPhone = new RegExp(`^(?:${MOBILE}|0\\d{2,3}-\\d{7,8}(?:-\\d{1,6})?)$`)

/**
 * Licence plate: province character, an upper-case letter, 4-5 upper-case alphanumerics, then an
 * upper-case alphanumeric or one of 挂学警港澳 (7 or 8 characters; new-energy plates such as
 * 粤B12345D pass).
 */
export const plate = new RegExp(`^[${PLATE_PROVINCES}][A-Z][A-Z0-9]{4,5}[A-Z0-9挂学警港澳]$`)

/** A temporary number for a vehicle without plates (gate getRandomPlateNumber): 临 + 6 upper-case alphanumerics. */
export const tempPlate = /^临[A-Z0-9]{6}$/

/**
 * Strong password: at least 8 characters with a digit, an upper-case letter, a lower-case letter
 * and a special character (ASCII punctuation such as `!@#$%^&*`).
 */
export const strongPassword = /^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[!-/:-@\[-`{-~]).{8,}$/

/**
 * General password: 6-16 printable ASCII characters (hence no spaces and no Chinese), neither
 * only digits, nor only letters, nor only symbols.
 */
export const password = /^(?![0-9]+$)(?![A-Za-z]+$)(?![^0-9A-Za-z]+$)[!-~]{6,16}$/

/** User name: 4-20 ASCII letters, digits or underscores. */
export const username = /^[A-Za-z0-9_]{4,20}$/

/** ID card number: 15 digits, or 17 digits plus a digit or X/x. */
export const idCard = /^(?:\d{15}|\d{17}[\dXx])$/

/** Price: a non-negative number with up to 2 decimals, no leading zeros (0, 12, 12.5, 0.99). */
export const price = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/

/**
 * Decimal: the spec's "1-4 digits" read as a non-negative number with at most 4 decimal places
 * (3, 0.5, 12.3456).
 */
export const decimal = /^(?:0|[1-9]\d*)(?:\.\d{1,4})?$/

/** Positive integer: 1, 2, 3... without leading zeros. */
export const positiveInt = /^[1-9]\d*$/

/** Age: an integer from 1 to 120. */
export const age = /^(?:[1-9]\d?|1[01]\d|120)$/

/** Number of days: an integer from 0 to 100. */
export const days = /^(?:[1-9]?\d|100)$/

/** Product code: one or more ASCII letters or digits. */
export const productCode = /^[A-Za-z0-9]+$/

/** RFID code: exactly 24 ASCII letters or digits. */
export const rfid = /^[A-Za-z0-9]{24}$/

/**
 * Chinese name: at least 2 Chinese characters; only Chinese characters and the middle dot `·`,
 * which may only stand between two characters (阿卜杜·热合曼).
 */
export const chineseName = /^\p{Script=Han}(?:·?\p{Script=Han})+$/u

/** Coordinate (longitude or latitude): optional minus sign, a number with up to 6 decimals. */
export const coordinate = /^-?(?:0|[1-9]\d*)(?:\.\d{1,6})?$/

/** Postal code: 6 digits. */
export const postalCode = /^\d{6}$/

/** E-mail address: local part, `@`, dot-separated domain ending in a 2+ letter top-level domain. */
export const email = /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/** All named patterns by name. */
export const PATTERNS = {
  mobile,
  contactPhone,
  plate,
  tempPlate,
  username,
  strongPassword,
  password,
  idCard,
  price,
  decimal,
  positiveInt,
  age,
  days,
  productCode,
  rfid,
  chineseName,
  coordinate,
  postalCode,
  email,
} as const satisfies Record<string, RegExp>

/** The name of a named pattern. */
export type PatternName = keyof typeof PATTERNS

/**
 * What the user is told when a value fails a pattern: the client's form rules (`errorMsg`) and the
 * server's field parsers (the answer's msg) use these words, so both sides say the same thing.
 */
export const PATTERN_MESSAGES: Record<PatternName, string> = {
  mobile: '手机号格式不正确',
  contactPhone: '联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）',
  plate: '车牌号格式不正确',
  tempPlate: '临时车牌号格式不正确',
  username: '用户名需为4-20位字母、数字或下划线',
  strongPassword: '密码至少8位，须包含数字、大写字母、小写字母和特殊字符',
  password: '密码为6-16位，不能是纯数字、纯字母或纯符号，不能含空格和中文',
  idCard: '身份证号格式不正确',
  price: '价格格式不正确，最多2位小数',
  decimal: '数值格式不正确，最多4位小数',
  positiveInt: '请输入正整数',
  age: '年龄需为1-120的整数',
  days: '天数需为0-100的整数',
  productCode: '商品编码只能包含字母和数字',
  rfid: 'RFID编码需为24位字母或数字',
  chineseName: '姓名需为至少2个汉字',
  coordinate: '坐标格式不正确，最多6位小数',
  postalCode: '邮政编码需为6位数字',
  email: '邮箱格式不正确',
}
