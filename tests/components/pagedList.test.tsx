import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { member } from '@/contract/member'
import { message } from '@/contract/message'
import type { PageResult } from '@/contract/types'
import { announceChange } from '@/core/refresh'
import { usePagedList, type PageFetcher, type PageQueryArgs } from '@/hooks/usePagedList'
import { PagedList } from '@/components/PagedList'
import { taroMock } from '../mocks/taro'
import { clickButton, settle } from './helpers'

interface Row {
  id: number
  name: string
}

/**
 * A fake keyset server of `total` rows (ids 1..total, in id order); records every query. A page
 * after a cursor starts right after the cursor's row, like the real one (server/data/paging.ts).
 */
function fakeServer(total: number) {
  const server = {
    total,
    calls: [] as PageQueryArgs[],
    failNext: false,
    prefix: '商品',
    fetch: (async (q) => {
      server.calls.push(q)
      if (server.failNext) {
        server.failNext = false
        throw new Error('网络连接失败')
      }
      const start = q.cursor ? Number(q.cursor.replace('after-', '')) : (q.current - 1) * q.size
      const records = Array.from({ length: Math.max(0, Math.min(q.size, server.total - start)) }, (_, i) => ({ id: start + i + 1, name: `${server.prefix}${start + i + 1}` }))
      const hasMore = start + records.length < server.total
      return { records, current: q.current, size: q.size, hasMore, cursor: hasMore ? `after-${start + records.length}` : null } satisfies PageResult<Row>
    }) as PageFetcher<Row>,
  }
  return server
}

function List({ fetch, filter = '' }: { fetch: PageFetcher<Row>; filter?: string }) {
  const list = usePagedList((q) => fetch(filter ? ({ ...q, filter } as typeof q) : q), [fetch, filter], { refreshOn: [member.complaintComplaint] })
  return <PagedList list={list} keyOf={(r) => r.id} renderItem={(r) => <Text>{r.name}</Text>} emptyText="暂无商品" />
}

const rows = () => screen.queryAllByText(/^(商品|新品)\d+$/).length
const footer = () => screen.getByTestId('paged-list-footer').textContent

test('loads 20 at a time, each next page after the previous cursor, until hasMore is false, then 没有更多了', async () => {
  const server = fakeServer(45)
  render(<List fetch={server.fetch} />)
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  await settle()
  expect(server.calls).toEqual([{ current: 1, size: 20 }])
  expect(rows()).toBe(20)
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(rows()).toBe(40)
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(rows()).toBe(45)
  expect(footer()).toBe('没有更多了')
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(server.calls).toEqual([
    { current: 1, size: 20 },
    { current: 2, size: 20, cursor: 'after-20' },
    { current: 3, size: 20, cursor: 'after-40' },
  ])
})

test('exactly one full page with hasMore false: no further request', async () => {
  const server = fakeServer(20)
  render(<List fetch={server.fetch} />)
  await settle()
  expect(rows()).toBe(20)
  expect(footer()).toBe('没有更多了')
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(server.calls).toHaveLength(1)
})

test('a full page with hasMore true loads on even when the next page is empty', async () => {
  const server = fakeServer(40)
  render(<List fetch={server.fetch} />)
  await settle()
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(rows()).toBe(40)
  expect(footer()).toBe('没有更多了')
  expect(server.calls.at(-1)).toEqual({ current: 2, size: 20, cursor: 'after-20' })
})

test('pull-to-refresh starts again at page 1 without a cursor', async () => {
  const server = fakeServer(45)
  render(<List fetch={server.fetch} />)
  await settle()
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  await act(async () => taroMock.fire('pullDownRefresh'))
  await settle()
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(server.calls.slice(2)).toEqual([
    { current: 1, size: 20 },
    { current: 2, size: 20, cursor: 'after-20' },
  ])
  expect(rows()).toBe(40)
})

test('one short page is the end', async () => {
  const server = fakeServer(3)
  render(<List fetch={server.fetch} />)
  await settle()
  expect(rows()).toBe(3)
  expect(footer()).toBe('没有更多了')
  await act(async () => taroMock.fire('reachBottom'))
  expect(server.calls).toHaveLength(1)
})

test('pull-to-refresh reloads page 1 and stops the spinner', async () => {
  const stop = jest.spyOn(Taro, 'stopPullDownRefresh')
  const server = fakeServer(45)
  render(<List fetch={server.fetch} />)
  await settle()
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(rows()).toBe(40)
  server.total = 2
  server.prefix = '新品'
  await act(async () => taroMock.fire('pullDownRefresh'))
  await settle()
  expect(server.calls.at(-1)).toEqual({ current: 1, size: 20 })
  expect(screen.getByText('新品1')).toBeTruthy()
  expect(rows()).toBe(2)
  expect(stop).toHaveBeenCalledTimes(1)
})

test('a write to its resource (announced by the mutation helper) reloads; a write to another does not', async () => {
  const server = fakeServer(5)
  render(<List fetch={server.fetch} />)
  await settle()
  server.total = 6
  await act(async () => {
    announceChange([message.history])
  })
  await settle()
  expect(server.calls).toHaveLength(1)
  expect(rows()).toBe(5)
  await act(async () => {
    announceChange([member.complaintComplaint.create])
  })
  await settle()
  expect(server.calls).toHaveLength(2)
  expect(rows()).toBe(6)
})

test('new deps start over', async () => {
  const server = fakeServer(30)
  const { rerender } = render(<List fetch={server.fetch} filter="a" />)
  await settle()
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  rerender(<List fetch={server.fetch} filter="b" />)
  await settle()
  expect(server.calls.map((c) => c.current)).toEqual([1, 2, 1])
  expect(rows()).toBe(20)
})

test('empty', async () => {
  render(<List fetch={fakeServer(0).fetch} />)
  await settle()
  expect(screen.getByText('暂无商品')).toBeTruthy()
})

test('a failed first page: error state, 重新加载 tries again', async () => {
  const server = fakeServer(5)
  server.failNext = true
  const { container } = render(<List fetch={server.fetch} />)
  await settle()
  expect(screen.getByText('网络连接失败')).toBeTruthy()
  await clickButton(container, '重新加载')
  expect(rows()).toBe(5)
})

test('a failed further page keeps the rows and offers a retry', async () => {
  const server = fakeServer(30)
  render(<List fetch={server.fetch} />)
  await settle()
  server.failNext = true
  await act(async () => taroMock.fire('reachBottom'))
  await settle()
  expect(rows()).toBe(20)
  expect(footer()).toBe('加载失败，点击重试')
  await act(async () => {
    screen.getByText('加载失败，点击重试').click()
  })
  await settle()
  expect(rows()).toBe(30)
  expect(footer()).toBe('没有更多了')
})

test('an answer overtaken by a newer load is dropped', async () => {
  const resolvers: Array<() => void> = []
  const server = fakeServer(3)
  const slow: PageFetcher<Row> = (q) => new Promise((r) => resolvers.push(() => r(server.fetch(q))))
  render(<List fetch={slow} />)
  server.prefix = '新品'
  await act(async () => taroMock.fire('pullDownRefresh'))
  // The newer load answers first, then the first one.
  resolvers[1]()
  await settle()
  server.prefix = '商品'
  resolvers[0]()
  await settle()
  expect(screen.getByText('新品1')).toBeTruthy()
  expect(screen.queryByText('商品1')).toBeNull()
})
