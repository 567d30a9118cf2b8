import { taroMock } from '../mocks/taro'
import { cacheModules, isVisible, visibleItems } from '@/core/permission'

beforeEach(() => taroMock.reset())

describe('menu visibility by module caption (spec section 6)', () => {
  const items = [{ caption: '设置' }, { caption: '修改密码' }, { caption: '关于我们' }]

  test('with no module list cached every item is shown', () => {
    expect(isVisible('设置')).toBe(true)
    expect(visibleItems(items)).toEqual(items)
  })

  test('an item is shown only when a cached module has the same caption', () => {
    cacheModules([{ id: '1', caption: '设置' }, { id: '2', caption: '关于我们' }])
    expect(isVisible('设置')).toBe(true)
    expect(isVisible('修改密码')).toBe(false)
    expect(visibleItems(items)).toEqual([{ caption: '设置' }, { caption: '关于我们' }])
  })

  test('an empty module list hides everything', () => {
    expect(visibleItems(items, [])).toEqual([])
  })

  test('captions match exactly', () => {
    expect(isVisible('设置 ', [{ id: '1', caption: '设置' }])).toBe(false)
  })
})
