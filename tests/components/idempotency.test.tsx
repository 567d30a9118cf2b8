/**
 * A user action keeps its Idempotency-Key across retries that got no answer (a double submit on
 * a weak network creates one record) and starts a new one after an answer or an edit.
 */
import { act, renderHook } from '@testing-library/react'
import { member } from '@/contract/member'
import { mutate } from '@/api/mutate'
import { setApiRoot } from '@/core/apiRoot'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useForm } from '@/hooks/useForm'
import { taroMock } from '../mocks/taro'

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
})

const keys = () => taroMock.requests.map((r) => (r as { header: Record<string, string> }).header['Idempotency-Key'])
const noAnswer = () => ({ fail: 'request:fail timeout' })
const answered = () => ({ statusCode: 200, data: { state: 0, msg: '', result: { id: '9' } } })
const refused = () => ({ statusCode: 200, data: { state: 1, msg: '投诉类型不正确', result: null } })
const payload = { complaintType: '1', title: '标题', content: '内容内容内容内容内容', contactName: '张三', contactPhone: '13900000001' }

test('useForm: a retry after no answer reuses the key; an answer or an edit starts a new action', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  const { result } = renderHook(() => useForm({ title: '' }))
  const send = () => act(() => result.current.submit((action) => mutate(member.complaintComplaint.create, payload, { back: false, successText: false, ...action })))

  taroMock.requestHandler = noAnswer
  await send()
  await send()
  taroMock.requestHandler = answered
  await send()
  await send()
  taroMock.requestHandler = refused
  await send()
  await send()
  taroMock.requestHandler = noAnswer
  await send()
  act(() => result.current.set('title')('改过了'))
  await send()

  const k = keys()
  expect(k).toHaveLength(8)
  expect(k[1]).toBe(k[0]) // retried after a time-out: same action
  expect(k[2]).toBe(k[0]) // the retry that got through
  expect(k[3]).not.toBe(k[2]) // answered: the next submit is a new action
  expect(k[4]).not.toBe(k[3]) // answered (success) before
  expect(k[5]).not.toBe(k[4]) // a refusal is an answer too
  expect(k[7]).not.toBe(k[6]) // an edit after a time-out: a new action
  expect(new Set(k).size).toBe(6)
})

test('useConfirmAction: confirmed again after no answer, the same key', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
  taroMock.modalAnswer = true
  const { result } = renderHook(() => useConfirmAction('确定删除吗？', (action) => mutate(member.complaintComplaint.delete, { id: '9' }, { back: false, successText: false, ...action })))
  taroMock.requestHandler = noAnswer
  await act(() => result.current.run())
  taroMock.requestHandler = answered
  await act(() => result.current.run())
  await act(() => result.current.run())
  const k = keys()
  expect(k[1]).toBe(k[0])
  expect(k[2]).not.toBe(k[1])
})
