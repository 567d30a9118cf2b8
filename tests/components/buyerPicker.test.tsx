/**
 * BuyerPicker, the one way to identify a buyer (quick order, coupon gift): its states (searching,
 * found, none found, register, chosen by phone, chosen by a scanned code and its time left) and
 * what it asks the server.
 */
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { BuyerPicker } from '@/domain/buyer/BuyerPicker'
import type { PickedBuyer } from '@/domain/buyer/pick'
import { answer, clickButton, fail, formBody, lastModal, loginAs, ok, requestsTo, settle, typeInto } from './helpers'
import { pageOf, tap } from './tradeFixtures'
import { taroMock } from '../mocks/taro'

const SEARCH = '/api/member/customer/pageListAll'
const IDENTIFY = '/api/member/customer/queryDetail'
const REGISTER = '/api/member/customer/registered'

const buyer = { id: 'pur1', name: '城南生鲜采购中心', customerType: 'purchaser', contactName: '赵采买', mobile: '139****0003' }
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString()

let picked: Array<PickedBuyer | null>

function Harness({ register = false, initial = null }: { register?: boolean; initial?: PickedBuyer | null }) {
  const [value, setValue] = useState<PickedBuyer | null>(initial)
  return (
    <BuyerPicker
      value={value}
      register={register}
      onChange={(b) => {
        picked.push(b)
        setValue(b)
      }}
    />
  )
}

beforeEach(() => {
  loginAs('supplier', { isAdmin: true })
  picked = []
})
afterEach(() => jest.restoreAllMocks())

test('an empty search is refused in the 提示 modal; nothing is asked', async () => {
  const { container } = render(<Harness />)
  await clickButton(container, '查找')
  expect(lastModal()).toMatchObject({ title: '提示', content: '请输入买家手机号或名称' })
  expect(taroMock.requests).toHaveLength(0)
})

test('search by mobile or name: the buyers found, with contact and masked mobile; a tap picks one', async () => {
  answer({ [SEARCH]: pageOf([buyer, { ...buyer, id: 'sup9', customerType: 'supplier', name: '某商户' }]) })
  const { container } = render(<Harness />)
  typeInto(container, 'buyerKeyword', ' 城南 ')
  await clickButton(container, '查找')
  expect(formBody(requestsTo(SEARCH)[0])).toEqual({ keyword: '城南', current: '1', size: '20' })
  const rows = screen.getAllByTestId('buyer-option')
  expect(rows).toHaveLength(1)
  expect(rows[0].textContent).toBe('城南生鲜采购中心联系人：赵采买 · 139****0003')
  await tap(rows[0])
  expect(picked).toEqual([{ id: 'pur1', name: '城南生鲜采购中心', mobile: '139****0003', contactName: '赵采买' }])
  expect(screen.getByTestId('chosen-buyer').textContent).toBe('城南生鲜采购中心手机号：139****0003')
  expect(screen.queryByTestId('buyer-option')).toBeNull()
})

test('none found: a hint; with register, a full mobile offers to register the buyer, who is then picked', async () => {
  answer({ [SEARCH]: pageOf([]), [REGISTER]: ok({ ...buyer, id: 'pur9', name: '新客户餐馆', mobile: '13700000009' }) })
  const { container, unmount } = render(<Harness />)
  typeInto(container, 'buyerKeyword', '13700000009')
  await clickButton(container, '查找')
  expect(screen.getByTestId('buyer-none').textContent).toBe('未找到该买家，请核对手机号或名称')
  expect(screen.queryByTestId('register-buyer')).toBeNull()
  unmount()

  const again = render(<Harness register />).container
  typeInto(again, 'buyerKeyword', '1370000')
  await clickButton(again, '查找')
  expect(screen.getByTestId('buyer-none').textContent).toBe('未找到买家，请输入完整的11位手机号查找或登记')
  typeInto(again, 'buyerKeyword', '13700000009')
  await clickButton(again, '查找')
  expect(screen.getByTestId('register-buyer').textContent).toContain('13700000009')
  await clickButton(again, '登记并选择')
  expect(lastModal().content).toBe('请输入买家名称')
  typeInto(again, 'buyerName', '新')
  await clickButton(again, '登记并选择')
  expect(lastModal().content).toBe('名称需为2-50个字符')
  expect(requestsTo(REGISTER)).toHaveLength(0)
  typeInto(again, 'buyerName', '新客户餐馆')
  await clickButton(again, '登记并选择')
  expect(formBody(requestsTo(REGISTER)[0])).toEqual({ name: '新客户餐馆', mobile: '13700000009' })
  expect(picked.at(-1)).toMatchObject({ id: 'pur9', name: '新客户餐馆' })
  expect(screen.getByTestId('chosen-buyer').textContent).toContain('新客户餐馆')
})

test("a scanned buyer's code picks the buyer with the code and its time left; 更换 starts over", async () => {
  const expiresAt = inMinutes(4.5)
  answer({ [IDENTIFY]: ok({ ...buyer, kind: 'buyer', expiresAt }) })
  jest.spyOn(Taro, 'scanCode').mockResolvedValue({ result: 'MC1.buyer.sig' } as never)
  const { container } = render(<Harness />)
  await clickButton(container, '扫描买家身份码')
  expect(formBody(requestsTo(IDENTIFY)[0])).toEqual({ code: 'MC1.buyer.sig' })
  expect(picked).toEqual([{ id: 'pur1', name: '城南生鲜采购中心', mobile: '139****0003', contactName: '赵采买', idCode: 'MC1.buyer.sig', idCodeExpiresAt: expiresAt }])
  expect(screen.getByTestId('chosen-buyer').textContent).toMatch(/已验证身份码（04:[23]\d内有效）/)
  await tap(screen.getByText('更换'))
  expect(picked.at(-1)).toBeNull()
  expect(screen.queryByTestId('chosen-buyer')).toBeNull()
  expect(screen.getByText('扫描买家身份码')).toBeTruthy()
})

test("a shop's code, a refused code and a cancelled scan pick nobody", async () => {
  const scan = jest.spyOn(Taro, 'scanCode')
  answer({ [IDENTIFY]: (r) => (formBody(r).code === 'MC1.shop.sig' ? ok({ ...buyer, customerType: 'supplier', kind: 'shop', expiresAt: inMinutes(5) }) : fail('身份码已过期，请让对方刷新后重新扫描')) })
  const { container } = render(<Harness />)
  scan.mockResolvedValueOnce({ result: 'MC1.shop.sig' } as never)
  await clickButton(container, '扫描买家身份码')
  expect(lastModal().content).toBe('请扫描买家的身份码')
  scan.mockResolvedValueOnce({ result: 'MC1.old.sig' } as never)
  await clickButton(container, '扫描买家身份码')
  expect(lastModal().content).toBe('身份码已过期，请让对方刷新后重新扫描')
  scan.mockRejectedValueOnce({ errMsg: 'scanCode:fail cancel' })
  await clickButton(container, '扫描买家身份码')
  expect(requestsTo(IDENTIFY)).toHaveLength(2)
  expect(picked).toEqual([])
  expect(screen.queryByTestId('chosen-buyer')).toBeNull()
})

test('a chosen buyer whose scanned code has expired says so', async () => {
  render(<Harness initial={{ id: 'pur1', name: '城南生鲜采购中心', mobile: null, contactName: null, idCode: 'MC1.x.y', idCodeExpiresAt: inMinutes(-1) }} />)
  await settle()
  expect(screen.getByTestId('chosen-buyer').textContent).toBe('城南生鲜采购中心身份码已过期，请让对方刷新后重新扫描')
})
