/**
 * The office's 员工反馈 (/staff/office/feedback, module 员工反馈): no permission; everyone's
 * feedback, 待回复 first, the author named; 回复 typed in place (empty or too short refused before
 * anything is sent), sent once, the list read again; a replied one offers no 回复; empty, error.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import type { FeedbackItem } from '@/contract/types'
import OfficeFeedback from '@/staff/office/feedback'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const PAGE = '/api/market/staffFeedback/page'
const REPLY = '/api/market/staffFeedback/reply'
const OFFICE = [{ id: '1', caption: '员工反馈' }]

const item = (id: string, extra: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id,
  category: 'facility',
  content: '东门的地磅显示屏不亮',
  images: [],
  status: 'pending',
  userName: '陈保安',
  reply: null,
  replierName: null,
  replyTime: null,
  createTime: '2026-11-26T08:00:00+08:00',
  ...extra,
})
const pageOf = (records: FeedbackItem[]) => ok({ records, current: 1, size: 20, hasMore: false, cursor: null })

beforeEach(() => onPage('/staff/office/feedback', {}, ['staff/index']))

test('without 员工反馈: 当前账号没有该功能的权限 and nothing requested', async () => {
  loginAs('staff', {}, [{ id: '1', caption: '设置' }])
  render(<OfficeFeedback />)
  await settle()
  expect(screen.getByTestId('state-no-permission')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('pending first, the author named; 回复 refuses an empty or too short reply, then sends it once and reads the list again', async () => {
  loginAs('staff', {}, OFFICE)
  let replied = false
  answer({
    [PAGE]: () => pageOf([item('f1', replied ? { status: 'replied', reply: '已安排维修', replierName: '郑办公', replyTime: '2026-11-26T10:00:00+08:00' } : {})]),
    [REPLY]: () => ((replied = true), ok(item('f1', { status: 'replied', reply: '已安排维修' }))),
  })
  const { container } = render(<OfficeFeedback />)
  await settle()
  expect(formBody(requestsTo(PAGE)[0]!)).toMatchObject({ status: 'pending' })
  expect(screen.getByText('反馈人：陈保安')).toBeTruthy()
  await clickButton(container, '回复')
  await clickButton(container, '发送回复')
  fireEvent.input(container.querySelector('textarea')!, { target: { value: '好' } })
  await clickButton(container, '发送回复')
  expect(taroMock.modals.map((m) => m.content)).toEqual(['请输入回复内容', '回复内容需为2-500个字符'])
  expect(requestsTo(REPLY)).toHaveLength(0)
  fireEvent.input(container.querySelector('textarea')!, { target: { value: '已安排维修' } })
  await clickButton(container, '发送回复')
  await settle()
  expect(requestsTo(REPLY).map((r) => formBody(r))).toEqual([{ id: 'f1', reply: '已安排维修' }])
  expect(taroMock.toasts.map((t) => t.title)).toContain('已回复')
  expect(requestsTo(PAGE).length).toBeGreaterThan(1)
  expect(screen.getByText('回复：已安排维修')).toBeTruthy()
  expect(screen.queryByText('回复', { selector: '.nut-button *' })).toBeNull()
})

test('empty, then an error with 重新加载', async () => {
  loginAs('staff', {}, OFFICE)
  answer({ [PAGE]: pageOf([]) })
  const empty = render(<OfficeFeedback />)
  await settle()
  expect(screen.getByText('暂无反馈')).toBeTruthy()
  empty.unmount()
  answer({ [PAGE]: fail('服务繁忙') })
  render(<OfficeFeedback />)
  await settle()
  expect(screen.getByText('重新加载')).toBeTruthy()
})
