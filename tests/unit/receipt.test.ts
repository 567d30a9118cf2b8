/** Receipt printing: the 58 mm layout, the ESC/POS bytes, and the test decoder reading them back. */
import { encodeReceipt, ESCPOS, qrCommand } from '@/domain/receipt/escpos'
import { columnsOf, layoutReceipt, PAPER_COLUMNS, twoColumns, wrap } from '@/domain/receipt/layout'
import { receiptOf } from '@/domain/receipt/receipt'
import { orderDetail, orderLine } from '../components/tradeFixtures'
import { decodeEscPos } from './escposDecoder'

const order = orderDetail({
  payMethod: 'balance',
  goodsFen: 12348,
  discountFen: 300,
  payableFen: 12048,
  lines: [orderLine('l1'), orderLine('l2', { productName: '土豆', skuName: '土豆', quantity: 10, priceFen: 1185, amountFen: 11850, traceCode: 'TABCDEFGHJKMNPQR' })],
})

describe('layout at 32 columns', () => {
  test('a Chinese character takes two columns, ASCII one', () => {
    expect(columnsOf('大白菜 2.5kg')).toBe(12)
    expect(columnsOf('￥4.98')).toBe(6)
  })

  test('wrap never passes the width nor splits a character; two columns put the right flush right', () => {
    const lines = wrap('江南农产品批发交易中心绿源果蔬商行第一分店', 16)
    expect(lines.map(columnsOf).every((n) => n <= 16)).toBe(true)
    expect(lines.join('')).toBe('江南农产品批发交易中心绿源果蔬商行第一分店')
    expect(twoColumns('商品金额', '￥123.48')).toEqual(['商品金额' + ' '.repeat(32 - 8 - 8) + '￥123.48'])
    const long = twoColumns('  特级精品山东寿光大白菜礼盒装 × 12', '￥9,999.00')
    expect(long.map(columnsOf).every((n) => n <= 32)).toBe(true)
    expect(long[long.length - 1].endsWith('￥9,999.00')).toBe(true)
  })

  test('every text line of a receipt fits the paper (a large line half of it)', () => {
    const blocks = layoutReceipt(receiptOf(orderDetail({ supplierName: '江南农产品批发交易中心绿源果蔬商行第一分店' })))
    for (const b of blocks) if (b.kind === 'text') expect(columnsOf(b.text)).toBeLessThanOrEqual(b.large ? PAPER_COLUMNS / 2 : PAPER_COLUMNS)
  })
})

describe('ESC/POS bytes', () => {
  test('start in Chinese mode, end with a feed and a cut, text in GBK', () => {
    const bytes = Array.from(encodeReceipt([{ kind: 'text', text: '绿源' }]))
    expect(bytes.slice(0, 4)).toEqual([...ESCPOS.init])
    expect(bytes.slice(-4)).toEqual([...ESCPOS.cut])
    // 绿 C2 CC, 源 D4 B4 in GBK
    expect(bytes.join(',')).toContain([0xc2, 0xcc, 0xd4, 0xb4, 0x0a].join(','))
  })

  test('a QR code is stored (GS ( k, fn 80) with its length, then printed (fn 81)', () => {
    const data = 'https://a.example/mp/#/suyuan/index?code=T1'
    const cmd = qrCommand(data)
    const store = cmd.join(',').indexOf([0x1d, 0x28, 0x6b, data.length + 3, 0, 0x31, 0x50, 0x30].join(','))
    expect(store).toBeGreaterThan(-1)
    expect(cmd.slice(-8)).toEqual([0x1d, 0x28, 0x6b, 3, 0, 0x31, 0x51, 0x30])
  })

  test('the decoder reads an order\'s receipt back: shop, number, lines, total, pay method, trace QR codes', () => {
    const decoded = decodeEscPos(encodeReceipt(layoutReceipt(receiptOf(order))))
    expect(decoded.cut).toBe(true)
    expect(decoded.lines).toContain('绿源果蔬商行')
    expect(decoded.text).toContain(`订单号：${order.orderNo}`)
    expect(decoded.text).toMatch(/大白菜 · 精品大白菜\n2\.5kg × ￥1\.99 +￥4\.98/)
    expect(decoded.text).toMatch(/土豆\n10kg × ￥11\.85 +￥118\.50/)
    expect(decoded.text).toMatch(/商品金额 +￥123\.48/)
    expect(decoded.text).toMatch(/优惠 +-￥3\.00/)
    expect(decoded.text).toMatch(/实付金额 +￥120\.48/)
    expect(decoded.text).toMatch(/支付方式 +预存款支付/)
    expect(decoded.qr).toEqual([
      expect.stringMatching(/\/mp\/#\/suyuan\/index\?code=T7QK2M4ZP3X6N5RA$/),
      expect.stringMatching(/\/mp\/#\/suyuan\/index\?code=TABCDEFGHJKMNPQR$/),
    ])
    expect(decoded.text).toContain('[QR]\n大白菜 溯源码 T7QK2M4ZP3X6N5RA')
    expect(decoded.lines.every((l) => columnsOf(l) <= PAPER_COLUMNS)).toBe(true)
  })

  test('lines with the same trace code print its QR code once; no coupon, no 优惠 line', () => {
    const decoded = decodeEscPos(encodeReceipt(layoutReceipt(receiptOf(orderDetail({ lines: [orderLine('a'), orderLine('b')] })))))
    expect(decoded.qr).toHaveLength(1)
    expect(decoded.text).not.toContain('优惠')
  })
})
