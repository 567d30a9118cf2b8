import { taroMock } from '../mocks/taro'
import { notAfter, notAfterNow, validateNotAfter, validateNotAfterNow } from '@/core/dateChecks'
import { marketNow } from '@/core/marketTime'
import { TEXT_LIMITS } from '@/contract/limits'
import { check, isEmpty, textRule, trimValues, validate, type CheckType, type FormRule, type Rule } from '@/core/validate'

beforeEach(() => taroMock.reset())

/** Checks one value against one rule; true when it passes. */
const passes = (checkType: CheckType, checkRule: Rule['checkRule'], value: unknown) =>
  check({ field: value }, [{ name: 'field', checkType, checkRule, errorMsg: 'bad' }]).ok

describe('check: every check type', () => {
  test.each<[CheckType, Rule['checkRule'], unknown, boolean]>([
    // fixed length, or a length range, in characters
    ['string', '6', 'abcdef', true],
    ['string', 6, '123456', true],
    ['string', '6', 'abcde', false],
    ['string', '6', 'abcdefg', false],
    ['string', '2,20', '张三', true],
    ['string', '2,20', 'a'.repeat(20), true],
    ['string', '2,20', 'a', false],
    ['string', '2,20', 'a'.repeat(21), false],
    ['string', undefined, 'any length', true],
    // integer; checkRule bounds the digit count
    ['int', undefined, '42', true],
    ['int', undefined, -42, true],
    ['int', undefined, '0', true],
    ['int', undefined, '4.2', false],
    ['int', undefined, '042', false],
    ['int', undefined, 'abc', false],
    ['int', '3', '123', true],
    ['int', '3', '-123', true],
    ['int', '3', '1234', false],
    ['int', '1,4', '1234', true],
    ['int', '1,4', '12345', false],
    // number within min,max
    ['between', '1,100', '1', true],
    ['between', '1,100', '100', true],
    ['between', '1,100', 50.5, true],
    ['between', '-10,10', '-9.99', true],
    ['between', '1,100', '0', false],
    ['between', '1,100', '100.01', false],
    ['between', '1,100', '5a', false],
    ['between', '1,100', '1e1', false],
    // integer of at most two digits within min,max
    ['betweenD', '1,31', '1', true],
    ['betweenD', '1,31', 31, true],
    ['betweenD', '1,31', '32', false],
    ['betweenD', '0,150', '100', false],
    ['betweenD', '1,31', '1.5', false],
    ['betweenD', '1,31', '05', false],
    // decimal (with a fractional part) within min,max
    ['betweenF', '0,10', '5.5', true],
    ['betweenF', '0,10', '0.01', true],
    ['betweenF', '0,10', 9.99, true],
    ['betweenF', '0,10', '5', false],
    ['betweenF', '0,10', '10.5', false],
    ['betweenF', '0,10', '5.', false],
    // equals / not equals, compared as strings
    ['same', 'abc123', 'abc123', true],
    ['same', 5, '5', true],
    ['same', 'abc123', 'abc124', false],
    ['same', undefined, 'abc', false],
    ['notsame', 'old-pass', 'new-pass', true],
    ['notsame', 'old-pass', 'old-pass', false],
    // e-mail, mainland mobile (the spec's stricter form), postal code
    ['email', undefined, 'user@example.com', true],
    ['email', undefined, 'user@example', false],
    ['phoneno', undefined, '13812345678', true],
    ['phoneno', undefined, 18612345678, true],
    ['phoneno', undefined, '16612345678', false],
    ['phoneno', undefined, '12345678901', false],
    ['phoneno', undefined, '1381234567', false],
    ['phoneno', undefined, '23812345678', false],
    ['zipcode', undefined, '310000', true],
    ['zipcode', undefined, '31000', false],
    ['zipcode', undefined, '31000a', false],
    // custom pattern: a RegExp or a pattern string
    ['reg', /^[A-Z]{3}\d{3}$/, 'ABC123', true],
    ['reg', /^[A-Z]{3}\d{3}$/, 'abc123', false],
    ['reg', '^\\d{4}$', '2024', true],
    ['reg', '^\\d{4}$', '24', false],
    // membership in a list: an array or a comma-separated string
    ['in', ['kg', 'jin', 'box'], 'jin', true],
    ['in', [1, 2, 3], '2', true],
    ['in', ['kg', 'jin', 'box'], 'ton', false],
    ['in', 'kg, jin, box', 'box', true],
    ['in', 'kg,jin,box', 'ji', false],
    // non-empty
    ['notnull', undefined, 'x', true],
    ['notnull', undefined, 0, true],
    ['notnull', undefined, false, true],
    ['notnull', undefined, ['a'], true],
  ])('%s with checkRule %p: %p passes = %p', (checkType, checkRule, value, expected) => {
    expect(passes(checkType, checkRule, value)).toBe(expected)
  })

  test('reg with a global RegExp gives the same answer every time', () => {
    const rule: Rule = { name: 'code', checkType: 'reg', checkRule: /^\d+$/g, errorMsg: 'bad' }
    expect([1, 2, 3].map(() => check({ code: '123' }, [rule]).ok)).toEqual([true, true, true])
  })

  test.each<[CheckType, Rule['checkRule']]>([
    ['string', 'abc'],
    ['int', '1,x'],
    ['between', undefined],
    ['between', '1,2,3'],
    ['betweenD', ','],
    ['betweenF', /x/],
    ['reg', undefined],
    ['in', 5],
  ])('%s with malformed checkRule %p throws', (checkType, checkRule) => {
    expect(() => passes(checkType, checkRule, '5')).toThrow(/checkRule/)
  })
})

describe('check: empty values', () => {
  const ALL_TYPES: CheckType[] = ['string', 'int', 'between', 'betweenD', 'betweenF', 'same', 'notsame', 'email', 'phoneno', 'zipcode', 'reg', 'in', 'notnull']
  const RULE_FOR: Record<CheckType, Rule['checkRule']> = {
    string: '2,20',
    int: undefined,
    between: '1,100',
    betweenD: '1,31',
    betweenF: '0,10',
    same: '',
    notsame: 'x',
    email: undefined,
    phoneno: undefined,
    zipcode: undefined,
    reg: '^.*$',
    in: ['', 'a'],
    notnull: undefined,
  }
  const EMPTY_VALUES: unknown[] = [undefined, null, '', '   ', []]
  const rows = ALL_TYPES.flatMap((type) => EMPTY_VALUES.map((value) => [type, value] as const))

  test.each(rows)('%s: empty value %p fails with emptyMsg when given', (checkType, value) => {
    const rule: Rule = { name: 'f', checkType, checkRule: RULE_FOR[checkType], errorMsg: '格式不正确', emptyMsg: '请填写' }
    expect(check({ f: value }, [rule])).toEqual({ ok: false, message: '请填写', field: 'f' })
  })

  test.each(rows)('%s: empty value %p fails with errorMsg without emptyMsg', (checkType, value) => {
    const rule: Rule = { name: 'f', checkType, checkRule: RULE_FOR[checkType], errorMsg: '格式不正确' }
    expect(check({ f: value }, [rule])).toEqual({ ok: false, message: '格式不正确', field: 'f' })
  })

  test('a missing field is empty', () => {
    expect(check({}, [{ name: 'phone', checkType: 'phoneno', errorMsg: '手机号格式不正确', emptyMsg: '请输入手机号' }])).toEqual({
      ok: false,
      message: '请输入手机号',
      field: 'phone',
    })
  })

  test('a present but wrong value fails with errorMsg, not emptyMsg', () => {
    expect(check({ phone: '123' }, [{ name: 'phone', checkType: 'phoneno', errorMsg: '手机号格式不正确', emptyMsg: '请输入手机号' }])).toEqual({
      ok: false,
      message: '手机号格式不正确',
      field: 'phone',
    })
  })

  test.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    [' \t\n', true],
    [[], true],
    [0, false],
    [false, false],
    ['0', false],
    [[''], false],
    [{}, false],
  ])('isEmpty(%p) = %p', (value, expected) => {
    expect(isEmpty(value)).toBe(expected)
  })
})

describe('check: rule order', () => {
  const rules: Rule[] = [
    { name: 'name', checkType: 'string', checkRule: '2,20', errorMsg: '姓名为2-20个字', emptyMsg: '请输入姓名' },
    { name: 'phone', checkType: 'phoneno', errorMsg: '请输入正确的手机号' },
    { name: 'zip', checkType: 'zipcode', errorMsg: '邮编为6位数字' },
  ]

  test('all rules pass', () => {
    expect(check({ name: '张三', phone: '13812345678', zip: '310000' }, rules)).toEqual({ ok: true })
  })

  test('no rules pass trivially', () => {
    expect(check({}, [])).toEqual({ ok: true })
  })

  test.each([
    [{ name: '', phone: 'x', zip: 'x' }, '请输入姓名', 'name'],
    [{ name: '张三', phone: 'x', zip: 'x' }, '请输入正确的手机号', 'phone'],
    [{ name: '张三', phone: '13812345678', zip: 'x' }, '邮编为6位数字', 'zip'],
  ])('the first failing rule wins (%p)', (data, message, field) => {
    expect(check(data, rules)).toEqual({ ok: false, message, field })
  })

  test('rules after the first failure are not evaluated', () => {
    const broken: Rule = { name: 'zip', checkType: 'between', errorMsg: 'never reached' }
    expect(check({ phone: 'x', zip: '1' }, [rules[1], broken])).toEqual({ ok: false, message: '请输入正确的手机号', field: 'phone' })
  })
})

describe('validate', () => {
  const rules: Rule[] = [{ name: 'phone', checkType: 'phoneno', errorMsg: '请输入正确的手机号', emptyMsg: '请输入手机号' }]

  test('passing data returns true and shows nothing', () => {
    expect(validate({ phone: '13812345678' }, rules)).toBe(true)
    expect(taroMock.modals).toEqual([])
  })

  test.each([
    ['13', '请输入正确的手机号'],
    ['', '请输入手机号'],
  ])('failing data (%p) returns false and shows the 提示 modal without cancel', (phone, message) => {
    expect(validate({ phone }, rules)).toBe(false)
    expect(taroMock.modals).toEqual([{ title: '提示', content: message, showCancel: false, confirmText: undefined, cancelText: undefined }])
  })
})

describe('date checks', () => {
  const now = new Date(2024, 4, 1, 12, 0, 0).getTime()

  test.each<[unknown, string | null]>([
    ['2024-05-01 12:00:01', '进场时间不能大于当前时间，请重新选择！'],
    ['2024-05-02', '进场时间不能大于当前时间，请重新选择！'],
    [new Date(2025, 0, 1), '进场时间不能大于当前时间，请重新选择！'],
    ['2024-05-01 12:00:00', null],
    ['2024-05-01', null],
    [now - 1, null],
    ['', null],
    [undefined, null],
    [null, null],
    ['not a date', '进场时间不是有效的时间，请重新选择！'],
    // Strict: an impossible date is refused, not rolled over (2024-13-45 would be 2025-02-14).
    ['2024-13-45', '进场时间不是有效的时间，请重新选择！'],
    ['2024-02-30 10:00', '进场时间不是有效的时间，请重新选择！'],
    ['2024-04-31', '进场时间不是有效的时间，请重新选择！'],
    ['x'.repeat(50_000), '进场时间不是有效的时间，请重新选择！'],
    [new Date(now + 1000).toISOString(), '进场时间不能大于当前时间，请重新选择！'],
    [new Date(now - 1000).toISOString(), null],
  ])('notAfterNow(%p)', (value, expected) => {
    expect(notAfterNow(value as string, '进场时间', now)).toBe(expected)
  })

  test("notAfterNow defaults to the market's wall clock (a picked time is the market's)", () => {
    const wall = (minutes: number) => marketNow().add(minutes, 'minute').format('YYYY-MM-DD HH:mm')
    expect(notAfterNow(wall(2), '日期')).toBe('日期不能大于当前时间，请重新选择！')
    expect(notAfterNow(wall(-2), '日期')).toBeNull()
    // A phone set to UTC at 17:00 is on the market's next day already: that day is not the future.
    const zone = process.env.TZ
    process.env.TZ = 'UTC'
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T17:00:00Z'))
    try {
      expect(notAfterNow('2026-11-27 00:00', '入库日期')).toBeNull()
      expect(notAfterNow('2026-11-27 02:00', '入库日期')).toBe('入库日期不能大于当前时间，请重新选择！')
    } finally {
      jest.restoreAllMocks()
      process.env.TZ = zone
    }
  })

  test.each<[unknown, unknown, string | null]>([
    ['2024-05-02', '2024-05-01', '开始时间不能大于结束时间，请重新选择！'],
    ['2024-05-01 10:01', '2024-05-01 10:00', '开始时间不能大于结束时间，请重新选择！'],
    ['2024-05-01', '2024-05-01', null],
    ['2024-04-30', '2024-05-01', null],
    ['', '2024-05-01', null],
    ['2024-05-02', '', null],
    ['2024-05-02', 'invalid', '结束时间不是有效的时间，请重新选择！'],
    ['2024-13-45', '2024-05-01', '开始时间不是有效的时间，请重新选择！'],
    ['2024-04-30', '2024-02-30', '结束时间不是有效的时间，请重新选择！'],
    ['2024-05-01T02:00:00Z', '2024-05-01T10:00:00+08:00', null],
    ['2024-05-01T02:00:00Z', '2024-05-01T09:59:00+08:00', '开始时间不能大于结束时间，请重新选择！'],
  ])('notAfter(%p, %p)', (value, other, expected) => {
    expect(notAfter(value as string, other as string, '开始时间', '结束时间')).toBe(expected)
  })

  test('validateNotAfterNow shows the message in the 提示 modal', () => {
    expect(validateNotAfterNow('2024-05-02', '进场时间', now)).toBe(false)
    expect(validateNotAfterNow('2024-04-30', '进场时间', now)).toBe(true)
    expect(taroMock.modals).toEqual([
      { title: '提示', content: '进场时间不能大于当前时间，请重新选择！', showCancel: false, confirmText: undefined, cancelText: undefined },
    ])
  })

  test('an invalid date fails the check with its message in the 提示 modal', () => {
    expect(validateNotAfterNow('2024-13-45', '进场时间', now)).toBe(false)
    expect(validateNotAfter('2024-05-01', '2024-13-45', '开始时间', '结束时间')).toBe(false)
    expect(taroMock.modals.map((m) => m.content)).toEqual(['进场时间不是有效的时间，请重新选择！', '结束时间不是有效的时间，请重新选择！'])
  })

  test('an invalid reference time is a programming error', () => {
    expect(() => notAfterNow('2024-05-01', '进场时间', 'soon')).toThrow('not a valid time')
  })

  test('validateNotAfter shows the message in the 提示 modal', () => {
    expect(validateNotAfter('2024-05-02', '2024-05-01', '开始时间', '结束时间')).toBe(false)
    expect(validateNotAfter('2024-04-30', '2024-05-01', '开始时间', '结束时间')).toBe(true)
    expect(taroMock.modals).toEqual([
      { title: '提示', content: '开始时间不能大于结束时间，请重新选择！', showCancel: false, confirmText: undefined, cancelText: undefined },
    ])
  })
})

describe('whole-draft checks, optional fields and the contract\'s text limits', () => {
  interface Draft {
    name: string
    lines: Array<{ qty: string }>
  }
  const rules: readonly FormRule<Draft>[] = [
    { name: 'name', checkType: 'notnull', errorMsg: '请输入名称' },
    (d) => (d.lines.length ? null : '请添加商品'),
    (d) => (d.lines.some((l) => !(Number(l.qty) > 0)) ? '数量需大于0' : null),
  ]

  test('field rules and draft checks run in the list order; a draft check fails with its message and no field', () => {
    expect(check({ name: '', lines: [] }, rules)).toEqual({ ok: false, message: '请输入名称', field: 'name' })
    expect(check({ name: 'x', lines: [] }, rules)).toEqual({ ok: false, message: '请添加商品', field: '' })
    expect(check({ name: 'x', lines: [{ qty: '0' }] }, rules)).toEqual({ ok: false, message: '数量需大于0', field: '' })
    expect(check({ name: 'x', lines: [{ qty: '2' }] }, rules)).toEqual({ ok: true })
  })

  test('validate shows a draft check\'s failure in the 提示 modal', () => {
    expect(validate({ name: 'x', lines: [] }, rules)).toBe(false)
    expect(taroMock.modals.map((m) => m.content)).toEqual(['请添加商品'])
  })

  test('an optional rule passes an empty value and checks a typed one', () => {
    const optional: Rule = { name: 'email', checkType: 'email', errorMsg: '邮箱格式不正确', optional: true }
    expect(check({ email: '' }, [optional])).toEqual({ ok: true })
    expect(check({}, [optional])).toEqual({ ok: true })
    expect(check({ email: 'x' }, [optional])).toMatchObject({ ok: false, message: '邮箱格式不正确' })
  })

  test('textRule: the contract limit and its message; required with an empty message, else optional', () => {
    expect(check({ name: 'x'.repeat(51) }, [textRule('name', TEXT_LIMITS.skuName, '请输入商品名称')])).toMatchObject({ message: '商品名称不能超过50个字符' })
    expect(check({ name: '' }, [textRule('name', TEXT_LIMITS.skuName, '请输入商品名称')])).toMatchObject({ message: '请输入商品名称' })
    expect(check({ name: '' }, [textRule('name', TEXT_LIMITS.skuName)])).toEqual({ ok: true })
    expect(check({ name: '店' }, [textRule('name', TEXT_LIMITS.shopName, '请输入店铺名称')])).toMatchObject({ message: '店铺名称需为2-50个字符' })
    expect(check({ name: '字'.repeat(50) }, [textRule('name', TEXT_LIMITS.shopName)])).toEqual({ ok: true })
  })

  test('trimValues drops the spaces around every value', () => {
    expect(trimValues({ a: ' x ', b: '', c: '\ty\n' })).toEqual({ a: 'x', b: '', c: 'y' })
  })
})
