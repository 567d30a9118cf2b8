import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { member } from '@/contract/member'
import type { MessageItem } from '@/contract/types'
import { messageApi } from '@/api/message'
import { mutate } from '@/api/mutate'
import { REFRESH_EVENT } from '@/core/refresh'
import MessageDetail from '@/pages/msg/detail'
import MessageList from '@/pages/msg/index'
import SupplierHome from '@/supplier/index'
import { taroMock } from '../mocks/taro'
import { answer, buttonDisabled, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

// The role home's latest notices (their own component and tests) stay out of the badge test.
jest.mock('@/components/LatestNotices', () => ({ LatestNotices: () => null }))

const H = '/api/message/history/'
const msg = (id: number, isRead: boolean): MessageItem => ({ id: String(id), title: `消息${id}`, content: `内容${id}`, msgType: 'bill', isRead, createTime: '2026-03-01T08:00:00.000Z' })

/** A fake message box: pages by isRead, counts, marks read. */
function box(items: MessageItem[]) {
  answer({
    [H + 'pageWithAuthority']: (o) => {
      const q = formBody(o)
      const records = items.filter((m) => q.isRead === undefined || String(m.isRead) === q.isRead)
      return ok({ records, current: 1, size: Number(q.size), hasMore: false, cursor: null })
    },
    [H + 'getUnreadMessageCount']: () => ok(items.filter((m) => !m.isRead).length),
    [H + 'batchMarkAsRead']: (o) => {
      const ids = formBody(o).ids.split(',')
      let updated = 0
      for (const m of items) {
        if (!ids.includes(m.id) || m.isRead) continue
        m.isRead = true
        updated++
      }
      return ok({ updated })
    },
    [H + 'queryById']: (o) => {
      const m = items.find((x) => x.id === formBody(o).id)
      return m ? ok({ ...m }) : ok(null)
    },
    '/api/member/complaintComplaint/delete': (o) => ok({ id: formBody(o).id }),
  })
  return items
}

const titles = () => screen.queryAllByTestId('list-card').map((c) => c.querySelector('.app-list-card__title')?.textContent)
const unreadCount = () => screen.getByTestId('msg-unread').getAttribute('data-count')

describe('message list', () => {
  beforeEach(() => onPage('/pages/msg/index'))

  test('not logged in: the not-logged-in state and no request', async () => {
    render(<MessageList />)
    await act(async () => taroMock.fire('didShow'))
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('on load the unread count is asked for exactly once (mount and the first show)', async () => {
    loginAs('purchaser')
    box([msg(1, false)])
    render(<MessageList />)
    // The page's first onShow comes with the load.
    await act(async () => taroMock.fire('didShow'))
    await settle()
    expect(unreadCount()).toBe('1')
    expect(requestsTo(H + 'getUnreadMessageCount')).toHaveLength(1)
    expect(requestsTo(H + 'pageWithAuthority')).toHaveLength(1)
  })

  test('loading, then the messages with the unread count and 未读 marks; 未读 filters', async () => {
    loginAs('purchaser')
    box([msg(1, false), msg(2, true), msg(3, false)])
    render(<MessageList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await settle()
    expect(titles()).toEqual(['消息1', '消息2', '消息3'])
    expect(unreadCount()).toBe('2')
    expect(screen.getByText('未读消息 2 条')).toBeTruthy()
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('未读')
    expect(screen.getAllByTestId('list-card')[1].textContent).not.toContain('未读')
    expect(formBody(requestsTo(H + 'pageWithAuthority')[0])).toEqual({ current: '1', size: '20' })
    fireEvent.click(screen.getAllByTestId('filter-tab')[1])
    await settle()
    expect(formBody(requestsTo(H + 'pageWithAuthority')[1])).toEqual({ current: '1', size: '20', isRead: 'false' })
    expect(titles()).toEqual(['消息1', '消息3'])
  })

  test('empty, and error with 重新加载', async () => {
    loginAs('purchaser')
    box([])
    const first = render(<MessageList />)
    await settle()
    expect(screen.getByText('暂无消息')).toBeTruthy()
    expect(screen.getByText('暂无未读消息')).toBeTruthy()
    expect(buttonDisabled(first.container, '全部已读')).toBe(true)
    first.unmount()
    answer({ [H + 'pageWithAuthority']: fail('消息服务异常'), [H + 'getUnreadMessageCount']: ok(0) })
    const { container } = render(<MessageList />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('消息服务异常')
    box([msg(9, false)])
    await clickButton(container, '重新加载')
    expect(titles()).toEqual(['消息9'])
  })

  test('pull-to-refresh reloads page 1 and stops the spinner', async () => {
    loginAs('purchaser')
    const items = box([msg(1, true)])
    render(<MessageList />)
    await settle()
    items.unshift(msg(4, false))
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh')
    await act(async () => taroMock.fire('pullDownRefresh'))
    await settle()
    expect(titles()).toEqual(['消息4', '消息1'])
    expect(stop).toHaveBeenCalled()
  })

  test('a tap opens the detail; its read mark reloads the list and the count, and back on the list the count is read again', async () => {
    loginAs('purchaser')
    box([msg(1, false)])
    render(<MessageList />)
    await settle()
    fireEvent.click(screen.getByText('消息1'))
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/msg/detail?id=1' }])
    await act(async () => taroMock.fire('didHide'))
    // The detail marks the message read.
    await act(async () => void messageApi.markRead(['1']))
    await settle()
    expect(unreadCount()).toBe('0')
    expect(screen.getAllByTestId('list-card')[0].textContent).not.toContain('未读')
    expect(requestsTo(H + 'getUnreadMessageCount')).toHaveLength(2)
    await act(async () => taroMock.fire('didShow'))
    await settle()
    expect(requestsTo(H + 'getUnreadMessageCount')).toHaveLength(3)
  })

  test('a read mark refreshes the message list; a complaint write does not', async () => {
    loginAs('purchaser')
    box([msg(1, false), msg(2, false)])
    render(<MessageList />)
    await settle()
    const pages = () => requestsTo(H + 'pageWithAuthority').length
    const counts = () => requestsTo(H + 'getUnreadMessageCount').length
    expect([pages(), counts()]).toEqual([1, 1])
    await act(async () => void mutate(member.complaintComplaint.delete, { id: 'c1' }, { back: false, successText: false }))
    await settle()
    expect([pages(), counts()]).toEqual([1, 1])
    await act(async () => void messageApi.markRead(['2']))
    await settle()
    expect([pages(), counts()]).toEqual([2, 2])
    expect(unreadCount()).toBe('1')
    expect(screen.getAllByTestId('list-card')[1].textContent).not.toContain('未读')
  })

  test('全部已读 asks first; cancelled: nothing is marked', async () => {
    loginAs('purchaser')
    box([msg(1, false), msg(2, false)])
    taroMock.modalAnswer = false
    const { container } = render(<MessageList />)
    await settle()
    await clickButton(container, '全部已读')
    expect(taroMock.modals[0]).toEqual(expect.objectContaining({ title: '提示', content: '确定将全部消息标记为已读吗？' }))
    expect(requestsTo(H + 'batchMarkAsRead')).toHaveLength(0)
    expect(unreadCount()).toBe('2')
  })

  test('全部已读 confirmed: marks the unread ids, then the count and the list follow', async () => {
    loginAs('purchaser')
    box([msg(1, false), msg(2, true), msg(3, false)])
    const { container } = render(<MessageList />)
    await settle()
    await clickButton(container, '全部已读')
    expect(formBody(requestsTo(H + 'pageWithAuthority')[1])).toEqual({ current: '1', size: '100', isRead: 'false' })
    expect(formBody(requestsTo(H + 'batchMarkAsRead')[0])).toEqual({ ids: '1,3' })
    await settle()
    expect(unreadCount()).toBe('0')
    expect(screen.getAllByTestId('list-card').some((c) => c.textContent?.includes('未读'))).toBe(false)
    expect(buttonDisabled(container, '全部已读')).toBe(true)
  })
})

describe('message detail', () => {
  test('shows the message and marks an unread one read, silently (the messages are announced as changed)', async () => {
    loginAs('purchaser')
    onPage('/pages/msg/detail', { id: '2' }, ['pages/msg/index'])
    const events: unknown[] = []
    Taro.eventCenter.on(REFRESH_EVENT, (m: unknown) => events.push(m))
    box([msg(2, false)])
    render(<MessageDetail />)
    await settle()
    expect(screen.getByText('消息2')).toBeTruthy()
    expect(screen.getByText('内容2')).toBeTruthy()
    expect(screen.getByText('账单')).toBeTruthy()
    expect(formBody(requestsTo(H + 'batchMarkAsRead')[0])).toEqual({ ids: '2' })
    expect(events).toEqual([{ resources: ['/api/message/history'] }])
    expect(taroMock.toasts).toHaveLength(0)
    expect(taroMock.loadings).toHaveLength(0)
    expect(taroMock.navigations).toHaveLength(0)
  })

  test('a refused read mark shows nothing and leaves the message on screen', async () => {
    loginAs('purchaser')
    onPage('/pages/msg/detail', { id: '2' }, ['pages/msg/index'])
    box([msg(2, false)])
    const handler = taroMock.requestHandler
    taroMock.requestHandler = (o) => (o.url.includes('batchMarkAsRead') ? fail('服务繁忙') : handler(o))
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<MessageDetail />)
    await settle()
    expect(requestsTo(H + 'batchMarkAsRead')).toHaveLength(1)
    expect(taroMock.modals).toHaveLength(0)
    expect(screen.getByText('消息2')).toBeTruthy()
    log.mockRestore()
  })

  test('a read message is not marked again; an unknown one shows the error', async () => {
    loginAs('purchaser')
    onPage('/pages/msg/detail', { id: '3' })
    box([msg(3, true)])
    const first = render(<MessageDetail />)
    await settle()
    expect(screen.getByText('消息3')).toBeTruthy()
    expect(requestsTo(H + 'batchMarkAsRead')).toHaveLength(0)
    first.unmount()
    answer({ [H + 'queryById']: fail('记录不存在') })
    render(<MessageDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })

  test('not logged in: the not-logged-in state and no request', async () => {
    onPage('/pages/msg/detail', { id: '3' })
    render(<MessageDetail />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('the role home badge', () => {
  test('reloads the unread count when a read mark touches the messages, not on a complaint write', async () => {
    loginAs('supplier')
    onPage('/supplier/index')
    const items = box([msg(1, false), msg(2, false)])
    render(<SupplierHome />)
    await settle()
    const counts = () => requestsTo(H + 'getUnreadMessageCount').length
    expect(screen.getByTestId('unread').getAttribute('data-count')).toBe('2')
    expect(counts()).toBe(1)
    await act(async () => void mutate(member.complaintComplaint.delete, { id: 'c1' }, { back: false, successText: false }))
    await settle()
    expect(counts()).toBe(1)
    await act(async () => void messageApi.markRead([items[0].id]))
    await settle()
    expect(counts()).toBe(2)
    expect(screen.getByTestId('unread').getAttribute('data-count')).toBe('1')
  })
})
