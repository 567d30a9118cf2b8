/**
 * The UI kit's controls for assistive technology and the keyboard: tappable Views are buttons
 * (named, in the tab order, pressed by Enter and Space), filter tabs are a tablist, and on H5 the
 * page scroller joins the tab order.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { FilterTabs } from '@/components/FilterTabs'
import { FormField } from '@/components/FormField'
import { NavBar } from '@/components/NavBar'
import { Pressable } from '@/components/Pressable'
import { useFocusablePageScroller } from '@/components/Screen/pageScroller.h5'
import { taroMock } from '../mocks/taro'
import { onPage } from './helpers'

describe('Pressable', () => {
  test('a named button in the tab order; Enter and Space press it, other keys do not', () => {
    const onPress = jest.fn()
    render(
      <Pressable label="首页" onPress={onPress} data-testid="p">
        <span>icon</span>
      </Pressable>,
    )
    const button = screen.getByRole('button', { name: '首页' })
    expect(button.getAttribute('tabindex')).toBe('0')
    fireEvent.keyDown(button, { key: 'Enter' })
    fireEvent.keyDown(button, { key: ' ' })
    fireEvent.keyDown(button, { key: 'a' })
    expect(onPress).toHaveBeenCalledTimes(2)
    fireEvent.click(button)
    expect(onPress).toHaveBeenCalledTimes(3)
  })

  test('the nav bar back button is a button named 返回 and works from the keyboard', async () => {
    onPage('/pages/about', {}, ['pages/navi'])
    render(<NavBar />)
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('button', { name: '返回' }), { key: 'Enter' })
    })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateBack', url: 'delta:1' }])
  })

  test('the password eye is a toggle button: 显示密码, pressed while the password shows', () => {
    render(<FormField label="密码" name="password" value="secret" onChange={() => undefined} password />)
    const eye = screen.getByRole('button', { name: '显示密码' })
    const input = () => document.querySelector('[data-field="password"] input') as HTMLInputElement
    expect(eye.getAttribute('aria-pressed')).toBe('false')
    expect(input().type).toBe('password')
    fireEvent.keyDown(eye, { key: ' ' })
    expect(eye.getAttribute('aria-pressed')).toBe('true')
    expect(input().type).toBe('text')
  })
})

test('filter tabs: a tablist whose selected tab says so; Enter chooses another', () => {
  const onChange = jest.fn()
  render(
    <FilterTabs
      tabs={[
        { title: '全部', value: 'all' },
        { title: '待处理', value: 'open' },
      ]}
      value="all"
      onChange={onChange}
    />,
  )
  expect(screen.getByRole('tablist')).toBeTruthy()
  const tabs = screen.getAllByRole('tab')
  expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.getAttribute('tabindex')])).toEqual([
    ['全部', 'true', '0'],
    ['待处理', 'false', '0'],
  ])
  fireEvent.keyDown(tabs[1], { key: 'Enter' })
  expect(onChange).toHaveBeenCalledWith('open')
})

test("H5: the screen's page container (Taro's scroller) joins the tab order; one with its own tabindex keeps it", () => {
  function Inside() {
    const ref = useRef<HTMLDivElement>(null)
    useFocusablePageScroller(ref)
    return <div ref={ref}>body</div>
  }
  const page = document.createElement('div')
  page.className = 'taro_page'
  document.body.appendChild(page)
  render(<Inside />, { container: page.appendChild(document.createElement('div')) })
  expect(page.getAttribute('tabindex')).toBe('0')

  const kept = document.createElement('div')
  kept.className = 'taro_page'
  kept.setAttribute('tabindex', '-1')
  document.body.appendChild(kept)
  render(<Inside />, { container: kept.appendChild(document.createElement('div')) })
  expect(kept.getAttribute('tabindex')).toBe('-1')
})
