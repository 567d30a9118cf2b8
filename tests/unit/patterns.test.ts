import { PATTERN_MESSAGES, PATTERNS, type PatternName } from '@/contract/patterns'

/**
 * Per pattern: samples that must match and samples that must not (spec section 5). The one rule
 * set of the app's form rules and the server's field parsers (server/lib/fields.ts).
 */
const SAMPLES: Record<PatternName, { pass: string[]; fail: string[] }> = {
  // The spec's stricter form: the second digit is 3, 4, 5, 7, 8 or 9.
  mobile: {
    pass: ['13812345678', '14512345678', '15012345678', '17712345678', '18612345678', '19912345678', '19900000000'],
    fail: ['', '12345678901', '10012345678', '11012345678', '16612345678', '1381234567', '138123456789', '23812345678', '1381234567a', ' 13812345678', '+8613812345678'],
  },
  contactPhone: {
    pass: ['13812345678', '0571-88886666', '010-1234567', '010-12345678', '0571-88886666-123'],
    fail: ['12345678901', '16612345678', '057188886666', '0571 88886666', '571-88886666', '0571-888866', '0571-888866667', '010-1234567-', '1381234567', '13812345678-1'],
  },
  plate: {
    pass: ['浙A12345', '京A1234警', '粤B12345D', '沪AD12345', '川A1234学', '粤Z1234港', '浙B1234挂', '琼AB1C2D', '浙A12345警'],
    fail: ['浙A1234', '浙a12345', 'AB12345', '浙A123456789', '台A12345', '浙112345', '浙A1234警1', '浙A12 45', '浙A1234使'],
  },
  tempPlate: {
    pass: ['临AB12C3', '临123456', '临ABCDEF'],
    fail: ['临AB12C', '临AB12C34', '临ab12c3', '浙AB12C3', 'AB12C3', '临AB-2C3'],
  },
  username: {
    pass: ['supplier01', 'abcd', 'A_b_1', 'x'.repeat(20)],
    fail: ['abc', 'x'.repeat(21), 'bad-name', 'bad name', '用户名称', 'abc!', ''],
  },
  strongPassword: {
    pass: ['Abcdef1!', 'Passw0rd#', 'xY9@xxxxxxxx', 'A1b2C3d4_'],
    fail: ['Abcdef1', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', ''],
  },
  password: {
    pass: ['abc12345', 'abc!@#', '123!@#', 'Ab1!Ab1!Ab1!Ab1!', 'a1b2c3'],
    fail: ['12345678', 'abcdefgh', 'ab cd123', '中文abc123', '!!!!!!', 'ab1', 'abc1234567890abcd', 'abc１２３45', ''],
  },
  idCard: {
    pass: ['110101199003077777', '11010119900307777X', '11010119900307777x', '110101900307777'],
    fail: ['11010119900307777', '1101011990030777777', '11010119900307777Y', '11010190030777X', 'x10101199003077777'],
  },
  price: {
    pass: ['0', '12', '12.5', '12.50', '0.99', '1000000'],
    fail: ['-1', '12.345', '12.', '.5', '01', 'abc', '1,000', ''],
  },
  decimal: {
    pass: ['0', '3', '0.5', '12.3456', '100.1'],
    fail: ['12.34567', '-1.5', '1.', '.1234', '00.1', 'a.1'],
  },
  positiveInt: {
    pass: ['1', '9', '10', '123456'],
    fail: ['0', '-1', '01', '1.0', '1e3', ''],
  },
  age: {
    pass: ['1', '9', '18', '99', '100', '119', '120'],
    fail: ['0', '121', '200', '-1', '01', '18.5', '1000'],
  },
  days: {
    pass: ['0', '1', '30', '99', '100'],
    fail: ['101', '-1', '00', '05', '1.5', '1000'],
  },
  productCode: {
    pass: ['A', 'ABC123', 'abc', '0001'],
    fail: ['', 'AB-123', 'AB 123', '苹果01', 'AB_1'],
  },
  rfid: {
    pass: ['E28011606000020A1B2C3D4E', 'abcdefghijklmnopqrstuvwx', '123456789012345678901234'],
    fail: ['E28011606000020A1B2C3D4', 'E28011606000020A1B2C3D4E5', 'E28011606000020A1B2C3D4-', ''],
  },
  chineseName: {
    pass: ['张三', '欧阳娜娜', '阿卜杜·热合曼', '𠮷野'],
    fail: ['张', '·张', '张3', 'Zhang三', '·张三', '张三·', '阿卜杜··热合曼', '张 三', ''],
  },
  coordinate: {
    pass: ['120', '120.123456', '-33.5', '0', '-0.000001', '30.2741'],
    fail: ['120.1234567', '--1', '+120', '120.', '1,2', 'abc'],
  },
  postalCode: {
    pass: ['310000', '100000', '000000'],
    fail: ['31000', '3100000', '31000a', ''],
  },
  email: {
    pass: ['user@example.com', 'first.last+tag@mail.example.cn', 'a_b-c@sub-domain.org'],
    fail: ['user@', '@example.com', 'user@example', 'user example@x.com', 'user@example.c', 'user@@example.com'],
  },
}

const rows = (kind: 'pass' | 'fail') =>
  (Object.keys(SAMPLES) as PatternName[]).flatMap((name) => SAMPLES[name][kind].map((sample) => [name, sample] as const))

describe('PATTERNS', () => {
  test('every named pattern has samples, and no pattern is stateful', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(PATTERNS).sort())
    Object.values(PATTERNS).forEach((pattern) => expect(pattern.flags).not.toMatch(/[gy]/))
  })

  test.each(rows('pass'))('%s accepts %p', (name, sample) => {
    expect(PATTERNS[name].test(sample)).toBe(true)
  })

  test.each(rows('fail'))('%s rejects %p', (name, sample) => {
    expect(PATTERNS[name].test(sample)).toBe(false)
  })
})

describe('PATTERN_MESSAGES', () => {
  test('every pattern has its own message, in Chinese', () => {
    expect(Object.keys(PATTERN_MESSAGES).sort()).toEqual(Object.keys(PATTERNS).sort())
    Object.values(PATTERN_MESSAGES).forEach((msg) => expect(msg).toMatch(/\p{Script=Han}/u))
    expect(new Set(Object.values(PATTERN_MESSAGES)).size).toBe(Object.keys(PATTERN_MESSAGES).length)
  })

  test.each([
    ['mobile', '手机号格式不正确'],
    ['chineseName', '姓名需为至少2个汉字'],
    ['username', '用户名需为4-20位字母、数字或下划线'],
    ['password', '密码为6-16位，不能是纯数字、纯字母或纯符号，不能含空格和中文'],
  ] as const)('%s: %s', (name, msg) => {
    expect(PATTERN_MESSAGES[name]).toBe(msg)
  })
})
