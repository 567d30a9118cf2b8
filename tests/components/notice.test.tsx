import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { member } from '@/contract/member'
import { STATE, type Announcement } from '@/contract/types'
import { messageApi } from '@/api/message'
import { announceChange, REFRESH_EVENT } from '@/core/refresh'
import NoticeDetail from '@/pages/notice/detail'
import NoticeList from '@/pages/notice/index'
import SupplierHome from '@/supplier/index'
import { useSession } from '@/stores/session'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const notice = (id: number, extra: Partial<Announcement> = {}): Announcement => ({
  id: String(id),
  title: `公告${id}`,
  content: `<p>内容${id}</p>`,
  category: 'general',
  publishTime: '2026-03-0' + ((id % 9) + 1) + 'T08:00:00.000Z',
  read: id % 2 === 0,
  ...extra,
})
const page = (records: Announcement[], total = records.length) => ok({ records, current: 1, size: 20, hasMore: total > records.length, cursor: total > records.length ? 'next' : null })

const P = '/api/message/announcement/'

describe('notice list', () => {
  beforeEach(() => onPage('/pages/notice/index'))

  test('not logged in: the not-logged-in state and no request', async () => {
    render(<NoticeList />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('loading, then the notices with 未读 on the unread ones and the pinned strip', async () => {
    loginAs('supplier')
    answer({
      [P + 'page']: page([notice(1), notice(2)]),
      [P + 'getVehicleTypeAnnouncement']: ok(notice(7, { category: 'vehicleType', title: '车型说明' })),
      [P + 'getOverseasProductAnnouncement']: ok(null),
    })
    render(<NoticeList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await settle()
    const cards = screen.getAllByTestId('list-card')
    expect(cards.map((c) => c.querySelector('.app-list-card__title')?.textContent)).toEqual(['公告1', '公告2'])
    expect(cards[0].textContent).toContain('未读')
    expect(cards[1].textContent).not.toContain('未读')
    const pinned = screen.getAllByTestId('notice-pinned-item')
    expect(pinned).toHaveLength(1)
    expect(pinned[0].textContent).toContain('车型公告')
    expect(pinned[0].textContent).toContain('车型说明')
    expect(formBody(requestsTo(P + 'page')[0])).toEqual({ current: '1', size: '20' })
  })

  test('a tap opens the detail', async () => {
    loginAs('supplier')
    answer({ [P + 'page']: page([notice(3)]), [P + 'getVehicleTypeAnnouncement']: ok(null), [P + 'getOverseasProductAnnouncement']: ok(null) })
    render(<NoticeList />)
    await settle()
    fireEvent.click(screen.getByText('公告3'))
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/notice/detail?id=3' }])
    expect(screen.queryByTestId('notice-pinned')).toBeNull()
  })

  test('a notice read mark reloads the list; another resource\'s write does not', async () => {
    loginAs('supplier')
    let read = false
    answer({
      [P + 'page']: () => page([notice(1, { read })]),
      [P + 'getVehicleTypeAnnouncement']: ok(null),
      [P + 'getOverseasProductAnnouncement']: ok(null),
      '/api/message/announcementUserMap/updateReaded': () => {
        read = true
        return ok({ announcementId: '1', read: true, readTime: '2026-03-01T00:00:00.000Z' })
      },
    })
    render(<NoticeList />)
    await settle()
    expect(screen.getByTestId('list-card').textContent).toContain('未读')
    await act(async () => announceChange([member.complaintComplaint]))
    await settle()
    expect(requestsTo(P + 'page')).toHaveLength(1)
    await act(async () => void messageApi.markNoticeRead('1'))
    await settle()
    expect(requestsTo(P + 'page')).toHaveLength(2)
    expect(screen.getByTestId('list-card').textContent).not.toContain('未读')
  })

  test('empty and error states; the pinned strip is left out when its calls fail', async () => {
    loginAs('supplier')
    answer({ [P + 'page']: page([]), [P + 'getVehicleTypeAnnouncement']: fail('x'), [P + 'getOverseasProductAnnouncement']: fail('y') })
    const first = render(<NoticeList />)
    await settle()
    expect(screen.getByText('暂无公告')).toBeTruthy()
    expect(screen.queryByTestId('notice-pinned')).toBeNull()
    expect(taroMock.modals).toHaveLength(0)
    first.unmount()
    answer({ [P + 'page']: fail('公告服务异常') })
    render(<NoticeList />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('公告服务异常')
  })
})

describe('notice detail', () => {
  beforeEach(() => onPage('/pages/notice/detail', { id: '5' }))

  test('shows title, time and sanitised content; marks an unread notice read, silently (notices and read marks announced)', async () => {
    loginAs('supplier')
    const read: unknown[] = []
    Taro.eventCenter.on(REFRESH_EVENT, (m: unknown) => read.push(m))
    answer({
      [P + 'queryById']: ok(notice(5, { title: '系统维护', content: '<p>维护</p><script>alert(1)</script><img src=x onerror=alert(1)>', read: false })),
      '/api/message/announcementUserMap/updateReaded': ok({ announcementId: '5', read: true, readTime: '2026-03-01T00:00:00.000Z' }),
    })
    render(<NoticeDetail />)
    await settle()
    expect(screen.getByText('系统维护')).toBeTruthy()
    const content = screen.getByTestId('rich-content')
    expect(content.innerHTML).not.toMatch(/<script|onerror=|<img/i)
    expect(content.textContent).toContain('维护')
    expect(formBody(requestsTo(P + 'queryById')[0])).toEqual({ id: '5' })
    expect(formBody(requestsTo('/api/message/announcementUserMap/updateReaded')[0])).toEqual({ announcementId: '5' })
    expect(read).toEqual([{ resources: ['/api/message/announcementUserMap', '/api/message/announcement'] }])
    expect(taroMock.toasts).toHaveLength(0)
    expect(taroMock.loadings).toHaveLength(0)
  })

  test('a read notice is not marked again', async () => {
    loginAs('supplier')
    answer({ [P + 'queryById']: ok(notice(6, { read: true })) })
    render(<NoticeDetail />)
    await settle()
    expect(screen.getByText('公告6')).toBeTruthy()
    expect(requestsTo('/api/message/announcementUserMap/updateReaded')).toHaveLength(0)
  })

  test('an unknown notice is reported once (the error state, no 提示 modal) with a way back; no id: an error without a request', async () => {
    loginAs('supplier')
    answer({ [P + 'queryById']: fail('记录不存在', STATE.NOT_FOUND) })
    taroMock.modals = []
    const first = render(<NoticeDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
    expect(taroMock.modals).toEqual([])
    // Loading again cannot help: 返回 instead of 重新加载: the page below, here (opened from a
    // link) the user's home.
    expect(screen.getByTestId('state-action').textContent).toBe('返回')
    await clickButton(first.container, '返回')
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/index' }])
    first.unmount()
    taroMock.requests = []
    onPage('/pages/notice/detail', {})
    render(<NoticeDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少公告编号')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('not logged in: the not-logged-in state and no request', async () => {
    useSession.setState({ user: null })
    render(<NoticeDetail />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('最新公告 on the role home', () => {
  beforeEach(() => onPage('/supplier/index'))

  test('3 newest notices: a tap opens one, 更多 opens the list, a read mark reloads it', async () => {
    loginAs('supplier')
    answer({ '/api/message/history/getUnreadMessageCount': ok(0), [P + 'homePage']: ok([notice(1), notice(2), notice(3)]) })
    render(<SupplierHome />)
    await settle()
    expect(formBody(requestsTo(P + 'homePage')[0])).toEqual({ size: '3' })
    expect(screen.getAllByTestId('latest-notice').map((n) => n.textContent)).toEqual([expect.stringContaining('公告1'), expect.stringContaining('公告2'), expect.stringContaining('公告3')])
    fireEvent.click(screen.getAllByTestId('latest-notice')[1])
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/notice/detail?id=2' }])
    onPage('/supplier/index')
    fireEvent.click(screen.getByTestId('latest-notices-more'))
    await settle()
    expect(taroMock.navigations[1]).toEqual({ kind: 'navigateTo', url: '/pages/notice/index' })
    answer({
      '/api/message/history/getUnreadMessageCount': ok(0),
      [P + 'homePage']: ok([notice(1), notice(2, { read: true }), notice(3)]),
      '/api/message/announcementUserMap/updateReaded': ok({ announcementId: '2', read: true, readTime: '2026-03-01T00:00:00.000Z' }),
    })
    await act(async () => void messageApi.markNoticeRead('2'))
    await settle()
    expect(requestsTo(P + 'homePage')).toHaveLength(2)
  })

  test('no notices or a failed call: the section is left out', async () => {
    loginAs('supplier')
    answer({ '/api/message/history/getUnreadMessageCount': ok(0), [P + 'homePage']: fail('x') })
    render(<SupplierHome />)
    await settle()
    expect(screen.queryByTestId('latest-notices')).toBeNull()
    expect(taroMock.modals).toHaveLength(0)
  })

  test('the search entry opens /search', async () => {
    loginAs('supplier')
    answer({ '/api/message/history/getUnreadMessageCount': ok(0), [P + 'homePage']: ok([]) })
    render(<SupplierHome />)
    await settle()
    fireEvent.click(screen.getByTestId('home-search'))
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/search' }])
  })
})
