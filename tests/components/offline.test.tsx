import { act, render, screen } from '@testing-library/react'
import type { Announcement, ComplaintDetail } from '@/contract/types'
import { date } from '@/core/format'
import { OFFLINE_WRITE_MESSAGE } from '@/core/request'
import NoticeDetail from '@/pages/notice/detail'
import NoticeList from '@/pages/notice/index'
import ComplaintDetailPage from '@/pages/complaint/detail'
import PurchaserIdCode from '@/purchaser/IDCode'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, lastModal, loginAs, ok, onPage, requestsTo, settle } from './helpers'
import { API, fakeCanvas, pageOf } from './tradeFixtures'

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 220, height: 220, pixelRatio: 2 })) }))

const P = '/api/message/announcement/'
const notice = (id: number): Announcement => ({ id: String(id), title: `公告${id}`, content: `<p>内容${id}</p>`, category: 'general', publishTime: '2026-03-01T08:00:00.000Z', read: false })
const page = (records: Announcement[]) => ok({ records, current: 1, size: 20, hasMore: false, cursor: null })
const down = { fail: 'request:fail net::ERR_INTERNET_DISCONNECTED' }
const noPins = { [P + 'getVehicleTypeAnnouncement']: ok(null), [P + 'getOverseasProductAnnouncement']: ok(null) }
const banner = () => screen.queryByTestId('offline-banner')

beforeEach(() => loginAs('supplier'))

describe('read on a weak network', () => {
  test('the notice list opens from its last answer with 离线 · 数据更新于; back online, a reload drops the mark', async () => {
    onPage('/pages/notice/index')
    answer({ [P + 'page']: page([notice(1), notice(2)]), ...noPins })
    const first = render(<NoticeList />)
    await settle()
    expect(banner()).toBeNull()
    const loadedAt = Date.now()
    first.unmount()

    answer({ [P + 'page']: down, [P + 'getVehicleTypeAnnouncement']: down, [P + 'getOverseasProductAnnouncement']: down })
    render(<NoticeList />)
    await settle()
    expect(screen.getAllByTestId('list-card').map((c) => c.querySelector('.app-list-card__title')?.textContent)).toEqual(['公告1', '公告2'])
    expect(banner()?.textContent).toBe(`离线 · 数据更新于 ${date(loadedAt, 'MM-DD HH:mm')}`)
    expect(taroMock.modals).toEqual([])

    answer({ [P + 'page']: page([notice(3)]), ...noPins })
    taroMock.fire('pullDownRefresh')
    await settle()
    expect(banner()).toBeNull()
    expect(screen.getAllByTestId('list-card')).toHaveLength(1)
  })

  test('another user never sees the kept answers; nothing kept: the error state', async () => {
    onPage('/pages/notice/index')
    answer({ [P + 'page']: page([notice(1)]), ...noPins })
    render(<NoticeList />).unmount()
    await settle()
    loginAs('supplier', { id: 'u2' })
    answer({ [P + 'page']: down, ...noPins })
    render(<NoticeList />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
    expect(banner()).toBeNull()
  })

  test('a notice detail opens offline; its read mark is refused quietly (no modal, no request)', async () => {
    onPage('/pages/notice/detail', { id: '5' })
    answer({ [P + 'queryById']: ok(notice(5)), '/api/message/announcementUserMap/updateReaded': ok({ id: '5' }) })
    render(<NoticeDetail />).unmount()
    await settle()
    taroMock.requests = []
    taroMock.setNetwork(false)
    render(<NoticeDetail />)
    await settle()
    expect(screen.getByText('公告5')).toBeTruthy()
    expect(banner()).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
    expect(taroMock.modals).toEqual([])
  })
})

describe('writes on a weak network', () => {
  const detail: ComplaintDetail = {
    id: 'c1',
    complaintType: '1',
    title: '摊位占道经营',
    status: 'pending',
    targetName: null,
    createTime: '2026-03-01T08:30:00.000Z',
    content: '该摊位长期占用通道。',
    images: [],
    contactName: '李绿源',
    contactPhone: '13900000001',
    updateTime: '2026-03-02T09:00:00.000Z',
    visit: null,
  }

  test('a write with the network down is refused with 网络不可用，请联网后再试 and nothing is sent', async () => {
    onPage('/pages/complaint/detail', { id: 'c1' }, ['pages/complaint/index'])
    answer({ '/api/member/complaintComplaint/queryById': ok(detail), '/api/member/complaintComplaint/delete': ok({ id: 'c1' }) })
    const { container } = render(<ComplaintDetailPage />)
    await settle()
    taroMock.setNetwork(false)
    await clickButton(container, '删除')
    await settle()
    expect(lastModal().content).toBe(OFFLINE_WRITE_MESSAGE)
    expect(requestsTo('/api/member/complaintComplaint/delete')).toHaveLength(0)
    expect(taroMock.navigations).toEqual([])
  })
})

describe('the identity code through a network drop', () => {
  afterEach(() => jest.useRealTimers())

  test('a refresh without network shows the next code fetched ahead, with its own lifetime, never one shown before', async () => {
    loginAs('purchaser')
    onPage('/purchaser/IDCode', {}, ['purchaser/index'])
    const code = (token: string, seconds: number) => ({ token, kind: 'buyer', expiresAt: new Date(Date.now() + seconds * 1000).toISOString(), refreshAfterSeconds: 60, limitFen: 0 })
    const profile = { id: 'pur1', name: '城南', contactName: null, contactPhone: null, mobile: '13900000003', address: null, businessScope: null }
    answer({
      [API.purchase]: ok({ ...profile, idCode: code('MC1.a0.s', 300), idCodesAhead: [code('MC1.a1.s', 360), code('MC1.a2.s', 420)] }),
      [API.orderPage]: pageOf([]),
    })
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    render(<PurchaserIdCode />)
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10)
    })
    const shown = () => screen.getByTestId('qrcode').getAttribute('data-value')
    expect(shown()).toBe('MC1.a0.s')
    expect(screen.queryByTestId('id-code-offline')).toBeNull()

    answer({ [API.purchase]: down, [API.orderPage]: down })
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000)
    })
    expect(shown()).toBe('MC1.a1.s')
    expect(screen.getByTestId('id-code-offline').textContent).toBe('网络不可用，已换用预先获取的身份码')
    // The countdown is the shown code's: 360 s from the start, 60 s gone.
    expect(screen.getByTestId('id-code-left').textContent).toMatch(/^0[45]:\d\d 后失效/)
    expect(screen.queryByTestId('state-error')).toBeNull()

    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000)
    })
    expect(shown()).toBe('MC1.a2.s')
    // The batch is used up: its last code stays until it expires, then the failure shows.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000)
    })
    expect(shown()).toBe('MC1.a2.s')
    await act(async () => {
      await jest.advanceTimersByTimeAsync(300_000)
    })
    expect(screen.getByTestId('state-error')).toBeTruthy()

    // Back online: a new batch, from its first code.
    answer({ [API.purchase]: ok({ ...profile, idCode: code('MC1.b0.s', 300), idCodesAhead: [code('MC1.b1.s', 360)] }), [API.orderPage]: pageOf([]) })
    jest.useRealTimers()
    await clickButton(document.body, '重新加载')
    await settle()
    expect(shown()).toBe('MC1.b0.s')
    expect(screen.queryByTestId('id-code-offline')).toBeNull()
  })
})
