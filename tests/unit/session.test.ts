import { taroMock, type RequestOptions } from '../mocks/taro'
import { setApiRoot } from '@/core/apiRoot'
import { getUser, getUserType, isLoggedIn, saveUser } from '@/core/session'
import { useSession } from '@/stores/session'
import { useDictionary } from '@/stores/dictionary'
import { useModules } from '@/stores/modules'
import { request } from '@/core/request'
import { contract } from '@/contract'

const loginUser = { token: 't-9', id: '9', username: 'supplier01', realName: '李四', mobile: '13900000000', userType: 'supplier' as const }

function api(routes: Record<string, (o: RequestOptions) => unknown>) {
  taroMock.requestHandler = (o) => {
    const path = o.url.replace('http://api.test', '').split('?')[0]
    const handler = routes[path]
    if (!handler) return { statusCode: 404, data: {} }
    return { statusCode: 200, data: handler(o) }
  }
}
const ok = (result: unknown) => ({ state: 0, msg: '', result })

beforeEach(() => {
  taroMock.reset()
  setApiRoot('http://api.test')
  useSession.setState({ user: null, userType: null })
  useModules.setState({ modules: null })
  useDictionary.setState({ entries: [] })
})

describe('login (spec section 4)', () => {
  test('stores the user with no expiry, loads dictionary and modules, goes to the role index page', async () => {
    api({
      '/login/login': () => ok(loginUser),
      '/api/user/dataDictionary/page': () => ok({ records: [{ dataType: 'unit', dataKey: 'kg', dataValue: '公斤' }], current: 1, size: 500, hasMore: false, cursor: null }),
      '/api/permission/permission/getRoleModulListAndButtonList': () => ok({ modules: [{ id: 'm1', caption: '设置' }], buttons: [] }),
    })
    await useSession.getState().login({ username: 'supplier01', password: 'x', userType: 'supplier' })
    expect(taroMock.storage.get('_user')).toEqual({ data: loginUser, timeout: 0, createTime: expect.any(Number) })
    expect(isLoggedIn()).toBe(true)
    expect(getUserType()).toBe('supplier')
    expect(useSession.getState().user).toEqual(loginUser)
    expect(useDictionary.getState().label('unit', 'kg')).toBe('公斤')
    expect(useDictionary.getState().label('unit', 'box')).toBe('box')
    expect(useModules.getState().modules).toEqual([{ id: 'm1', caption: '设置' }])
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/index' }])
    const loginCall = taroMock.requests.find((r) => r.url.endsWith('/login/login'))!
    expect(loginCall.data).toBe('username=supplier01&password=x&userType=supplier')
    expect(taroMock.loadings).toContain('登录中...')
  })

  test('a failed dictionary load does not block login', async () => {
    api({ '/login/login': () => ok(loginUser) })
    await useSession.getState().login({ username: 'a', password: 'b', userType: 'supplier' })
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/supplier/index' }])
  })

  test('a refused login stores nothing and stays', async () => {
    api({ '/login/login': () => ({ state: 1, msg: '用户名或密码错误', result: null }) })
    await expect(useSession.getState().login({ username: 'a', password: 'b', userType: 'supplier' })).rejects.toMatchObject({ message: '用户名或密码错误' })
    expect(getUser()).toBeNull()
    expect(taroMock.navigations).toEqual([])
  })
})

describe('logout', () => {
  beforeEach(() => {
    saveUser(loginUser)
    useSession.setState({ user: loginUser, userType: 'supplier' })
    api({ '/login/logout': () => ok(null) })
  })

  test('confirms by default, calls the server, clears the user and goes to the navigation page', async () => {
    await expect(useSession.getState().logout()).resolves.toBe(true)
    expect(taroMock.modals[0]).toMatchObject({ title: '提示', content: '确定要退出登录吗？' })
    expect(taroMock.requests[0].url).toBe('http://api.test/login/logout')
    expect(taroMock.requests[0].header?.Authorization).toBe('t-9')
    expect(getUser()).toBeNull()
    expect(useSession.getState().user).toBeNull()
    expect(getUserType()).toBe('supplier')
    expect(taroMock.navigations).toEqual([{ kind: 'reLaunch', url: '/pages/navi' }])
  })

  test('declining the confirmation keeps the session', async () => {
    taroMock.modalAnswer = false
    await expect(useSession.getState().logout()).resolves.toBe(false)
    expect(getUser()).toEqual(loginUser)
    expect(taroMock.requests).toHaveLength(0)
  })

  test('confirm: false skips the question', async () => {
    await useSession.getState().logout({ confirm: false })
    expect(taroMock.modals).toHaveLength(0)
    expect(getUser()).toBeNull()
  })
})

describe('not logged in', () => {
  test('requireLogin offers 去登录 / 稍后 and opens the kept role login page', async () => {
    useSession.setState({ user: null, userType: 'purchaser' })
    await expect(useSession.getState().requireLogin()).resolves.toBe(false)
    expect(taroMock.modals[0]).toMatchObject({ title: '提示', confirmText: '去登录', cancelText: '稍后' })
    expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/purchaser/login' }])
  })

  test('稍后 stays put', async () => {
    taroMock.modalAnswer = false
    await useSession.getState().requireLogin()
    expect(taroMock.navigations).toEqual([])
  })

  test('logged in passes straight through', async () => {
    useSession.setState({ user: loginUser })
    await expect(useSession.getState().requireLogin()).resolves.toBe(true)
    expect(taroMock.modals).toHaveLength(0)
  })

  test('a session refused by the server (state 97) clears the store too', async () => {
    saveUser(loginUser)
    useSession.setState({ user: loginUser, userType: 'supplier' })
    api({ '/api/message/history/getUnreadMessageCount': () => ({ state: 97, msg: '登录已失效', result: null }) })
    await expect(request(contract.message.history.getUnreadMessageCount)).rejects.toMatchObject({ kind: 'auth' })
    expect(useSession.getState().user).toBeNull()
  })
})

test('updateUser merges a profile change into the stored user', () => {
  saveUser(loginUser)
  useSession.setState({ user: loginUser })
  useSession.getState().updateUser({ realName: '王五' })
  expect(getUser()?.realName).toBe('王五')
  expect(getUser()?.token).toBe('t-9')
})

test('chooseRole keeps the login user type', () => {
  useSession.getState().chooseRole('dc')
  expect(getUserType()).toBe('dc')
  expect(useSession.getState().userType).toBe('dc')
})
