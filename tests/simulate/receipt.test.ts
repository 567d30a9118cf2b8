/**
 * @jest-environment jsdom
 */
/**
 * Receipt printing in the PRODUCTION weapp build (built with TARO_APP_PRINTER=ble, see harness.ts):
 * the print screen finds, connects and writes through Taro's Bluetooth LE APIs, here wx's, played
 * by a stand-in printer that answers as a real one and records every write; the recorded bytes are
 * decoded back to the receipt. The receipt's code ships in its own package only.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { OrderDetail, OrderLine } from '@/contract/types'
import { decodeEscPos } from '../unit/escposDecoder'
import { bootApp, mountPage, weappDir, type Booted } from './harness'

jest.setTimeout(90_000)

type Callbacks = { success?: (r: unknown) => void; fail?: (r: unknown) => void; complete?: (r: unknown) => void }
const DEVICE = { deviceId: 'AA:BB:CC:DD:EE:FF', name: 'PT-210 58mm', RSSI: -60, advertisData: new ArrayBuffer(0), advertisServiceUUIDs: [], localName: '', serviceData: {} }
const SERVICE = '49535343-FE7D-4AE5-8FA9-9FAFD205E455'
const WRITE_CHAR = '49535343-8841-43F4-A8D4-ECBE34729BB3'

/** wx's Bluetooth LE calls as a 58 mm printer answers them: one device, one writable characteristic, writes of 20 bytes at most. */
function standInWxPrinter() {
  const writes: number[][] = []
  const calls: string[] = []
  let connected = false
  const answer =
    (name: string, result: (o: Record<string, unknown>) => Record<string, unknown> | { errCode: number }) =>
    (o: Callbacks & Record<string, unknown>) => {
      calls.push(name)
      setTimeout(() => {
        const r = result(o)
        if ('errCode' in r) o.fail?.({ errMsg: `${name}:fail`, ...r })
        else o.success?.({ errMsg: `${name}:ok`, ...r })
        o.complete?.(r)
      }, 0)
    }
  const wx = {
    openBluetoothAdapter: answer('openBluetoothAdapter', () => ({})),
    startBluetoothDevicesDiscovery: answer('startBluetoothDevicesDiscovery', () => ({})),
    stopBluetoothDevicesDiscovery: answer('stopBluetoothDevicesDiscovery', () => ({})),
    getBluetoothDevices: answer('getBluetoothDevices', () => ({ devices: [DEVICE, { ...DEVICE, deviceId: 'X', name: '' }] })),
    createBLEConnection: answer('createBLEConnection', (o) => ((connected = o.deviceId === DEVICE.deviceId) ? {} : { errCode: 10003 })),
    closeBLEConnection: answer('closeBLEConnection', () => ((connected = false), {})),
    getBLEDeviceServices: answer('getBLEDeviceServices', () => ({ services: [{ uuid: SERVICE, isPrimary: true }] })),
    getBLEDeviceCharacteristics: answer('getBLEDeviceCharacteristics', () => ({
      characteristics: [
        { uuid: '49535343-1E4D-4BD9-BA61-23C647249616', properties: { read: true, write: false, writeNoResponse: false, notify: true, indicate: false } },
        { uuid: WRITE_CHAR, properties: { read: false, write: true, writeNoResponse: true, notify: false, indicate: false } },
      ],
    })),
    writeBLECharacteristicValue: answer('writeBLECharacteristicValue', (o) => {
      const bytes = Array.from(new Uint8Array(o.value as ArrayBuffer))
      if (!connected || o.characteristicId !== WRITE_CHAR || o.deviceId !== DEVICE.deviceId) return { errCode: 10006 }
      if (bytes.length > 20) return { errCode: 10008 }
      writes.push(bytes)
      return {}
    }),
  }
  return { wx, writes, calls }
}

const line = (id: string, extra: Partial<OrderLine>): OrderLine => ({
  id, skuId: `sku-${id}`, productId: `p-${id}`, productName: '大白菜', skuName: '精品大白菜', categoryName: '叶菜类', unit: 'kg',
  quantity: 2.5, priceFen: 199, amountFen: 498, traceCode: 'T7QK2M4ZP3X6N5RA', ...extra,
})
const ORDER = {
  id: 'o1', orderNo: 'DD20261122000001', status: 'paid', payMethod: 'balance', supplierId: 'sup1', supplierName: '绿源果蔬商行',
  walkIn: false, purchaserId: 'pur1', purchaserName: '城南生鲜采购中心', purchaserMobile: '13900000003', goodsFen: 12348, discountFen: 0, payableFen: 12348,
  paidFen: 12348, refundedFen: 0, owedFen: 0, lineCount: 2, firstProductName: '大白菜', evaluated: false, openRefundStatus: null,
  createTime: '2026-11-22T02:30:00.000Z',
  lines: [line('l1', {}), line('l2', { productName: '土豆', skuName: '土豆', quantity: 10, priceFen: 1185, amountFen: 11850, traceCode: 'TABCDEFGHJKMNPQR' })],
  remark: null, closeReason: null, couponId: null, paidTime: null, owedTime: null, repaidTime: null, completeTime: null, closeTime: null,
  creditDueDate: null, payment: null, refunds: [], supplierRating: { avgStars: 4.6, count: 25, starCounts: [0, 1, 1, 6, 17] }, evaluationId: null,
} satisfies OrderDetail

const printer = standInWxPrinter()
let app: Booted

beforeAll(() => {
  // miniprogram-simulate keeps what `wx` already holds when it installs its own APIs: Taro wraps
  // every wx API present when the app loads.
  ;(globalThis as unknown as { wx: unknown }).wx = { ...printer.wx }
  const kept = (data: unknown) => ({ data, timeout: 0, createTime: Date.now() })
  app = bootApp(weappDir(), 'supplier/index', {
    _user: kept({ token: 'tok-1', id: 'u1', username: 'supplier01', realName: '张三', mobile: '13812345678', userType: 'supplier' }),
    _userType: kept('supplier'),
  })
})

type Req = { url: string; success?: (r: unknown) => void; complete?: (r: unknown) => void }

test('the receipt package holds the encoder; no other package does', () => {
  const holders = fs
    .readdirSync(app.dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(app.dir, f), 'utf8').includes('销售小票'))
  expect(holders.length).toBeGreaterThan(0)
  expect(holders.every((f) => f.startsWith('receipt/'))).toBe(true)
})

test('receipt/print: 选择打印机 finds the printer over wx BLE, connects, prints in 20-byte writes; the bytes decode to the receipt', async () => {
  app.wx.request.mockImplementation((o: Req) => {
    const data = /orderInfo\/queryById/.test(o.url) ? { state: 0, msg: '', result: ORDER } : { state: 1, msg: '无', result: null }
    setTimeout(() => {
      o.success?.({ errMsg: 'request:ok', statusCode: 200, data, header: {} })
      o.complete?.({})
    }, 0)
    return { abort: jest.fn(), onHeadersReceived: jest.fn(), offHeadersReceived: jest.fn() }
  })
  const page = mountPage('receipt/print', { id: 'o1' })
  try {
    await page.waitForText('销售小票')
    await page.waitForText('未连接打印机')
    await page.tap('选择打印机')
    await page.waitForText('PT-210 58mm', 10_000)
    await page.tap('PT-210 58mm')
    await page.waitForText('已连接：PT-210 58mm')
    expect(app.wx.storage.get('_printer')).toMatchObject({ data: { deviceId: DEVICE.deviceId } })
    await page.tap('打印小票', 'wx-button *')
    await page.waitForText('打印完成', 10_000)
    expect(printer.calls).toEqual(expect.arrayContaining(['openBluetoothAdapter', 'startBluetoothDevicesDiscovery', 'createBLEConnection', 'getBLEDeviceServices', 'getBLEDeviceCharacteristics']))
    expect(printer.writes.length).toBeGreaterThan(10)
    expect(printer.writes.every((w) => w.length <= 20)).toBe(true)
    const decoded = decodeEscPos(printer.writes.flat())
    expect(decoded.lines).toContain('绿源果蔬商行')
    expect(decoded.text).toContain('订单号：DD20261122000001')
    expect(decoded.text).toMatch(/实付金额 +￥123\.48/)
    expect(decoded.text).toMatch(/支付方式 +预存款支付/)
    expect(decoded.qr).toEqual(['https://api.example.com/mp/#/suyuan/index?code=T7QK2M4ZP3X6N5RA', 'https://api.example.com/mp/#/suyuan/index?code=TABCDEFGHJKMNPQR'])
    expect(decoded.cut).toBe(true)
  } finally {
    page.unmount()
  }
})
