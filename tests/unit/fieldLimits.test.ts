/**
 * The typed text fields' limits live once in the contract (TEXT_LIMITS): the app's form rules
 * (core/validate textRule) and the server's field parsers (server/lib/fields.ts textField) refuse
 * the same values in the same words.
 */
import { lengthMessage, TEXT_LIMITS, type TextLimit } from '@/contract/limits'
import { check, textRule } from '@/core/validate'
import { textField } from '../../server/lib/fields'

const entries = Object.entries(TEXT_LIMITS) as Array<[string, TextLimit]>

/** What the server answers for a value: the parsed text or its refusal. */
function serverSays(limit: TextLimit, value: string): string {
  try {
    return `ok:${textField(limit).parse(value, 'field')}`
  } catch (e) {
    return (e as Error).message
  }
}
const appSays = (limit: TextLimit, value: string): string => {
  const r = check({ field: value }, [textRule('field', limit, '请输入')])
  return r.ok ? `ok:${value}` : r.message
}

test.each(entries)('%s: one past the limit is refused by both with the same message', (_name, limit) => {
  const over = '字'.repeat(limit.max + 1)
  expect(appSays(limit, over)).toBe(lengthMessage(limit))
  expect(serverSays(limit, over)).toBe(lengthMessage(limit))
})

test.each(entries)('%s: the limit itself is accepted by both', (_name, limit) => {
  const atMax = '字'.repeat(limit.max)
  expect(appSays(limit, atMax)).toBe(`ok:${atMax}`)
  expect(serverSays(limit, atMax)).toBe(`ok:${atMax}`)
})

test.each(entries.filter(([, l]) => l.min !== undefined))('%s: one below the minimum is refused by both', (_name, limit) => {
  const short = '字'.repeat((limit.min ?? 0) - 1)
  expect(short).not.toBe('')
  expect(appSays(limit, short)).toBe(lengthMessage(limit))
  expect(serverSays(limit, short)).toBe(lengthMessage(limit))
})

test('the messages read as the spec\'s screens say them', () => {
  expect(lengthMessage(TEXT_LIMITS.skuName)).toBe('商品名称不能超过50个字符')
  expect(lengthMessage(TEXT_LIMITS.complaintContent)).toBe('投诉内容需为10-500个字符')
  expect(lengthMessage(TEXT_LIMITS.remark)).toBe('备注不能超过200个字符')
})
