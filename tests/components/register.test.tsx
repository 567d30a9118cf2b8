import { render } from '@testing-library/react'
import Register from '@/pages/register'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, fieldValue, formBody, lastModal, ok, onPage, requestsTo, typeInto } from './helpers'

const VALID = {
  username: 'new_shop1',
  password: 'abc12345',
  confirm: 'abc12345',
  realName: '李四',
  mobile: '13912345678',
  companyName: '李四蔬菜行',
}

function fill(container: HTMLElement, values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) typeInto(container, k, v)
}

beforeEach(() => onPage('/pages/register', {}, ['pages/navi', 'supplier/login']))

test.each<[Record<string, string>, string]>([
  [{ username: '' }, '请输入用户名'],
  [{ username: 'ab' }, '用户名需为4-20位字母、数字或下划线'],
  [{ password: '12345678', confirm: '12345678' }, '密码为6-16位，不能是纯数字、纯字母或纯符号，不能含空格和中文'],
  [{ confirm: 'abc12346' }, '两次输入的密码不一致'],
  [{ realName: 'Li' }, '姓名需为至少2个汉字'],
  [{ realName: '·张' }, '姓名需为至少2个汉字'],
  [{ mobile: '1391234567' }, '手机号格式不正确'],
  [{ mobile: '12345678901' }, '手机号格式不正确'],
  [{ companyName: '  ' }, '请输入商户名称'],
  [{ idCard: '12345' }, '身份证号格式不正确'],
])('%o fails with %s, sends nothing and keeps the input', async (override, message) => {
  const { container } = render(<Register />)
  fill(container, { ...VALID, ...override })
  await clickButton(container, '注册')
  expect(lastModal()).toEqual(expect.objectContaining({ title: '提示', content: message, showCancel: false }))
  expect(taroMock.requests).toHaveLength(0)
  expect(fieldValue(container, 'companyName')).toBe(override.companyName ?? VALID.companyName)
  expect(fieldValue(container, 'mobile')).toBe(override.mobile ?? VALID.mobile)
})

test('valid input sends one registration and opens the supplier login with the name', async () => {
  answer({ '/api/member/supplier/registered': ok(null) })
  const { container } = render(<Register />)
  fill(container, { ...VALID, mobile: '1391234567' })
  await clickButton(container, '注册')
  expect(lastModal().content).toBe('手机号格式不正确')
  expect(taroMock.requests).toHaveLength(0)
  typeInto(container, 'mobile', '13912345678')
  await clickButton(container, '注册')
  const sent = requestsTo('/api/member/supplier/registered')
  expect(taroMock.requests).toHaveLength(1)
  expect(formBody(sent[0])).toEqual({
    username: 'new_shop1',
    password: 'abc12345',
    realName: '李四',
    mobile: '13912345678',
    companyName: '李四蔬菜行',
  })
  expect(taroMock.toasts).toContainEqual(expect.objectContaining({ title: '注册成功', icon: 'success' }))
  expect(taroMock.navigations).toEqual([{ kind: 'redirectTo', url: '/supplier/login?username=new_shop1' }])
})

test('an optional ID card is sent when given', async () => {
  answer({ '/api/member/supplier/registered': ok(null) })
  const { container } = render(<Register />)
  fill(container, { ...VALID, idCard: '11010519491231002X' })
  await clickButton(container, '注册')
  expect(formBody(requestsTo('/api/member/supplier/registered')[0]).idCard).toBe('11010519491231002X')
})

test('a refused registration stays with everything typed', async () => {
  answer({ '/api/member/supplier/registered': fail('用户名已存在') })
  const { container } = render(<Register />)
  fill(container, VALID)
  await clickButton(container, '注册')
  expect(lastModal().content).toBe('用户名已存在')
  expect(taroMock.navigations).toHaveLength(0)
  for (const [k, v] of Object.entries(VALID)) expect(fieldValue(container, k)).toBe(v)
})
