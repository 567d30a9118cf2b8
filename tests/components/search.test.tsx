import { fireEvent, render, screen } from '@testing-library/react'
import { KEYWORD_MAX_LENGTH } from '@/contract/limits'
import Search from '@/search'
import { recentSearchKey } from '@/hooks/useRecentSearches'
import { taroMock, type FakeResponse } from '../mocks/taro'
import { answer, fail, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const pageOf = (records: unknown[]) => ok({ records, current: 1, size: 5, hasMore: false, cursor: null })
const notices = Array.from({ length: 5 }, (_, i) => ({ id: `n${i}`, title: `春节通知${i}`, content: '', category: 'general', publishTime: '2026-02-01T00:00:00Z', read: false }))

const PATHS = {
  notice: '/api/message/announcement/page',
  knowledge: '/api/custome/knowledge/queryPage',
  complaint: '/api/member/complaintComplaint/page',
  inmarket: '/api/gate/inmarketPrefillMain/page',
}

function server(over: Partial<Record<keyof typeof PATHS, FakeResponse>> = {}) {
  answer({
    [PATHS.notice]: over.notice ?? pageOf(notices),
    [PATHS.knowledge]: over.knowledge ?? pageOf([{ id: 'k1', title: '春节蔬菜储存', summary: '', category: 'c', categoryName: '储存', publishTime: '2026-02-01T00:00:00Z', viewCount: 1 }]),
    [PATHS.complaint]: over.complaint ?? pageOf([]),
    [PATHS.inmarket]:
      over.inmarket ??
      pageOf([{ id: 'p1', orderNo: 'BB202602010001', plateNumber: '粤A12345', vehicleTypeName: '', status: 'submitted', expectedTime: '', itemCount: 1, totalWeight: 1, createTime: '2026-02-01T00:00:00Z' }]),
  })
}

const input = () => screen.getByTestId('search-bar').querySelector('input')!
async function searchFor(term: string) {
  fireEvent.change(input(), { target: { value: term } })
  fireEvent.keyDown(input(), { key: 'Enter' })
  await settle()
}
const section = (key: string) => screen.queryAllByTestId('search-section').find((s) => s.getAttribute('data-key') === key)
const sectionTitles = () => screen.queryAllByTestId('search-section').map((s) => s.querySelector('.app-detail-section__title')?.textContent)
const firstHit = (key: string) => section(key)!.querySelector('[data-testid="search-hit"]')!

beforeEach(() => onPage('/search'))

test('not logged in: the not-logged-in state and no request', () => {
  render(<Search />)
  expect(screen.getByTestId('state-login')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('groups the hits by section, at most 5 each, all calls in parallel and silent', async () => {
  loginAs('supplier')
  server()
  render(<Search />)
  expect(screen.queryByTestId('search-results')).toBeNull()
  fireEvent.change(input(), { target: { value: '春节' } })
  fireEvent.keyDown(input(), { key: 'Enter' })
  // Every section is asked before any answers.
  expect(Object.values(PATHS).map((p) => requestsTo(p).length)).toEqual([1, 1, 1, 1])
  expect(screen.getAllByText('搜索中...')).toHaveLength(4)
  await settle()
  expect(sectionTitles()).toEqual(['通知公告', '知识库', '我的投诉', '进场报备'])
  expect(formBody(requestsTo(PATHS.notice)[0])).toEqual({ current: '1', size: '5', title: '春节' })
  expect(requestsTo(PATHS.knowledge)[0].data).toEqual({ current: 1, size: 5, keyword: '春节' })
  expect(formBody(requestsTo(PATHS.complaint)[0])).toEqual({ current: '1', size: '5', keyword: '春节' })
  expect(formBody(requestsTo(PATHS.inmarket)[0])).toEqual({ current: '1', size: '5', keyword: '春节' })
  expect(section('notice')!.querySelectorAll('[data-testid="search-hit"]')).toHaveLength(5)
  expect(section('knowledge')!.textContent).toContain('春节蔬菜储存')
  expect(section('complaint')!.textContent).toContain('无相关结果')
  expect(section('inmarket')!.textContent).toContain('粤A12345')
})

test('a hit opens its detail screen with its id', async () => {
  loginAs('supplier')
  server()
  render(<Search />)
  await searchFor('春节')
  fireEvent.click(firstHit('notice'))
  await settle()
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/pages/notice/detail?id=n0' }])
  for (const [key, url] of [
    ['knowledge', '/knowledge/knowledgeDetail?id=k1'],
    ['inmarket', '/pages/inmarket/recordDetail?id=p1'],
  ]) {
    onPage('/search')
    taroMock.navigations = []
    fireEvent.click(firstHit(key))
    await settle()
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url }])
  }
})

test('a failing section stays and says why (a refusal, a server error), without a modal, and retries alone', async () => {
  loginAs('supplier')
  server({ complaint: fail('无权访问'), knowledge: { statusCode: 500, data: '' } })
  render(<Search />)
  await searchFor('春节')
  expect(sectionTitles()).toEqual(['通知公告', '知识库', '我的投诉', '进场报备'])
  expect(section('complaint')!.getAttribute('data-status')).toBe('error')
  expect(section('complaint')!.textContent).toContain('该分类搜索失败：无权访问')
  expect(section('knowledge')!.getAttribute('data-status')).toBe('error')
  expect(section('knowledge')!.textContent).toContain('该分类搜索失败：服务器内部错误')
  expect(taroMock.modals).toHaveLength(0)
  server()
  fireEvent.click(section('knowledge')!.querySelector('.app-search-section__retry')!)
  await settle()
  expect(section('knowledge')!.textContent).toContain('春节蔬菜储存')
  expect(requestsTo(PATHS.knowledge)).toHaveLength(2)
  expect(requestsTo(PATHS.notice)).toHaveLength(1)
})

test('the box takes the server\'s keyword limit; a search longer than 20 characters reaches every section', async () => {
  loginAs('supplier')
  server()
  render(<Search />)
  expect(input().getAttribute('maxlength')).toBe(String(KEYWORD_MAX_LENGTH))
  const long = '春节期间蔬菜水果批发市场进场报备的车辆安排'
  expect(long.length).toBeGreaterThan(20)
  await searchFor(long)
  expect(Object.values(PATHS).map((p) => requestsTo(p).length)).toEqual([1, 1, 1, 1])
  expect(formBody(requestsTo(PATHS.inmarket)[0]).keyword).toBe(long)
  expect(sectionTitles()).toEqual(['通知公告', '知识库', '我的投诉', '进场报备'])
  expect(section('inmarket')!.textContent).toContain('粤A12345')
})

test('a section the server refuses for the keyword shows the server\'s words', async () => {
  loginAs('supplier')
  server({ inmarket: fail(`搜索内容不能超过${KEYWORD_MAX_LENGTH}个字符`) })
  render(<Search />)
  await searchFor('春节')
  expect(section('inmarket')!.textContent).toContain(`该分类搜索失败：搜索内容不能超过${KEYWORD_MAX_LENGTH}个字符`)
  expect(section('notice')!.getAttribute('data-status')).toBe('done')
})

test('进场报备 is left out for user types that do not report entries', async () => {
  loginAs('maintainer')
  server()
  render(<Search />)
  await searchFor('春节')
  expect(sectionTitles()).toEqual(['通知公告', '知识库', '我的投诉'])
  expect(requestsTo(PATHS.inmarket)).toHaveLength(0)
})

test('recent searches: kept, tapped to search again, cleared', async () => {
  loginAs('supplier')
  server()
  const first = render(<Search />)
  expect(screen.queryByTestId('recent-searches')).toBeNull()
  await searchFor('春节')
  await searchFor('白菜')
  first.unmount()
  expect(taroMock.storage.get(recentSearchKey('search'))).toMatchObject({ data: ['白菜', '春节'] })

  render(<Search />)
  expect(screen.getAllByTestId('recent-item').map((i) => i.textContent)).toEqual(['白菜', '春节'])
  fireEvent.click(screen.getByText('春节'))
  await settle()
  expect(input().value).toBe('春节')
  expect(sectionTitles()).toContain('通知公告')
  expect(formBody(requestsTo(PATHS.notice).slice(-1)[0]).title).toBe('春节')

  fireEvent.change(input(), { target: { value: '' } })
  fireEvent.keyDown(input(), { key: 'Enter' })
  await settle()
  expect(screen.getAllByTestId('recent-item').map((i) => i.textContent)).toEqual(['春节', '白菜'])
  fireEvent.click(screen.getByTestId('recent-clear'))
  await settle()
  expect(screen.queryByTestId('recent-searches')).toBeNull()
  expect(taroMock.storage.has(recentSearchKey('search'))).toBe(false)
})
