/**
 * Field parsers for the user-facing formats. The patterns and their messages are the contract's
 * (src/contract/patterns.ts), so the server refuses exactly what the app's form rules refuse, in
 * the same words.
 */
import { KEYWORD_MAX_LENGTH, lengthMessage, PATTERN_MESSAGES, PATTERNS, type PatternName, type TextLimit } from '@/contract'
import { opt, str } from './validate'

/**
 * A typed text field of the contract's TEXT_LIMITS (`textField(TEXT_LIMITS.skuName)`), refused
 * with its `lengthMessage`: the app's form rules read the same entry.
 */
export const textField = (f: TextLimit) => str({ min: f.min, max: f.max, multiline: 'multiline' in f ? f.multiline : undefined, msg: lengthMessage(f) })

/** A string matching one of the contract's named patterns, refused with that pattern's message. */
export const patterned = (name: PatternName, o: { max?: number; trim?: boolean } = {}) => str({ ...o, pattern: PATTERNS[name], msg: PATTERN_MESSAGES[name] })

export const fields = {
  username: () => patterned('username'),
  /** The general password; surrounding spaces are kept, so they fail the pattern. */
  password: () => patterned('password', { trim: false }),
  mobile: () => patterned('mobile'),
  contactPhone: () => patterned('contactPhone'),
  realName: () => patterned('chineseName', { max: 20 }),
  idCard: () => opt(patterned('idCard')),
  email: () => opt(patterned('email', { max: 100 })),
  /** The text of a search filter (keyword, title, name): the app's search boxes stop at the same length. */
  keyword: () => opt(str({ max: KEYWORD_MAX_LENGTH, msg: `搜索内容不能超过${KEYWORD_MAX_LENGTH}个字符` })),
  /** A WeChat code (server-side only: the app never types one). */
  code: () => str({ max: 128, pattern: /^[\x21-\x7e]+$/, msg: '授权码格式不正确' }),
}
