/** Receipt printing: the order detail's 打印小票, and the print screen's states over the stand-in printer. */
import { act, render, screen, waitFor } from '@testing-library/react'
import { standInPrinter } from '@/core/ble/standIn'
import { STORAGE_KEYS } from '@/core/storageKeys'
import ReceiptPrint from '@/receipt/print'
import SupplierOrderDetail from '@/supplier/order/detail'
import { taroMock } from '../mocks/taro'
import { decodeEscPos } from '../unit/escposDecoder'
import { answer, buttonDisabled, clickButton, loginAs, ok, onPage, settle } from './helpers'
import { API, fakeCanvas, orderDetail, tap } from './tradeFixtures'

const mockCanvas = fakeCanvas()
jest.mock('@/core/wechat/canvasNode', () => ({ canvasNode: jest.fn(() => Promise.resolve({ canvas: mockCanvas.canvas, width: 140, height: 140, pixelRatio: 2 })) }))

beforeEach(() => {
  loginAs('supplier', { realName: '李绿源', customerId: 'sup1' })
  standInPrinter.clear()
  standInPrinter.connected = false
  jest.restoreAllMocks()
})

const stateText = () => screen.getByTestId('printer-state').textContent
const errorText = () => screen.queryByTestId('printer-error')?.textContent ?? null

async function openPrint() {
  onPage('/receipt/print', { id: 'o1' }, ['supplier/index', 'supplier/order/index', 'supplier/order/detail'])
  answer({ [API.order]: ok(orderDetail({ payMethod: 'balance', status: 'paid' })) })
  const view = render(<ReceiptPrint />)
  await settle()
  return view
}

async function choosePrinter(container: HTMLElement) {
  await clickButton(container, '选择打印机')
  await settle()
  await tap(screen.getByTestId('printer-device'))
  await settle()
}

test('the order detail opens the print screen from 打印小票', async () => {
  onPage('/supplier/order/detail', { id: 'o1' }, ['supplier/index', 'supplier/order/index'])
  answer({ [API.order]: ok(orderDetail({ status: 'completed' })) })
  const { container } = render(<SupplierOrderDetail />)
  await settle()
  await clickButton(container, '打印小票')
  expect(taroMock.navigations).toEqual([{ kind: 'navigateTo', url: '/receipt/print?id=o1' }])
})

test('no printer yet: the preview shows the receipt, 打印小票 waits for a printer', async () => {
  const { container } = await openPrint()
  const paper = screen.getByTestId('receipt-paper').textContent ?? ''
  expect(paper).toContain('绿源果蔬商行')
  expect(paper).toContain(`订单号：${orderDetail().orderNo}`)
  expect(paper).toContain('预存款支付')
  expect(screen.getAllByTestId('qrcode').map((q) => q.getAttribute('data-value'))).toEqual([
    'http://127.0.0.1:3000/mp/#/suyuan/index?code=T7QK2M4ZP3X6N5RA',
    'http://127.0.0.1:3000/mp/#/suyuan/index?code=TABCDEFGHJKMNPQR',
  ])
  expect(stateText()).toBe('未连接打印机')
  expect(buttonDisabled(container, '打印小票')).toBe(true)
})

test('选择打印机, connect, print: the stand-in receives the receipt in 20-byte writes and the printer is remembered', async () => {
  const { container } = await openPrint()
  await choosePrinter(container)
  expect(stateText()).toBe('已连接：模拟打印机 58mm')
  expect(taroMock.storage.get(STORAGE_KEYS.printer)).toMatchObject({ data: { deviceId: 'STAND-IN-58MM' } })
  let release: () => void = () => undefined
  const write = standInPrinter.write.bind(standInPrinter)
  jest.spyOn(standInPrinter, 'write').mockImplementationOnce(async (target, chunk) => {
    await new Promise<void>((r) => (release = r))
    return write(target, chunk)
  })
  await clickButton(container, '打印小票')
  expect(stateText()).toBe('正在打印…')
  expect(buttonDisabled(container, '打印小票')).toBe(true)
  await act(async () => release())
  await waitFor(() => expect(stateText()).toBe('打印完成'), { timeout: 5000 })
  const decoded = decodeEscPos(standInPrinter.received)
  expect(decoded.lines).toContain('绿源果蔬商行')
  expect(decoded.text).toMatch(/支付方式 +预存款支付/)
  expect(decoded.qr).toHaveLength(2)
  expect(standInPrinter.writes).toBe(Math.ceil(standInPrinter.received.length / 20))
})

test('the last printer reconnects when the screen opens', async () => {
  taroMock.storage.set(STORAGE_KEYS.printer, { data: { deviceId: 'STAND-IN-58MM', name: '模拟打印机 58mm' }, timeout: 0, createTime: Date.now() })
  const { container } = await openPrint()
  await settle()
  expect(stateText()).toBe('已连接：模拟打印机 58mm')
  expect(buttonDisabled(container, '打印小票')).toBe(false)
})

test('errors in Chinese: Bluetooth off, a failed connection, a printer gone while printing', async () => {
  const { container } = await openPrint()
  jest.spyOn(standInPrinter, 'openAdapter').mockRejectedValueOnce({ errCode: 10001, errMsg: 'openBluetoothAdapter:fail not available' })
  await clickButton(container, '选择打印机')
  await settle()
  expect(errorText()).toBe('蓝牙未开启，请打开手机蓝牙后重试')
  expect(stateText()).toBe('未连接打印机')

  await clickButton(container, '选择打印机')
  await settle()
  expect(errorText()).toBeNull()
  jest.spyOn(standInPrinter, 'connect').mockRejectedValueOnce({ errCode: 10003, errMsg: 'createBLEConnection:fail' })
  await tap(screen.getByTestId('printer-device'))
  await settle()
  expect(errorText()).toBe('连接失败，请靠近打印机后重试')
  expect(stateText()).toBe('未连接打印机')

  await tap(screen.getByTestId('printer-device'))
  await settle()
  expect(stateText()).toBe('已连接：模拟打印机 58mm')
  standInPrinter.connected = false
  await clickButton(container, '打印小票')
  await settle()
  expect(errorText()).toBe('打印机已断开，请重新连接')
})
