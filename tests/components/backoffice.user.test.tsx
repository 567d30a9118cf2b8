/**
 * The merchant's centre and its account screens (issue 12): /supplier/user/index, basicinfo,
 * prestore, coupon and couponChange, with the API mocked at the request layer.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import dayjs from 'dayjs'
import type { SysModule } from '@/contract/types'
import SupplierBasicInfo from '@/supplier/user/basicinfo'
import SupplierCoupon from '@/supplier/user/coupon'
import SupplierCouponChange from '@/supplier/user/couponChange'
import SupplierUserCenter from '@/supplier/user/index'
import SupplierPrestore from '@/supplier/user/prestore'
import { useDictionary } from '@/stores/dictionary'
import { taroMock } from '../mocks/taro'
import { BACKOFFICE_DICT, account, coupon, couponBatch, couponRecord, pageOf, predepositRecord, shop, tap } from './backofficeFixtures'
import { answer, buttonDisabled, clickButton, fail, fieldValue, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const SHOP = '/api/member/supplier/queryDetail'
const UPDATE = '/api/member/supplier/update'
const ACCOUNT = '/api/settle/predepositAccount/getAccountInfoByCustomerId'
const RECORDS = '/api/settle/predepositRecord/page'
const COUPONS = '/api/member/couponInfo/queryByMemberId'
const BATCHES = '/api/member/couponBatch/page'
const USE_RECORDS = '/api/member/couponUseRecord/page'
const CREDIT = '/api/member/creditDetail/getCredidTotal'
const CUSTOMERS = '/api/member/customer/pageListAll'
const DONATE = '/api/member/couponInfo/donateCoupon'

const CREDIT_TOTAL = { accountCount: 2, limitFen: 500000, usedFen: 86000, availableFen: 414000, overdueFen: 12000 }
const mod = (caption: string, i: number): SysModule => ({ id: `m${i}`, caption })

beforeEach(() => {
  loginAs('supplier', { isAdmin: true, realName: '李绿源' })
  useDictionary.setState({ entries: BACKOFFICE_DICT })
})

describe('merchant centre', () => {
  beforeEach(() => onPage('/supplier/user/index', {}, ['supplier/index']))

  const centreAnswers = () =>
    answer({ [SHOP]: ok(shop()), [ACCOUNT]: ok(account()), [COUPONS]: pageOf([coupon('c1')], false, 3), [CREDIT]: ok(CREDIT_TOTAL) })

  test('loading, then the shop, its booth and rating, balance, coupons, credit and the links', async () => {
    const release = holdRequests()
    render(<SupplierUserCenter />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(fail('unused')))
    await settle()
    centreAnswers()
    await clickButton(document.body, '重新加载')
    expect(document.body.textContent).toContain('绿源果蔬商行')
    expect(document.body.textContent).toContain('蔬菜区A-01 · 4.6分')
    expect(document.body.textContent).toContain('4.6分 · 23条评价')
    const figures = screen.getAllByTestId('centre-figure').map((f) => f.textContent)
    expect(figures).toEqual(['¥5,234.50预存款余额', '3张可用优惠券', '¥860.00买家赊欠', '4.6店铺评分'])
    expect(document.body.textContent).toContain('赊账客户 2 个，授信总额 ¥5,000.00，逾期 ¥120.00')
    // The coupon count asks for the total.
    expect(formBody(requestsTo(COUPONS)[0])).toMatchObject({ state: 'unused', withTotal: 'true' })
    const links = [...document.querySelectorAll('.nut-cell')].map((c) => c.textContent)
    expect(links).toEqual(['店铺资料', '店铺身份码', '预存款', '优惠券', '评价管理', '商品管理', '库存管理', '账单服务', '角色管理', '用户管理'])
    await tap(screen.getAllByTestId('centre-figure')[0])
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/user/prestore' })
  })

  test('an error shows the error state with its message', async () => {
    answer({ [SHOP]: fail('服务器繁忙') })
    render(<SupplierUserCenter />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('服务器繁忙')
  })

  test('a sub-account sees and loads only what its role grants; no administration links', async () => {
    loginAs('supplier', { isAdmin: false }, [mod('商户中心', 1), mod('商品管理', 2), mod('库存管理', 3)])
    centreAnswers()
    render(<SupplierUserCenter />)
    await settle()
    expect(requestsTo(ACCOUNT)).toHaveLength(0)
    expect(requestsTo(COUPONS)).toHaveLength(0)
    expect(screen.getAllByTestId('centre-figure').map((f) => f.textContent)).toEqual(['¥860.00买家赊欠', '4.6店铺评分'])
    expect([...document.querySelectorAll('.nut-cell')].map((c) => c.textContent)).toEqual(['商品管理', '库存管理'])
    // No 编辑 on the band without 店铺资料.
    expect(screen.queryByText('编辑')).toBeNull()
  })

  test('logged out: the login state and no request', async () => {
    loginAs('supplier')
    const { useSession } = await import('@/stores/session')
    useSession.setState({ user: null })
    render(<SupplierUserCenter />)
    await settle()
    expect(screen.getByTestId('state-login')).toBeTruthy()
    expect(taroMock.requests).toHaveLength(0)
  })
})

describe('shop details', () => {
  beforeEach(() => onPage('/supplier/user/basicinfo', {}, ['supplier/index', 'supplier/user/index']))

  test('prefilled from the shop; a bad phone is refused in the 提示 modal with nothing lost', async () => {
    answer({ [SHOP]: ok(shop()) })
    const { container } = render(<SupplierBasicInfo />)
    await settle()
    expect(fieldValue(container, 'shopName')).toBe('绿源果蔬商行')
    expect(fieldValue(container, 'contactPhone')).toBe('13900000001')
    expect(screen.getByTestId('picker-value').textContent).toBe('蔬菜区A-01')
    expect(screen.getAllByTestId('uploader-image')).toHaveLength(1)
    typeInto(container, 'contactPhone', '8888666')
    typeInto(container, 'contactName', '李老板')
    await clickButton(container, '保存')
    expect(lastModal()).toMatchObject({ title: '提示', content: '联系电话格式不正确，请输入手机号或带区号的座机号（如0571-88886666）' })
    expect(requestsTo(UPDATE)).toHaveLength(0)
    expect(fieldValue(container, 'contactName')).toBe('李老板')
    typeInto(container, 'shopName', '绿')
    typeInto(container, 'contactPhone', '0571-88886666')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('店铺名称需为2-50个字符')
  })

  test('saves the changes (landline, booth, licence) and goes back', async () => {
    answer({ [SHOP]: ok(shop()), [UPDATE]: ok(shop({ contactPhone: '0571-88886666' })) })
    const { container } = render(<SupplierBasicInfo />)
    await settle()
    typeInto(container, 'contactPhone', '0571-88886666')
    typeInto(container, 'address', '  北区3排 ')
    await clickButton(container, '保存')
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1600))
    })
    await settle()
    const body = requestsTo(UPDATE)[0].data
    expect(body).toEqual({
      shopName: '绿源果蔬商行',
      contactName: '李绿源',
      contactPhone: '0571-88886666',
      intro: '主营叶菜',
      address: '北区3排',
      boothAssetId: 'a1',
      licenseImage: '/uploads/licence.png',
    })
    expect(taroMock.toasts.at(-1)?.title).toBe('保存成功')
    expect(taroMock.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  test('a refusal keeps the form; the error state retries', async () => {
    answer({ [SHOP]: ok(shop()), [UPDATE]: fail('当前账号没有该功能的权限') })
    const { container } = render(<SupplierBasicInfo />)
    await settle()
    typeInto(container, 'contactName', '赵六')
    await clickButton(container, '保存')
    expect(lastModal().content).toBe('当前账号没有该功能的权限')
    expect(fieldValue(container, 'contactName')).toBe('赵六')
    expect(buttonDisabled(container, '保存')).toBe(false)
  })
})

describe('prepaid balance', () => {
  beforeEach(() => onPage('/supplier/user/prestore', {}, ['supplier/index', 'supplier/user/index']))

  test('the balance and sums; records with their sign, number and balance after', async () => {
    answer({
      [ACCOUNT]: ok(account()),
      [RECORDS]: pageOf([
        predepositRecord('r1', { direction: 'out', bizType: 'billPay', amountFen: 120000, bizNo: 'ZD202603010001', balanceAfterFen: 403450 }),
        predepositRecord('r2'),
      ]),
    })
    render(<SupplierPrestore />)
    await settle()
    expect(screen.getByTestId('balance').textContent).toBe('¥5,234.50')
    expect(document.body.textContent).toContain('¥10,000.00累计存入')
    const cards = screen.getAllByTestId('list-card').map((c) => c.textContent)
    expect(cards[0]).toContain('账单缴费')
    expect(cards[0]).toContain('-¥1,200.00')
    expect(cards[0]).toContain('单号：ZD202603010001')
    expect(cards[0]).toContain('余额 ¥4,034.50')
    expect(cards[1]).toContain('柜台充值')
    expect(cards[1]).toContain('+¥1,000.00')
  })

  test('month and direction filters go to the server; an empty month says so', async () => {
    answer({ [ACCOUNT]: ok(account()), [RECORDS]: (r) => (formBody(r).month ? pageOf([]) : pageOf([predepositRecord('r2')])) })
    render(<SupplierPrestore />)
    await settle()
    const [months, directions] = screen.getAllByTestId('filter-tabs')
    expect(within(directions).getAllByTestId('filter-tab').map((t) => t.textContent)).toEqual(['全部', '存入', '支出', '退款'])
    const monthTabs = within(months).getAllByTestId('filter-tab')
    expect(monthTabs).toHaveLength(13)
    expect(monthTabs[1].textContent).toBe(`${dayjs().month() + 1}月`)
    await tap(monthTabs[1])
    expect(formBody(requestsTo(RECORDS).at(-1)!)).toMatchObject({ month: dayjs().format('YYYY-MM') })
    expect(screen.getByTestId('state-empty').textContent).toContain('该月暂无余额记录')
    await tap(within(directions).getByText('支出'))
    expect(formBody(requestsTo(RECORDS).at(-1)!)).toMatchObject({ month: dayjs().format('YYYY-MM'), direction: 'out' })
  })

  test('records failing: the error state and its retry', async () => {
    answer({ [ACCOUNT]: ok(account()), [RECORDS]: fail('查询超时，请缩小查询范围后重试') })
    render(<SupplierPrestore />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('查询超时')
    answer({ [ACCOUNT]: ok(account()), [RECORDS]: pageOf([predepositRecord('r2')]) })
    await clickButton(document.body, '重新加载')
    expect(screen.getAllByTestId('list-card')).toHaveLength(1)
  })
})

describe('coupons', () => {
  beforeEach(() => onPage('/supplier/user/coupon', {}, ['supplier/index', 'supplier/user/index']))

  test('my unused coupons; a giftable one opens the gift screen; used ones have no 赠送', async () => {
    answer({
      [COUPONS]: (r) =>
        formBody(r).state === 'used'
          ? pageOf([coupon('c9', { state: 'used', giftable: false, usedTime: '2026-03-05T08:00:00.000Z' })])
          : pageOf([coupon('c1'), coupon('c2', { giftable: false, giftedFromName: '鲜丰水产批发部' })]),
    })
    const { container } = render(<SupplierCoupon />)
    await settle()
    const cards = screen.getAllByTestId('coupon-card')
    // Face value and threshold read alike: ¥20 beside 满100元可用 (not ¥20.00 beside 满100.00元可用).
    expect(cards[0].querySelector('.coupon-card__amount')?.textContent).toBe('¥20')
    expect(cards[0].textContent).toContain('满100元可用')
    expect(cards[0].textContent).toContain('有效期：2026-03-01 至 2026-12-31')
    expect(cards[1].textContent).toContain('来自 鲜丰水产批发部 的赠送')
    expect(within(cards[1]).queryByText('赠送')).toBeNull()
    await clickButton(cards[0], '赠送')
    expect(taroMock.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/supplier/user/couponChange?couponId=c1' })
    await tap(screen.getByText('已使用'))
    expect(formBody(requestsTo(COUPONS).at(-1)!).state).toBe('used')
    expect(screen.getAllByTestId('coupon-card')[0].textContent).toContain('使用时间：2026-03-05')
    expect(container.querySelectorAll('.nut-button')).toHaveLength(0)
  })

  test('an unused coupon whose validity has not begun says 未生效 and from when', async () => {
    answer({ [COUPONS]: pageOf([coupon('c3', { validFrom: '2099-01-01T00:00:00.000Z', validTo: '2099-12-31T00:00:00.000Z' })]) })
    render(<SupplierCoupon />)
    await settle()
    const card = screen.getByTestId('coupon-card')
    expect(within(card).getByTestId('status-tag').textContent).toBe('未生效')
    expect(card.textContent).toContain('2099-01-01 起可用')
  })

  test('batches with their counts and the records', async () => {
    answer({
      [COUPONS]: pageOf([]),
      [BATCHES]: pageOf([couponBatch('cb1')]),
      [USE_RECORDS]: pageOf([couponRecord('u1'), couponRecord('u2', { kind: 'use', toName: null, fromName: '绿源果蔬商行', amountFen: 2000, bizNo: 'ZD202603010001' })]),
    })
    render(<SupplierCoupon />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无优惠券')
    await tap(screen.getByText('优惠券批次'))
    expect(screen.getAllByTestId('list-card')[0].textContent).toContain('共收到 5 张：未使用 2 · 已使用 1 · 已过期 1 · 已赠出 1')
    await tap(screen.getByText('使用记录'))
    const records = screen.getAllByTestId('list-card').map((c) => c.textContent)
    expect(records[0]).toContain('绿源果蔬商行 赠送给 城南生鲜采购中心')
    expect(records[1]).toContain('使用')
    expect(records[1]).toContain('单号：ZD202603010001')
  })
})

describe('gift a coupon', () => {
  beforeEach(() => onPage('/supplier/user/couponChange', { couponId: 'c1' }, ['supplier/index', 'supplier/user/coupon']))

  const buyer = { id: 'buyer1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '赵采购', mobile: '138****0003' }

  test('a coupon no longer held (or not giftable) says so', async () => {
    answer({ [COUPONS]: pageOf([coupon('c2')]) })
    const { unmount } = render(<SupplierCouponChange />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('该优惠券已赠送或不可用')
    unmount()
    answer({ [COUPONS]: pageOf([coupon('c1', { giftable: false })]) })
    render(<SupplierCouponChange />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('该优惠券已赠送或不可用')
  })

  test('finds the buyer by mobile with the buyer picker (an empty search is refused first), confirms and gifts once, then goes back', async () => {
    answer({ [COUPONS]: pageOf([coupon('c1')]), [CUSTOMERS]: pageOf([buyer]), [DONATE]: ok({ couponId: 'c1', toCustomerId: 'buyer1', toName: buyer.name }) })
    const { container } = render(<SupplierCouponChange />)
    await settle()
    expect(screen.getByTestId('coupon-card').textContent).toContain('开业满减券')
    expect(buttonDisabled(container, '确认赠送')).toBe(true)
    typeInto(container, 'buyerKeyword', '  ')
    await clickButton(container, '查找')
    expect(lastModal().content).toBe('请输入买家手机号或名称')
    expect(requestsTo(CUSTOMERS)).toHaveLength(0)
    typeInto(container, 'buyerKeyword', '13800000003')
    await clickButton(container, '查找')
    expect(formBody(requestsTo(CUSTOMERS)[0])).toMatchObject({ keyword: '13800000003' })
    expect(screen.getByTestId('buyer-option').textContent).toContain('联系人：赵采购')
    await tap(screen.getByTestId('buyer-option'))
    expect(screen.getByTestId('chosen-buyer').textContent).toContain('城南生鲜采购中心')
    // A double tap asks once and gifts once.
    const button = [...container.querySelectorAll('.nut-button')].find((b) => b.textContent?.includes('确认赠送'))!
    await act(async () => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1600))
    })
    await settle()
    expect(taroMock.modals.filter((m) => m.content?.startsWith('确定将'))).toHaveLength(1)
    expect(lastModal().content).toContain('赠送给「城南生鲜采购中心」')
    expect(requestsTo(DONATE)).toHaveLength(1)
    expect(formBody(requestsTo(DONATE)[0])).toEqual({ couponId: 'c1', toCustomerId: 'buyer1' })
    expect(taroMock.toasts.at(-1)?.title).toBe('赠送成功')
    expect(taroMock.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  test('no buyer with that mobile; a refused gift stays on the screen', async () => {
    answer({ [COUPONS]: pageOf([coupon('c1')]), [CUSTOMERS]: pageOf([]), [DONATE]: fail('该优惠券已赠送或不可用') })
    const { container } = render(<SupplierCouponChange />)
    await settle()
    typeInto(container, 'buyerKeyword', '13800000009')
    await clickButton(container, '查找')
    expect(screen.getByTestId('buyer-none').textContent).toBe('未找到该买家，请核对手机号或名称')
    expect(screen.queryByTestId('register-buyer')).toBeNull()
    answer({ [COUPONS]: pageOf([coupon('c1')]), [CUSTOMERS]: pageOf([buyer]), [DONATE]: fail('该优惠券已赠送或不可用') })
    await clickButton(container, '查找')
    await tap(screen.getByTestId('buyer-option'))
    await clickButton(container, '确认赠送')
    expect(lastModal().content).toBe('该优惠券已赠送或不可用')
    expect(taroMock.navigations).toHaveLength(0)
    expect(buttonDisabled(container, '确认赠送')).toBe(false)
  })
})
