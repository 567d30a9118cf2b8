import { useState } from 'react'
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { SearchBar } from '@/components/SearchBar'
import { FilterTabs } from '@/components/FilterTabs'
import { recentSearchKey, useRecentSearches } from '@/hooks/useRecentSearches'
import { taroMock } from '../mocks/taro'

describe('SearchBar', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  const input = () => screen.getByTestId('search-bar').querySelector('input')!
  const type = (v: string) => act(() => void fireEvent.change(input(), { target: { value: v } }))

  test('debounces typing by 300 ms: one search with the last text', () => {
    const onSearch = jest.fn()
    render(<SearchBar onSearch={onSearch} />)
    type('白')
    act(() => void jest.advanceTimersByTime(200))
    type('白菜')
    act(() => void jest.advanceTimersByTime(299))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => void jest.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('白菜')
  })

  test('enter searches at once (trimmed) and cancels the pending one', () => {
    const onSearch = jest.fn()
    render(<SearchBar onSearch={onSearch} />)
    type(' 萝卜 ')
    act(() => void fireEvent.keyDown(input(), { key: 'Enter' }))
    expect(onSearch).toHaveBeenCalledWith('萝卜')
    act(() => void jest.advanceTimersByTime(1000))
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  test('clear searches with an empty keyword', () => {
    const onSearch = jest.fn()
    render(<SearchBar onSearch={onSearch} defaultValue="苹果" />)
    // A named button (NutUI's own clear is a div without a role).
    const clear = screen.getByRole('button', { name: '清除' })
    act(() => void fireEvent.click(clear))
    act(() => void jest.advanceTimersByTime(1000))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('')
    expect(input().value).toBe('')
  })
})

describe('useRecentSearches', () => {
  test('newest first, dedupes, trims, ignores blanks, keeps max', () => {
    const { result } = renderHook(() => useRecentSearches('goods', 3))
    act(() => result.current.add('白菜'))
    act(() => result.current.add('萝卜'))
    act(() => result.current.add(' 白菜 '))
    act(() => result.current.add('  '))
    expect(result.current.items).toEqual(['白菜', '萝卜'])
    act(() => result.current.add('土豆'))
    act(() => result.current.add('茄子'))
    expect(result.current.items).toEqual(['茄子', '土豆', '白菜'])
    act(() => result.current.remove('土豆'))
    expect(result.current.items).toEqual(['茄子', '白菜'])
  })

  test('persisted without expiry per key; clear removes all', () => {
    const first = renderHook(() => useRecentSearches('orders'))
    act(() => first.result.current.add('A001'))
    const stored = taroMock.storage.get(recentSearchKey('orders')) as { data: string[]; timeout: number }
    expect(stored).toMatchObject({ data: ['A001'], timeout: 0 })
    const again = renderHook(() => useRecentSearches('orders'))
    expect(again.result.current.items).toEqual(['A001'])
    expect(renderHook(() => useRecentSearches('other')).result.current.items).toEqual([])
    act(() => again.result.current.clear())
    expect(again.result.current.items).toEqual([])
    expect(taroMock.storage.has(recentSearchKey('orders'))).toBe(false)
  })

  test('default max is 10', () => {
    const { result } = renderHook(() => useRecentSearches('many'))
    for (let i = 0; i < 12; i++) act(() => result.current.add(`k${i}`))
    expect(result.current.items).toHaveLength(10)
    expect(result.current.items[0]).toBe('k11')
  })
})

describe('FilterTabs', () => {
  const TABS = [
    { title: '全部', value: '' },
    { title: '待审核', value: 'submitted' },
    { title: '已通过', value: 'passed' },
  ]
  function Tabs({ onChange }: { onChange: (v: string) => void }) {
    const [v, setV] = useState('')
    return (
      <FilterTabs
        tabs={TABS}
        value={v}
        onChange={(x) => {
          onChange(x)
          setV(x)
        }}
      />
    )
  }

  test('marks the active tab; a tap on another changes it, on the active one does nothing', () => {
    const onChange = jest.fn()
    render(<Tabs onChange={onChange} />)
    const active = () => screen.getAllByTestId('filter-tab').filter((t) => t.getAttribute('data-active') === 'true').map((t) => t.textContent)
    expect(active()).toEqual(['全部'])
    fireEvent.click(screen.getByText('待审核'))
    expect(onChange).toHaveBeenCalledWith('submitted')
    expect(active()).toEqual(['待审核'])
    fireEvent.click(screen.getByText('待审核'))
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  test('sticks under the navigation bar', () => {
    render(<FilterTabs tabs={TABS} value="" onChange={() => undefined} />)
    const bar = screen.getByTestId('filter-tabs')
    expect(bar.className).toContain('app-filter-tabs--sticky')
    expect(bar.style.top).toMatch(/^\d+px$/)
  })
})
