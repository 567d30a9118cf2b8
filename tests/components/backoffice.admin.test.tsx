/** Roles and sub-accounts (issue 12): /supplier/role-admin/index, create; /supplier/user-admin/index, create, detail. */
import { render, screen, within } from '@testing-library/react'
import SupplierRoleCreate from '@/supplier/role-admin/create'
import SupplierRoleAdmin from '@/supplier/role-admin/index'
import SupplierUserCreate from '@/supplier/user-admin/create'
import SupplierUserDetail from '@/supplier/user-admin/detail'
import SupplierUserAdmin from '@/supplier/user-admin/index'
import { taroMock } from '../mocks/taro'
import { MODULES, pageOf, role, subAccount, tap, waitToast } from './backofficeFixtures'
import { answer, buttonDisabled, clickButton, fail, fieldValue, formBody, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const ROLES = '/api/permission/sysRole/page'
const ROLE = '/api/permission/sysRole/queryById'
const ROLE_CREATE = '/api/permission/sysRole/create'
const ROLE_UPDATE = '/api/permission/sysRole/update'
const ROLE_DELETE = '/api/permission/sysRole/delete'
const CHECK_NAME = '/api/permission/sysRole/checkRoleName'
const MODULE_PAGE = '/api/permission/sysModule/page'
const ROLE_MODULES = '/api/permission/sysRoleModlePermission/listByRole'
const SAVE_MODULES = '/api/permission/sysRoleModlePermission/batchSaveModulePermission'
const USERS = '/api/user/user/page'
const USER = '/api/user/user/queryById'
const USER_CREATE = '/api/user/user/create'
const USER_UPDATE = '/api/user/user/update'
const USER_DELETE = '/api/user/user/delete'
const RESET = '/api/user/user/resetPassword'

beforeEach(() => loginAs('supplier', { isAdmin: true }))

const checks = () => screen.getAllByTestId('check-row').map((r) => `${r.textContent}:${r.getAttribute('aria-checked')}`)
const check = (label: string) => screen.getAllByTestId('check-row').find((r) => r.textContent?.startsWith(label))!

describe('roles', () => {
  beforeEach(() => onPage('/supplier/role-admin/index', {}, ['supplier/index']))

  test('the roles with their state; 停用 at once, 删除 after the question; a card opens the editor', async () => {
    answer({
      [ROLES]: pageOf([role('r1', { name: '收银员', remark: '前台收银' }), role('r2', { enabled: false })]),
      [ROLE_UPDATE]: ok(role('r1', { enabled: false })),
      [ROLE_DELETE]: ok(null),
    })
    render(<SupplierRoleAdmin />)
    await settle()
    const cards = screen.getAllByTestId('list-card')
    expect(cards[0].textContent).toContain('收银员')
    expect(cards[0].textContent).toContain('前台收银')
    expect(within(cards[0]).getByTestId('status-tag').textContent).toBe('启用')
    expect(within(cards[1]).getByTestId('status-tag').textContent).toBe('停用')
    await clickButton(cards[0], '停用')
    expect(formBody(requestsTo(ROLE_UPDATE)[0])).toEqual({ id: 'r1', enabled: 'false' })
    expect(taroMock.toasts.at(-1)?.title).toBe('已停用')
    await clickButton(screen.getAllByTestId('list-card')[1], '删除')
    expect(lastModal().content).toBe('确定删除角色「角色r2」吗？使用该角色的子账号将失去其权限。')
    expect(formBody(requestsTo(ROLE_DELETE)[0])).toEqual({ id: 'r2' })
    expect(taroMock.navigations).toHaveLength(0)
    await tap(screen.getAllByTestId('list-card')[0])
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/role-admin/create?id=r1' })
  })

  test('empty and error states', async () => {
    answer({ [ROLES]: pageOf([]) })
    const { unmount } = render(<SupplierRoleAdmin />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无角色')
    unmount()
    answer({ [ROLES]: fail('仅商户管理员可操作') })
    render(<SupplierRoleAdmin />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('仅商户管理员可操作')
  })
})

describe('role editor', () => {
  test('new role: the module tree by group; a group box checks all of it; name and modules are required; the name must be free', async () => {
    onPage('/supplier/role-admin/create', {}, ['supplier/index', 'supplier/role-admin/index'])
    let taken = true
    answer({
      [MODULE_PAGE]: pageOf(MODULES),
      [CHECK_NAME]: () => ok({ exists: taken }),
      [ROLE_CREATE]: ok(role('r9', { name: '理货员' })),
      [SAVE_MODULES]: ok(MODULES.slice(2, 4)),
    })
    const { container } = render(<SupplierRoleCreate />)
    await settle()
    expect(document.body.textContent).toContain('新增角色')
    expect(screen.getAllByTestId('module-group').map((g) => g.querySelector('[data-testid="check-row"]')?.textContent)).toEqual(['交易管理', '商品库存', '财务服务'])
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('请输入角色名称')
    typeInto(container, 'name', '理货员')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('请至少选择一个功能模块')
    await tap(check('商品库存'))
    expect(checks()).toEqual(['交易管理:false', '订单管理:false', '快速开单:false', '商品库存:true', '商品管理:true', '库存管理:true', '财务服务:false', '账单服务:false'])
    await tap(check('库存管理'))
    expect(check('商品库存').getAttribute('aria-checked')).toBe('mixed')
    await tap(check('库存管理'))
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('角色名称已存在')
    expect(formBody(requestsTo(CHECK_NAME)[0])).toEqual({ name: '理货员' })
    expect(requestsTo(ROLE_CREATE)).toHaveLength(0)
    taken = false
    await clickButton(container, '保存')
    await waitToast()
    expect(formBody(requestsTo(ROLE_CREATE)[0])).toEqual({ name: '理货员' })
    expect(requestsTo(SAVE_MODULES)[0].data).toEqual({ roleId: 'r9', moduleIds: ['m3', 'm4'] })
    expect(taroMock.toasts.at(-1)?.title).toBe('保存成功')
    expect(taroMock.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  test('modules failing to save after the role was created: the next attempt updates that role, never a second one', async () => {
    onPage('/supplier/role-admin/create', {}, ['supplier/index', 'supplier/role-admin/index'])
    let modulesFail = true
    answer({
      [MODULE_PAGE]: pageOf(MODULES),
      [CHECK_NAME]: ok({ exists: false }),
      [ROLE_CREATE]: ok(role('r9', { name: '理货员' })),
      [ROLE_UPDATE]: ok(role('r9', { name: '理货员' })),
      [SAVE_MODULES]: () => (modulesFail ? fail('模块不存在') : ok([])),
    })
    const { container } = render(<SupplierRoleCreate />)
    await settle()
    typeInto(container, 'name', '理货员')
    await tap(check('账单服务'))
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('模块不存在')
    modulesFail = false
    await clickButton(container, '保存')
    await waitToast()
    expect(requestsTo(ROLE_CREATE)).toHaveLength(1)
    expect(formBody(requestsTo(CHECK_NAME)[1])).toEqual({ name: '理货员', id: 'r9' })
    expect(formBody(requestsTo(ROLE_UPDATE)[0])).toMatchObject({ id: 'r9', name: '理货员' })
    expect(requestsTo(SAVE_MODULES)[1].data).toEqual({ roleId: 'r9', moduleIds: ['m5'] })
  })

  test('edit: the role and its granted modules are loaded and saved back', async () => {
    onPage('/supplier/role-admin/create', { id: 'r1' }, ['supplier/index', 'supplier/role-admin/index'])
    answer({
      [MODULE_PAGE]: pageOf(MODULES),
      [ROLE]: ok(role('r1', { name: '收银员', remark: '前台' })),
      [ROLE_MODULES]: ok([MODULES[0], MODULES[1]]),
      [CHECK_NAME]: ok({ exists: false }),
      [ROLE_UPDATE]: ok(role('r1')),
      [SAVE_MODULES]: ok([]),
    })
    const { container } = render(<SupplierRoleCreate />)
    await settle()
    expect(document.body.textContent).toContain('编辑角色')
    expect(fieldValue(container, 'name')).toBe('收银员')
    expect(check('交易管理').getAttribute('aria-checked')).toBe('true')
    await tap(check('账单服务'))
    await clickButton(container, '保存')
    await waitToast()
    expect(formBody(requestsTo(ROLE_UPDATE)[0])).toEqual({ id: 'r1', name: '收银员', remark: '前台' })
    expect(requestsTo(SAVE_MODULES)[0].data).toEqual({ roleId: 'r1', moduleIds: ['m1', 'm2', 'm5'] })
  })
})

describe('sub-accounts', () => {
  test('the list: roles, disabled ones marked, the admin not openable; search; a card opens the account', async () => {
    onPage('/supplier/user-admin/index', {}, ['supplier/index'])
    answer({
      [USERS]: pageOf([
        subAccount('0', { username: 'supplier01', realName: '李绿源', isAdmin: true, roles: [] }),
        subAccount('1'),
        subAccount('2', { enabled: false, roles: [] }),
      ]),
    })
    render(<SupplierUserAdmin />)
    await settle()
    const cards = screen.getAllByTestId('list-card')
    expect(cards[0].textContent).toContain('管理员')
    expect(cards[1].textContent).toContain('王收银（staff1）')
    expect(cards[1].textContent).toContain('手机号：137****0002')
    expect(cards[1].textContent).toContain('角色：收银员')
    expect(cards[2].textContent).toContain('已停用')
    expect(cards[2].textContent).toContain('角色：未分配（默认权限）')
    await tap(cards[0])
    expect(taroMock.navigations).toHaveLength(0)
    await tap(cards[1])
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/user-admin/detail?id=1' })
  })

  test('create: the patterns refuse bad input; the account is created with its roles', async () => {
    onPage('/supplier/user-admin/create', {}, ['supplier/index', 'supplier/user-admin/index'])
    answer({ [ROLES]: pageOf([role('r1', { name: '收银员' }), role('r2', { name: '理货员', enabled: false })]), [USER_CREATE]: ok(subAccount('9')) })
    const { container } = render(<SupplierUserCreate />)
    await settle()
    expect(checks()).toEqual(['收银员:false', '理货员已停用:false'])
    typeInto(container, 'username', 'ab')
    await clickButton(container, '创建子账号')
    expect(lastModal().content).toBe('用户名需为4-20位字母、数字或下划线')
    typeInto(container, 'username', 'staff09')
    typeInto(container, 'password', '123456')
    await clickButton(container, '创建子账号')
    expect(lastModal().content).toBe('密码为6-16位，不能是纯数字、纯字母或纯符号，不能含空格和中文')
    typeInto(container, 'password', 'Staff@09')
    typeInto(container, 'realName', 'Wang')
    await clickButton(container, '创建子账号')
    expect(lastModal().content).toBe('姓名需为至少2个汉字')
    typeInto(container, 'realName', '王小二')
    typeInto(container, 'mobile', '13700000009')
    await tap(check('收银员'))
    await clickButton(container, '创建子账号')
    await waitToast()
    expect(formBody(requestsTo(USER_CREATE)[0])).toEqual({ username: 'staff09', password: 'Staff@09', realName: '王小二', mobile: '13700000009', roleIds: 'r1' })
    expect(taroMock.toasts.at(-1)?.title).toBe('创建成功')
  })

  test('a taken user name is refused by the server and the form keeps its values', async () => {
    onPage('/supplier/user-admin/create', {}, ['supplier/index', 'supplier/user-admin/index'])
    answer({ [ROLES]: pageOf([]), [USER_CREATE]: fail('用户名已存在') })
    const { container } = render(<SupplierUserCreate />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无角色')
    typeInto(container, 'username', 'supplier01')
    typeInto(container, 'password', 'Staff@09')
    typeInto(container, 'realName', '王小二')
    typeInto(container, 'mobile', '13700000009')
    await clickButton(container, '创建子账号')
    expect(lastModal().content).toBe('用户名已存在')
    expect(fieldValue(container, 'username')).toBe('supplier01')
  })

  test('detail: roles saved, disabled after the question, the password reset told, deleted', async () => {
    onPage('/supplier/user-admin/detail', { id: '1' }, ['supplier/index', 'supplier/user-admin/index'])
    answer({
      [USER]: ok(subAccount('1')),
      [ROLES]: pageOf([role('r1', { name: '收银员' }), role('r2', { name: '理货员' })]),
      [USER_UPDATE]: ok(subAccount('1')),
      [RESET]: ok(null),
      [USER_DELETE]: ok(null),
    })
    const { container } = render(<SupplierUserDetail />)
    await settle()
    expect(document.body.textContent).toContain('staff1')
    expect(checks()).toEqual(['收银员:true', '理货员:false'])
    expect(buttonDisabled(container, '保存角色')).toBe(true)
    await tap(check('理货员'))
    await clickButton(container, '保存角色')
    expect(formBody(requestsTo(USER_UPDATE)[0])).toEqual({ id: '1', roleIds: 'r1,r2' })
    taroMock.modalAnswer = false
    await clickButton(container, '停用')
    expect(lastModal().content).toBe('停用后该账号将立即退出登录，且不能再登录，确定停用吗？')
    expect(requestsTo(USER_UPDATE)).toHaveLength(1)
    taroMock.modalAnswer = true
    await clickButton(container, '停用')
    expect(formBody(requestsTo(USER_UPDATE)[1])).toEqual({ id: '1', enabled: 'false' })
    await clickButton(container, '重置密码')
    expect(formBody(requestsTo(RESET)[0])).toEqual({ id: '1' })
    expect(lastModal()).toMatchObject({ title: '提示', content: '密码已重置为 Market@123，请告知该员工登录后及时修改。', showCancel: false })
    await clickButton(container, '删除')
    await waitToast()
    expect(formBody(requestsTo(USER_DELETE)[0])).toEqual({ id: '1' })
    expect(taroMock.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  test('a disabled account offers 启用; a missing one shows the error', async () => {
    onPage('/supplier/user-admin/detail', { id: '2' }, ['supplier/index', 'supplier/user-admin/index'])
    answer({ [USER]: ok(subAccount('2', { enabled: false })), [ROLES]: pageOf([]), [USER_UPDATE]: ok(subAccount('2')) })
    const { container, unmount } = render(<SupplierUserDetail />)
    await settle()
    await clickButton(container, '启用')
    expect(formBody(requestsTo(USER_UPDATE)[0])).toEqual({ id: '2', enabled: 'true' })
    unmount()
    answer({ [USER]: fail('记录不存在'), [ROLES]: pageOf([]) })
    render(<SupplierUserDetail />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('记录不存在')
  })
})
