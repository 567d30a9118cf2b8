import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import KnowledgeList from '@/knowledge/knowledgeList'
import KnowledgeDetail from '@/knowledge/knowledgeDetail'
import { useDictionary } from '@/stores/dictionary'
import { taroMock } from '../mocks/taro'
import { answer, fail, holdRequests, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const PAGE = '/api/custome/knowledge/queryPage'
const DETAIL = '/api/custome/knowledge/findById'

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `k${n}`,
  title: `文章${n}`,
  summary: `摘要${n}`,
  category: 'foodSafety',
  categoryName: '食品安全',
  cover: null,
  publishTime: '2026-03-01T08:00:00.000Z',
  viewCount: 30 + n,
  ...extra,
})
const page = (records: unknown[], total = records.length) => ok({ records, current: 1, size: 20, hasMore: total > records.length, cursor: total > records.length ? 'next' : null })
const bodyOf = (path: string, i = -1) => requestsTo(path).at(i)!.data

describe('knowledgeList', () => {
  beforeEach(() => {
    onPage('/knowledge/knowledgeList', {}, ['staff/index'])
    useDictionary.setState({
      entries: [
        { dataType: 'knowledgeCategory', dataKey: 'foodSafety', dataValue: '食品安全' },
        { dataType: 'knowledgeCategory', dataKey: 'fireSafety', dataValue: '消防安全' },
        { dataType: 'unit', dataKey: 'kg', dataValue: '千克' },
      ],
    })
  })

  test('not logged in: the login state and no request', () => {
    render(<KnowledgeList />)
    expect(screen.getByText('您还未登录')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('loading, then cards with title, summary, category, date and views', async () => {
    loginAs('staff')
    const release = holdRequests()
    render(<KnowledgeList />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    release(page([item(1), item(2)]))
    await settle()
    expect(screen.getAllByTestId('list-card')).toHaveLength(2)
    expect(screen.getByText('文章1')).toBeTruthy()
    expect(screen.getByText('摘要2')).toBeTruthy()
    expect(screen.getByText('食品安全 · 2026-03-01 · 浏览 31')).toBeTruthy()
    expect(bodyOf(PAGE)).toEqual({ current: 1, size: 20 })
  })

  test('category tabs: 全部 plus the dictionary; a tab filters by its key', async () => {
    loginAs('staff')
    answer({ [PAGE]: page([item(1)]) })
    render(<KnowledgeList />)
    await settle()
    expect(screen.getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '食品安全', '消防安全'])
    fireEvent.click(screen.getByText('消防安全'))
    await settle()
    expect(bodyOf(PAGE)).toEqual({ current: 1, size: 20, category: 'fireSafety' })
    fireEvent.click(screen.getByText('全部'))
    await settle()
    expect(bodyOf(PAGE)).toEqual({ current: 1, size: 20 })
  })

  test('search sends the keyword (with the category) and an empty result says so', async () => {
    loginAs('staff')
    answer({ [PAGE]: (o) => ((o.data as { keyword?: string }).keyword ? page([]) : page([item(1)])) })
    const { container } = render(<KnowledgeList />)
    await settle()
    fireEvent.click(screen.getByText('食品安全'))
    await settle()
    const input = container.querySelector('[data-testid="search-bar"] input')!
    fireEvent.change(input, { target: { value: '冷链' } })
    act(() => void fireEvent.keyDown(input, { key: 'Enter' }))
    await settle()
    expect(bodyOf(PAGE)).toEqual({ current: 1, size: 20, category: 'foodSafety', keyword: '冷链' })
    expect(screen.getByText('没有找到相关知识')).toBeTruthy()
  })

  test('an empty list and an error with retry', async () => {
    loginAs('staff')
    answer({ [PAGE]: page([]) })
    const { unmount } = render(<KnowledgeList />)
    await settle()
    expect(screen.getByText('暂无知识文章')).toBeTruthy()
    unmount()
    answer({ [PAGE]: fail('服务繁忙') })
    render(<KnowledgeList />)
    await settle()
    expect(screen.getByTestId('state-error')).toBeTruthy()
    answer({ [PAGE]: page([item(3)]) })
    fireEvent.click(screen.getByText('重新加载'))
    await settle()
    expect(screen.getByText('文章3')).toBeTruthy()
  })

  test('pull-to-refresh reloads page 1; reaching the bottom loads page 2; a card opens its detail', async () => {
    loginAs('staff')
    const first = Array.from({ length: 20 }, (_, i) => item(i + 1))
    answer({ [PAGE]: (o) => ((o.data as { current: number }).current === 2 ? ok({ records: [item(21)], current: 2, size: 20, hasMore: false, cursor: null }) : page(first, 21)) })
    render(<KnowledgeList />)
    await settle()
    await act(async () => taroMock.fire('reachBottom'))
    await settle()
    expect(screen.getByText('文章21')).toBeTruthy()
    expect(screen.getByText('没有更多了')).toBeTruthy()
    const before = requestsTo(PAGE).length
    await act(async () => taroMock.fire('pullDownRefresh'))
    await settle()
    expect(requestsTo(PAGE)).toHaveLength(before + 1)
    expect(bodyOf(PAGE)).toMatchObject({ current: 1 })
    fireEvent.click(screen.getByText('文章2'))
    await settle()
    expect(taroMock.navigations.pop()).toEqual({ kind: 'navigateTo', url: '/knowledge/knowledgeDetail?id=k2' })
  })
})

describe('knowledgeDetail', () => {
  const DETAIL_DATA = {
    ...item(1),
    content: '<h3>要点</h3><p onclick="steal()">生熟分开</p><script>alert(1)</script><img src="x" onerror="steal()">',
    images: ['/uploads/a.png', '/uploads/b.png'],
    attachments: [{ name: '操作手册.pdf', url: '/uploads/manual.pdf', size: 1536 }],
  }
  const T = Taro as unknown as Record<string, unknown>

  beforeEach(() => onPage('/knowledge/knowledgeDetail', { id: 'k1' }, ['knowledge/knowledgeList']))

  test('title, meta and sanitised content', async () => {
    loginAs('staff')
    answer({ [DETAIL]: ok(DETAIL_DATA) })
    render(<KnowledgeDetail />)
    await settle()
    expect(screen.getByText('文章1')).toBeTruthy()
    expect(screen.getByText(/食品安全 · 2026-03-01 \d\d:\d\d · 浏览 31/)).toBeTruthy()
    const html = screen.getByTestId('rich-content').innerHTML
    expect(html).toContain('生熟分开')
    expect(html).not.toMatch(/<script|onclick|onerror|alert\(1\)/)
    expect(new URLSearchParams(String(requestsTo(DETAIL)[0].data)).get('id')).toBe('k1')
  })

  test('images preview on tap; an attachment shows its name and size and downloads then opens on weapp', async () => {
    loginAs('staff')
    answer({ [DETAIL]: ok(DETAIL_DATA) })
    const preview = jest.spyOn(Taro, 'previewImage')
    const downloads: unknown[] = []
    const opened: unknown[] = []
    T.downloadFile = (o: unknown) => (downloads.push(o), Promise.resolve({ statusCode: 200, tempFilePath: 'wxfile://tmp/manual.pdf' }))
    T.openDocument = (o: unknown) => (opened.push(o), Promise.resolve())
    render(<KnowledgeDetail />)
    await settle()
    const imgs = screen.getByTestId('kn-images').querySelectorAll('img')
    expect(imgs).toHaveLength(2)
    fireEvent.click(imgs[1])
    expect(preview).toHaveBeenCalledWith({ urls: [imgs[0].getAttribute('src'), imgs[1].getAttribute('src')], current: imgs[1].getAttribute('src') })
    expect(imgs[1].getAttribute('src')).toMatch(/\/uploads\/b\.png$/)
    expect(screen.getByText('操作手册.pdf')).toBeTruthy()
    expect(screen.getByText('1.5 KB')).toBeTruthy()
    fireEvent.click(screen.getByTestId('kn-attachment'))
    await settle()
    expect((downloads[0] as { url: string }).url).toMatch(/\/uploads\/manual\.pdf$/)
    // Spec section 9: downloads time out after 60000 ms too.
    expect(downloads[0]).toMatchObject({ timeout: 60000 })
    expect(opened[0]).toEqual({ filePath: 'wxfile://tmp/manual.pdf', fileType: 'pdf', showMenu: true })
  })

  test('a failed download says so', async () => {
    loginAs('staff')
    answer({ [DETAIL]: ok(DETAIL_DATA) })
    T.downloadFile = () => Promise.resolve({ statusCode: 404, tempFilePath: '' })
    T.openDocument = jest.fn()
    render(<KnowledgeDetail />)
    await settle()
    fireEvent.click(screen.getByTestId('kn-attachment'))
    await settle()
    expect(T.openDocument).not.toHaveBeenCalled()
    expect(taroMock.toasts.pop()?.title).toBe('附件打开失败，请稍后重试')
  })

  test('without the article number: the missing-parameter state and no request', async () => {
    loginAs('staff')
    onPage('/knowledge/knowledgeDetail', {}, ['knowledge/knowledgeList'])
    render(<KnowledgeDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少知识编号')
    expect(taroMock.requests).toHaveLength(0)
  })

  test('not logged in: the login state and no request', async () => {
    render(<KnowledgeDetail />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })

  test('an article the caller may not see: the error state', async () => {
    loginAs('staff')
    answer({ [DETAIL]: fail('记录不存在') })
    taroMock.modals = []
    render(<KnowledgeDetail />)
    await settle()
    // Once: the error state says it, no 提示 modal as well.
    expect(taroMock.modals).toEqual([])
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
    expect(screen.queryByTestId('kn-attachment')).toBeNull()
  })
})
